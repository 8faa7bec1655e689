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

describe('MetroStickersCalculator prices and refusals (R-PER-03/04, R-PRICE-07)', () => {
  const flat = { ...DEMO_REFERENCE, seasonalCoefficients: [], volumeDiscounts: [], globalDiscountFactors: [] }
  const price = (input: Record<string, unknown>, today = '2026-11-22') =>
    registry.price('metroStickers', input, flat, { today })
  const refusal = (input: Record<string, unknown>, today?: string) => {
    const r = price(input, today)
    return r.ok ? 'priced' : `${r.error.field}: ${r.error.message}`
  }
  const base = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3' }

  it('one A3 sticker for three half-months: 1 500 ₽ each, a month its own half-months, to the kopeck', () => {
    const r = price(base)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.lines.map((l) => [l.startDate, l.itemId, l.itemName, l.quantity, l.base])).toEqual([
      ['2027-02-16', 'A3', 'Стикер A3', 1, 150_000],
      ['2027-03-01', 'A3', 'Стикер A3', 1, 300_000],
    ])
    expect(r.value.totals.basePrice).toBe(450_000)
    expect(r.value.details).toEqual({ halfMonths: 3, stickerCount: 1, lineIds: [] })
    expect(r.value.notes).toEqual(['База: 1\u00a0500 ₽ за полмесяца × 3 полумесяца × 1 шт.'])
  })

  it('dates inside half-months take the whole half-months (R-PER-03); the count multiplies the price', () => {
    const r = price({ startDate: '2027-02-20', endDate: '2027-03-10', formatId: 'A4', stickerCount: 3 })
    if (!r.ok) throw new Error(r.error.message)
    expect([r.value.startDate, r.value.endDate]).toEqual(['2027-02-16', '2027-03-15'])
    expect(r.value.lines.map((l) => [l.quantity, l.base])).toEqual([
      [3, 300_000],
      [3, 300_000],
    ])
    expect(r.value.totals.basePrice).toBe(600_000)
    expect(r.value.notes[0]).toBe('База: 1\u00a0000 ₽ за полмесяца × 2 полумесяца × 3 шт.')
  })

  it('with otsInRange the audience is shared out by half-months, whole contacts', () => {
    const r = price({ ...base, stickerCount: 3, otsInRange: 1_000 })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.lines.map((l) => l.ots)).toEqual([1_000, 2_000])
  })

  it('R-PER-04: nothing before the booking window; its first month is open', () => {
    const january = { startDate: '2027-01-01', endDate: '2027-01-31', formatId: 'A3' }
    expect(refusal(january, '2027-01-20')).toBe('startDate: Бронирование открыто с 2027-02-01')
    expect(refusal({ ...january, startDate: '2027-02-01', endDate: '2027-02-28' }, '2027-01-20')).toBe(
      'priced',
    )
    expect(refusal({ ...january, startDate: '2027-01-16', endDate: '2027-02-28' }, '2027-01-10')).toBe(
      'priced',
    )
  })

  it('refuses an unknown format, dates the wrong way round, no sticker, a line id blank or too long', () => {
    expect(refusal({ ...base, formatId: 'B1' })).toBe('formatId: Нет такого объекта в справочнике: B1')
    expect(refusal({ ...base, startDate: '2027-03-16', endDate: '2027-02-28' })).toBe(
      'endDate: Дата окончания раньше даты начала',
    )
    expect(refusal({ ...base, stickerCount: 0 })).toBe('stickerCount: Не меньше 1')
    expect(refusal({ ...base, lineIds: ['  '] })).toBe('lineIds.0: Неправильный формат')
    expect(refusal({ ...base, lineIds: ['x'.repeat(65)] })).toBe('lineIds.0: Неправильный формат')
    expect(refusal({ ...base, lineIds: ['x'.repeat(64)] })).toBe('priced')
    const all = Array.from({ length: MAX_STICKER_LINES }, (_, i) => String(i))
    expect(refusal({ ...base, lineIds: all })).toBe('priced')
  })
})
