import type { Exit } from '../../core/cabinet/stores/exit.port'
import { SessionStore } from '../../core/session/session.store'
import { inject, injectable } from '../container/di'

/** How the cabinet leaves in a browser: the session store forgets the token; the address changes. */
@injectable()
export class BrowserExit implements Exit {
  constructor(@inject(SessionStore) private readonly session: SessionStore) {}

  clearSession(): void {
    this.session.forget()
  }

  navigate(to: string): void {
    if (/^https:\/\//.test(to)) {
      window.location.assign(to)
      return
    }
    window.history.pushState(null, '', `/app${to === '/' ? '/' : to}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }
}
