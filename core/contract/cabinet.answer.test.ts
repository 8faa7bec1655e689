import { describe, expect, it } from 'vitest'
import { newProfile } from './cabinet.answer'

describe('profile defaults (cabinet §3)', () => {
  it('is a plain advertiser with no notifications until the server says otherwise', () => {
    expect(newProfile()).toEqual({
      fullName: '',
      isAgency: false,
      isMSB: false,
      isObserver: false,
      notifications: { count: 0, errors: [] },
    })
    expect(newProfile({ isObserver: true })).toMatchObject({ isObserver: true, isAgency: false })
  })
})
