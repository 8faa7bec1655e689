import { describe, expect, it } from 'vitest'
import { authTokenArea, LOCAL_FLAG_AREA, LOCAL_FLAG_KEYS } from './local-flags'

describe('local flags (R-ENT-12, R-ENT-13)', () => {
  it('keys the typography-invoice flag per campaign, and the other flags once', () => {
    expect(LOCAL_FLAG_KEYS.typographyInvoiceDownloaded('a')).toBe('typographyInvoiceDownloaded:a')
    expect(LOCAL_FLAG_KEYS.typographyInvoiceDownloaded('b')).toBe('typographyInvoiceDownloaded:b')
    expect(LOCAL_FLAG_KEYS.notificationBarClosed).toBe('notificationBarClosed')
    expect(LOCAL_FLAG_KEYS.calculatorAutoFlow).toBe('calculatorAutoFlow')
    expect(LOCAL_FLAG_KEYS.landingInfo).toBe('landingInfo')
  })
  it('keeps the flags in local storage, so they survive a restart of the browser', () => {
    expect(LOCAL_FLAG_AREA).toBe('local')
  })
  it('keeps the token locally only when remembered or brought by the auto-flow', () => {
    expect(authTokenArea({ remember: false })).toBe('session')
    expect(authTokenArea({ remember: true })).toBe('local')
    expect(authTokenArea({ remember: false, autoFlow: true })).toBe('local')
  })
})
