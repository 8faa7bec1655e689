import { ISO_MONTH_PATTERN } from '../../shared/calendar'
import { Schema } from 'effect'
import type { PeriodsPriceEntry } from '../../campaign/campaign'
import type { IsoDate } from '../../ports/clock.port'
import { decoderOf, type DecodeFailure } from '../../shared/decoder'
import { allocateMoney, fromRoubles, sumMoney, type Kopecks } from '../../shared/money'
import { err, ok, type Result } from '../../shared/result'
import { OneOf } from '../calculators/input-fields'
import { stopMonthlyPrice, stopsTariffItemId, type StopSpace } from '../calculators/stops-pricer'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { Uuid } from '../../shared/uuid'
import { invalidInputMessage } from '../../shared/common-errors'

/** R-STOP-20 (limits chosen): one address program lists at most this many sides over at most 12 months. */
export const ADDRESS_PROGRAM_MAX_STOPS = 2000
export const ADDRESS_PROGRAM_MAX_MONTHS = 12

/** A side asked for by its inventory number (current 'ОСТ-000007-A' or old '7-A'), the side optional. */
export interface AddressProgramStopRef {
  readonly inventoryNumber: string
  readonly side?: 'a' | 'b'
}

/** What the address program is drawn for: a transit-shelter campaign, or the calculator's selection. */
export type AddressProgramRequest =
  | { readonly kind: 'campaign'; readonly advertisingCampaignId: string }
  | {
      readonly kind: 'stops'
      readonly months: readonly string[]
      readonly stops: readonly AddressProgramStopRef[]
    }

const decodeCampaign = decoderOf(
  Schema.Struct({
    advertisingCampaignId: Uuid,
  }),
)
const decodeSelection = decoderOf(
  Schema.Struct({
    months: Schema.Array(
      Schema.String.pipe(Schema.check(Schema.isPattern(ISO_MONTH_PATTERN, { message: 'wrong format' }))),
    ),
    stops: Schema.Array(Schema.Unknown),
  }),
)
/** A stop as the calculator keeps it (its region and booking flag are accepted; the region is not trusted). */
const decodeStopObject = decoderOf(
  Schema.Struct({
    inventoryNumber: Schema.String,
    side: Schema.optionalKey(OneOf(['a', 'b'] as const)),
    region: Schema.optionalKey(Schema.String),
    bookingError: Schema.optionalKey(Schema.Boolean),
  }),
)

const failure = (message: string, errors: Readonly<Record<string, string>>): DecodeFailure => ({
  message,
  errors,
})

/** Inventory numbers are matched trimmed and in capitals ('ост-000007-a' is 'ОСТ-000007-A'). */
export const normaliseInventoryNumber = (text: string): string => text.trim().toUpperCase()

/**
 * Decodes the address-program request: `{advertisingCampaignId}`, or `{months, stops}` where months are
 * 'YYYY-MM' (1 to 12, none before the current Moscow month) and stops are inventory numbers or the
 * calculator's stop objects. Stops with a booking error are left out (R-STOP-07: not priced, not held);
 * duplicates collapse.
 */
export const decodeAddressProgramRequest = (
  body: unknown,
  today: IsoDate,
): Result<AddressProgramRequest, DecodeFailure> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return err(failure('Тело запроса должно быть объектом', { _: 'wrong format' }))
  if ('advertisingCampaignId' in body) {
    const decoded = decodeCampaign(body)
    if (!decoded.ok) return err(failure(invalidInputMessage(decoded.error.errors), decoded.error.errors))
    return ok({ kind: 'campaign', advertisingCampaignId: decoded.value.advertisingCampaignId })
  }
  const decoded = decodeSelection(body)
  if (!decoded.ok) return err(failure(invalidInputMessage(decoded.error.errors), decoded.error.errors))
  const months = [...new Set(decoded.value.months)].sort()
  if (months.length === 0 || months.length > ADDRESS_PROGRAM_MAX_MONTHS)
    return err(
      failure(`Выберите от 1 до ${ADDRESS_PROGRAM_MAX_MONTHS} месяцев размещения`, {
        months: 'wrong format',
      }),
    )
  const past = months.filter((m) => m < today.slice(0, 7))
  if (past.length > 0)
    return err(failure(`Месяц размещения уже прошёл: ${past.join(', ')}`, { months: 'in the past' }))
  if (decoded.value.stops.length > ADDRESS_PROGRAM_MAX_STOPS)
    return err(
      failure(`В адресной программе не больше ${ADDRESS_PROGRAM_MAX_STOPS} сторон остановок`, {
        stops: 'too many',
      }),
    )
  const errors: Record<string, string> = {}
  const stops = new Map<string, AddressProgramStopRef>()
  decoded.value.stops.forEach((item, i) => {
    const stop = typeof item === 'string' ? ok({ inventoryNumber: item }) : decodeStopObject(item)
    if (!stop.ok) {
      for (const [field, code] of Object.entries(stop.error.errors))
        errors[field === '_' ? `stops.${i}` : `stops.${i}.${field}`] = code
      return
    }
    const number = normaliseInventoryNumber(stop.value.inventoryNumber)
    if (number === '' || number.length > 100) errors[`stops.${i}.inventoryNumber`] = 'wrong format'
    else if (!('bookingError' in stop.value && stop.value.bookingError === true) && !stops.has(number))
      stops.set(number, {
        inventoryNumber: number,
        ...('side' in stop.value && stop.value.side ? { side: stop.value.side } : {}),
      })
  })
  if (Object.keys(errors).length > 0) return err(failure(invalidInputMessage(errors), errors))
  if (stops.size === 0)
    return err(failure('Выберите хотя бы одну свободную остановку', { stops: 'required' }))
  return ok({ kind: 'stops', months, stops: [...stops.values()] })
}

/**
 * The transit-shelter tariff is by okrug (pricing reference `byRegion`: 'ЦАО', 'ЗелАО', 'НАО', ...); the
 * boundary data names two okrugs in full instead of abbreviating them.
 */
const OKRUG_TARIFF_KEYS: Readonly<Record<string, string>> = {
  Новомосковский: 'НАО',
  Троицкий: 'ТАО',
}
export const tariffRegionOfOkrug = (okrugAbbrev: string): string =>
  OKRUG_TARIFF_KEYS[okrugAbbrev] ?? okrugAbbrev

/** The priced months of a program, in order (the periods the saved price or the quote lists). */
export const pricedPeriods = (
  periodsPrice: readonly PeriodsPriceEntry[],
): { startDate: IsoDate; endDate: IsoDate }[] => {
  const seen = new Map<string, { startDate: IsoDate; endDate: IsoDate }>()
  for (const entry of periodsPrice)
    for (const p of entry.periods)
      seen.set(`${p.startDate}|${p.endDate}`, { startDate: p.startDate, endDate: p.endDate })
  return [...seen.values()].sort((a, b) => (a.startDate < b.startDate ? -1 : 1))
}

/**
 * Each side's price in each period, kopecks, from the server-computed periods price (a fresh quote's or a
 * saved campaign's): a tariff item's line holds `amount` identical sides and its net is one side's rounded
 * price times that amount (decision 10), so one side costs exactly net / amount and the sides add up to the
 * total to the kopeck. When a side's tariff item is missing (the tariffs changed since the price was saved)
 * each period's total is spread over the sides by their tariffs instead, still adding up exactly.
 */
export const stopPrices = (
  periodsPrice: readonly PeriodsPriceEntry[],
  stops: readonly Pick<StopSpace, 'region'>[],
  reference: PricingReferenceData,
): Kopecks[][] => {
  const periods = pricedPeriods(periodsPrice)
  const key = (p: { startDate: string; endDate: string }) => `${p.startDate}|${p.endDate}`
  const unitPrice = new Map<string, Map<string, Kopecks>>()
  for (const entry of periodsPrice) {
    const byPeriod = new Map<string, Kopecks>()
    for (const p of entry.periods) {
      const count = p.amount ?? 0
      if (count > 0) byPeriod.set(key(p), (fromRoubles(p.netPrice ?? 0) / count) as Kopecks)
    }
    unitPrice.set(entry.scheduleId, byPeriod)
  }
  const tariffs = stops.map((s) => stopMonthlyPrice(reference, s))
  const exact = tariffs.map((t) => {
    const byPeriod = unitPrice.get(stopsTariffItemId(t))
    return periods.map((p) => byPeriod?.get(key(p)))
  })
  const totalOf = (p: { startDate: string; endDate: string }): Kopecks =>
    sumMoney(
      periodsPrice.flatMap((e) =>
        e.periods.filter((x) => key(x) === key(p)).map((x) => fromRoubles(x.netPrice ?? 0)),
      ),
    )
  const allExact =
    exact.every((row) => row.every((v) => v !== undefined && Number.isInteger(v))) &&
    periods.every((p, i) => sumMoney(exact.map((row) => row[i] ?? (0 as Kopecks))) === totalOf(p))
  if (allExact) return exact.map((row) => row.map((v) => v ?? (0 as Kopecks)))
  const weights = tariffs.some((t) => t > 0) ? tariffs : tariffs.map(() => 1)
  const perPeriod = periods.map((p) => (stops.length === 0 ? [] : allocateMoney(totalOf(p), weights)))
  return stops.map((_, s) => periods.map((_, i) => perPeriod[i]?.[s] ?? (0 as Kopecks)))
}
