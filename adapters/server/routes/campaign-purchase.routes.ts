import type { FastifyInstance } from 'fastify'
import { CampaignPurchases } from '../../../core/campaign/campaign-purchase'
import { PURCHASE_ROUTE } from '../../../core/contract/purchase.answer'
import { purchaseWire } from '../wire/purchase.wire'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { sendData, sendRefusal } from '../reply'
import { params, signedIn } from './campaign.reply'
import { RouteContribution } from './route-contribution'

/**
 * What a campaign bought (issue #47 item 4; R-SCREEN-05): the route of the core's CampaignPurchases — each item
 * with where it is and its price, the invoices and the history — for whoever may read the campaign.
 */
@injectable()
export class CampaignPurchaseRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(CampaignPurchases) private readonly purchases: CampaignPurchases,
  ) {}

  register(app: FastifyInstance): void {
    app.get(PURCHASE_ROUTE, async (request, reply) => {
      const viewer = await signedIn(this.accounts, request, reply)
      if (!viewer) return reply
      const purchase = await this.purchases.of(viewer, params(request)['id'] ?? '')
      return purchase.ok ? sendData(reply, purchaseWire(purchase.value)) : sendRefusal(reply, purchase.error)
    })
  }
}
