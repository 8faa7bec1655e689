/**
 * The self-hosted proof-of-work captcha (no third-party service is reachable). The wire field keeps the
 * spec's name gRecaptchaResponse.
 */
export interface CaptchaVerifier {
  /** A fresh challenge for a browser to solve (its wire shape is the adapter's). */
  challenge(): Promise<unknown>
  /** True once for a valid, unexpired solution; a replayed solution is refused. */
  verify(response: string): Promise<boolean>
}
export const CaptchaVerifier = Symbol.for('tablo.CaptchaVerifier')

/** The browser's side: solves a challenge into the response string the server verifies. */
export interface CaptchaSolver {
  solve(challenge: unknown): Promise<string>
}
export const CaptchaSolver = Symbol.for('tablo.CaptchaSolver')

/** Where the server hands out its challenges (GET, public). */
export const CAPTCHA_CHALLENGE_PATH = '/api/v1/public/captcha'
