import { HttpClient } from '../../core/ports/http.port'
import { KeyValueStorage } from '../../core/ports/storage.port'
import { AuthTokenStore } from '../../core/session/auth-token'
import { SessionStore } from '../../core/session/session.store'
import { MsbAuthorizationStore } from '../../core/session/msb.store'
import { ContainerModule } from '../container/di'

/**
 * The stores every page needs from the first paint, signed in or out: the token, the session and the
 * small-business way in. The cabinet's own stores are in cabinet.module, loaded with the signed-in shell, and
 * the OAuth return's in oauth.module, loaded by its screen, so the login page carries none of their code.
 */
export const coreClientModule = new ContainerModule(({ bind }) => {
  bind(AuthTokenStore)
    .toDynamicValue((ctx) => new AuthTokenStore(ctx.get<KeyValueStorage>(KeyValueStorage)))
    .inSingletonScope()
  bind(SessionStore)
    .toDynamicValue((ctx) => new SessionStore(ctx.get<HttpClient>(HttpClient), ctx.get(AuthTokenStore)))
    .inSingletonScope()
  bind(MsbAuthorizationStore)
    .toDynamicValue((ctx) => new MsbAuthorizationStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
})
