import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { campaignCost, partnerBrandLines } from './campaign-card.view-model'

describe('card properties (R-LIST-17, R-LIST-18)', () => {
  it('the cost of two rouble amounts is exact to the kopeck, whatever float noise the wire carries', () => {
    const kop = fc.integer({ min: 0, max: 10_000_000_000 })
    fc.assert(
      fc.property(kop, kop, (taxes, net) => {
        expect(campaignCost({ taxesSum: taxes / 100, totalSumWithoutTaxes: net / 100 })).toBe(taxes + net)
      }),
    )
  })

  it('partner lines never repeat and never lose a partner', () => {
    const word = fc.constantFrom('Acme', 'Bolt', 'Ромашка', ' Acme ', '')
    fc.assert(
      fc.property(fc.array(fc.record({ name: word, brand: word }), { maxLength: 8 }), (partners) => {
        const lines = partnerBrandLines(partners)
        expect(new Set(lines).size).toBe(lines.length)
        for (const p of partners) {
          if (p.name.trim() === '' && p.brand.trim() === '') continue
          expect(lines.some((l) => l.split('/').includes(p.name.trim() || p.brand.trim()))).toBe(true)
        }
      }),
    )
  })
})
