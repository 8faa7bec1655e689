import { domainError, type DomainError } from '../shared/domain-error'
import { NOT_FOUND_MESSAGES } from '../shared/common-errors'

/** Who asks: the parts of an account the campaign rules look at (core/session/account.ts). */
export interface CampaignViewer {
  readonly id: string
  readonly isObserver: boolean
  readonly observerOf?: string | undefined
  readonly isModerator: boolean
}

export type CampaignAccess = 'write' | 'read' | 'none'

/** The advertiser whose campaigns the viewer sees: its own, or for an observer the one who invited it. */
export const campaignScopeOf = (viewer: CampaignViewer): string | undefined =>
  viewer.isObserver ? viewer.observerOf : viewer.id

/**
 * Owner scoping (cabinet §6): an advertiser reads and changes its own campaigns only; an observer reads the
 * campaigns of the advertiser who invited it and changes nothing; anybody else does not see the campaign.
 */
export const campaignAccess = (viewer: CampaignViewer, ownerId: string): CampaignAccess => {
  if (viewer.isObserver)
    return viewer.observerOf !== undefined && viewer.observerOf === ownerId ? 'read' : 'none'
  return viewer.id === ownerId ? 'write' : 'none'
}

export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия'
/** The one sentence for a campaign that is not there, or not the viewer's to see (issue #17 part 6). */
export const NOT_FOUND_MESSAGE = NOT_FOUND_MESSAGES['Рекламная кампания']
export const forbidden = (): DomainError<'forbidden'> => domainError('forbidden', FORBIDDEN_MESSAGE)
export const campaignNotFound = (): DomainError<'campaign not found'> =>
  domainError('campaign not found', NOT_FOUND_MESSAGE, 'advertisingCampaignId')

export const notEditable = (state: string): DomainError<'not editable'> =>
  domainError('not editable', `Кампанию в статусе ${state} нельзя изменить`, 'state')
