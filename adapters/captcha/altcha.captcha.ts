import { createHash, randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { CaptchaVerifier } from '../../core/ports/captcha.port'
import { inject, injectable } from '../container/di'

export interface CaptchaSettings {
  /** HMAC key of the challenges; a random one per start when unset (open challenges then expire). */
  readonly secret: string | undefined
  /** Work a browser does: the number space of the proof of work. */
  readonly maxNumber: number
  readonly ttlMs: number
}
export const CaptchaSettings = Symbol.for('tablo.CaptchaSettings')

/**
 * ALTCHA proof-of-work captcha served by Tablo itself: the browser searches a number whose SHA-256 with the
 * salt matches the challenge; the server checks the HMAC signature and the expiry, and refuses a replay.
 */
@injectable()
export class AltchaCaptcha implements CaptchaVerifier {
  private readonly key: string
  private readonly used = new Map<string, number>()

  constructor(@inject(CaptchaSettings) private readonly settings: CaptchaSettings) {
    this.key = settings.secret ?? randomBytes(32).toString('hex')
  }

  challenge(): Promise<unknown> {
    return createChallenge({
      hmacKey: this.key,
      maxNumber: this.settings.maxNumber,
      expires: new Date(Date.now() + this.settings.ttlMs),
    })
  }

  async verify(response: string): Promise<boolean> {
    let valid = false
    try {
      valid = await verifySolution(response, this.key, true)
    } catch {
      return false
    }
    if (!valid) return false
    const now = Date.now()
    for (const [digest, until] of this.used) if (until < now) this.used.delete(digest)
    const digest = createHash('sha256').update(response).digest('hex')
    if (this.used.has(digest)) return false
    this.used.set(digest, now + this.settings.ttlMs)
    return true
  }
}
