import { isAdvertisePlace, type AdvertisePlace } from '../campaign/advertise-place'
import { CAMPAIGN_STATE_LABELS, isCampaignState } from '../campaign/campaign-state.labels'
import type { CampaignStateId } from '../campaign/campaign-state'
import { placeName } from '../campaign/place-names'
import { PLACES } from '../places'
import { buildQuery } from '../shared/query-string'
import { QUEUE_SEARCH_MAX, WAIT_NAMES, WAITS, type QueueQuery, type Wait } from './staff-desk.contract'

/** What the queue is narrowed to: the address keeps it, so a reload or a shared link shows the same queue. */
export interface QueueFilters {
  readonly place: string | undefined
  readonly states: readonly CampaignStateId[]
  readonly waits: readonly Wait[]
  readonly q: string
}

export const NO_FILTERS: QueueFilters = { place: undefined, states: [], waits: [], q: '' }

/**
 * A campaign's state as staff read it: the advertiser's label, except that the two rounds of moderation are told
 * apart (the desk's primary and secondary moderators decide on one each; the advertiser sees 'На модерации').
 */
export const STAFF_STATE_LABELS: Readonly<Record<CampaignStateId, string>> = {
  ...CAMPAIGN_STATE_LABELS,
  primaryModeration: 'Первичная проверка',
  secondaryModeration: 'Итоговая проверка',
}

/** The states a campaign waits for staff in (what the state filter offers), in the order of its road. */
export const QUEUE_STATES: readonly CampaignStateId[] = [
  'draft',
  'moderation',
  'primaryModeration',
  'secondaryModeration',
  'approved',
  'booked',
  'waitingForLaunch',
  'cancellation',
]

export interface FilterOption {
  readonly id: string
  readonly name: string
}

/** The first option of each filter: no narrowing. */
export const ANY = 'any'

/**
 * The places a queued campaign can be for: those the product books, each with its calculator (core/places; a
 * campaign of any other place is refused when made). The places a manager prices, and rim and threeOne, which
 * share the name 'Спецпроект', never reach the queue: offering them listed 'Спецпроект' twice for nothing.
 */
export const QUEUE_PLACES: readonly AdvertisePlace[] = PLACES.flatMap((p) =>
  isAdvertisePlace(p.id) ? [p.id] : [],
)

export const PLACE_OPTIONS: readonly FilterOption[] = [
  { id: ANY, name: 'Все места' },
  ...QUEUE_PLACES.map((p) => ({ id: p, name: placeName(p) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'ru'),
  ),
]
export const STATE_OPTIONS: readonly FilterOption[] = [
  { id: ANY, name: 'Все состояния' },
  ...QUEUE_STATES.map((s) => ({ id: s, name: STAFF_STATE_LABELS[s] })),
]
export const WAIT_OPTIONS: readonly FilterOption[] = [
  { id: ANY, name: 'Всё, что ждёт' },
  ...WAITS.map((w) => ({ id: w, name: WAIT_NAMES[w] })),
]

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
const isWait = (s: string): s is Wait => (WAITS as readonly string[]).includes(s)
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)]

/** The search as it is asked: spaces around it dropped, at most QUEUE_SEARCH_MAX characters. */
export const searchText = (typed: string): string => typed.trim().slice(0, QUEUE_SEARCH_MAX)

/**
 * The filters an address holds (`?place=lightBoxes&state=moderation&waits=creative,payment&q=Ромашка`). Whatever
 * the address says that the queue does not know (an old place id, a made-up state) is left out, never sent.
 */
export const queueFiltersFrom = (query: Readonly<Record<string, string>>): QueueFilters => {
  const place = query['place']
  return {
    place: place !== undefined && isAdvertisePlace(place) ? place : undefined,
    states: unique(list(query['state']).filter(isCampaignState)),
    waits: unique(list(query['waits']).filter(isWait)),
    q: searchText(query['q'] ?? ''),
  }
}

/** The address's query of the filters ('' when none), the inverse of queueFiltersFrom. */
export const queueAddressQuery = (filters: QueueFilters): string =>
  buildQuery({
    place: filters.place,
    state: filters.states.length > 0 ? filters.states.join(',') : undefined,
    waits: filters.waits.length > 0 ? filters.waits.join(',') : undefined,
    q: filters.q === '' ? undefined : filters.q,
  })

/** The queue's own address with these filters: where the review's way back leads, the queue as it was left. */
export const queueHref = (filters: QueueFilters): string => {
  const query = queueAddressQuery(filters)
  return query === '' ? '/staff' : `/staff?${query}`
}

export const sameFilters = (a: QueueFilters, b: QueueFilters): boolean =>
  queueAddressQuery(a) === queueAddressQuery(b)

/** The call's query parameters (the contract's QueueQuery on the wire: lists comma-separated). */
export const queueRequestQuery = (
  filters: QueueFilters,
  page: Pick<QueueQuery, 'limit' | 'offset'>,
): Readonly<Record<string, string | number | undefined>> => ({
  place: filters.place,
  state: filters.states.length > 0 ? filters.states.join(',') : undefined,
  waits: filters.waits.length > 0 ? filters.waits.join(',') : undefined,
  q: filters.q === '' ? undefined : filters.q,
  limit: page.limit,
  offset: page.offset,
})

/** A filter's chosen option: the single value chosen, or ANY. */
export const chosen = (values: readonly string[] | string | undefined): string =>
  typeof values === 'string' ? values : values?.length === 1 ? (values[0] ?? ANY) : ANY

/** The filters after one Select changed (ANY clears it). */
export const withChoice = (
  filters: QueueFilters,
  filter: 'place' | 'state' | 'waits',
  id: string,
): QueueFilters => {
  const none = id === ANY
  if (filter === 'place') return { ...filters, place: none || !isAdvertisePlace(id) ? undefined : id }
  if (filter === 'state') return { ...filters, states: none || !isCampaignState(id) ? [] : [id] }
  return { ...filters, waits: none || !isWait(id) ? [] : [id] }
}

/** Whether any filter or the search narrows the queue (the empty queue then says so, and offers to clear). */
export const isNarrowed = (filters: QueueFilters): boolean => queueAddressQuery(filters) !== ''
