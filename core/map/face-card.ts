import { FORMATS } from '../inventory/formats.catalogue'
import type { PricingError } from '../pricing/place-calculator'
import type { Quote } from '../pricing/quote'
import type { ListedStop } from '../pricing/selection/stops-listing'
import { monthsOf } from '../shared/calendar'
import { formatRoubles, groupDigits } from '../shared/money'
import type { Result } from '../shared/result'
import type { IsoDate } from '../ports/clock.port'
import type { Kopecks } from '../shared/money'

/** What the server tells of a face besides the list's figures (the shelter spaces' own fields). */
export interface FaceFacts {
  readonly name: string
  readonly address: string
  readonly direction: string
  /** The face's format as the inventory names it: a format id ('transitShelter') or its words ('1,2×1,8 м'). */
  readonly format: string
  readonly district: string
}

/** A face's facts from the server's shelter space (GraphQL TransitShelterSpace), by inventory number. */
export const faceFactsOf = (
  spaces: readonly {
    readonly inventoryNumber: string
    readonly format: string
    readonly advertisingPlatform: {
      readonly name: string
      readonly address: string
      readonly direction: string
      readonly region: { readonly name: string }
    }
  }[],
): ReadonlyMap<string, FaceFacts> =>
  new Map(
    spaces.map(({ inventoryNumber, format, advertisingPlatform: p }) => [
      inventoryNumber,
      { name: p.name, address: p.address, direction: p.direction, format, district: p.region.name },
    ]),
  )

/** The size of a face in metres, read from its format ('1,2×1,8 м'); a format without one has none. */
export const faceSize = (format: string): { readonly width: number; readonly height: number } | undefined => {
  const m = /(\d+(?:[.,]\d+)?)\s*[×xх*]\s*(\d+(?:[.,]\d+)?)/i.exec(format)
  if (!m) return undefined
  const width = Number((m[1] ?? '').replace(',', '.'))
  const height = Number((m[2] ?? '').replace(',', '.'))
  return width > 0 && height > 0 ? { width, height } : undefined
}

const metres = (mm: number) => String(mm / 1000).replace('.', ',')

/**
 * The face's format in words and its size in metres: a known format id is named from the formats catalogue
 * (R-FMT-01: 'Остановочный павильон 1200×1800', 1,2 × 1,8 м); other words are read for a size as they stand.
 */
export const faceFormat = (
  format: string,
): {
  readonly name: string
  readonly size: { readonly width: number; readonly height: number } | undefined
} => {
  const known = FORMATS.find((f) => f.id === format)
  if (known && known.width > 0 && known.height > 0)
    return {
      name: `${known.displayName.replace(/\s*\d+×\d+$/, '')}, ${metres(known.width)} × ${metres(known.height)} м`,
      size: { width: known.width / 1000, height: known.height / 1000 },
    }
  return { name: format, size: faceSize(format) }
}

export interface FaceCard {
  readonly inventoryNumber: string
  readonly title: string
  /** The stop's name and its address in full (never cut). */
  readonly address: string
  readonly side: string
  readonly direction: string | undefined
  readonly format: string
  readonly size: { readonly width: number; readonly height: number } | undefined
  /** The price of this one face for a month of the chosen period, as the price panel's pricing gives it. */
  readonly perMonth: string | undefined
  readonly perMonthKopecks: number | undefined
  /** Its audience over the whole period: OTS (contacts) and GRP, from the pricing reference. */
  readonly ots: string | undefined
  readonly grp: string | undefined
  readonly status: 'free' | 'taken' | 'chosen'
  readonly statusText: string
  readonly period: string
}

const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`

/** How a stop is named in words: its address, with its name before it unless the address already carries it. */
export const placeName = (name: string, address: string): string =>
  name === '' || address.includes(name) ? address : address === '' ? name : `${name}, ${address}`

/**
 * The price of one face over the period's months, as the price panel's core pricing gives it, and the price of a
 * month of it (the period's total divided by its months: the tariff is monthly, pricing §2).
 */
export const faceQuote = (
  face: ListedStop,
  period: { readonly startDate: string; readonly endDate: string },
  price: (input: unknown) => Result<Quote, PricingError>,
): { readonly quote: Result<Quote, PricingError>; readonly perMonth: number | undefined } => {
  const months = [
    ...new Set(
      monthsOf(period.startDate as IsoDate, period.endDate as IsoDate).map((m) => m.startDate.slice(0, 7)),
    ),
  ]
  const quote = price({
    months,
    stops: [{ inventoryNumber: face.inventoryNumber, side: face.side, region: face.region }],
  })
  return {
    quote,
    perMonth:
      quote.ok && months.length > 0 ? Math.round(quote.value.totals.total / months.length) : undefined,
  }
}

/** A month of a face's price in words ('12 345,00 ₽ в месяц'); not priced: undefined. */
export const perMonthText = (kopecks: number | undefined): string | undefined =>
  kopecks === undefined ? undefined : `${formatRoubles(kopecks as Kopecks)} в месяц`

/**
 * The card of one face (issue #50 item 2): what it is, where, which way it looks, its size, its price a month
 * for the period chosen, its audience and whether it is free then. The price and the audience come from the
 * same core pricing the price panel runs, asked about this one face alone for the period's months; a month is
 * the period's total divided by its months (the tariff is monthly, pricing §2). The face is free or taken as the
 * server said for the period (its isAvailableInBooking, the period's answer); one already chosen says so.
 */
export const faceCard = (
  face: ListedStop,
  facts: FaceFacts | undefined,
  period: { readonly startDate: string; readonly endDate: string },
  price: (input: unknown) => Result<Quote, PricingError>,
  chosen: boolean,
): FaceCard => {
  const { quote, perMonth } = faceQuote(face, period, price)
  const taken = face.isAvailableInBooking === false
  const sideName = face.side === 'b' ? 'Б' : 'А'
  const format = faceFormat(facts?.format ?? '')
  // The server's address often repeats the stop's name («name», street): the name is said once.
  const address = facts ? placeName(facts.name, facts.address) : face.platformName
  return {
    inventoryNumber: face.inventoryNumber,
    title: `${face.inventoryNumber} · сторона ${sideName}`,
    address,
    side: `Сторона ${sideName}`,
    direction: facts?.direction ? facts.direction : undefined,
    format: format.name,
    size: format.size,
    perMonth: perMonthText(perMonth),
    perMonthKopecks: perMonth,
    ots:
      quote.ok && quote.value.ots !== undefined
        ? groupDigits(String(Math.round(quote.value.ots)))
        : undefined,
    grp: quote.ok && quote.value.grp !== undefined ? String(quote.value.grp).replace('.', ',') : undefined,
    status: chosen ? 'chosen' : taken ? 'taken' : 'free',
    statusText: `${chosen ? 'Выбрана' : taken ? 'Занята' : 'Свободна'} на ${shortDate(period.startDate)} — ${shortDate(period.endDate)}`,
    period: `${shortDate(period.startDate)} — ${shortDate(period.endDate)}`,
  }
}
