import type { Clock, IsoDate } from '../../ports/clock.port'
import type { Ids } from '../../ports/ids.port'
import type { UnitOfWork } from '../campaign-records.port'
import type { NewScheduleItem } from '../campaign-schedule'
import type { TypographyOrder, TypographyPackage } from '../campaign-typography'
import type {
  CampaignInvoice,
  NewPaymentOrder,
  OrderEvent,
  OrderRecords,
  PaymentOrderRecord,
  StopsUpdate,
  TakenDay,
} from '../order-records.port'
import type { CampaignFacts } from '../campaign.aggregate'
import { placeCalculation } from '../campaign.aggregate.calculation'
import {
  MemoryCampaignRecords,
  memoryCampaignState,
  memoryUnitOfWork,
  type MemoryCampaignState,
} from './campaign-records.memory'

/** An invoice in memory: the campaign it was issued for and its number (the latest is the highest). */
export interface MemoryInvoice extends CampaignInvoice {
  readonly campaignId: string
  readonly number: number
}

/** A notification sent to a campaign's owner. */
export interface MemoryNotification {
  readonly id: string
  readonly accountId: string
  readonly campaignId: string
  readonly message: string
  readonly at: Date
}

/** The campaign state in memory, with the orders kept beside the campaigns. */
export interface MemoryOrderState extends MemoryCampaignState {
  payments: (PaymentOrderRecord & { readonly campaignId: string })[]
  notifications: MemoryNotification[]
  invoices: MemoryInvoice[]
  /** Legal entities by id → owner id. */
  legalEntities: Map<string, string>
  typography: TypographyPackage[]
}

export const memoryOrderState = (
  campaigns: readonly CampaignFacts[] = [],
  over: Partial<Omit<MemoryOrderState, keyof MemoryCampaignState>> = {},
): MemoryOrderState => ({
  ...memoryCampaignState(campaigns),
  payments: [],
  notifications: [],
  invoices: [],
  legalEntities: new Map(),
  typography: [],
  ...over,
})

/** The order records in memory (unit tests only); the database adapter is adapters/database/order-records.ts. */
export class MemoryOrderRecords extends MemoryCampaignRecords implements OrderRecords {
  constructor(override readonly state: MemoryOrderState) {
    super(state)
  }

  paymentOrders(campaignId: string): Promise<PaymentOrderRecord[]> {
    return Promise.resolve(
      this.state.payments
        .filter((p) => p.campaignId === campaignId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map(({ campaignId: _campaign, ...record }) => record),
    )
  }

  invoiceOf(campaignId: string, invoiceId: string | undefined): Promise<CampaignInvoice | undefined> {
    const found = this.state.invoices
      .filter((i) => i.campaignId === campaignId && (invoiceId === undefined || i.id === invoiceId))
      .sort((a, b) => b.number - a.number)[0]
    return Promise.resolve(
      found && { id: found.id, issuedOn: found.issuedOn, legalEntityId: found.legalEntityId },
    )
  }

  ownsLegalEntity(ownerId: string, legalEntityId: string): Promise<boolean> {
    return Promise.resolve(this.state.legalEntities.get(legalEntityId) === ownerId)
  }

  private invoiceNumber(id: string): string {
    return String(this.state.invoices.find((i) => i.id === id)?.number ?? '')
  }

  /** The fields an order declares, as kept. */
  private declared(o: NewPaymentOrder) {
    return {
      invoiceId: o.invoiceId,
      invoiceNumber: this.invoiceNumber(o.invoiceId),
      legalEntityId: o.legalEntityId,
      number: o.number,
      date: o.date,
      amount: o.amount,
    }
  }

  addPaymentOrder(o: NewPaymentOrder, at: Date): Promise<void> {
    const added = { id: o.id, campaignId: o.campaignId, confirmedAt: null, createdAt: at.toISOString() }
    this.state.payments = [...this.state.payments, { ...added, ...this.declared(o) }]
    return Promise.resolve()
  }

  correctPaymentOrder(o: NewPaymentOrder, _at: Date): Promise<boolean> {
    const open = (p: MemoryOrderState['payments'][number]) =>
      p.id === o.id && p.campaignId === o.campaignId && p.confirmedAt === null
    if (!this.state.payments.some(open)) return Promise.resolve(false)
    this.state.payments = this.state.payments.map((p) => (open(p) ? { ...p, ...this.declared(o) } : p))
    return Promise.resolve(true)
  }

  typographyPackage(id: string): Promise<TypographyPackage | undefined> {
    return Promise.resolve(this.state.typography.find((t) => t.id === id))
  }

  saveTypographyOrder(campaignId: string, o: TypographyOrder, at: Date): Promise<void> {
    this.patch(campaignId, {
      typographyOrder: {
        typographyId: o.typographyId,
        name: o.name,
        quantity: o.quantity,
        unitPrice: o.unitPrice,
        deliveryPrice: o.deliveryPrice,
        totalPrice: o.totalPrice,
        orderedAt: at.toISOString(),
      },
    })
    return Promise.resolve()
  }

  scheduleItemCount(campaignId: string): Promise<number> {
    return Promise.resolve(this.state.campaigns.get(campaignId)?.items.length ?? 0)
  }

  addScheduleItem(id: string, campaignId: string, item: NewScheduleItem, _at: Date): Promise<void> {
    const { list, ...fields } = item
    const before = this.state.campaigns.get(campaignId)?.items ?? []
    this.patch(campaignId, { items: [...before, { ...fields, id, list }] })
    return Promise.resolve()
  }

  async recordOrderEvent(e: OrderEvent, at: Date): Promise<void> {
    await this.recordEvent(
      {
        campaignId: e.campaignId,
        event: e.event,
        actor: 'advertiser',
        actorId: e.actorId,
        reason: e.reason ?? null,
      },
      at,
    )
    if (e.notice)
      this.state.notifications = [
        ...this.state.notifications,
        {
          id: e.notice.id,
          accountId: e.ownerId,
          campaignId: e.campaignId,
          message: e.notice.message,
          at,
        },
      ]
  }

  takenDays(unitIds: readonly string[], from: IsoDate, to: IsoDate, campaignId: string): Promise<TakenDay[]> {
    const taken: TakenDay[] = []
    for (const [key, by] of this.state.held) {
      const [unitId = '', day = ''] = key.split('|')
      if (by !== campaignId && unitIds.includes(unitId) && day >= from && day <= to)
        taken.push({ unitId, day })
    }
    return Promise.resolve(taken)
  }

  updateStops(campaignId: string, s: StopsUpdate, _at: Date): Promise<void> {
    this.patch(campaignId, {
      reservationState: s.reservationState,
      startDate: s.startDate,
      endDate: s.endDate,
      expirationDate: s.expirationDate,
      calculation: placeCalculation(
        this.state.campaigns.get(campaignId)?.calculation.place ?? 'transitShelter',
        s.calculation,
      ),
      periodsPrice: [...s.periodsPrice],
      taxesSum: s.taxesSum,
      totalSumWithoutTaxes: s.totalSumWithoutTaxes,
    })
    return Promise.resolve()
  }
}

/**
 * A unit of work over the order records in memory: a refusal or a throw puts the campaigns, events, holds,
 * payment orders and notifications back as they were, as the database's rollback would.
 */
export const memoryOrderUnitOfWork = (
  state: MemoryOrderState,
  open: (state: MemoryOrderState) => MemoryOrderRecords = (s) => new MemoryOrderRecords(s),
): UnitOfWork<MemoryOrderRecords> => {
  const campaigns = memoryUnitOfWork(state, () => open(state))
  return {
    async run(work) {
      const { payments, notifications } = state
      const restore = () => {
        state.payments = payments
        state.notifications = notifications
      }
      try {
        const outcome = await campaigns.run(work)
        if (!outcome.ok) restore()
        return outcome
      } catch (cause) {
        restore()
        throw cause
      }
    },
  }
}

/** What a refused call must leave as it was: the campaigns, events, holds, payment orders and notifications. */
export const orderSnapshot = (s: MemoryOrderState) => ({
  campaigns: [...s.campaigns.values()],
  events: [...s.events],
  held: [...s.held],
  payments: [...s.payments],
  notifications: [...s.notifications],
})

/** The instant and the Moscow day the order use cases' tests run at. */
export const ORDERS_AT = new Date('2026-11-27T10:00:00.000Z')
export const ordersClock: Clock = { now: () => ORDERS_AT, today: () => '2026-11-27' }
/** Ids id-1, id-2, … in the order they are asked for. */
export const countingIds = (): Ids => {
  let n = 0
  return { newId: () => `id-${++n}`, newSecret: () => 'secret' }
}
