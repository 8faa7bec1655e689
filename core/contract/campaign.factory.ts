import { ISO_DATE_PATTERN } from '../shared/calendar'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { isAdvertisePlace } from '../campaign/advertise-place'
import type { Campaign } from './campaign.answer'
import { unknownPlace } from '../campaign/campaign.errors'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../campaign/campaign-state.labels'

export interface NewCampaignInput {
  readonly _id: string
  readonly name: string
  readonly advertisePlace: string
  /** Calendar dates, YYYY-MM-DD. */
  readonly startDate: string
  readonly endDate: string
  readonly brandName?: string
  readonly partners?: readonly string[]
  readonly calculationType?: string
  readonly isAgency?: boolean
}

/**
 * A new campaign starts as draft, notPaid and notReserved (R-ENT-04), with no money owed yet. Bad input (an
 * unknown place, a malformed date, an end before the start) is a typed error naming the field.
 */
export const newCampaign = (input: NewCampaignInput): Result<Campaign, DomainError> => {
  if (!isAdvertisePlace(input.advertisePlace)) return err(unknownPlace(input.advertisePlace))
  if (!ISO_DATE_PATTERN.test(input.startDate))
    return err(domainError('invalidDate', `Неверная дата: ${input.startDate}`, 'startDate'))
  if (!ISO_DATE_PATTERN.test(input.endDate))
    return err(domainError('invalidDate', `Неверная дата: ${input.endDate}`, 'endDate'))
  if (input.endDate < input.startDate)
    return err(domainError('endBeforeStart', 'Дата окончания раньше даты начала', 'endDate'))
  return ok({
    _id: input._id,
    name: input.name,
    brandName: input.brandName,
    advertisePlace: input.advertisePlace,
    state: { _id: 'draft', name: CAMPAIGN_STATE_LABELS.draft },
    paymentState: { _id: 'notPaid', name: PAYMENT_STATE_LABELS.notPaid },
    reservationStatus: { _id: 'notReserved', name: RESERVATION_STATE_LABELS.notReserved },
    startDate: input.startDate,
    endDate: input.endDate,
    taxesSum: 0,
    totalSumWithoutTaxes: 0,
    partners: input.partners ?? [],
    calculationType: input.calculationType,
    isAgency: input.isAgency,
    isPaid: false,
    isGotInvoices: false,
    isUploaded: false,
    isVideoUploaded: false,
  })
}

/** calculationType impressionPrice marks a real-time-bidding campaign (R-ENT-05). */
export const REAL_TIME_BIDDING_CALCULATION = 'impressionPrice'
export const isRealTimeBidding = (campaign: Pick<Campaign, 'calculationType'>): boolean =>
  campaign.calculationType === REAL_TIME_BIDDING_CALCULATION
