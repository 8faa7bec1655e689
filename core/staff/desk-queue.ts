import { isAdvertisePlace } from '../campaign/advertise-place'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from '../campaign/campaign-state'
import { isCampaignState } from '../campaign/campaign-state.labels'
import {
  AGREED_STATES,
  APPROVED_STATES,
  BEFORE_APPROVAL_STATES,
  BOOKED_STATES,
  FINISHED_STATES,
  statesIn,
  statesOf,
  UNDER_REVIEW_STATES,
} from '../campaign/campaign-state.sets'
import type { MediaStatus } from '../campaign/media-status'
import { UNDER_REVIEW } from '../media/creative-moderation'
import type { DecodeFailure } from '../shared/decoder'
import type { Kopecks } from '../shared/money'
import { err, ok, type Result } from '../shared/result'
import {
  QUEUE_LIMIT_DEFAULT,
  QUEUE_LIMIT_MAX,
  QUEUE_SEARCH_MAX,
  WAITS,
  type QueueQuery,
  type Wait,
} from './staff-desk.contract'

/**
 * What a campaign waits for from staff (issue #48), decided here once: the queue's SQL filters by these very
 * lists (adapters/database/staff-records.ts passes them as parameters, and a server test holds the two equal).
 *
 * - 'campaign': its application is on moderation, at any of the machine's review stages;
 * - 'creative': a creative of it was sent and is not decided, while the campaign is before staff or running
 *   (a draft's or a rejected campaign's creatives wait for the advertiser to send the campaign first);
 * - 'reservation': its hold is 'reserved' and waits for the manager's confirmation (R-STATE-09), while the
 *   campaign may still run (a draft's too: a shelter is invoiced only once its hold is confirmed, R-ERR-15);
 * - 'payment': an invoice was issued and is not paid in full, while the campaign is approved or on moderation
 *   (money may come before the approval).
 */
export const WAITS_CAMPAIGN_STATES: readonly CampaignStateId[] = UNDER_REVIEW_STATES
export const WAITS_CREATIVE_STATES: readonly CampaignStateId[] = statesIn(
  UNDER_REVIEW_STATES,
  BOOKED_STATES,
  statesOf(AGREED_STATES, FINISHED_STATES),
)
export const WAITS_CREATIVE_STATUSES: readonly MediaStatus[] = UNDER_REVIEW
export const WAITS_RESERVATION_STATES: readonly CampaignStateId[] = statesIn(
  BEFORE_APPROVAL_STATES,
  APPROVED_STATES,
)
export const WAITS_PAYMENT_STATES: readonly CampaignStateId[] = statesIn(UNDER_REVIEW_STATES, APPROVED_STATES)

/** The facts of a campaign the waits are read from. */
export interface WaitFacts {
  readonly state: CampaignStateId
  readonly reservationState: ReservationStateId
  readonly paymentState: PaymentStateId
  /** The statuses of its creatives (attached or in its rotation plan). */
  readonly creativeStatuses: readonly MediaStatus[]
  /** Whether an invoice was issued for it. */
  readonly invoiced: boolean
}

/** What the campaign waits for from staff, in the order of WAITS; empty when nothing. */
export const waitsOf = (c: WaitFacts): Wait[] =>
  WAITS.filter((wait) => {
    switch (wait) {
      case 'campaign':
        return WAITS_CAMPAIGN_STATES.includes(c.state)
      case 'creative':
        return (
          WAITS_CREATIVE_STATES.includes(c.state) &&
          c.creativeStatuses.some((s) => WAITS_CREATIVE_STATUSES.includes(s))
        )
      case 'reservation':
        return c.reservationState === 'reserved' && WAITS_RESERVATION_STATES.includes(c.state)
      case 'payment':
        return c.invoiced && c.paymentState !== 'paid' && WAITS_PAYMENT_STATES.includes(c.state)
    }
  })

/** The queue's filter as the records read it: the query decoded, the search read for what it can be. */
export interface QueueFilter {
  readonly place: string | null
  readonly states: readonly CampaignStateId[]
  /** The waits asked for; every wait when none is named. */
  readonly waits: readonly Wait[]
  readonly search: QueueSearch | null
  readonly limit: number
  readonly offset: number
}

/**
 * A search as typed, read for what it can be: a campaign id; a number (a campaign's number, or an ИНН when it has
 * an ИНН's 10 or 12 digits); else words of the advertiser's name or e-mail or of the campaign's name. A number is
 * not looked for inside names and e-mails (every e-mail of a generated id would match a digit).
 */
export interface QueueSearch {
  readonly text: string
  readonly uuid: string | null
  readonly number: number | null
  readonly inn: string | null
  readonly words: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DIGITS = /^\d{1,12}$/
/** An ИНН: 10 digits of an organisation, 12 of a person or an entrepreneur. */
const INN = /^(\d{10}|\d{12})$/

export const searchOf = (typed: string): QueueSearch | null => {
  const text = typed.trim().replace(/^№\s*/, '')
  if (text === '') return null
  const uuid = UUID.test(text) ? text.toLowerCase() : null
  const digits = /^\d+$/.test(text)
  return {
    text,
    uuid,
    number: DIGITS.test(text) ? Number(text) : null,
    inn: INN.test(text) ? text : null,
    words: uuid === null && !digits ? text : null,
  }
}

const LIST = (value: unknown): string[] | undefined =>
  typeof value === 'string' ? value.split(',').filter((v) => v !== '') : undefined
const whole = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined
  const n = Number(value)
  return n >= min && n <= max ? n : undefined
}

const QUERY_KEYS = ['place', 'state', 'waits', 'q', 'limit', 'offset']

/** GET /staff/queue's query string (strings, as they arrive), checked field by field; a bad one changes nothing. */
export const decodeQueueQuery = (query: unknown): Result<QueueQuery, DecodeFailure> => {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  for (const key of Object.keys(q)) if (!QUERY_KEYS.includes(key)) errors[key] = 'unknown field'
  const place = q['place'] === undefined || q['place'] === '' ? undefined : q['place']
  if (place !== undefined && !isAdvertisePlace(place)) errors['place'] = 'wrong format'
  const states = q['state'] === undefined ? [] : LIST(q['state'])
  if (!states?.every(isCampaignState)) errors['state'] = 'wrong format'
  const waits = q['waits'] === undefined ? [] : LIST(q['waits'])
  if (!waits?.every((w) => (WAITS as readonly string[]).includes(w))) errors['waits'] = 'wrong format'
  const search = q['q'] === undefined ? '' : q['q']
  if (typeof search !== 'string' || search.length > QUEUE_SEARCH_MAX) errors['q'] = 'too long'
  const limit = q['limit'] === undefined ? QUEUE_LIMIT_DEFAULT : whole(q['limit'], 1, QUEUE_LIMIT_MAX)
  const offset = q['offset'] === undefined ? 0 : whole(q['offset'], 0, 1_000_000_000)
  if (limit === undefined) errors['limit'] = 'wrong format'
  if (offset === undefined) errors['offset'] = 'wrong format'
  if (Object.keys(errors).length > 0 || limit === undefined || offset === undefined)
    return err({ message: 'Некорректные данные', errors })
  return ok({
    ...(typeof place === 'string' ? { place } : {}),
    ...(states && states.length > 0 ? { states: states as CampaignStateId[] } : {}),
    ...(waits && waits.length > 0 ? { waits: waits as Wait[] } : {}),
    ...(typeof search === 'string' && search.trim() !== '' ? { q: search.trim() } : {}),
    limit,
    offset,
  })
}

/** The records' filter of a decoded query. */
export const queueFilterOf = (q: QueueQuery): QueueFilter => ({
  place: q.place ?? null,
  states: (q.states ?? []).filter(isCampaignState),
  waits: q.waits && q.waits.length > 0 ? q.waits : WAITS,
  search: searchOf(q.q ?? ''),
  limit: q.limit,
  offset: q.offset,
})

/** A campaign of the queue as the records read it (money in kopecks). */
export interface QueueRow {
  readonly campaignId: string
  readonly number: number
  readonly name: string
  readonly ownerId: string
  readonly ownerName: string
  readonly ownerEmail: string
  readonly inn: string | null
  readonly place: string
  readonly state: CampaignStateId
  readonly reservationState: ReservationStateId
  readonly paymentState: PaymentStateId
  readonly startDate: string
  readonly endDate: string
  /** With VAT and the print order. */
  readonly total: Kopecks
  readonly waits: readonly Wait[]
  readonly waitingSince: Date
}
