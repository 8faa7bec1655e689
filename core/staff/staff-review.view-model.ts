import {
  CAMPAIGN_BADGE_CLASS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
  type CampaignBadgeClass,
} from '../campaign/campaign-state.labels'
import {
  DOCUMENT_STATUS_TONE,
  MEDIA_STATUS_LABELS,
  MEDIA_STATUS_TONE,
  MEDIA_STATUSES,
  UNDER_REVIEW,
  type MediaStatus,
} from '../campaign/media-status'
import { displayPeriod } from '../format/display-date'
import { moderateDocument, type Verdict } from '../media/creative-moderation'
import { PAYMENT_BADGE, RESERVATION_BADGE } from '../campaign/campaign-state.labels'
import { fromRoubles, type Kopecks } from '../shared/money'
import { NO_LIMIT, type ReviewAction } from './staff-desk.contract'
import type { ReviewWire } from '../contract/staff.answer'
import { STAFF_STATE_LABELS } from './staff-queue-filters.view-model'

export interface Badge {
  readonly label: string
  readonly tone: CampaignBadgeClass
}

/** The campaign at the top of its review: what it is, whose, when, how much, and where it stands. */
export interface ReviewHeadView {
  readonly title: string
  readonly placeName: string
  readonly period: string
  readonly total: Kopecks
  readonly badges: readonly { readonly name: string; readonly badge: Badge }[]
  readonly reason: string | undefined
  readonly advertiser: readonly { readonly label: string; readonly value: string }[]
}

export const reviewHead = (r: ReviewWire): ReviewHeadView => {
  const c = r.campaign
  const a = r.advertiser
  const entities = a.legalEntities.map((e) => `${e.name}, ИНН ${e.inn}`)
  return {
    title: `№ ${c.number} · ${c.name}`,
    placeName: c.placeName,
    period: displayPeriod(c.startDate, c.endDate),
    total: fromRoubles(c.total),
    badges: [
      {
        name: 'Кампания',
        badge: { label: STAFF_STATE_LABELS[c.state._id], tone: CAMPAIGN_BADGE_CLASS[c.state._id] },
      },
      {
        name: 'Бронь',
        badge: {
          label: RESERVATION_STATE_LABELS[c.reservationStatus._id],
          tone: RESERVATION_BADGE[c.reservationStatus._id],
        },
      },
      {
        name: 'Оплата',
        badge: { label: PAYMENT_STATE_LABELS[c.paymentState._id], tone: PAYMENT_BADGE[c.paymentState._id] },
      },
    ],
    reason: c.moderationReason?.trim() || undefined,
    advertiser: [
      { label: a.isAgency ? 'Агентство' : 'Рекламодатель', value: a.name },
      { label: 'E-mail', value: a.email },
      ...(a.phone ? [{ label: 'Телефон', value: a.phone }] : []),
      { label: 'Юридические лица', value: entities.length > 0 ? entities.join('; ') : 'не добавлены' },
    ],
  }
}

/** A check the upload ran, as the review lists it beside the format's requirement. */
export interface CheckView {
  readonly label: string
  readonly ok: boolean
  /** '✓' or '✗', the sign a glance reads; the text says it too. */
  readonly mark: '✓' | '✗'
  /** 'Разрешение: 1920×1080 — подходит (нужно 1920×1080)'; where the format sets none, '… — подходит (ограничений нет)' */
  readonly text: string
}

export interface CreativeReviewView {
  readonly id: string
  readonly name: string
  readonly kind: 'video' | 'image'
  readonly url: string
  readonly posterUrl: string | undefined
  readonly status: Badge
  readonly reason: string | undefined
  readonly uploadedAt: string
  readonly checks: readonly CheckView[]
  /** Whether every check passed: the file is what the format asks. */
  readonly fits: boolean
  readonly mayApprove: boolean
  readonly mayReject: boolean
  readonly documents: readonly CreativeDocumentView[]
}

/** A document of a creative on the review: what it is filed as, where it stands, what the viewer may decide. */
export interface CreativeDocumentView {
  readonly id: string
  readonly name: string
  readonly category: string
  readonly status: Badge
  readonly url: string
  /** Checked it becomes «Проверен»: a loaded one only. */
  readonly mayApprove: boolean
  /** Sent back to rework with a reason, which rejects the creative too: a loaded or checked one. */
  readonly mayReject: boolean
}

const mediaStatus = (id: string): MediaStatus | undefined =>
  (MEDIA_STATUSES as readonly string[]).includes(id) ? (id as MediaStatus) : undefined

export const checkView = (c: ReviewWire['creatives'][number]['checks'][number]): CheckView => ({
  label: c.label,
  ok: c.ok,
  mark: c.ok ? '✓' : '✗',
  text: `${c.label}: ${c.actual} — ${c.ok ? 'подходит' : 'не подходит'} (${c.expected === NO_LIMIT ? 'ограничений нет' : `нужно ${c.expected}`})`,
})

/**
 * The creatives with the checks their upload ran (issue #48 item 3): each with its picture or player, its
 * status and the reason it was refused; approving or rejecting one is offered while it is under review and the
 * viewer's role allows it (the review's actions).
 */
export const creativeViews = (r: ReviewWire): CreativeReviewView[] => {
  const may = (a: ReviewAction) => r.actions.includes(a)
  return r.creatives.map((c) => {
    const status = mediaStatus(c.status._id)
    const reviewable = (UNDER_REVIEW as readonly string[]).includes(c.status._id)
    const checks = c.checks.map(checkView)
    return {
      id: c.id,
      name: c.name,
      kind: c.type === 'video' ? 'video' : 'image',
      url: c.url,
      posterUrl: c.posterUrl ?? undefined,
      status: {
        label: c.status.name || (status ? MEDIA_STATUS_LABELS[status] : c.status._id),
        tone: status ? MEDIA_STATUS_TONE[status] : 'create',
      },
      reason: c.reason?.trim() || undefined,
      uploadedAt: c.uploadedAt,
      checks,
      fits: checks.every((k) => k.ok),
      mayApprove: reviewable && may('approveCreative'),
      mayReject: reviewable && may('rejectCreative'),
      documents: c.documents.map((d) => {
        const decidable = (verdict: Verdict) =>
          moderateDocument(d.status._id, status ?? 'noStatus', verdict).ok
        return {
          id: d.documentId,
          name: d.name,
          category: d.category,
          status: { label: d.status.name, tone: DOCUMENT_STATUS_TONE[d.status._id] },
          url: d.url,
          mayApprove: may('approveDocument') && decidable('approve'),
          mayReject: may('rejectDocument') && decidable('reject'),
        }
      }),
    }
  })
}

/** One line of the campaign's history on the review: who, when, what, from which state to which, why. */
export interface ReviewHistoryRow {
  readonly id: string
  readonly at: string
  readonly title: string
  readonly actor: string
  /** 'На модерации → Отклонена', or undefined when the event moved no state. */
  readonly change: string | undefined
  readonly reason: string | undefined
}

/** A state of any of the campaign's three lines (campaign, reservation, payment) or a creative's, in words. */
export const stateWord = (id: string): string => {
  const tables: readonly Readonly<Record<string, string>>[] = [
    STAFF_STATE_LABELS,
    PAYMENT_STATE_LABELS,
    RESERVATION_STATE_LABELS,
    MEDIA_STATUS_LABELS,
  ]
  for (const table of tables) if (Object.hasOwn(table, id)) return table[id] ?? id
  return id
}

/** The history newest first (what was decided last is what the reviewer looks for). */
export const reviewHistory = (r: Pick<ReviewWire, 'history'>): ReviewHistoryRow[] =>
  r.history
    .map((e, i) => ({
      id: `${i}:${e.event}`,
      at: e.at,
      title: e.title,
      actor: e.actor,
      change:
        e.from !== null && e.to !== null && e.from !== e.to
          ? `${stateWord(e.from)} → ${stateWord(e.to)}`
          : e.to !== null && e.from === null
            ? `→ ${stateWord(e.to)}`
            : undefined,
      reason: e.reason?.trim() || undefined,
    }))
    .reverse()

/** A decision on the whole campaign as its button offers it. */
export interface CampaignActionView {
  readonly action: Exclude<
    ReviewAction,
    'approveCreative' | 'rejectCreative' | 'approveDocument' | 'rejectDocument'
  >
  readonly label: string
  readonly variant: 'primary' | 'secondary' | 'danger'
  /** Asks for a reason first (a dialog): required for a rejection, optional for a release or a cancellation. */
  readonly reason: 'required' | 'optional' | 'none'
}

const CAMPAIGN_ACTIONS: readonly CampaignActionView[] = [
  { action: 'approve', label: 'Согласовать кампанию', variant: 'primary', reason: 'none' },
  { action: 'reject', label: 'Отклонить кампанию', variant: 'danger', reason: 'required' },
  { action: 'confirmReservation', label: 'Подтвердить бронь', variant: 'primary', reason: 'none' },
  { action: 'releaseReservation', label: 'Снять бронь', variant: 'secondary', reason: 'optional' },
  { action: 'markPaid', label: 'Оплачено полностью', variant: 'primary', reason: 'none' },
  { action: 'markPartiallyPaid', label: 'Оплачено частично', variant: 'secondary', reason: 'none' },
  { action: 'cancel', label: 'Отменить кампанию', variant: 'secondary', reason: 'optional' },
]

/** The campaign's decisions this viewer may take now, in the order of its road; none means nothing to decide. */
export const campaignActions = (r: Pick<ReviewWire, 'actions'>): CampaignActionView[] =>
  CAMPAIGN_ACTIONS.filter((a) => r.actions.includes(a.action))

/** What the review says when the viewer may decide nothing on it. */
export const nothingToDecide = (r: Pick<ReviewWire, 'actions'>): string | undefined =>
  r.actions.length === 0
    ? 'Сейчас вам здесь нечего решать: кампания ждёт другого шага или решения другой роли.'
    : undefined
