import type { IsoDate } from '../../ports/clock.port'
import type { CampaignListQuery } from '../campaign.contract'
import type { PaymentStateId, ReservationStateId } from '../campaign-state'
import type { StaffRecords } from '../staff-desk'
import type { StoredCampaign } from '../stored-campaign'
import { MemoryCampaignRecords } from './campaign-records.memory'

/** The back office's records in memory (unit tests only); the database adapter is adapters/database/staff-records.ts. */
export class MemoryStaffRecords extends MemoryCampaignRecords implements StaffRecords {
  private all(): StoredCampaign[] {
    return [...this.state.campaigns.values()]
  }

  async page(q: CampaignListQuery): Promise<{ items: StoredCampaign[]; count: number }> {
    const found = this.all()
      .filter((c) => q.states.includes(c.state))
      .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id.localeCompare(b.id))
    if (q.sort === '-startDate') found.reverse()
    const items = await Promise.all(
      found.slice(q.offset, q.offset + q.limit).map(async (c) => (await this.load(c.id)) ?? c),
    )
    return { items, count: found.length }
  }

  lapsingHolds(today: IsoDate): Promise<string[]> {
    return Promise.resolve(
      this.all()
        .filter(
          (c) =>
            c.reservation_state === 'reserved' &&
            c.expiration_date !== null &&
            c.expiration_date < today &&
            !['waitingForLaunch', 'active', 'completed'].includes(c.state),
        )
        .map((c) => c.id),
    )
  }

  dueByClock(today: IsoDate): Promise<string[]> {
    return Promise.resolve(
      this.all()
        .filter(
          (c) =>
            (c.state === 'waitingForLaunch' && c.start_date <= today) ||
            (c.state === 'active' && c.end_date < today),
        )
        .map((c) => c.id),
    )
  }

  setReservationState(id: string, state: ReservationStateId, _at: Date): Promise<void> {
    this.patch(id, { reservation_state: state })
    return Promise.resolve()
  }

  setPaymentState(id: string, state: PaymentStateId, _at: Date): Promise<void> {
    this.patch(id, { payment_state: state })
    return Promise.resolve()
  }

  setModerationReason(id: string, reason: string | null): Promise<void> {
    this.patch(id, { moderation_reason: reason })
    return Promise.resolve()
  }

  lapseHold(id: string, _at: Date): Promise<boolean> {
    if (this.state.campaigns.get(id)?.reservation_state !== 'reserved') return Promise.resolve(false)
    this.patch(id, { reservation_state: 'canceled' })
    return Promise.resolve(true)
  }
}
