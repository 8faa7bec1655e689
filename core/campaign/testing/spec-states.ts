import type { CampaignStateId } from '../campaign-state'

/** R-STATE-01 as the spec writes it, in its order: written here, not read from the code, so the tests bite. */
export const SPEC_CAMPAIGN_STATES: readonly CampaignStateId[] = [
  'draft',
  'movieCreation',
  'approved',
  'moderation',
  'primaryModeration',
  'secondaryModeration',
  'primaryRejected',
  'secondaryRejected',
  'waitingForLaunch',
  'active',
  'completed',
  'canceled',
  'techCanceled',
  'noStatus',
  'booked',
  'cancellation',
]
