/** Campaign state ids (R-STATE-01). Labels, badges and the state machine build on this list. */
export const CAMPAIGN_STATES = [
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
] as const
export type CampaignStateId = (typeof CAMPAIGN_STATES)[number]

export const isCampaignState = (value: unknown): value is CampaignStateId =>
  typeof value === 'string' && (CAMPAIGN_STATES as readonly string[]).includes(value)

/** Payment states (R-STATE-08). */
export const PAYMENT_STATES = ['paid', 'notPaid', 'partiallyPaid'] as const
export type PaymentStateId = (typeof PAYMENT_STATES)[number]

/** Reservation states (R-STATE-09). */
export const RESERVATION_STATES = ['notReserved', 'reserved', 'confirmed', 'canceled'] as const
export type ReservationStateId = (typeof RESERVATION_STATES)[number]
