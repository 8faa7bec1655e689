import { from, switchMap, type Observable } from 'rxjs'
import { CAPTCHA_CHALLENGE_PATH, type CaptchaSolver } from '../ports/captcha.port'
import type { HttpClient } from '../ports/http.port'
import { anyDecoder } from './plain-decoders'

/**
 * A fresh challenge, solved here: the answer the server verifies as gRecaptchaResponse. The browser does the work
 * (proof of work), so a person has nothing to tick.
 */
export const solvedCaptcha = (http: HttpClient, solver: CaptchaSolver): Observable<string> =>
  http
    .json({ method: 'GET', path: CAPTCHA_CHALLENGE_PATH, authenticated: false }, anyDecoder)
    .pipe(switchMap((challenge) => from(solver.solve(challenge))))
