import { Schema } from 'effect'
import {
  asyncScheduler,
  catchError,
  EMPTY,
  exhaustMap,
  map,
  Subscription,
  timer,
  type SchedulerLike,
} from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { capabilitiesOf } from '../roles/capabilities'
import type { RoleFlags } from '../routing/route.decision'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'

/** R-ASYNC-09: the polling period. */
export const NOTIFICATION_POLL_MS = 30_000
/** R-CONST-07: one page of notifications. */
export const NOTIFICATION_PAGE = { limit: 100, offset: 0 } as const

const NotificationSchema = Schema.Struct({
  _id: Schema.String,
  message: Schema.String,
  isRead: Schema.Boolean,
  createdAt: Schema.optionalKey(Schema.String),
  campaignId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  // Issue #48 item 7: the campaign as it is now, for the notification to lead to the screen for its state.
  campaign: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        advertisePlace: Schema.String,
        state: Schema.String,
        paymentState: Schema.String,
        reservationStatus: Schema.String,
        partners: Schema.Array(Schema.String),
        brandName: Schema.NullOr(Schema.String),
        parentProlongation: Schema.NullOr(Schema.String),
        gotTypographyOrder: Schema.Boolean,
        isUploaded: Schema.Boolean,
      }),
    ),
  ),
})
export type Notification = typeof NotificationSchema.Type

const pageDecoder = decoderOf(
  Schema.Struct({ items: Schema.Array(NotificationSchema), count: Schema.Number }),
  {
    allowUnknown: true,
  },
)

export interface NotificationsState {
  readonly items: readonly Notification[]
  /** The pagination count the server gives (cabinet §3 Profile). */
  readonly count: number
  /** The page shown, from 1; a page is NOTIFICATION_PAGE.limit notifications, newest first. */
  readonly page: number
}

/**
 * The notification centre's data: fetched on demand, polled every 30 000 ms except for observers
 * (R-ASYNC-09), one or all marked read (R-ASYNC-10, R-ASYNC-11). Time comes through the injected scheduler,
 * so tests run in virtual time. Fetch failures are only logged (R-ERR-19).
 */
export class NotificationsStore extends StateStore<NotificationsState> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
    private readonly scheduler: SchedulerLike = asyncScheduler,
  ) {
    super({ items: [], count: 0, page: 1 })
  }

  /** R-HEAD-10: the unread ones, as the dropdown lists them. */
  get unread(): readonly Notification[] {
    return this.getSnapshot().items.filter((n) => !n.isRead)
  }

  private fetch$() {
    return this.http
      .json(
        {
          method: 'GET',
          path: API.notifications,
          query: { ...NOTIFICATION_PAGE, offset: (this.getSnapshot().page - 1) * NOTIFICATION_PAGE.limit },
        },
        pageDecoder,
      )
      .pipe(
        map((page) => this.set({ ...this.getSnapshot(), items: page.items, count: page.count })),
        catchError((cause: unknown) => {
          this.logger.warn('notifications could not be loaded', { cause })
          return EMPTY
        }),
      )
  }

  /** One fetch (R-HEAD-08: opening the dropdown fetches). */
  refresh(): Promise<void> {
    return new Promise((resolve) => this.fetch$().subscribe({ complete: resolve }))
  }

  /** The notification centre's page bar: another page of 100, newest first. */
  goTo(page: number): Promise<void> {
    this.set({ ...this.getSnapshot(), page: Math.max(1, Math.floor(page)) })
    return this.refresh()
  }

  /** Starts polling for this profile; an observer (or a profile not loaded yet) is never polled. */
  poll(profile: RoleFlags | undefined): Subscription {
    if (!capabilitiesOf(profile).pollsNotifications) return Subscription.EMPTY
    return timer(0, NOTIFICATION_POLL_MS, this.scheduler)
      .pipe(exhaustMap(() => this.fetch$()))
      .subscribe()
  }

  /** R-ASYNC-10 */
  markRead(id: string): Promise<void> {
    return this.send(API.readNotification(id), (n) => n._id === id)
  }

  /** R-ASYNC-11 */
  markAllRead(): Promise<void> {
    return this.send(API.readAllNotifications, () => true)
  }

  private send(path: string, affected: (n: Notification) => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.http.json({ method: 'POST', path }, ignoreDecoder).subscribe({
        next: () =>
          this.update((s) => {
            for (const n of s.items) if (affected(n)) n.isRead = true
          }),
        error: (cause: unknown) => {
          this.logger.warn('notification could not be marked read', { cause, path })
          resolve()
        },
        complete: resolve,
      })
    })
  }
}
