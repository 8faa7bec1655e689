import type { CampaignAggregate } from '../../campaign/campaign.aggregate'
import { reviewActions, type StaffReviewRead } from '../desk-review'

/**
 * A review of the campaign as a moderator reads it, for the unit tests: its advertiser Анна, nothing bought, paid
 * or changed yet, no creatives; override what a case needs.
 */
export const aReviewRead = (
  campaign: CampaignAggregate,
  over: Partial<StaffReviewRead> = {},
): StaffReviewRead => ({
  campaign,
  actions: reviewActions(['moderator'], campaign),
  advertiser: {
    id: campaign.facts.ownerId,
    name: 'Анна',
    email: 'a@example.ru',
    phone: null,
    isAgency: false,
    legalEntities: [],
  },
  purchase: { items: [], totals: { price: 0 as never, ots: null, grp: null }, invoices: [], history: [] },
  payments: {
    campaignId: campaign.id,
    paymentState: 'notPaid',
    summary: { due: 0 as never, paid: 0 as never, pending: 0 as never, remaining: 0 as never },
    orders: [],
  },
  creatives: [],
  changes: [],
  ...over,
})
