import { Schema } from 'effect'
import { isIsoDate } from '../shared/calendar'
import { decoderOf } from '../shared/decoder'
import { err, ok, type Result } from '../shared/result'
import type { DecodeFailure } from '../shared/decoder'
import type { CampaignStateId } from './campaign-state'
import { isCampaignState } from './campaign-state.labels'
import { Uuid } from '../shared/uuid'

/**
 * The wire contract of the campaign calls (cabinet §7 "Campaigns") and of the staff API, decoded at the edge
 * (house style 9). Field codes are the spec's vocabulary: 'required', 'wrong format', 'unknown field'.
 */

const filled = Schema.makeFilter((s: string) => s.trim().length > 0, { message: 'required' })
const atMost = (n: number) => Schema.isMaxLength(n, { message: 'wrong format' })
const fewerThan = (n: number) =>
  Schema.makeFilter((a: readonly unknown[]) => a.length <= n, { message: 'wrong format' })

export const CAMPAIGN_NAME_MAX = 200
export const MAX_SPACES = 2000
export const MAX_PARTNERS = 50

const Name = Schema.String.pipe(Schema.check(filled, atMost(CAMPAIGN_NAME_MAX)))
const InventoryNumber = Schema.String.pipe(Schema.check(filled, atMost(64)))
export const IsoDay = Schema.String.pipe(
  Schema.check(Schema.makeFilter((s: string) => isIsoDate(s), { message: 'wrong format' })),
)
/** The calculator input of the place: decoded by that place's calculator (core/pricing), not here. */
const Calculation = Schema.Record(Schema.String, Schema.Unknown)

/**
 * Create and update (PUT is a whole replacement). The price fields a client may send back are accepted and
 * ignored: prices are always recomputed on the server by the core calculators.
 */
export const CampaignRequest = Schema.Struct({
  name: Name,
  brandName: Schema.optionalKey(Schema.String.pipe(Schema.check(atMost(CAMPAIGN_NAME_MAX)))),
  partners: Schema.optionalKey(Schema.Array(Uuid).pipe(Schema.check(fewerThan(MAX_PARTNERS)))),
  calculation: Calculation,
  /** Inventory numbers chosen besides the calculator input (e.g. sticker spaces of metroStickers). */
  spaces: Schema.optionalKey(Schema.Array(InventoryNumber).pipe(Schema.check(fewerThan(MAX_SPACES)))),
  taxesSum: Schema.optionalKey(Schema.Unknown),
  totalSumWithoutTaxes: Schema.optionalKey(Schema.Unknown),
  periodsPrice: Schema.optionalKey(Schema.Unknown),
})
export type CampaignRequest = typeof CampaignRequest.Type
export const decodeCampaignRequest = decoderOf(CampaignRequest)

export const PartnerRequest = Schema.Struct({ partnerId: Uuid })
export const decodePartnerRequest = decoderOf(PartnerRequest)

/** Start or stop (cabinet §4: toggles isAllowed); an explicit value sets it instead. */
export const SetAllowedRequest = Schema.Struct({
  isAllowed: Schema.optionalKey(Schema.Boolean),
  scheduleId: Schema.optionalKey(Schema.String.pipe(Schema.check(atMost(64)))),
})
export const decodeSetAllowedRequest = decoderOf(SetAllowedRequest)

export const ScheduleDateRequest = Schema.Struct({ startDate: IsoDay, endDate: IsoDay })
export const decodeScheduleDateRequest = decoderOf(ScheduleDateRequest)

/** A prolongation continues the campaign; another calculator input may be given, else the period is shifted. */
export const ProlongationRequest = Schema.Struct({
  name: Schema.optionalKey(Name),
  calculation: Schema.optionalKey(Calculation),
})
export const decodeProlongationRequest = decoderOf(ProlongationRequest)

const Reason = Schema.String.pipe(Schema.check(filled, atMost(2000)))
export const RejectRequest = Schema.Struct({ reason: Reason })
export const decodeRejectRequest = decoderOf(RejectRequest)
export const CancelRequest = Schema.Struct({ reason: Schema.optionalKey(Reason) })
export const decodeCancelRequest = decoderOf(CancelRequest)
export const PaymentRequest = Schema.Struct({ paymentState: Schema.Literals(['paid', 'partiallyPaid']) })
export const decodePaymentRequest = decoderOf(PaymentRequest)

export const CAMPAIGN_SORTS = ['startDate', '-startDate'] as const
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number]
export interface CampaignListQuery {
  readonly limit: number
  readonly offset: number
  readonly sort: CampaignSort
  /** Only these states (the staff queue); empty means every state. */
  readonly states: readonly CampaignStateId[]
}
/** cabinet §9: lists are commonly asked 100 at a time; never more than 1000. */
export const LIST_LIMIT_DEFAULT = 100
export const LIST_LIMIT_MAX = 1000

const wholeIn = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined
  const n = Number(value)
  return n >= min && n <= max ? n : undefined
}

/** The list query (limit, offset, sort=startDate|-startDate); query strings arrive as text. */
export const decodeListQuery = (query: unknown): Result<CampaignListQuery, DecodeFailure> => {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  for (const key of Object.keys(q)) {
    if (!['limit', 'offset', 'sort', 'state'].includes(key)) errors[key] = 'unknown field'
  }
  const limit = q['limit'] === undefined ? LIST_LIMIT_DEFAULT : wholeIn(q['limit'], 1, LIST_LIMIT_MAX)
  const offset = q['offset'] === undefined ? 0 : wholeIn(q['offset'], 0, 1_000_000_000)
  const sort = q['sort'] === undefined ? 'startDate' : q['sort']
  if (limit === undefined) errors['limit'] = 'wrong format'
  if (offset === undefined) errors['offset'] = 'wrong format'
  if (!(CAMPAIGN_SORTS as readonly unknown[]).includes(sort)) errors['sort'] = 'wrong format'
  const states = q['state'] === undefined ? [] : typeof q['state'] === 'string' ? q['state'].split(',') : [0]
  if (!states.every((s) => isCampaignState(s))) errors['state'] = 'wrong format'
  if (Object.keys(errors).length > 0 || limit === undefined || offset === undefined)
    return err({ message: 'Некорректные данные', errors })
  return ok({ limit, offset, sort: sort as CampaignSort, states: states as CampaignStateId[] })
}

/** Calls without a payload accept nothing but an empty object (a stray field is refused, nothing changes). */
export const decodeEmptyRequest = (input: unknown): Result<Record<string, never>, DecodeFailure> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return err({ message: 'Некорректные данные', errors: { _: 'wrong format' } })
  const keys = Object.keys(input)
  if (keys.length > 0)
    return err({
      message: 'Некорректные данные',
      errors: Object.fromEntries(keys.map((k) => [k, 'unknown field'])),
    })
  return ok({})
}
