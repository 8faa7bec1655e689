import type { CampaignOrders } from '../campaign/campaign-orders.service'
import type { Outcome } from '../campaign/campaign-records.port'
import type { Account } from '../session/account'
import type { Invoicing } from './invoicing'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'

export interface PrintOrdersDeps {
  readonly orders: Pick<CampaignOrders, 'typography'>
  readonly invoicing: Pick<Invoicing, 'renew'>
}

/**
 * Ordering the print of a campaign (cabinet §7 POST {place}/{id}/typography) so that it reaches the bill (issue
 * #47): the order is placed by the campaign's order rules, then the campaign's unpaid invoice, if it has one, is
 * issued again to the same legal entity with the print order's line. The answer is the campaign after the order.
 */
export class PrintOrders {
  constructor(private readonly d: PrintOrdersDeps) {}

  async order(
    viewer: Account,
    place: string,
    id: string,
    typographyId: string,
  ): Promise<Outcome<CampaignAggregate>> {
    const placed = await this.d.orders.typography(viewer, place, id, typographyId)
    if (placed.ok) await this.d.invoicing.renew(viewer, id)
    return placed
  }
}
