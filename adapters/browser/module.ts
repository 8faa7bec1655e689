import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { HttpClient } from '../../core/ports/http.port'
import { ContainerModule } from '../container/di'
import { BrowserExit } from './browser-exit'

/** The browser's way out (session end, navigation) and the stores that leave through it. */
export const browserExitModule = new ContainerModule(({ bind }) => {
  bind(BrowserExit).toSelf().inSingletonScope()
  bind(ConsentRevocationStore)
    .toDynamicValue(
      (ctx) => new ConsentRevocationStore(ctx.get<HttpClient>(HttpClient), ctx.get(BrowserExit)),
    )
    .inSingletonScope()
})
