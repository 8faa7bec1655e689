import { ANNA_ID } from '../../session/testing/account.fixture'
import { CampaignAggregate, type CampaignFacts } from '../campaign.aggregate'
import { placeCalculation } from '../campaign.aggregate.calculation'

/** What a draft of Anna's is, for the unit tests; override what a case needs. */
export const campaignFacts = (over: Partial<CampaignFacts> = {}): CampaignFacts => ({
  id: '22222222-2222-4222-8222-222222222222',
  individualIndex: 1,
  ownerId: ANNA_ID,
  calculation: placeCalculation('transitShelter', {}),
  name: 'Весна',
  brandName: null,
  state: 'draft',
  reservationState: 'notReserved',
  paymentState: 'notPaid',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  expirationDate: null,
  spaces: [],
  periodsPrice: [],
  taxesSum: 0,
  totalSumWithoutTaxes: 0,
  partners: [],
  isAllowed: true,
  wizardCompleted: false,
  parentProlongation: null,
  prolongationCampaign: null,
  moderationReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  holds: 0,
  typographyOrder: null,
  items: [],
  creatives: [{ id: 'img-1', kind: 'image', status: 'approved', name: 'Макет', moderationReason: null }],
  invoiceIds: [],
  legalEntity: null,
  ...over,
})

/** A draft of Anna's with an approved image, as loaded: nothing moved yet. */
export const aCampaign = (over: Partial<CampaignFacts> = {}): CampaignAggregate =>
  CampaignAggregate.of(campaignFacts(over))
