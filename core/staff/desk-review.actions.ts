/**
 * The decisions a review may offer (added for the server and the desk to agree on the names; s1):
 * approve, reject        the campaign at its stage (POST …/approve, …/reject)
 * approveCreative,       any creative of the campaign still under review (status moderation, primaryModeration or
 * rejectCreative         secondaryModeration): POST …/creatives/:creativeId/approve | reject
 * confirmReservation,    the held inventory (POST …/confirm-reservation, …/release-reservation)
 * releaseReservation
 * approveDocument,      a loaded document of a creative of the campaign checked, or a loaded or checked one sent
 * rejectDocument         back to rework: POST /api/v1/staff/media/:creativeId/documents/:documentId/approve | reject
 * markPaid,              POST …/payment { paymentState: 'paid' | 'partiallyPaid' }
 * markPartiallyPaid
 * cancel                 POST …/cancel (a requested cancellation confirmed, or a technical cancellation)
 * The review (core/staff/desk-review.ts) decides which the viewer may take; the contract
 * (core/staff/staff-desk.contract.ts) carries them on the wire.
 */
export const REVIEW_ACTIONS = [
  'approve',
  'reject',
  'approveCreative',
  'rejectCreative',
  'approveDocument',
  'rejectDocument',
  'confirmReservation',
  'releaseReservation',
  'markPaid',
  'markPartiallyPaid',
  'cancel',
] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]
