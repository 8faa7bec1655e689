import type { Campaign } from '../../contract/campaign.answer'
import type { PurchaseWire } from '../../contract/purchase.answer'
import {
  CAMPAIGN_STATE_LABELS,
  isCampaignState,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
  type CampaignBadgeClass,
} from '../../campaign/campaign-state.labels'
import { PAYMENT_STATES, type PaymentStateId } from '../../campaign/campaign-state'
import { CANCELED_STATES, isRejected, REJECTED_STATES, statesIn } from '../../campaign/campaign-state.sets'
import {
  MEDIA_STATUS_LABELS,
  MEDIA_STATUS_TONE,
  MEDIA_STATUSES,
  type MediaStatus,
} from '../../campaign/media-status'
import { fromRoubles, type Kopecks } from '../../shared/money'
import { API } from '../stores/api-paths'
import { invoiceStanding } from './bills.view-model'

/** An invoice of the campaign as its page lists it: number, dates, sum with VAT, paid or not, its PDF. */
export interface InvoiceRow {
  readonly id: string
  readonly title: string
  readonly issuedOn: string
  readonly payUntil: string
  readonly total: Kopecks
  readonly state: string
  readonly tone: CampaignBadgeClass
  readonly paid: boolean
  readonly downloadPath: string
  readonly fileName: string
}

export const invoiceRows = (purchase: Pick<PurchaseWire, 'invoices'>): InvoiceRow[] =>
  purchase.invoices.map((i) => {
    const standing = invoiceStanding(i)
    return {
      id: i._id,
      title: `Счёт № ${i.number}`,
      issuedOn: i.issuedOn,
      payUntil: i.payUntil,
      total: fromRoubles(i.totalSum),
      state: standing.label,
      tone: standing.tone,
      paid: standing.paid,
      downloadPath: i.downloadUrl,
      fileName: `Счёт ${i.number}.pdf`,
    }
  })

/** The print order (typography) as the page shows it; money in kopecks, with VAT as the price list has it. */
export interface PrintOrderView {
  readonly name: string
  readonly quantity: number
  readonly unitPrice: Kopecks
  readonly deliveryPrice: Kopecks
  readonly totalPrice: Kopecks
  readonly priceLabel: string
  readonly orderedAt: string
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** The campaign's typography order (cabinet §3 typographyOrder, roubles on the wire), or none. */
export const printOrderOf = (c: Pick<Campaign, 'typographyOrder'>): PrintOrderView | undefined => {
  const t = c.typographyOrder
  if (!isRecord(t) || typeof t['name'] !== 'string') return undefined
  return {
    name: t['name'],
    quantity: num(t['quantity']),
    unitPrice: fromRoubles(num(t['unitPrice'])),
    deliveryPrice: fromRoubles(num(t['deliveryPrice'])),
    totalPrice: fromRoubles(num(t['totalPrice'])),
    priceLabel: typeof t['priceLabel'] === 'string' ? t['priceLabel'] : '',
    orderedAt: typeof t['orderedAt'] === 'string' ? t['orderedAt'] : '',
  }
}

/** A creative of the campaign: its poster or picture, its moderation state and where it opens. */
export interface CreativeView {
  readonly id: string
  readonly name: string
  readonly kind: 'video' | 'image'
  /** The thumbnail the API serves to the signed-in reader (fetched with the session, never a bare <img src>). */
  readonly thumb: string | undefined
  readonly status: string
  readonly tone: CampaignBadgeClass
  readonly reason: string | undefined
  /** The material view of the file (R-SCREEN-20), from this campaign. */
  readonly link: string
}

const statusOf = (s: unknown): MediaStatus =>
  (MEDIA_STATUSES as readonly unknown[]).includes(s) ? (s as MediaStatus) : 'noStatus'

/**
 * The campaign's videos, then its images, as its advertiser field carries them (cabinet §3). A video's frame is
 * the campaign player's poster of that video (R-API-20), which an observer of the campaign may see too; an
 * image's is its thumbnail.
 */
export const creativesOf = (c: Pick<Campaign, '_id' | 'advertiser' | 'advertisePlace'>): CreativeView[] => {
  const of = (kind: 'video' | 'image', list: readonly unknown[] | undefined): CreativeView[] =>
    (list ?? []).flatMap((m) => {
      if (!isRecord(m) || typeof m['_id'] !== 'string') return []
      const status = statusOf(m['status'])
      const reason = m['moderationReason']
      return [
        {
          id: m['_id'],
          name: typeof m['name'] === 'string' ? m['name'] : m['_id'],
          kind,
          thumb:
            kind === 'video'
              ? `${API.videoPoster(c.advertisePlace, c._id)}?mediaId=${encodeURIComponent(m['_id'])}`
              : typeof m['thumb'] === 'string'
                ? m['thumb']
                : undefined,
          status: MEDIA_STATUS_LABELS[status],
          tone: MEDIA_STATUS_TONE[status],
          reason: status === 'rejected' && typeof reason === 'string' && reason ? reason : undefined,
          link: `/material/${encodeURIComponent(c._id)}/${encodeURIComponent(m['_id'])}`,
        },
      ]
    })
  return [...of('video', c.advertiser?.videos), ...of('image', c.advertiser?.images)]
}

/** One step of the campaign's history: when, what, and the moderator's reason where one was given. */
export interface HistoryRow {
  readonly id: string
  readonly at: string
  readonly text: string
  readonly reason: string | undefined
}

const isPaymentState = (s: string): s is PaymentStateId => (PAYMENT_STATES as readonly string[]).includes(s)

/** A refusal's reason is shown on the rejections and cancellations it came with. */
const SHOWN_REASON = statesIn(REJECTED_STATES, CANCELED_STATES)

/** What an event says, as the notifications word it (migration 0043); undefined for one that says nothing new. */
const eventText = (e: PurchaseWire['history'][number], previous: string | undefined): string | undefined => {
  if (e.event.startsWith('payment:')) {
    const state = e.event.slice('payment:'.length)
    return `Оплата: ${isPaymentState(state) ? PAYMENT_STATE_LABELS[state] : state}`
  }
  if (e.event === 'confirmReservation') return RESERVATION_STATE_LABELS.confirmed
  if (e.event === 'holdLapsed') return 'Срок брони истёк, резерв отменён'
  if (e.event === 'start') return 'Показ запущен'
  if (e.event === 'stop') return 'Показ остановлен'
  if (e.to === null || !isCampaignState(e.to) || e.to === e.from) return undefined
  const label = CAMPAIGN_STATE_LABELS[e.to]
  return label === previous ? undefined : `Статус «${label}»`
}

/**
 * The states the campaign went through, with their dates (R-SCREEN-05; issue #47 item 4), oldest first: every
 * change of its state, payment and reservation; a step between two states of one label (moderation to its
 * rounds, all 'На модерации') is one step, as its notifications have it. A rejected campaign sent again (issue #48
 * item 7) reads 'Отправлена на модерацию повторно', its edit back to draft in the same moment folded into it; an
 * edit on its own says the campaign went back to draft.
 */
export const historyRows = (purchase: Pick<PurchaseWire, 'history'>): HistoryRow[] => {
  let previous: string | undefined
  let rejectedBefore = false
  const events = purchase.history
  return events.flatMap((e, i) => {
    const next = events[i + 1]
    const resent = e.event === 'sendApplication' && rejectedBefore
    const folded = e.event === 'edit' && next?.event === 'sendApplication' && next.at === e.at
    const text = resent
      ? 'Отправлена на модерацию повторно'
      : e.event === 'edit' && !folded
        ? 'Изменена после отклонения, снова черновик'
        : eventText(e, previous)
    if (e.to !== null && isRejected(e.to)) rejectedBefore = true
    if (e.to !== null && isCampaignState(e.to)) previous = CAMPAIGN_STATE_LABELS[e.to]
    if (text === undefined || folded) return []
    const reason =
      e.to !== null && (SHOWN_REASON as readonly string[]).includes(e.to) && e.reason?.trim()
        ? e.reason.trim()
        : undefined
    return [{ id: `${i}:${e.event}`, at: e.at, text, reason }]
  })
}
