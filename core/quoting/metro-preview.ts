import type { CalculatorRegistry } from '../pricing/calculator-registry'
import { metroSurcharges, MetroMonitorsInput } from '../places/metro-monitors/metro-monitors.calculator'
import { periodEntriesOf } from '../pricing/periods-price'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { addDays, inclusiveDays } from '../pricing/rules/calendar'
import {
  FILL_FACTOR,
  halfAiringsCoefficient,
  METRO_DEFAULT_PERIOD_DAYS,
  roundFillFactor,
  stopValue,
} from '../pricing/rules/metro'
import type { PricingContext } from '../pricing/rules/price-pipeline'
import { decoderOf } from '../shared/decoder'
import { toRoubles } from '../shared/money'

/** The longest period the preview searches for a minimal end date: one year. */
const MAX_PREVIEW_DAYS = 366

export interface MetroPreview {
  /** R-PLANNER-06: what the form may ask for in this period, and the earliest end date that holds the count. */
  readonly validationRules: { readonly maxNumberOfImpressions: number; readonly minEndDate: string | null }
  /** Priced: the campaign as it would be saved; refused: the calculator's message (R-API-37). */
  readonly advertisingCampaign?: {
    readonly periodsPrice: readonly {
      readonly scheduleId: string
      readonly periods: ReturnType<typeof periodEntriesOf>
      readonly targetings: { readonly coefficients: Readonly<Record<string, number>> }
    }[]
    readonly totalSumWithoutTaxes: number
    readonly taxesSum: number
  }
  readonly message?: string
}

const decode = decoderOf(MetroMonitorsInput)

/**
 * The metro-monitors preview (R-API-37, R-PLANNER-06): the same calculator as calculate, plus the bounds the
 * form shows — the most presentations the period holds (the stop value, R-METRO-11) and the first end date
 * that holds the asked count.
 */
export const metroPreview = (
  registry: CalculatorRegistry,
  input: unknown,
  reference: PricingReferenceData,
  context: PricingContext,
): { ok: true; value: MetroPreview } | { ok: false; errors: Readonly<Record<string, string>> } => {
  const decoded = decode(input)
  if (!decoded.ok) return { ok: false, errors: decoded.error.errors }
  const form = decoded.value
  const tariff = reference.tariffs.metroMonitors
  const option = tariff[form.mode]
  const fill = form.mode === 'video' ? roundFillFactor(form.fillFactor ?? FILL_FACTOR.default) : 1
  const half = halfAiringsCoefficient(form.clipDuration, option.videoOptions.blockDuration)
  const endDate = form.endDate ?? addDays(form.startDate, METRO_DEFAULT_PERIOD_DAYS - 1)
  const days = Math.max(1, inclusiveDays(form.startDate, endDate))
  const maxNumberOfImpressions = stopValue(tariff.dailyCapacity, days, fill, half)
  let minEndDate: string | null = null
  const wanted = form.presentationCount ?? 0
  for (let d = 1; d <= MAX_PREVIEW_DAYS && wanted > 0; d++) {
    if (stopValue(tariff.dailyCapacity, d, fill, half) >= wanted) {
      minEndDate = addDays(form.startDate, d - 1)
      break
    }
  }
  const validationRules = { maxNumberOfImpressions, minEndDate }
  const priced = registry.price('metroMonitors', input, reference, context)
  if (!priced.ok) return { ok: true, value: { validationRules, message: priced.error.message } }
  const coefficients = Object.fromEntries(metroSurcharges(option, form).map((s) => [s.code, 1 + s.share]))
  return {
    ok: true,
    value: {
      validationRules,
      advertisingCampaign: {
        periodsPrice: [
          { scheduleId: 'preview', periods: periodEntriesOf(priced.value), targetings: { coefficients } },
        ],
        totalSumWithoutTaxes: toRoubles(priced.value.totals.totalSumWithoutTaxes),
        taxesSum: toRoubles(priced.value.totals.taxesSum),
      },
    },
  }
}
