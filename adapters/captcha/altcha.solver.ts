import type { CaptchaSolver } from '../../core/ports/captcha.port'
import { injectable } from '../container/di'
import { solveAltcha } from './altcha.solve'

/** Solves the server's ALTCHA challenge (Web Crypto: the browser, and Node for the CLI and tests). */
@injectable()
export class AltchaSolver implements CaptchaSolver {
  solve(challenge: unknown): Promise<string> {
    return solveAltcha(challenge)
  }
}
