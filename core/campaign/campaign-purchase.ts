import type { PricingReference } from '../ports/pricing-reference.port'
import { ok } from '../shared/result'
import type { Kopecks } from '../shared/money'
import type { BoughtCatalogue } from './bought-catalogue.port'
import { boughtItems, boughtTotals, factIdsOf, type BoughtItem, type BoughtSource } from './bought-items'
import type { CampaignViewer } from './campaign-access'
import { campaignOf } from './campaign-of'
import type { CampaignRecords, Outcome } from './campaign-records.port'
import type { CampaignStateId, PaymentStateId } from './campaign-state'
import type { CampaignAggregate, CampaignFacts } from './campaign.aggregate'
import { calculationRecord } from './campaign.aggregate.calculation'

/** An invoice of the campaign (money in kopecks; paid or not is the campaign's payment state). */
export interface PurchaseInvoice {
  readonly id: string
  readonly number: string
  readonly issuedOn: string
  readonly payUntil: string
  readonly net: Kopecks
  readonly taxes: Kopecks
}

/** One recorded event of the campaign: a state, payment or reservation change, with when and why. */
export interface PurchaseEvent {
  readonly event: string
  readonly from: CampaignStateId | null
  readonly to: CampaignStateId | null
  readonly reason: string | null
  /** ISO date-time. */
  readonly at: string
}

/** The campaign's invoices and its history, oldest first (port: the database adapter). */
export interface PurchaseRecords {
  invoices(campaignId: string): Promise<readonly PurchaseInvoice[]>
  history(campaignId: string): Promise<readonly PurchaseEvent[]>
}
export const PurchaseRecords = Symbol.for('tablo.PurchaseRecords')

/** What a campaign bought and what became of it, for the campaign page (R-SCREEN-05; issue #47 item 4). */
export interface CampaignPurchase {
  readonly items: readonly BoughtItem[]
  readonly totals: ReturnType<typeof boughtTotals>
  readonly invoices: readonly (PurchaseInvoice & {
    readonly paymentState: PaymentStateId
    /** The number of the invoice issued after it, which replaces it; null for the latest. */
    readonly replacedBy: string | null
  })[]
  readonly history: readonly PurchaseEvent[]
}

export interface CampaignPurchasesDeps {
  readonly reads: Pick<CampaignRecords, 'campaign'>
  readonly catalogue: BoughtCatalogue
  readonly reference: PricingReference
  readonly records: PurchaseRecords
}

/** The campaign as the description of its purchase reads it. */
export const boughtSourceOf = (c: CampaignFacts): BoughtSource => ({
  place: c.calculation.place,
  startDate: c.startDate,
  endDate: c.endDate,
  calculation: calculationRecord(c.calculation),
  spaces: c.spaces,
  periodsPrice: c.periodsPrice,
  totalWithoutTaxes: c.totalSumWithoutTaxes as Kopecks,
})

/** What describes a purchase: the inventory and the price list. */
export interface PurchaseCatalogues {
  readonly catalogue: BoughtCatalogue
  readonly reference: PricingReference
}

/** The items a campaign bought, described from the price list and the inventory, and the audience base. */
export const describeBought = async (
  source: BoughtSource,
  { catalogue, reference }: PurchaseCatalogues,
): Promise<{ items: BoughtItem[]; audienceBase: number }> => {
  const data = await reference.load()
  const facts = await catalogue.facts(factIdsOf(source, data))
  return { items: boughtItems(source, data, facts), audienceBase: data.audienceBase }
}

/**
 * The purchase of a campaign the viewer may read (issue #47 item 4): each item bought with where it is and what
 * it cost, its invoices and the states it went through. An observer reads the items and the history; it gets no
 * invoices (R-ROLE-08), and the screens hide its sums.
 */
export class CampaignPurchases {
  constructor(private readonly d: CampaignPurchasesDeps) {}

  async of(viewer: CampaignViewer, id: string): Promise<Outcome<CampaignPurchase>> {
    const found = await campaignOf(this.d.reads, viewer, id, 'read')
    if (!found.ok) return found
    return ok(await this.ofCampaign(found.value, { invoices: !viewer.isObserver }))
  }

  /**
   * The purchase of a campaign already read, whoever reads it: the advertiser's page above, and the staff desk's
   * review (issue #48: staff read any campaign; the desk checked the role).
   */
  async ofCampaign(
    campaign: CampaignAggregate,
    read: { readonly invoices: boolean },
  ): Promise<CampaignPurchase> {
    const row = campaign.facts
    const [{ items, audienceBase }, invoices, history] = await Promise.all([
      describeBought(boughtSourceOf(row), this.d),
      read.invoices ? this.d.records.invoices(row.id) : Promise.resolve([]),
      this.d.records.history(row.id),
    ])
    return {
      items,
      totals: boughtTotals(items, audienceBase),
      // Oldest first: each invoice issued again for the campaign replaces the one before (bills.view-model).
      invoices: invoices.map((i, k) => ({
        ...i,
        paymentState: row.paymentState,
        replacedBy: invoices[k + 1]?.number ?? null,
      })),
      history,
    }
  }
}
