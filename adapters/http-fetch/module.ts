import { HttpClient } from '../../core/ports/http.port'
import { ContainerModule } from '../container/di'
import { FetchHttpClient } from './fetch-http.client'

/** Needs HttpSettings and AuthTokenStore bound by the composition root. */
export const fetchHttpModule = new ContainerModule(({ bind }) => {
  bind<HttpClient>(HttpClient).to(FetchHttpClient).inSingletonScope()
})
