import { describe, expect, it } from 'vitest'
import { authTokenArea, LOCAL_FLAG_KEYS } from './local-flags'

describe('local flags (R-ENT-12, R-ENT-13)', () => {
  it('keys the typography-invoice flag per campaign', () => {
    expect(LOCAL_FLAG_KEYS.typographyInvoiceDownloaded('a')).not.toBe(
      LOCAL_FLAG_KEYS.typographyInvoiceDownloaded('b'),
    )
  })
  it('keeps the token locally only when remembered or brought by the auto-flow', () => {
    expect(authTokenArea({ remember: false })).toBe('session')
    expect(authTokenArea({ remember: true })).toBe('local')
    expect(authTokenArea({ remember: false, autoFlow: true })).toBe('local')
  })
})
