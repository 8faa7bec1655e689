import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { isEditable } from './campaign-state.sets'
import type { CampaignStateId, ReservationStateId } from './campaign-state'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'

/**
 * transitShelter PUT (cabinet §7 lists it beside the generic update): the shelter calculator's step 3 reopens a
 * campaign whose reservation is not confirmed (cabinet §2: confirmed shelter campaigns have no link) to change
 * its stops. Our model: the request replaces the chosen stops (and, if given, the months) and keeps the rest of
 * the calculator input; the server prices it again and re-holds the stops in one transaction, so either every new
 * stop is held and the old ones are free, or the booking error names the taken ones and nothing changed.
 */
export interface StopsRequest {
  readonly stops: readonly unknown[]
  readonly months?: readonly string[]
}

export type StopsErrorCode = 'not editable' | 'confirmed' | 'required'
export type StopsError = DomainError<StopsErrorCode> & { readonly field: string }
const refuse = (code: StopsErrorCode, message: string, field: string): StopsError =>
  domainError(code, message, field) as StopsError

/** The calculator input after the replacement, for a campaign that may still change its stops. */
export const replaceStops = (
  campaign: {
    readonly state: CampaignStateId
    readonly reservationState: ReservationStateId
    readonly calculation: Readonly<Record<string, unknown>>
  },
  request: StopsRequest,
): Result<Record<string, unknown>, StopsError> => {
  // R-STATE-04: only an editable campaign changes what it bought; a rejected one returns to draft (decision 5).
  if (!isEditable(campaign.state))
    return err(
      refuse(
        'not editable',
        `Кампанию в статусе «${CAMPAIGN_STATE_LABELS[campaign.state]}» нельзя изменить`,
        'state',
      ),
    )
  if (campaign.reservationState === 'confirmed')
    return err(
      refuse('confirmed', 'Резерв подтверждён менеджером: остановки больше не меняются', 'reservationStatus'),
    )
  if (request.stops.length === 0) return err(refuse('required', 'Выберите хотя бы одну остановку', 'stops'))
  return ok({
    ...campaign.calculation,
    stops: request.stops,
    ...(request.months === undefined ? {} : { months: request.months }),
  })
}

/** The advertiser's notification of the re-held stops. */
export const stopsNotice = (campaignName: string, stops: number, expirationDate: string | null): string => {
  const until = expirationDate === null ? '' : `, бронь до ${expirationDate.split('-').reverse().join('.')}`
  return `Кампания «${campaignName}»: остановки изменены (${stops} шт.)${until}`
}
