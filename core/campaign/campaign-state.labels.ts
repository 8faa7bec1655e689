import { err, ok, type Result } from '../shared/result'
import { unknownState, type CampaignInputError } from './campaign.errors'
import {
  isCampaignState,
  type CampaignStateId,
  type PaymentStateId,
  type ReservationStateId,
} from './campaign-state'

export { isCampaignState } from './campaign-state'

/**
 * Russian labels of the campaign states (R-STATE-02, open on the wording). Choices: draft 'Черновик' (the spec
 * only calls it a "rejected-style" label and gives no text; its badge class stays create, R-STATE-03), and
 * for the ids the table leaves out: noStatus 'Без статуса', booked 'Забронирована', cancellation 'Отменяется'.
 */
export const CAMPAIGN_STATE_LABELS: Readonly<Record<CampaignStateId, string>> = {
  draft: 'Черновик',
  movieCreation: 'Создание видео',
  approved: 'Согласована',
  moderation: 'На модерации',
  primaryModeration: 'На модерации',
  secondaryModeration: 'На модерации',
  primaryRejected: 'Отклонена',
  secondaryRejected: 'Отклонена',
  waitingForLaunch: 'Ожидает запуска',
  active: 'Активна',
  completed: 'Завершена',
  canceled: 'Отменена',
  techCanceled: 'Техническая отмена',
  noStatus: 'Без статуса',
  booked: 'Забронирована',
  cancellation: 'Отменяется',
}

export const CAMPAIGN_BADGE_CLASSES = [
  'create',
  'moderation',
  'rejected',
  'purchased',
  'current',
  'archive',
] as const
export type CampaignBadgeClass = (typeof CAMPAIGN_BADGE_CLASSES)[number]

/**
 * Badge classes (R-STATE-03). The spec shows none for canceled, techCanceled, noStatus, booked and
 * cancellation; choice: canceled and techCanceled are 'archive' (finished, no longer running), noStatus,
 * booked and cancellation are 'create' (the wizard is still open for them, as R-LINK-01 treats them).
 */
export const CAMPAIGN_BADGE_CLASS: Readonly<Record<CampaignStateId, CampaignBadgeClass>> = {
  draft: 'create',
  movieCreation: 'create',
  approved: 'moderation',
  moderation: 'moderation',
  primaryModeration: 'moderation',
  secondaryModeration: 'moderation',
  primaryRejected: 'rejected',
  secondaryRejected: 'rejected',
  waitingForLaunch: 'purchased',
  active: 'current',
  completed: 'archive',
  canceled: 'archive',
  techCanceled: 'archive',
  noStatus: 'create',
  booked: 'create',
  cancellation: 'create',
}

/** Parses a state id from the wire; an unknown id is a typed error naming the field. */
export const parseCampaignState = (
  value: unknown,
  field = 'state',
): Result<CampaignStateId, CampaignInputError> =>
  isCampaignState(value) ? ok(value) : err(unknownState(value, field))

/** A campaign stays draft until its application is sent (R-STATE-06); anything else 'is not draft' (R-STATE-07). */
export const isNotDraft = (state: CampaignStateId): boolean => state !== 'draft'

export const campaignStateLabel = (state: string): Result<string, CampaignInputError> =>
  isCampaignState(state) ? ok(CAMPAIGN_STATE_LABELS[state]) : err(unknownState(state))

export const campaignBadgeClass = (state: string): Result<CampaignBadgeClass, CampaignInputError> =>
  isCampaignState(state) ? ok(CAMPAIGN_BADGE_CLASS[state]) : err(unknownState(state))

/** The badge classes of the payment and reservation states, in the campaign states' colours (R-STATE-03). */
export const PAYMENT_BADGE: Readonly<Record<PaymentStateId, CampaignBadgeClass>> = {
  paid: 'current',
  partiallyPaid: 'moderation',
  notPaid: 'create',
}
export const RESERVATION_BADGE: Readonly<Record<ReservationStateId, CampaignBadgeClass>> = {
  confirmed: 'current',
  reserved: 'purchased',
  notReserved: 'create',
  canceled: 'archive',
}

/** Payment state labels (R-STATE-08, open on the Russian wording). */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentStateId, string>> = {
  paid: 'Оплачена',
  partiallyPaid: 'Частично оплачена',
  notPaid: 'Ожидает оплаты',
}

/** Reservation state labels (R-STATE-09; the wording is ours). */
export const RESERVATION_STATE_LABELS: Readonly<Record<ReservationStateId, string>> = {
  notReserved: 'Не зарезервирована',
  reserved: 'Зарезервирована',
  confirmed: 'Резерв подтверждён',
  canceled: 'Резерв отменён',
}
