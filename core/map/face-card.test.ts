import { describe, expect, it } from 'vitest'
import { TransitShelterCalculator } from '../places/transit-shelter/transit-shelter.calculator'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { grpOf } from '../pricing/rules/coefficients'
import type { ListedStop } from '../pricing/selection/stops-listing'
import { err } from '../shared/result'
import { faceCard, faceFormat, faceSize } from './face-card'

const calculator = new TransitShelterCalculator('Остановочные павильоны')
/** The core's own pricing of an input, as the live quote runs it (no personal terms, a fixed today). */
const price = (input: unknown) => {
  const decoded = calculator.decode(input)
  if (!decoded.ok) return err({ code: 'invalid', message: decoded.error.message })
  return calculator.price(decoded.value, DEMO_REFERENCE, { today: '2026-11-29' as never })
}

const face = (region: string, free = true): ListedStop =>
  ({
    inventoryNumber: 'ОСТ-000007-B',
    side: 'b',
    region,
    platformName: '«Дербеневская наб.», 3-й Дербеневский переулок (7), 3-й Дербеневский переулок, дом 1',
    latitude: 55.72,
    longitude: 37.65,
    isAvailableInBooking: free,
  }) as unknown as ListedStop
const facts = {
  name: '«Дербеневская наб.», 3-й Дербеневский переулок (7)',
  address: '3-й Дербеневский переулок, дом 1',
  direction: 'в центр',
  format: '1,2×1,8 м',
  district: 'Даниловский',
}
const january = { startDate: '2027-01-01', endDate: '2027-01-31' }

describe('the card of a face (issue #50 item 2)', () => {
  it('prices the one face a month as the core prices it, with its audience for the period', () => {
    const card = faceCard(face('ЦАО'), facts, january, price, false)
    const quote = price({
      months: ['2027-01'],
      stops: [{ inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'ЦАО' }],
    })
    if (!quote.ok) throw new Error(quote.error.message)
    expect(card.perMonthKopecks).toBe(quote.value.totals.total)
    expect(card.perMonthKopecks).toBeGreaterThan(0)
    expect(card.perMonth).toMatch(/^[\d\u00a0]+,\d\d\u00a0₽ в месяц$/)
    // OTS: the reference's contacts a side a day over January's 31 days, as the month's audience ratio gives them.
    const ots = quote.value.ots ?? 0
    expect(ots).toBeGreaterThan(0)
    expect(ots).toBeLessThanOrEqual(DEMO_REFERENCE.tariffs.transitShelter.otsPerDayPerSide * 31)
    expect(card.ots?.replace(/\D/g, '')).toBe(String(ots))
    expect(card.grp).toBe(String(grpOf(ots, DEMO_REFERENCE.audienceBase)).replace('.', ','))
    expect(card).toMatchObject({
      title: 'ОСТ-000007-B · сторона Б',
      address: `${facts.name}, ${facts.address}`,
      side: 'Сторона Б',
      direction: 'в центр',
      format: '1,2×1,8 м',
      size: { width: 1.2, height: 1.8 },
      status: 'free',
      statusText: 'Свободна на 01.01.2027 — 31.01.2027',
      period: '01.01.2027 — 31.01.2027',
    })
  })

  it('a month is the period total over its months; a dearer okrug costs more; taken and chosen are said', () => {
    const two = faceCard(face('ЦАО'), facts, { startDate: '2027-01-01', endDate: '2027-02-28' }, price, false)
    const total = price({
      months: ['2027-01', '2027-02'],
      stops: [{ inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'ЦАО' }],
    })
    if (!total.ok) throw new Error(total.error.message)
    expect(two.perMonthKopecks).toBe(Math.round(total.value.totals.total / 2))
    const far = faceCard(face('ТАО'), facts, january, price, false)
    expect(far.perMonthKopecks).toBeLessThan(
      faceCard(face('ЦАО'), facts, january, price, false).perMonthKopecks!,
    )
    expect(faceCard(face('ЦАО', false), facts, january, price, false)).toMatchObject({
      status: 'taken',
      statusText: 'Занята на 01.01.2027 — 31.01.2027',
    })
    expect(faceCard(face('ЦАО'), facts, january, price, true).status).toBe('chosen')
    // The stop's name is said once when the address already holds it.
    const repeated = {
      ...facts,
      name: 'Метро Библиотека им. Ленина',
      address: '«Метро Библиотека им. Ленина», Моховая улица (6765)',
    }
    expect(faceCard(face('ЦАО'), repeated, january, price, false).address).toBe(repeated.address)
    // Without the server's facts the card still names the face by the list's words.
    expect(faceCard(face('ЦАО'), undefined, january, price, false).address).toBe(face('ЦАО').platformName)
  })

  it('names a known format from the catalogue with its size in metres, and reads a size from words', () => {
    expect(faceFormat('transitShelter')).toEqual({
      name: 'Остановочный павильон, 1,2 × 1,8 м',
      size: { width: 1.2, height: 1.8 },
    })
    expect(faceFormat('1,2×1,8 м')).toEqual({ name: '1,2×1,8 м', size: { width: 1.2, height: 1.8 } })
    expect(faceSize('1,2×1,8 м')).toEqual({ width: 1.2, height: 1.8 })
    expect(faceSize('3x6')).toEqual({ width: 3, height: 6 })
    expect(faceSize('сити-формат')).toBeUndefined()
  })
})
