import { err, ok, type Result } from '../shared/result'
import type { FieldErrors } from '../shared/domain-error'

/** Who is asking: the fields of an account the notification rules read. */
export interface NotificationViewer {
  readonly id: string
  readonly isObserver: boolean
  readonly observerOf?: string | undefined
}

/**
 * Whose notifications a viewer reads (cabinet §6): an advertiser reads its own; an observer reads those of the
 * advertiser who invited it. An observer without an inviter reads none (undefined).
 */
export const notificationsOwnerOf = (viewer: NotificationViewer): string | undefined =>
  viewer.isObserver ? viewer.observerOf : viewer.id

/**
 * R-ASYNC-10, R-ASYNC-11 (choice for observers, open in cabinet §6): the read mark belongs to the advertiser's
 * notification centre, and an observer only looks on (it is never polled, R-ASYNC-09), so an observer may not
 * mark notifications read — it would hide them from the advertiser.
 */
export const mayMarkNotificationsRead = (viewer: NotificationViewer): boolean => !viewer.isObserver

export interface NotificationPage {
  readonly limit: number
  readonly offset: number
}

/** R-CONST-07: a page of 100 from 0 by default; at most 1000 at once. */
export const NOTIFICATION_PAGE_DEFAULT: NotificationPage = { limit: 100, offset: 0 }
export const NOTIFICATION_PAGE_MAX = 1000

const whole = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined
  const n = Number(value)
  return n >= min && n <= max ? n : undefined
}

/** The paged query (limit, offset as query-string text); anything else is refused with a field code. */
export const decodeNotificationPage = (
  query: unknown,
): Result<NotificationPage, { readonly message: string; readonly errors: FieldErrors }> => {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  for (const key of Object.keys(q)) if (key !== 'limit' && key !== 'offset') errors[key] = 'unknown field'
  const limit =
    q['limit'] === undefined ? NOTIFICATION_PAGE_DEFAULT.limit : whole(q['limit'], 1, NOTIFICATION_PAGE_MAX)
  const offset = q['offset'] === undefined ? 0 : whole(q['offset'], 0, 1_000_000_000)
  if (limit === undefined) errors['limit'] = 'wrong format'
  if (offset === undefined) errors['offset'] = 'wrong format'
  if (Object.keys(errors).length > 0 || limit === undefined || offset === undefined)
    return err({ message: 'Некорректные параметры страницы', errors })
  return ok({ limit, offset })
}
