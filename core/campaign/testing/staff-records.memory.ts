import type { MediaEventRecord, MediaMove } from '../../media/media-events.port'
import type { LockedCreative, OwnerNotice } from '../../media/staff-media.service'
import type { PaymentReceipt } from '../../payments/statement-import'
import type { IsoDate } from '../../ports/clock.port'
import { waitsOf, type QueueFilter, type QueueRow } from '../../staff/desk-queue'
import type { Kopecks } from '../../shared/money'
import type { CampaignListQuery } from '../campaign.contract'
import type { PaymentStateId, ReservationStateId } from '../campaign-state'
import type { CampaignFacts } from '../campaign.aggregate'
import { isPaid } from '../campaign-state.sets'
import type { CampaignAggregate } from '../campaign.aggregate'
import type { StaffRecords } from '../staff-desk'
import { MemoryCampaignRecords, type MemoryCampaignState } from './campaign-records.memory'

/**
 * What the staff desk keeps beside the campaigns in memory: the media log, the owners' notices and which campaigns
 * have an invoice. The creatives' statuses live on the campaigns (their `creatives`), so a unit of work that is
 * refused puts them back; these lists are not put back.
 */
export interface MemoryStaffExtras {
  mediaEvents: (MediaEventRecord & { at: Date })[]
  notices: (OwnerNotice & { at: Date })[]
  invoiced: Set<string>
  /** Bank payments taken, by identity. */
  payments: Map<string, string>
}
const extras = new WeakMap<MemoryCampaignState, MemoryStaffExtras>()
export const staffExtrasOf = (state: MemoryCampaignState): MemoryStaffExtras => {
  const found = extras.get(state) ?? {
    mediaEvents: [],
    notices: [],
    invoiced: new Set(),
    payments: new Map(),
  }
  extras.set(state, found)
  return found
}

/** The back office's records in memory (unit tests only); the database adapter is adapters/database/staff-records.ts. */
export class MemoryStaffRecords extends MemoryCampaignRecords implements StaffRecords {
  private all(): CampaignFacts[] {
    return [...this.state.campaigns.values()]
  }

  private get extras(): MemoryStaffExtras {
    return staffExtrasOf(this.state)
  }

  /** The queue over the core's waitsOf, by creation (the database orders by the waiting event; a server test). */
  queue(q: QueueFilter): Promise<{ items: QueueRow[]; count: number }> {
    const rows = this.all()
      .map((c): QueueRow => ({
        campaignId: c.id,
        number: c.individualIndex,
        name: c.name,
        ownerId: c.ownerId,
        ownerName: '',
        ownerEmail: '',
        inn: null,
        place: c.calculation.place,
        state: c.state,
        reservationState: c.reservationState,
        paymentState: c.paymentState,
        startDate: c.startDate,
        endDate: c.endDate,
        total: (c.totalSumWithoutTaxes + c.taxesSum) as Kopecks,
        waits: waitsOf({
          state: c.state,
          reservationState: c.reservationState,
          paymentState: c.paymentState,
          creativeStatuses: c.creatives.map((m) => m.status),
          invoiced: this.extras.invoiced.has(c.id),
        }),
        waitingSince: new Date(c.createdAt),
      }))
      .filter(
        (r) =>
          r.waits.some((w) => q.waits.includes(w)) &&
          (q.place === null || r.place === q.place) &&
          (q.states.length === 0 || q.states.includes(r.state)),
      )
      .sort(
        (a, b) =>
          a.waitingSince.getTime() - b.waitingSince.getTime() || a.campaignId.localeCompare(b.campaignId),
      )
    return Promise.resolve({ items: rows.slice(q.offset, q.offset + q.limit), count: rows.length })
  }

  lockCreative(id: string): Promise<LockedCreative | undefined> {
    for (const c of this.all()) {
      const found = c.creatives.find((m) => m.id === id)
      if (found)
        return Promise.resolve({
          ownerId: c.ownerId,
          name: found.name,
          status: found.status,
          kind: found.kind,
        })
    }
    return Promise.resolve(undefined)
  }

  moveMediaStatus(move: MediaMove, _at: Date): Promise<boolean> {
    const holding = this.all().filter((c) => c.creatives.some((m) => m.id === move.id))
    if (holding.some((c) => c.creatives.find((m) => m.id === move.id)?.status !== move.from))
      return Promise.resolve(false)
    for (const c of holding)
      this.patch(c.id, {
        creatives: c.creatives.map((m) =>
          m.id === move.id ? { ...m, status: move.to, moderationReason: move.reason } : m,
        ),
      })
    return Promise.resolve(holding.length > 0)
  }

  recordMediaEvent(event: MediaEventRecord, at: Date): Promise<void> {
    this.extras.mediaEvents.push({ ...event, at })
    return Promise.resolve()
  }

  rememberPayment(receipt: PaymentReceipt, campaignId: string): Promise<boolean> {
    if (this.extras.payments.has(receipt.identity)) return Promise.resolve(false)
    this.extras.payments.set(receipt.identity, campaignId)
    return Promise.resolve(true)
  }

  notify(n: OwnerNotice, at: Date): Promise<void> {
    this.extras.notices.push({ ...n, at })
    return Promise.resolve()
  }

  async page(q: CampaignListQuery): Promise<{ items: CampaignAggregate[]; count: number }> {
    const found = this.all()
      .filter((c) => q.states.includes(c.state))
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
    if (q.sort === '-startDate') found.reverse()
    const items = await Promise.all(found.slice(q.offset, q.offset + q.limit).map((c) => this.campaign(c.id)))
    return { items: items.filter((c) => c !== undefined), count: found.length }
  }

  lapsingHolds(today: IsoDate): Promise<string[]> {
    return Promise.resolve(
      this.all()
        .filter(
          (c) =>
            c.reservationState === 'reserved' &&
            c.expirationDate !== null &&
            c.expirationDate < today &&
            !isPaid(c.state),
        )
        .map((c) => c.id),
    )
  }

  dueByClock(today: IsoDate): Promise<string[]> {
    return Promise.resolve(
      this.all()
        .filter(
          (c) =>
            (c.state === 'waitingForLaunch' && c.startDate <= today) ||
            (c.state === 'active' && c.endDate < today),
        )
        .map((c) => c.id),
    )
  }

  setReservationState(id: string, state: ReservationStateId, _at: Date): Promise<void> {
    this.patch(id, { reservationState: state })
    return Promise.resolve()
  }

  setPaymentState(id: string, state: PaymentStateId, _at: Date): Promise<void> {
    this.patch(id, { paymentState: state })
    return Promise.resolve()
  }

  lapseHold(id: string, _at: Date): Promise<boolean> {
    if (this.state.campaigns.get(id)?.reservationState !== 'reserved') return Promise.resolve(false)
    this.patch(id, { reservationState: 'canceled' })
    return Promise.resolve(true)
  }
}
