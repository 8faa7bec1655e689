import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'
import { IsoDay } from './campaign.contract'
import { SCHEDULE_LISTS } from './campaign-schedule'
import { Uuid } from '../shared/uuid'

/**
 * The wire contract of the campaign's orders (cabinet §7: payments, typography, createSchedule, transitShelter
 * PUT), decoded at the edge (house style 9) with the spec's field codes. The spec shows none of these payloads;
 * the shapes are ours and documented with the rules they feed.
 */

const filled = Schema.makeFilter((s: string) => s.trim().length > 0, { message: 'required' })
const atMost = (n: number) => Schema.isMaxLength(n, { message: 'wrong format' })
const matches = (re: RegExp) => Schema.isPattern(re, { message: 'wrong format' })
const fewerThan = (n: number) =>
  Schema.makeFilter((a: readonly unknown[]) => a.length <= n, { message: 'wrong format' })
const finite = Schema.makeFilter((n: number) => Number.isFinite(n), { message: 'wrong format' })

const Amount = Schema.Number.pipe(Schema.check(finite))

/**
 * A payment order the advertiser sent (POST) or corrects (PUT, the whole order again): the amount in roubles
 * with kopecks, the order's date and number, and optionally the invoice it pays (the campaign's latest by
 * default) and the paying legal entity (the invoice's by default).
 */
export const PaymentOrderRequest = Schema.Struct({
  amount: Amount,
  date: IsoDay,
  number: Schema.String.pipe(Schema.check(filled, matches(/^\d{1,6}$/))),
  invoiceId: Schema.optionalKey(Uuid),
  legalEntityId: Schema.optionalKey(Uuid),
})
export type PaymentOrderRequest = typeof PaymentOrderRequest.Type
export const decodePaymentOrderRequest = decoderOf(PaymentOrderRequest)

/**
 * A typography order names a package of GET /api/v1/typography. The price fields a client may send back are
 * accepted and ignored: the server prices the order.
 */
export const TypographyRequest = Schema.Struct({
  typographyId: Schema.String.pipe(Schema.check(filled, atMost(64))),
  price: Schema.optionalKey(Schema.Unknown),
  totalPrice: Schema.optionalKey(Schema.Unknown),
  deliveryPrice: Schema.optionalKey(Schema.Unknown),
})
export const decodeTypographyRequest = decoderOf(TypographyRequest)

/** A schedule item to add (see core/campaign/campaign-schedule.ts); an empty body is the whole period. */
export const ScheduleItemRequest = Schema.Struct({
  schedule: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(
        Schema.makeFilter((s: string) => (SCHEDULE_LISTS as readonly string[]).includes(s), {
          message: 'wrong format',
        }),
      ),
    ),
  ),
  name: Schema.optionalKey(Schema.String.pipe(Schema.check(atMost(200)))),
  startDate: Schema.optionalKey(IsoDay),
  endDate: Schema.optionalKey(IsoDay),
  frequencyPerDay: Schema.optionalKey(Amount),
  videoHronometrach: Schema.optionalKey(Amount),
  dayTime: Schema.optionalKey(
    Schema.Array(Schema.String.pipe(Schema.check(atMost(16)))).pipe(Schema.check(fewerThan(10))),
  ),
  weekDays: Schema.optionalKey(
    Schema.Array(Schema.String.pipe(Schema.check(atMost(16)))).pipe(Schema.check(fewerThan(10))),
  ),
})
export const decodeScheduleItemRequest = decoderOf(ScheduleItemRequest)

/** The shelter stops (as the shelter calculator reads them) and optionally its months, replacing the chosen ones. */
export const MAX_STOPS = 2000
export const StopsRequest = Schema.Struct({
  stops: Schema.Array(Schema.Record(Schema.String, Schema.Unknown)).pipe(Schema.check(fewerThan(MAX_STOPS))),
  months: Schema.optionalKey(
    Schema.Array(Schema.String.pipe(Schema.check(atMost(7)))).pipe(Schema.check(fewerThan(36))),
  ),
})
export const decodeStopsRequest = decoderOf(StopsRequest)
