import { solveChallenge } from 'altcha-lib/v1'
import type { CaptchaSolver } from '../../core/ports/captcha.port'
import { injectable } from '../container/di'

interface AltchaChallenge {
  readonly algorithm: string
  readonly challenge: string
  readonly maxnumber?: number
  readonly salt: string
  readonly signature: string
}

const isChallenge = (value: unknown): value is AltchaChallenge =>
  typeof value === 'object' &&
  value !== null &&
  ['algorithm', 'challenge', 'salt', 'signature'].every(
    (k) => typeof (value as Record<string, unknown>)[k] === 'string',
  )

/** Solves the server's ALTCHA challenge (Web Crypto: the browser, and Node for the CLI and tests). */
@injectable()
export class AltchaSolver implements CaptchaSolver {
  async solve(challenge: unknown): Promise<string> {
    if (!isChallenge(challenge)) throw new Error('Некорректная задача капчи')
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise
    if (!solution) throw new Error('Не удалось решить задачу капчи')
    const payload = { ...challenge, number: solution.number }
    return btoa(JSON.stringify(payload))
  }
}
