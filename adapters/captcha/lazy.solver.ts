import type { CaptchaSolver } from '../../core/ports/captcha.port'

/**
 * The captcha solver loaded when a challenge first comes (the sign-in asks for one only after five wrong
 * passwords): its code stays out of the pages that never meet it, the login page's first chunk among them.
 */
export class LazyCaptchaSolver implements CaptchaSolver {
  solve(challenge: unknown): Promise<string> {
    return import('./altcha.solve').then((m) => m.solveAltcha(challenge))
  }
}
