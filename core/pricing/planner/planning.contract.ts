import { isWireDate } from '../../shared/calendar'
import { Schema } from 'effect'
import type { IsoDate } from '../../ports/clock.port'
import { decoderOf } from '../../shared/decoder'
import type { FieldErrors } from '../../shared/domain-error'
import { err, ok, type Result } from '../../shared/result'
import { Stepped, WholeAtLeast } from '../calculators/input-fields'
import { compareIso, inclusiveDays } from '../rules/calendar'
import { MAX_PLANNED_DAYS } from './inventory-planner'
import { MAX_ADVICE_ITEMS } from './planned-places'

/**
 * The wire contract of the planning reads (pricing §7): average daily metro monitors (R-API-19), the sticker
 * schedule (R-API-36) and the inventory advice (R-API-38). Decoded at the edge; unknown fields are refused.
 */

const fewerThan = (n: number) =>
  Schema.makeFilter((a: readonly unknown[]) => a.length <= n, { message: 'wrong format' })
const nonEmpty = Schema.makeFilter((a: readonly unknown[]) => a.length > 0, { message: 'required' })
const Id = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) => s.trim().length > 0 && s.length <= 64, { message: 'wrong format' }),
  ),
)

/** R-CONST-04: a day as YYYY-MM-DD, optionally with the T00:00:00.000Z suffix the client sends. */
export const WireDay = Schema.String.pipe(
  Schema.check(Schema.makeFilter(isWireDate, { message: 'wrong format' })),
)
export const dayOf = (wire: string): IsoDate => wire.slice(0, 10)

/** Query of GET …/metroMonitors/average-daily-monitors: every field optional; lineIds comma-separated or repeated. */
export const AverageMonitorsQuery = Schema.Struct({
  startDate: Schema.optionalKey(WireDay),
  endDate: Schema.optionalKey(WireDay),
  lineIds: Schema.optionalKey(
    Schema.Union([
      Schema.String.pipe(Schema.check(Schema.isMaxLength(500, { message: 'wrong format' }))),
      Schema.Array(Id).pipe(Schema.check(fewerThan(50))),
    ]),
  ),
})
export const decodeAverageMonitorsQuery = decoderOf(AverageMonitorsQuery)

export const idList = (value: string | readonly string[] | undefined): string[] =>
  value === undefined
    ? []
    : [
        ...new Set(
          (typeof value === 'string' ? value.split(',') : value).map((s) => s.trim()).filter((s) => s !== ''),
        ),
      ]

/** Body of POST /commercial-campaigns/metroStickers/schedule: the period and where the stickers go. */
export const StickerScheduleRequest = Schema.Struct({
  startDate: WireDay,
  endDate: WireDay,
  /** Lines and stations whose sticker spaces are chosen; none means the whole metro. */
  lineIds: Schema.optionalKey(Schema.Array(Id).pipe(Schema.check(fewerThan(50)))),
  stationIds: Schema.optionalKey(Schema.Array(Id).pipe(Schema.check(fewerThan(500)))),
})
export const decodeStickerScheduleRequest = decoderOf(StickerScheduleRequest)

/** Body of POST /mediaplan-api/advice/inventory/: the basket of a city-format style calculator. */
export const InventoryAdviceRequest = Schema.Struct({
  place: Schema.String.pipe(Schema.check(Schema.isMaxLength(64, { message: 'wrong format' }))),
  itemIds: Schema.Array(Id).pipe(Schema.check(nonEmpty, fewerThan(MAX_ADVICE_ITEMS))),
  startDate: WireDay,
  endDate: WireDay,
  /** R-FMT-02: 5..45 step 5, default 5. */
  clipDuration: Schema.optionalKey(Stepped(5, 45, 5)),
  /** Airings an hour on each screen (R-CITY-11 defaults); or instead: */
  frequency: Schema.optionalKey(Stepped(1, 60, 1)),
  /** A total of impressions over the period on all screens. */
  impressions: Schema.optionalKey(
    WholeAtLeast(1).pipe(
      Schema.check(Schema.makeFilter((n: number) => n <= 1e12, { message: 'wrong format' })),
    ),
  ),
  /**
   * The campaign being changed (chosen): what it already sold is left out, so a saved campaign does not compete
   * with itself. Naming another's id only leaves that campaign out of the advice, which says nothing of it.
   */
  campaignId: Schema.optionalKey(Id),
})
export type InventoryAdviceRequest = typeof InventoryAdviceRequest.Type
export const decodeInventoryAdviceRequest = decoderOf(InventoryAdviceRequest)

export interface PlanningFailure {
  readonly message: string
  readonly errors: FieldErrors
}

/** A period the planning reads accept: end on or after start, at most MAX_PLANNED_DAYS days. */
export const checkPlanningPeriod = (start: IsoDate, end: IsoDate): Result<number, PlanningFailure> => {
  if (compareIso(end, start) < 0)
    return err({ message: 'Дата окончания раньше даты начала', errors: { endDate: 'wrong format' } })
  const days = inclusiveDays(start, end)
  if (days > MAX_PLANNED_DAYS)
    return err({ message: `Период длиннее ${MAX_PLANNED_DAYS} дней`, errors: { endDate: 'wrong format' } })
  return ok(days)
}
