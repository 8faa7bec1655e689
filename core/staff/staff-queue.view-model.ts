import { CAMPAIGN_BADGE_CLASS, type CampaignBadgeClass } from '../campaign/campaign-state.labels'
import { countOf } from '../format/plural'
import { formatMediaDateTime } from '../format/date.format'
import { displayPeriod } from '../format/display-date'
import { fromRoubles, type Kopecks } from '../shared/money'
import { STAFF_STATE_LABELS } from './staff-queue-filters.view-model'
import { WAIT_NAMES, type Wait } from './staff-desk.contract'
import { type QueueItemWire } from '../contract/staff.answer'

/** One campaign of the queue as its row shows it. */
export interface QueueRowView {
  readonly id: string
  /** '№ 12 · Весна у метро' */
  readonly title: string
  /** How long it has waited: '3 дня', '5 часов', 'меньше часа'. */
  readonly age: string
  /** Since when, under the age: 'с 26.11.2026 14:05'. */
  readonly since: string
  readonly placeName: string
  readonly advertiser: string
  /** 'ИНН 7701234567', or 'ИНН не указан'. */
  readonly inn: string
  /** '01.12.2026 – 31.12.2026' */
  readonly period: string
  readonly total: Kopecks
  readonly state: { readonly label: string; readonly tone: CampaignBadgeClass }
  readonly waits: readonly { readonly id: Wait; readonly label: string }[]
  /** The campaign's review on the desk. */
  readonly href: string
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const DAYS = { one: 'день', few: 'дня', many: 'дней' } as const
const HOURS = { one: 'час', few: 'часа', many: 'часов' } as const

/**
 * How long something has waited, as a person says it: under an hour 'меньше часа', under a day in whole hours,
 * then in whole days ('3 дня'). A moment in the future (clocks apart) or unreadable reads 'только что'.
 */
export const waitedFor = (since: string, now: Date): string => {
  const at = Date.parse(since)
  const waited = now.getTime() - at
  if (!Number.isFinite(waited) || waited < MINUTE) return 'только что'
  if (waited < HOUR) return 'меньше часа'
  if (waited < DAY) return countOf(Math.floor(waited / HOUR), HOURS)
  return countOf(Math.floor(waited / DAY), DAYS)
}

export const reviewHref = (campaignId: string): string => `/staff/campaigns/${encodeURIComponent(campaignId)}`

/** The row of a campaign waiting for staff (issue #48 item 2); `now` from the clock port. */
export const queueRow = (item: QueueItemWire, now: Date): QueueRowView => {
  const shownSince = formatMediaDateTime(item.waitingSince)
  return {
    id: item.campaignId,
    title: `№ ${item.number} · ${item.name}`,
    age: waitedFor(item.waitingSince, now),
    since: shownSince.ok ? `с ${shownSince.value}` : '',
    placeName: item.placeName,
    advertiser: item.advertiser.name,
    inn: item.advertiser.inn ? `ИНН ${item.advertiser.inn}` : 'ИНН не указан',
    period: displayPeriod(item.startDate, item.endDate),
    total: fromRoubles(item.total),
    state: { label: STAFF_STATE_LABELS[item.state._id], tone: CAMPAIGN_BADGE_CLASS[item.state._id] },
    waits: item.waits.map((w) => ({ id: w, label: WAIT_NAMES[w] })),
    href: reviewHref(item.campaignId),
  }
}

/** 'В очереди 1 234 кампании' */
export const queueCountText = (count: number): string =>
  `В очереди ${countOf(count, { one: 'кампания', few: 'кампании', many: 'кампаний' })}`

/**
 * Where a key moves the focus among the queue's rows (a grid a keyboard walks: arrows one row, Page Up/Down a
 * screenful, Home/End the ends); undefined for a key that does not move it. Rows not fetched yet may be
 * moved to: they are fetched as they come into view.
 */
export const movedRow = (
  key: string,
  index: number,
  count: number,
  perScreen: number,
): number | undefined => {
  if (count <= 0) return undefined
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i))
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1)
    case 'ArrowUp':
      return clamp(index - 1)
    case 'PageDown':
      return clamp(index + Math.max(1, perScreen))
    case 'PageUp':
      return clamp(index - Math.max(1, perScreen))
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
