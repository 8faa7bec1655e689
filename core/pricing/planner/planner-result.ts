import { Schema } from 'effect'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'

/** R-PLANNER-05: what a planner result carries. */
export interface PlannerResult {
  readonly id: number
  readonly platformDayCount: number | null
  /** The planner's outcome: 'success', 'dontfit', 'notimplemented' or anything else. */
  readonly error: string | null
  readonly requestType: string
  readonly fitCount: number | null
  readonly from: string
  readonly to: string
  readonly errorId: string | null
  /** R-PLANNER-05 (open, chosen): a result marked ignore is dropped like a stale one; it changes nothing. */
  readonly ignore: boolean
}

/**
 * R-PLANNER-01 / R-PLANNER-02: the result messages, in the spec's words (quoted in English by the spec) and as a
 * person reads them.
 */
export const PLANNER_MESSAGES = {
  dontfit: {
    spec: 'The campaign cannot be placed with the given parameters',
    said: 'Кампанию нельзя разместить с такими параметрами',
  },
  notimplemented: {
    spec: 'This calculation method is not implemented yet',
    said: 'Этот способ расчёта пока не поддерживается',
  },
  unknown: {
    spec: 'Unknown error in calculations, try changing the campaign parameters',
    said: 'Неизвестная ошибка в расчётах: попробуйте изменить параметры кампании',
  },
  periodChanged: { spec: 'Period changed automatically', said: 'Период изменён автоматически' },
} as const

/**
 * R-PLANNER-01 / R-PLANNER-02: no message on success; a period the planner changed takes precedence over every
 * result message. The message as the advertiser reads it.
 */
export const plannerMessage = (
  outcome: string | null,
  requested: { readonly from: string; readonly to: string },
  planned: { readonly from: string; readonly to: string },
): string | undefined => {
  if (requested.from !== planned.from || requested.to !== planned.to)
    return PLANNER_MESSAGES.periodChanged.said
  if (outcome === null || outcome === 'success') return undefined
  if (outcome === 'dontfit') return PLANNER_MESSAGES.dontfit.said
  if (outcome === 'notimplemented') return PLANNER_MESSAGES.notimplemented.said
  return PLANNER_MESSAGES.unknown.said
}

/** R-PLANNER-06: the preview's validation rules and the first period's targeting coefficients. */
export const PlannerPreview = Schema.Struct({
  validationRules: Schema.Struct({
    maxNumberOfImpressions: Schema.Number,
    minEndDate: Schema.String,
  }),
  advertisingCampaign: Schema.Struct({
    periodsPrice: Schema.Array(
      Schema.Struct({
        targetings: Schema.Struct({ coefficients: Schema.Record(Schema.String, Schema.Number) }),
      }),
    ),
  }),
})
export type PlannerPreview = typeof PlannerPreview.Type
export const decodePlannerPreview = decoderOf(PlannerPreview, { allowUnknown: true })

export const previewCoefficients = (preview: PlannerPreview): Readonly<Record<string, number>> =>
  preview.advertisingCampaign.periodsPrice[0]?.targetings.coefficients ?? {}

/** Pricing §7: the inventory advice list; its first entry is the answer. */
export interface InventoryAdvice {
  readonly MinDate: string
  readonly MaxDate: string
  readonly PlatformDayCount: number
  readonly AvgRunsPerHour: number
  readonly FitCount: number
  readonly advice_result: string
  readonly error: string | null
}

/**
 * R-PLANNER-07: an inventory-advice error is logged and passed to the callback; otherwise the first entry is
 * passed on. An empty list is an error too.
 */
export const readInventoryAdvice = (
  list: readonly InventoryAdvice[],
  logger: Logger,
  callback: (error: string | null, advice?: InventoryAdvice) => void,
): void => {
  const first = list[0]
  const error = first ? first.error : 'empty inventory advice'
  if (error) {
    logger.error('inventory advice failed', { error })
    callback(error)
    return
  }
  callback(null, first)
}
