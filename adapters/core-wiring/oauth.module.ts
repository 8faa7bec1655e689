import { HttpClient } from '../../core/ports/http.port'
import { OAuthReturnStore } from '../../core/cabinet/stores/oauth-return.store'
import { ContainerModule } from '../container/di'

/** The OAuth return's store (R-ROUTE-12), loaded into the container by its screen when first shown. */
export const oauthModule = new ContainerModule(({ bind }) => {
  bind(OAuthReturnStore)
    .toDynamicValue((ctx) => new OAuthReturnStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
})
