import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'

/**
 * The inventory advice on the wire (R-API-38, POST /mediaplan-api/advice/inventory/): a list whose first entry is
 * the answer (pricing §7). The shape the server writes (core/pricing/planner/planner-result.ts InventoryAdvice)
 * and the browser checks.
 */
export const InventoryAdviceWire = Schema.Array(
  Schema.Struct({
    MinDate: Schema.String,
    MaxDate: Schema.String,
    PlatformDayCount: Schema.Number,
    AvgRunsPerHour: Schema.Number,
    FitCount: Schema.Number,
    advice_result: Schema.String,
    error: Schema.NullOr(Schema.String),
  }),
)
export type InventoryAdviceWire = typeof InventoryAdviceWire.Type

export const decodeInventoryAdvice = decoderOf(InventoryAdviceWire, { allowUnknown: true })
