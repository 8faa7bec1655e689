import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import { addDays, addMonths } from '../../pricing/rules/calendar'
import { assembleQuote, type DraftLine, type PricingContext } from '../../pricing/rules/price-pipeline'
import { navigationDefaultDates, splitByMonth } from '../../pricing/rules/periods'
import { checkPeriod, Day, WholeAtLeast } from '../../pricing/calculators/input-fields'

export const NavigationSignInput = Schema.Struct({
  startDate: Schema.optionalKey(Day),
  endDate: Schema.optionalKey(Day),
  /** R-NAV-04: zones reached only through an additional exit are offered (the price does not read it). */
  additionalExits: Schema.optionalKey(Schema.Boolean),
  stations: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.optionalKey(Schema.String),
      zones: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          /** How many signs the zone takes: a whole number, or null for a zone that is not sold (R-NAV-06). */
          capacity: Schema.NullOr(WholeAtLeast(0)),
          selected: Schema.Boolean,
          /** R-NAV-02: the exit the zone's sign points to (the price does not read it). */
          exit: Schema.optionalKey(Schema.String),
        }),
      ),
    }),
  ).pipe(
    Schema.check(
      Schema.makeFilter((a: readonly unknown[]) => a.length > 0, {
        message: 'expected at least one station',
      }),
    ),
  ),
})
export type NavigationSignInput = typeof NavigationSignInput.Type

/** R-NAV-06: zones with capacity null are dropped; the others count when selected. */
export const countedZones = (zones: NavigationSignInput['stations'][number]['zones']): number =>
  zones.filter((z) => z.capacity !== null && z.selected).length

type InputStation = NavigationSignInput['stations'][number]

/**
 * The zones of a station that count, and the station's name. With the price list's stations (the inventory's, as
 * the server and the browser have them) a zone's capacity is the inventory's, not what the input claims, and a
 * station or zone the inventory does not have is refused; without them (the bundled demo set) the input is taken
 * as it stands.
 */
const countedAt = (
  station: InputStation,
  reference: PricingReferenceData,
): Result<{ readonly name: string; readonly zones: number }, PricingError> => {
  const known = reference.tariffs.navigationSign.stations
  if (!known) return ok({ name: station.name ?? station.id, zones: countedZones(station.zones) })
  const listed = known.find((s) => s.id === station.id)
  if (!listed) {
    return err({
      code: 'unknown id',
      message: `Нет такой станции: ${station.name ?? station.id}`,
      field: 'stations',
    })
  }
  let zones = 0
  for (const zone of station.zones.filter((z) => z.selected)) {
    const own = listed.zones.find((z) => z.id === zone.id)
    if (!own) {
      return err({
        code: 'unknown id',
        message: `Нет такой зоны на станции ${listed.name}: ${zone.id}`,
        field: 'stations',
      })
    }
    if (own.capacity !== null) zones += 1
  }
  return ok({ name: listed.name, zones })
}

/** R-NAV-07: tariff 3 below 4 selected zones, otherwise tariff 7. */
export const tariffFor = (zones: number): 3 | 7 => (zones < 4 ? 3 : 7)

/**
 * R-NAV-08 (open, chosen): a month is the yearly price / 12 rounded down to the kopeck; the annual adjustment is
 * the kopecks the twelve months lack (yearly − 12 × month), added to the 12th month of each campaign year, so a
 * full year costs exactly the yearly price before the pipeline.
 */
export const monthlySplit = (yearlyKopecks: number): { month: number; annualAdjustment: number } => {
  const month = Math.floor(yearlyKopecks / 12)
  return { month, annualAdjustment: yearlyKopecks - 12 * month }
}

/**
 * Navigation signs: per station, the yearly price of its tariff (3 or 7) split by 12 per month with the annual
 * adjustment; a partial month takes its share of days. Default dates: R-NAV-09.
 */
export class NavigationSignCalculator implements PlaceCalculator<NavigationSignInput> {
  readonly place = 'navigationSign'
  constructor(/** The place's name (core/places). */ readonly title: string) {}
  readonly schema = NavigationSignInput
  readonly decode = decoderOf(this.schema)

  price(
    input: NavigationSignInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const defaults = navigationDefaultDates(context.today)
    const startDate = input.startDate ?? defaults.startDate
    const endDate =
      input.endDate ?? (input.startDate ? addDays(addMonths(startDate, 12), -1) : defaults.endDate)
    const period = checkPeriod(startDate, endDate)
    if (!period.ok) return period
    const periods = splitByMonth(startDate, endDate)
    const drafts: DraftLine[] = []
    const summary = { 3: 0, 7: 0 }
    for (const station of input.stations) {
      const counted = countedAt(station, reference)
      if (!counted.ok) return counted
      const { name, zones } = counted.value
      if (zones === 0) continue
      const tariff = tariffFor(zones)
      const yearly = reference.tariffs.navigationSign.tariffs.find((t) => t.quantity === tariff)
      if (!yearly) return err({ code: 'unknown id', message: `Нет тарифа ${tariff}`, field: 'stations' })
      summary[tariff] += 1
      const split = monthlySplit(Math.round(yearly.price * 100))
      periods.forEach((p, periodIndex) => {
        const full = p.days === p.daysInMonth
        const twelfth = full && isTwelfth(startDate, p.startDate)
        const kopecks = (split.month * p.days) / p.daysInMonth + (twelfth ? split.annualAdjustment : 0)
        drafts.push({
          itemId: station.id,
          itemName: `${name}: тариф ${tariff} (${zones} зон)`,
          quantity: 1,
          period: p,
          periodIndex,
          unitBase: kopecks / 100,
          surcharges: [],
        })
      })
    }
    if (drafts.length === 0) {
      return err({ code: 'required', message: 'Выберите хотя бы одну зону', field: 'stations' })
    }
    const quote = assembleQuote(reference, context, {
      place: this.place,
      startDate,
      endDate,
      periods,
      drafts,
    })
    return ok({
      ...quote,
      details: {
        totalSummary: {
          discount: quote.discounts.advertiser.percent,
          tariffSummary: summary,
          basePrice: quote.totals.basePrice,
          basePriceWithDiscount: quote.totals.totalSumWithoutTaxes,
        },
      },
      notes: ['База: годовая цена тарифа / 12 в месяц, остаток копеек — в 12-й месяц года кампании'],
    })
  }
}

/** Whether the month starting at monthStart is the 12th, 24th, ... month counted from the campaign start. */
const isTwelfth = (campaignStart: string, monthStart: string): boolean => {
  const [sy, sm] = campaignStart.split('-').map(Number)
  const [my, mm] = monthStart.split('-').map(Number)
  const index = ((my ?? 0) - (sy ?? 0)) * 12 + ((mm ?? 0) - (sm ?? 0))
  return (index + 1) % 12 === 0
}
