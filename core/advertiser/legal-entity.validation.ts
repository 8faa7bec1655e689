import { parseDisplayDate } from '../format/date.format'
import { match } from 'ts-pattern'
import { err, ok, type Result } from '../shared/result'
import {
  INVALID_MESSAGE,
  isBlank,
  lengthMessage,
  REQUIRED_MESSAGE,
  type FieldMessages,
} from '../shared/field-messages'

/** R-ENT-10: forms of business, legalEntityOrg by default. */
export const FORMS_OF_BUSINESS = ['legalEntityOrg', 'individualEntrepreneur', 'individual'] as const
export type FormOfBusiness = (typeof FORMS_OF_BUSINESS)[number]
/** R-ENT-09: basis of signing, charter by default. */
export const BASES = ['charter', 'proxy'] as const
export type Basis = (typeof BASES)[number]

/** The requisites form as typed; every field is text, absent fields count as empty. */
export type LegalEntityInput = Readonly<Partial<Record<LegalEntityField, string>>>

export type LegalEntityField =
  | 'name'
  | 'inn'
  | 'kpp'
  | 'ogrn'
  | 'registrationSertificateNumber'
  | 'address'
  | 'bankName'
  | 'bik'
  | 'correspondingAccount'
  | 'checkingAccount'
  | 'signerFullName'
  | 'basisId'
  | 'proxyNumber'
  | 'proxyDate'
  | 'pasport'
  | 'formOfBusiness'
  | 'email'
  | 'phone'

/** R-VAL-04: required lengths (digits), by form of business; ogrn of an entrepreneur is the 15-digit OGRNIP. */
export const requiredLengths = (form: FormOfBusiness): Readonly<Partial<Record<LegalEntityField, number>>> =>
  match(form)
    .with('legalEntityOrg', () => ({
      inn: 10,
      kpp: 9,
      ogrn: 13,
      bik: 9,
      correspondingAccount: 20,
      checkingAccount: 20,
    }))
    .with('individualEntrepreneur', () => ({
      inn: 12,
      ogrn: 15,
      bik: 9,
      correspondingAccount: 20,
      checkingAccount: 20,
    }))
    .with('individual', () => ({ inn: 12, bik: 9, correspondingAccount: 20, checkingAccount: 20 }))
    .exhaustive()

/** R-VAL-05: a phone has at most 15 characters. */
export const PHONE_MAX_LENGTH = 15

const BANK: readonly LegalEntityField[] = ['bankName', 'bik', 'correspondingAccount', 'checkingAccount']

/**
 * The fields the form shows, in order. Our choice where the spec is silent: KPP only for organisations, the
 * OGRN(IP) for organisations and entrepreneurs, the signing basis for both; an individual gives a passport,
 * a read-only e-mail and a phone instead (R-ENT-11). Proxy fields appear only for basis proxy (R-VAL-06).
 */
export const visibleFields = (form: FormOfBusiness, basis: Basis): readonly LegalEntityField[] => {
  const proxy: LegalEntityField[] = basis === 'proxy' ? ['proxyNumber', 'proxyDate'] : []
  return match(form)
    .with('legalEntityOrg', (): LegalEntityField[] => [
      'formOfBusiness',
      'name',
      'inn',
      'kpp',
      'ogrn',
      'address',
      'signerFullName',
      'basisId',
      ...proxy,
      ...BANK,
    ])
    .with('individualEntrepreneur', (): LegalEntityField[] => [
      'formOfBusiness',
      'name',
      'inn',
      'ogrn',
      'registrationSertificateNumber',
      'address',
      'signerFullName',
      'basisId',
      ...proxy,
      ...BANK,
    ])
    .with('individual', (): LegalEntityField[] => [
      'formOfBusiness',
      'name',
      'inn',
      'pasport',
      'address',
      'email',
      'phone',
      ...BANK,
    ])
    .exhaustive()
}

/** Shown but never required: the read-only e-mail comes from the profile; the certificate number is optional. */
const OPTIONAL: readonly LegalEntityField[] = ['email', 'registrationSertificateNumber']

const isFormOfBusiness = (v: string): v is FormOfBusiness =>
  (FORMS_OF_BUSINESS as readonly string[]).includes(v)
const isBasis = (v: string): v is Basis => (BASES as readonly string[]).includes(v)

/** DD.MM.YYYY, a real calendar day (R-CONST-03, parsed by core/format). */
const isRussianDate = (text: string): boolean => parseDisplayDate(text.trim()).ok

const PHONE = /^\+?[\d\s()-]+$/

const fieldMessage = (
  field: LegalEntityField,
  value: string,
  length: number | undefined,
): string | undefined => {
  if (isBlank(value)) return OPTIONAL.includes(field) ? undefined : REQUIRED_MESSAGE // R-VAL-01
  if (length !== undefined)
    return lengthMessage(value, length) ?? (/^\d+$/.test(value.trim()) ? undefined : INVALID_MESSAGE)
  if (field === 'phone') {
    if (value.trim().length > PHONE_MAX_LENGTH) return INVALID_MESSAGE // R-VAL-05
    return PHONE.test(value.trim()) ? undefined : INVALID_MESSAGE
  }
  if (field === 'proxyDate') return isRussianDate(value) ? undefined : INVALID_MESSAGE
  return undefined
}

export interface LegalEntityDraft {
  readonly formOfBusiness: FormOfBusiness
  readonly basisId: Basis
  readonly fields: Readonly<Partial<Record<LegalEntityField, string>>>
}

/**
 * Validates the requisites form (cabinet §5) for the browser and the server alike: either the trimmed values
 * of the visible fields, or a message per failing field (R-VAL-01..06). Hidden fields are dropped, so proxy
 * data never survives a switch back to charter.
 */
export const validateLegalEntity = (input: LegalEntityInput): Result<LegalEntityDraft, FieldMessages> => {
  const formText = isBlank(input.formOfBusiness) ? 'legalEntityOrg' : (input.formOfBusiness ?? '').trim()
  const basisText = isBlank(input.basisId) ? 'charter' : (input.basisId ?? '').trim()
  const messages: Record<string, string> = {}
  if (!isFormOfBusiness(formText)) messages['formOfBusiness'] = INVALID_MESSAGE
  if (!isBasis(basisText)) messages['basisId'] = INVALID_MESSAGE
  const form = isFormOfBusiness(formText) ? formText : 'legalEntityOrg'
  const basis = isBasis(basisText) ? basisText : 'charter'
  const lengths = requiredLengths(form)
  const fields: Partial<Record<LegalEntityField, string>> = {}
  for (const field of visibleFields(form, basis)) {
    if (field === 'formOfBusiness' || field === 'basisId') continue
    const value = input[field] ?? ''
    const message = fieldMessage(field, value, lengths[field])
    if (message !== undefined) messages[field] = message
    else if (!isBlank(value)) fields[field] = value.trim()
  }
  return Object.keys(messages).length > 0
    ? err(messages)
    : ok({ formOfBusiness: form, basisId: basis, fields })
}
