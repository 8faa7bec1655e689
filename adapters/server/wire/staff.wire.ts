import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../../core/campaign/campaign-state.labels'
import { placeName } from '../../../core/campaign/place-names'
import type { QueueItemWire, StaffMeWire } from '../../../core/contract/staff.answer'
import type { Account } from '../../../core/session/account'
import { toRoubles } from '../../../core/shared/money'
import type { QueueRow } from '../../../core/staff/desk-queue'
import { capabilitiesOf } from '../../../core/staff/staff-roles'
import type { StaffViewer } from '../../../core/staff/staff-viewer'

/**
 * The staff desk's answers on the wire (issue #49 item 1: core answers the account, the viewer and the queue's
 * rows; the edge writes core/contract/staff.answer.ts).
 */

/** GET /api/v1/staff/me: who the staff member is and what the desk may show them. */
export const staffMeWire = (account: Account, viewer: StaffViewer): StaffMeWire => ({
  id: account.id,
  fullName: account.fullName,
  email: account.email,
  roles: [...viewer.roles],
  capabilities: capabilitiesOf(viewer.roles),
})

/** A row of the queue (GET /api/v1/staff/queue): states named in Russian, money in roubles, instants ISO. */
export const queueItemWire = (r: QueueRow): QueueItemWire => ({
  campaignId: r.campaignId,
  number: r.number,
  name: r.name,
  advertiser: { id: r.ownerId, name: r.ownerName, email: r.ownerEmail, inn: r.inn },
  place: r.place,
  placeName: placeName(r.place),
  state: { _id: r.state, name: CAMPAIGN_STATE_LABELS[r.state] },
  reservationStatus: { _id: r.reservationState, name: RESERVATION_STATE_LABELS[r.reservationState] },
  paymentState: { _id: r.paymentState, name: PAYMENT_STATE_LABELS[r.paymentState] },
  startDate: r.startDate,
  endDate: r.endDate,
  total: toRoubles(r.total),
  waits: [...r.waits],
  waitingSince: r.waitingSince.toISOString(),
})
