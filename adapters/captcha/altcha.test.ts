import { describe, expect, it } from 'vitest'
import { AltchaCaptcha } from './altcha.captcha'
import { AltchaSolver } from './altcha.solver'

describe('the self-hosted proof-of-work captcha', () => {
  const captcha = new AltchaCaptcha({ secret: 'test-secret', maxNumber: 20_000, ttlMs: 60_000 })
  const solver = new AltchaSolver()

  it('accepts a solved challenge once and refuses its replay', async () => {
    const response = await solver.solve(await captcha.challenge())
    expect(await captcha.verify(response)).toBe(true)
    expect(await captcha.verify(response)).toBe(false)
  })

  it('refuses garbage, a wrong number and a challenge signed by another key', async () => {
    expect(await captcha.verify('not base64 at all')).toBe(false)
    const response = await solver.solve(await captcha.challenge())
    const tampered = JSON.parse(atob(response)) as { number: number }
    tampered.number += 1
    expect(await captcha.verify(btoa(JSON.stringify(tampered)))).toBe(false)
    const stranger = new AltchaCaptcha({ secret: 'other', maxNumber: 20_000, ttlMs: 60_000 })
    expect(await captcha.verify(await solver.solve(await stranger.challenge()))).toBe(false)
  })
})
