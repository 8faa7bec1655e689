import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { MAX_STICKER_LINES, MetroStickersCalculator, STICKER_LINES_NOTE } from './metro-stickers.calculator'

const registry = new CalculatorRegistry([new MetroStickersCalculator('Стикеры')])
const context = { today: '2026-11-22' }
/** The first days of the half-months open on 22.11.2026: from 01.01.2027 (the booking window), 1st or 16th. */
const halfStart = (n: number) =>
  `2027-${String(Math.floor(n / 2) + 1).padStart(2, '0')}-${n % 2 ? '16' : '01'}`
const halfEnd = (n: number) => {
  const month = Math.floor(n / 2) + 1
  const last = new Date(Date.UTC(2027, month, 0)).getUTCDate()
  return `2027-${String(month).padStart(2, '0')}-${n % 2 ? String(last) : '15'}`
}

describe('MetroStickersCalculator audience (R-PRICE-06, decision 11)', () => {
  it('gives OTS of exactly otsInRange × stickers, whatever the months and their audience ratios', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom('A3', 'A4'),
        (first, count, stickerCount, otsInRange, formatId) => {
          const r = registry.price(
            'metroStickers',
            {
              startDate: halfStart(first),
              endDate: halfEnd(Math.min(23, first + count - 1)),
              formatId,
              stickerCount,
              otsInRange,
            },
            DEMO_REFERENCE,
            context,
          )
          if (!r.ok) throw new Error(r.error.message)
          expect(r.value.ots).toBe(otsInRange * stickerCount)
          expect(r.value.lines.reduce((n, l) => n + (l.ots ?? 0), 0)).toBe(otsInRange * stickerCount)
        },
      ),
    )
  })
  it('still scales an audience it computes from the format’s half-month figure by the month’s ratio', () => {
    const r = registry.price(
      'metroStickers',
      { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 },
      DEMO_REFERENCE,
      context,
    )
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.ots).toBe(5_491_440) // 40 × 45 000 × 0,936 + 40 × 90 000 × 1,0574
  })
  it('writes its note with the half-months counted as Russian says them (issue #47: "2 полумесяцев")', () => {
    const note = (endDate: string) => {
      const r = registry.price(
        'metroStickers',
        { startDate: '2027-02-16', endDate, formatId: 'A3', stickerCount: 2 },
        DEMO_REFERENCE,
        context,
      )
      if (!r.ok) throw new Error(r.error.message)
      return r.value.notes.join(' ')
    }
    expect(note('2027-02-28')).toContain('× 1 полумесяц ×')
    expect(note('2027-03-15')).toContain('× 2 полумесяца ×')
    expect(note('2027-05-15')).toContain('× 6 полумесяцев ×')
  })
})

describe('MetroStickersCalculator lines (issue #50 item 4, R-PLAN-09)', () => {
  const base = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 }
  const priced = (input: Record<string, unknown>) => {
    const r = registry.price('metroStickers', input, DEMO_REFERENCE, context)
    if (!r.ok) throw new Error(r.error.message)
    return r.value
  }
  it('records the lines chosen, each once, and prices and counts them as all lines (one tariff)', () => {
    const all = priced(base)
    const two = priced({ ...base, lineIds: ['1', '5', '1'] })
    expect(two.details['lineIds']).toEqual(['1', '5'])
    expect(all.details['lineIds']).toEqual([])
    expect(two.totals).toEqual(all.totals)
    expect(two.ots).toBe(all.ots)
    expect(two.notes).toContain(STICKER_LINES_NOTE)
    expect(all.notes).not.toContain(STICKER_LINES_NOTE)
  })
  it('refuses an empty line id and more lines than the metro has', () => {
    for (const lineIds of [[''], Array.from({ length: MAX_STICKER_LINES + 1 }, (_, i) => String(i))]) {
      const r = registry.price('metroStickers', { ...base, lineIds }, DEMO_REFERENCE, context)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error.field).toMatch(/^lineIds/)
    }
  })
})
