import { Schema } from 'effect'
import { err, ok } from '../../shared/result'
import type { PlaceCalculator } from '../../pricing/place-calculator'
import { DEFAULT_GROUND_VIDEO_DURATION } from '../../pricing/rules/formats'
import {
  clampImpressions,
  impressionsRule,
  IMPRESSIONS,
  normaliseRunsPerHour,
  RUNS_PER_HOUR,
  runsPerHourRule,
} from '../../pricing/rules/ground'
import { GROUND_VIDEO_RULE } from '../../pricing/rules/field-rules'
import { clampNote, numberProblem, numberSchema, said } from '../../shared/number-rule'
import { withFieldNotes } from '../../pricing/field-notes'
import { targetingSurcharges } from '../../pricing/rules/targeting'
import { spreadByDays } from '../../pricing/calculators/drafts'
import { monthlyCalculator } from '../../pricing/calculators/monthly-calculator'
import { AnyNumber, Day, OneOf, Stepped, unknownId } from '../../pricing/calculators/input-fields'
import { ruNumber } from '../../format/number.format'

/** R-GROUND-10: the calculation input. */
export const GroundInput = Schema.Struct({
  startDate: Day,
  endDate: Day,
  videoDuration: Schema.optionalKey(
    numberSchema(GROUND_VIDEO_RULE).annotate({ default: DEFAULT_GROUND_VIDEO_DURATION }),
  ),
  timeIntervalIds: Schema.optionalKey(Schema.Array(Stepped(1, 5, 1))),
  transportRouteIds: Schema.optionalKey(Schema.Array(Schema.String)),
  weekPartBaseName: Schema.optionalKey(
    OneOf(['all', 'workday', 'weekend'] as const).annotate({ default: 'all' as const }),
  ),
  // Pricing §5 (R-GROUND-01): any number outside the server's bounds is clamped to them, a negative one too,
  // and the answer says so (fieldNotes); only what is not a finite number is refused (issue #52).
  numberOfImpressions: Schema.optionalKey(AnyNumber.annotate({ default: IMPRESSIONS.default })),
  runsPerHour: Schema.optionalKey(AnyNumber.annotate({ default: RUNS_PER_HOUR.default })),
})
export type GroundInput = typeof GroundInput.Type

/**
 * Ground transport (buses, trams). Impressions and runs per hour are clamped to the validation rules
 * (R-GROUND-01/02); impressions spread over months by days. R-TGT-06 (open, chosen): the impression factor (0.95
 * buses, 0.7 trams) scales the price of an impression in the base step: base = impressions × seconds × price ×
 * factor. Surcharges (R-TGT-03): geo when routes are chosen, days when a week part is, time when intervals are,
 * frequency when runs per hour differ from the default 9.
 */
/** What tells the two ground places apart: the line's name, and whether runs an hour keep what was typed (R-GROUND-02). */
export interface GroundVehicles {
  readonly routesName: string
  readonly runsAsTyped: boolean
}

export const groundTransportationCalculator = (
  place: 'groundTransportation' | 'groundTransportationTram',
  title: string,
  vehicles: GroundVehicles,
): PlaceCalculator<GroundInput> =>
  monthlyCalculator({
    place,
    title,
    schema: GroundInput,
    lines: (input, reference, periods) => {
      const tariff = reference.tariffs[place]
      for (const id of input.transportRouteIds ?? []) {
        if (!tariff.routes.some((r) => r.id === id)) return err(unknownId('transportRouteIds', id))
      }
      const asked = input.numberOfImpressions ?? IMPRESSIONS.default
      const rule = impressionsRule(tariff.validationRules)
      const refused = numberProblem(rule, asked)
      if (refused !== undefined)
        return err({ code: 'wrong format', message: refused, field: 'numberOfImpressions' })
      const impressions = clampImpressions(asked, tariff.validationRules)
      const askedRuns = input.runsPerHour ?? RUNS_PER_HOUR.default
      const runs = normaliseRunsPerHour(askedRuns, tariff.validationRules, vehicles.runsAsTyped)
      const fieldNotes: Record<string, string> = {}
      const impressionsNote = clampNote(rule, asked).note
      if (impressionsNote) fieldNotes['numberOfImpressions'] = impressionsNote
      const runsNote = clampNote(runsPerHourRule(tariff.validationRules), askedRuns).note
      if (runsNote) fieldNotes['runsPerHour'] = runsNote
      else if (runs !== askedRuns)
        fieldNotes['runsPerHour'] = `Округлено до десятых: цена посчитана для ${said(runs)}` // R-GROUND-02
      const seconds = input.videoDuration ?? DEFAULT_GROUND_VIDEO_DURATION
      const perMonth = spreadByDays(impressions, periods)
      return ok({
        items: [{ id: place, name: vehicles.routesName, quantity: 1 }],
        unit: (_, _p, index) => ({
          base: (perMonth[index] ?? 0) * seconds * tariff.pricePerSecond * tariff.impressionFactor,
          ots: (perMonth[index] ?? 0) * tariff.otsPerImpression,
        }),
        surcharges: targetingSurcharges(reference.targetingSurcharges, {
          geo: (input.transportRouteIds ?? []).length > 0,
          days: input.weekPartBaseName ?? 'all',
          timeIntervalIds: input.timeIntervalIds ?? [],
          frequency: runs !== RUNS_PER_HOUR.default,
        }),
        details: {
          numberOfImpressions: impressions,
          runsPerHour: runs,
          videoDuration: seconds,
          ...withFieldNotes(fieldNotes),
        },
        notes: [
          `База: показы × ${ruNumber(seconds)} с × ${ruNumber(tariff.pricePerSecond)} ₽ × коэффициент показа ${ruNumber(tariff.impressionFactor)}`,
          ...Object.values(fieldNotes),
        ],
      })
    },
  })
