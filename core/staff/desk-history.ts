import { CAMPAIGN_STATE_LABELS, isCampaignState } from '../campaign/campaign-state.labels'
import { STAFF_ROLE_NAMES, type StaffRole } from './staff-roles'

/**
 * The audit trail of a campaign as the staff desk shows it (issue #48 item 6): every recorded change of the
 * campaign (campaign_events) and of its creatives (media_events), oldest first, each with who made it. Staff see
 * the names and roles of staff; the advertiser's own page reads the same log without them
 * (core/campaign/campaign-purchase.ts carries no actor).
 */

/** One line of the log as the records read it, with who made it. */
export interface LoggedChange {
  /** A change of the campaign, or of one of its creatives (named). */
  readonly source: 'campaign' | 'creative'
  readonly event: string
  /** Who the log says acted: advertiser, moderator, payment, clock. */
  readonly actor: string
  readonly from: string | null
  readonly to: string | null
  readonly reason: string | null
  readonly at: Date
  /** The account that acted, when one did: its name and staff roles (empty for the advertiser). */
  readonly account: { readonly name: string; readonly roles: readonly StaffRole[] } | null
  /** The creative a creative's change concerns. */
  readonly creativeName: string | null
}

/** The history line on the wire (ReviewWire's history). */
export interface HistoryLine {
  readonly event: string
  readonly title: string
  readonly from: string | null
  readonly to: string | null
  readonly reason: string | null
  readonly actor: string
  readonly at: string
}

const CAMPAIGN_TITLES: Readonly<Record<string, string>> = {
  create: 'Кампания создана',
  sendApplication: 'Отправлена на модерацию',
  resubmit: 'Отправлена на модерацию повторно',
  startReview: 'Взята на проверку',
  passPrimaryModeration: 'Первичная проверка пройдена',
  approve: 'Согласована',
  rejectPrimary: 'Отклонена модератором',
  rejectSecondary: 'Отклонена на итоговой проверке',
  edit: 'Возвращена в черновик для исправления',
  confirmPayment: 'Оплачена, ждёт запуска',
  'payment:paid': 'Оплата получена полностью',
  'payment:partiallyPaid': 'Оплата получена частично',
  paymentOrder: 'Рекламодатель сообщил об оплате',
  confirmReservation: 'Бронь подтверждена',
  releaseReservation: 'Бронь снята',
  holdLapsed: 'Срок брони истёк, бронь снята',
  book: 'Забронирована',
  releaseBooking: 'Бронь отпущена рекламодателем',
  requestCancellation: 'Рекламодатель попросил отменить',
  confirmCancellation: 'Отмена подтверждена',
  techCancel: 'Техническая отмена',
  orderVideo: 'Заказано видео',
  videoReady: 'Видео готово',
  launch: 'Показ включён',
  start: 'Показ включён',
  stop: 'Показ остановлен',
  typographyOrder: 'Заказана печать',
  replaceStops: 'Изменены остановки',
  createSchedule: 'Добавлен пункт расписания',
}

const creativeTitle = (event: string, name: string): string => {
  switch (event) {
    case 'upload':
      return `Загружен материал «${name}»`
    case 'attach':
      return `Из медиатеки прикреплён материал «${name}»`
    case 'plan':
      return `Ролик «${name}» поставлен в план показа`
    case 'approve':
      return `Материал «${name}» согласован`
    case 'reject':
      return `Материал «${name}» отклонён`
    case 'document:approve':
      return `Документ к материалу «${name}» проверен`
    case 'document:reject':
      return `Документ к материалу «${name}» отправлен на доработку`
    default:
      return `Материал «${name}» изменён`
  }
}

/** The change as a person reads it: 'Отклонена модератором', 'Материал «Ролик.mp4» отклонён'. */
export const historyTitle = (c: Pick<LoggedChange, 'source' | 'event' | 'to' | 'creativeName'>): string => {
  if (c.source === 'creative') return creativeTitle(c.event, c.creativeName ?? '')
  if (c.event === 'clock')
    return c.to === 'active'
      ? 'Запущена по расписанию'
      : c.to === 'completed'
        ? 'Завершена'
        : 'Изменена по часам'
  const known = CAMPAIGN_TITLES[c.event]
  if (known !== undefined) return known
  return c.to !== null && isCampaignState(c.to)
    ? `Статус: ${CAMPAIGN_STATE_LABELS[c.to]}`
    : 'Кампания изменена'
}

/** Who made the change, for staff: 'Мария Модераторова (Модератор)', 'Рекламодатель Анна Рекламова', 'Система'. */
export const historyActor = (c: Pick<LoggedChange, 'actor' | 'account'>): string => {
  if (c.account && c.account.roles.length > 0)
    return `${c.account.name} (${c.account.roles.map((r) => STAFF_ROLE_NAMES[r]).join(', ')})`
  if (c.actor === 'advertiser') return c.account ? `Рекламодатель ${c.account.name}` : 'Рекламодатель'
  if (c.actor === 'clock') return 'Система: часы Москвы'
  return c.account ? c.account.name : 'Система'
}

/** The log as the review shows it, oldest first (ties in the order they were written). */
export const historyLines = (changes: readonly LoggedChange[]): HistoryLine[] =>
  [...changes]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.at.getTime() - b.c.at.getTime() || a.i - b.i)
    .map(({ c }) => ({
      event: c.source === 'creative' ? `creative:${c.event}` : c.event,
      title: historyTitle(c),
      from: c.from,
      to: c.to,
      reason: c.reason,
      actor: historyActor(c),
      at: c.at.toISOString(),
    }))
