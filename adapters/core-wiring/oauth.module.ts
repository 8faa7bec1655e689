import { HttpClient } from '../../core/ports/http.port'
import { OAuthReturnStore } from '../../core/cabinet/stores/oauth-return.store'
import { ContainerModule } from '../container/di'

/** The OAuth return's store (R-ROUTE-12), bound in its screen's scope (issue #49 item 5) and gone with it. */
export const oauthScreenModule = new ContainerModule(({ bind }) => {
  bind(OAuthReturnStore).toDynamicValue((ctx) => new OAuthReturnStore(ctx.get<HttpClient>(HttpClient)))
})
