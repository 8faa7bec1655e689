import { describe, expect, it } from 'vitest'
import { PRINT_COST_LABEL, TYPOGRAPHY_OPTIONS, typographyPrice } from './print-costs'

describe('print costs (R-PRICE-12, R-PRICE-13)', () => {
  it('print costs are labelled with VAT included', () => {
    expect(PRINT_COST_LABEL).toBe('с НДС')
  })

  it('printing oneself costs nothing; the typography is priced by its quote', () => {
    expect(TYPOGRAPHY_OPTIONS).toEqual([
      { id: 'independently', name: 'Самостоятельно', price: 0 },
      { id: 'typography', name: 'Типография', price: null },
    ])
    expect(typographyPrice('independently', 12_500)).toBe(0)
    expect(typographyPrice('independently')).toBe(0)
    expect(typographyPrice('typography', 12_500)).toBe(12_500)
    expect(typographyPrice('typography')).toBeNull()
  })
})
