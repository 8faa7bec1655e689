import type { CampaignLinkInput } from '../routing/campaign.link'
import { campaignLink } from '../routing/campaign.link'
import { isCampaignState } from '../../campaign/campaign-state'
import { isRejected } from '../../campaign/campaign-state.sets'
import { formatMediaDateTime } from '../../format/date.format'
import type { Notification } from '../stores/notifications.store'

/** A notification as the centre and the bell show it: its text, its Moscow date and time, where it leads. */
export interface NotificationView {
  readonly id: string
  readonly message: string
  readonly isRead: boolean
  /** The instant it was written, and the same as people read it: DD.MM.YYYY HH:mm in Moscow (R-CONST-03). */
  readonly at: string | undefined
  readonly date: string | undefined
  /** The screen of the campaign it speaks of, for the campaign's state now; none when it speaks of none. */
  readonly link: { readonly href: string; readonly text: string } | undefined
}

export interface NotificationLinkContext {
  readonly isObserver: boolean
  readonly isAgency: boolean
}

const page = (id: string): string => `/campaigns/${encodeURIComponent(id)}`

/**
 * Where a notification leads (issue #48 item 7): to the campaign it speaks of, on the screen its link rules give
 * for its state now (R-LINK-*: a rejected campaign to its media step, R-LINK-04). Where those rules give no link
 * (a confirmed shelter, a special project) or the viewer is an observer (whose cards are not clickable, R-LINK-12,
 * but who reads the campaign page), it leads to the campaign page: a notification always says where it is about.
 */
export const notificationLink = (
  n: Pick<Notification, 'campaignId' | 'campaign'>,
  ctx: NotificationLinkContext,
): NotificationView['link'] => {
  if (!n.campaignId) return undefined
  const c = n.campaign
  if (!c || ctx.isObserver || !isCampaignState(c.state))
    return { href: page(n.campaignId), text: 'К кампании' }
  const input = {
    _id: n.campaignId,
    advertisePlace: c.advertisePlace,
    state: { _id: c.state, name: '' },
    paymentState: { _id: c.paymentState, name: '' },
    reservationStatus: { _id: c.reservationStatus, name: '' },
    partners: c.partners,
    ...(c.brandName === null ? {} : { brandName: c.brandName }),
    parentProlongation: c.parentProlongation,
    gotTypographyOrder: c.gotTypographyOrder,
    isUploaded: c.isUploaded,
  } as CampaignLinkInput
  const href =
    campaignLink(input, { isObserver: false, isAgency: ctx.isAgency, typographyInvoiceDownloaded: false }) ??
    page(n.campaignId)
  const fix = isRejected(c.state) && href !== page(n.campaignId)
  return { href, text: fix ? 'Исправить и отправить повторно' : 'К кампании' }
}

/** The notifications as the screens list them (R-SCREEN-11, R-HEAD-10), newest first as the server gives them. */
export const notificationViews = (
  items: readonly Notification[],
  ctx: NotificationLinkContext,
): NotificationView[] =>
  items.map((n) => {
    const date = n.createdAt === undefined ? undefined : formatMediaDateTime(n.createdAt)
    return {
      id: n._id,
      message: n.message,
      isRead: n.isRead,
      at: n.createdAt,
      date: date?.ok ? date.value : undefined,
      link: notificationLink(n, ctx),
    }
  })
