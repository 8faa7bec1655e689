import { HttpClient } from '../../core/ports/http.port'
import { KeyValueStorage } from '../../core/ports/storage.port'
import { AuthTokenStore } from '../../core/session/auth-token'
import { SessionStore } from '../../core/session/session.store'
import { MsbAuthorizationStore } from '../../core/session/msb.store'
import { LazyCaptchaSolver } from '../captcha/lazy.solver'
import { ContainerModule } from '../container/di'

/**
 * The stores every page needs from the first paint, signed in or out: the token and the session. The cabinet's
 * own stores are in cabinet.module, loaded with the signed-in shell, and the OAuth return's in oauth.module,
 * loaded by its screen, so the login page carries none of their code.
 */
export const coreClientModule = new ContainerModule(({ bind }) => {
  // App-wide: the token signs every request of the visit.
  bind(AuthTokenStore)
    .toDynamicValue((ctx) => new AuthTokenStore(ctx.get<KeyValueStorage>(KeyValueStorage)))
    .inSingletonScope()
  // App-wide: the session and the profile the header shows, on every screen; the sign-in's captcha, when the
  // server asks for one, is solved by code loaded then.
  bind(SessionStore)
    .toDynamicValue(
      (ctx) =>
        new SessionStore(ctx.get<HttpClient>(HttpClient), ctx.get(AuthTokenStore), new LazyCaptchaSolver()),
    )
    .inSingletonScope()
})

/**
 * The small-business way in (R-ROLE-03): its pages' state (issue #49 item 5), bound in each one's scope and gone
 * with it; the address carries what one page hands the next (the e-mail, the link's token).
 */
export const msbScreenModule = new ContainerModule(({ bind }) => {
  bind(MsbAuthorizationStore).toDynamicValue(
    (ctx) => new MsbAuthorizationStore(ctx.get<HttpClient>(HttpClient)),
  )
})
