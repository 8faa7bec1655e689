import { solveChallenge } from 'altcha-lib/v1'

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

/**
 * Solves the server's ALTCHA challenge (Web Crypto: the browser, and Node for the CLI and tests): a plain function,
 * with no container code, so a page can load it alone when a challenge first comes (lazy.solver.ts).
 */
export const solveAltcha = async (challenge: unknown): Promise<string> => {
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
