import { HttpClient } from '../../core/ports/http.port'
import { KeyValueStorage } from '../../core/ports/storage.port'
import { AdvertiserStore } from '../../core/advertiser/advertiser.store'
import { AuthTokenStore } from '../../core/session/auth-token'
import { SessionStore } from '../../core/session/session.store'
import { ContainerModule } from '../container/di'

/** The core's browser-side stores. */
export const coreClientModule = new ContainerModule(({ bind }) => {
  bind(AuthTokenStore)
    .toDynamicValue((ctx) => new AuthTokenStore(ctx.get<KeyValueStorage>(KeyValueStorage)))
    .inSingletonScope()
  bind(SessionStore)
    .toDynamicValue((ctx) => new SessionStore(ctx.get<HttpClient>(HttpClient), ctx.get(AuthTokenStore)))
    .inSingletonScope()
  bind(AdvertiserStore)
    .toDynamicValue((ctx) => new AdvertiserStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
})
