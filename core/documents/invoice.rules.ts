import type { CampaignStateId, PaymentStateId, ReservationStateId } from '../campaign/campaign-state'
import { CANCELING_STATES, FINISHED_STATES, statesIn } from '../campaign/campaign-state.sets'
import { RESERVATION_WITH_MANAGER_MESSAGE } from '../shared/messages'
import type { Refusal } from '../shared/refusal'

/**
 * Whether a campaign may be invoiced, and to whom (issue 6 part 4; issue #47): each rule answers its refusal, a
 * stable code with a Russian sentence, or undefined when it allows the invoice.
 */

/** A campaign that is over, or being cancelled, is not invoiced. */
export const NOT_INVOICEABLE: readonly CampaignStateId[] = statesIn(FINISHED_STATES, CANCELING_STATES)

/** Why a campaign in this state cannot be invoiced, or undefined when it can (a paid one needs no invoice). */
export const invoiceRefusal = (state: CampaignStateId, paymentState: PaymentStateId): Refusal | undefined => {
  if (NOT_INVOICEABLE.includes(state))
    return {
      code: 'wrong state',
      message: 'Счёт по этой кампании выставить нельзя',
      errors: { state: 'not invoiceable' },
    }
  if (paymentState === 'paid')
    return {
      code: 'already done',
      message: 'Кампания уже оплачена',
      errors: { paymentState: 'already paid' },
    }
  return undefined
}

/**
 * A transit-shelter campaign is invoiced once the manager confirmed its reservation (R-ERR-15: 'the invoice will
 * be issued after confirmation'); until then the campaign is with the manager.
 */
export const reservationRefusal = (place: string, reservation: ReservationStateId): Refusal | undefined =>
  place === 'transitShelter' && reservation !== 'confirmed'
    ? {
        code: 'wrong state',
        message: RESERVATION_WITH_MANAGER_MESSAGE,
        errors: { reservationStatus: 'not_reservation' },
      }
    : undefined

/** An agency's campaign is invoiced to its client: the legal entity of the campaign's advertiser (partner). */
export const AGENCY_CLIENT_REQUIRED =
  'Выберите рекламодателя кампании: агентство выставляет счёт на его юридическое лицо'
export const NOT_CLIENTS_ENTITY =
  'Это юридическое лицо другого рекламодателя: выберите реквизиты рекламодателя кампании'

/**
 * Whose requisites may be on the invoice (issue #47): an advertiser's own legal entities; for an agency, the
 * legal entities it keeps for the campaign's client (the campaign's first partner), none other.
 */
export const buyerRefusal = (
  isAgency: boolean,
  partners: readonly string[],
  buyer: { readonly partnerId: string | null },
): Refusal | undefined => {
  if (!isAgency) return undefined
  const client = partners[0]
  if (client === undefined)
    return { code: 'wrong state', message: AGENCY_CLIENT_REQUIRED, errors: { partners: 'required' } }
  if (buyer.partnerId !== client)
    return { code: 'invalid input', message: NOT_CLIENTS_ENTITY, errors: { legalEntityId: 'wrong format' } }
  return undefined
}
