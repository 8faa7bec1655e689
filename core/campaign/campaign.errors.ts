import { domainError, type DomainError } from '../shared/domain-error'

/**
 * Bad input to a campaign rule is a value, never a wrong answer (issue 3, "Bad input"): each error names the
 * field it is about so the caller can show or log it.
 */
export type CampaignInputErrorCode =
  'unknownPlace' | 'unknownState' | 'unknownStep' | 'stepNotInWizard' | 'unknownMediaType' | 'invalidId'

export type CampaignInputError = DomainError<CampaignInputErrorCode> & { readonly field: string }

export const unknownPlace = (value: unknown, field = 'advertisePlace'): CampaignInputError =>
  domainError('unknownPlace', `Неизвестное место размещения: ${String(value)}`, field) as CampaignInputError

export const unknownState = (value: unknown, field = 'state'): CampaignInputError =>
  domainError('unknownState', `Неизвестный статус кампании: ${String(value)}`, field) as CampaignInputError

export const unknownMediaType = (value: unknown, field: string): CampaignInputError =>
  domainError('unknownMediaType', `Неизвестный тип носителя: ${String(value)}`, field) as CampaignInputError

export const unknownStep = (value: unknown, field = 'step'): CampaignInputError =>
  domainError('unknownStep', `Неизвестный шаг мастера: ${String(value)}`, field) as CampaignInputError

export const stepNotInWizard = (step: string, place: string, field = 'step'): CampaignInputError =>
  domainError(
    'stepNotInWizard',
    `Шага ${step} нет в мастере для места размещения ${place}`,
    field,
  ) as CampaignInputError
