import { describe, expect, it } from 'vitest'
import { AltchaCaptcha } from './altcha.captcha'
import { AltchaSolver } from './altcha.solver'

describe('the self-hosted proof-of-work captcha', () => {
  const captcha = new AltchaCaptcha({ secret: 'test-secret', maxNumber: 20_000, ttlMs: 60_000 })
  const solver = new AltchaSolver()
  /**
   * Solving is proof of work: about 2 s of hashing here when the machine is idle, and more when the suite's other
   * workers share it (a CI run timed out at vitest's 5 s). The tests assert what is accepted, not how fast.
   */
  const WORK_MS = 60_000

  it(
    'accepts a solved challenge once and refuses its replay',
    async () => {
      const response = await solver.solve(await captcha.challenge())
      expect(await captcha.verify(response)).toBe(true)
      expect(await captcha.verify(response)).toBe(false)
    },
    WORK_MS,
  )

  it(
    'refuses garbage, a wrong number and a challenge signed by another key',
    async () => {
      expect(await captcha.verify('not base64 at all')).toBe(false)
      const response = await solver.solve(await captcha.challenge())
      const tampered = JSON.parse(atob(response)) as { number: number }
      tampered.number += 1
      expect(await captcha.verify(btoa(JSON.stringify(tampered)))).toBe(false)
      const stranger = new AltchaCaptcha({ secret: 'other', maxNumber: 20_000, ttlMs: 60_000 })
      expect(await captcha.verify(await solver.solve(await stranger.challenge()))).toBe(false)
    },
    WORK_MS,
  )
})
