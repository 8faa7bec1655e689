import type { LegalEntityBody } from '../../advertiser/advertiser.contract'
import { LEGAL_ENTITY_LABELS, requisitesSummary } from '../validation/legal-entity.labels'
import {
  requiredLengths,
  validateLegalEntity,
  visibleFields,
  type Basis,
  type FormOfBusiness,
  type LegalEntityField,
} from '../../advertiser/legal-entity.validation'

/** The requisites form as typed: its form of business, basis and text fields, and the client it is for. */
export interface RequisitesDraft {
  readonly formOfBusiness: FormOfBusiness
  readonly basisId: Basis
  readonly values: Readonly<Partial<Record<LegalEntityField, string>>>
  /** An agency's client (a partner) the requisites are kept for (issue #47); absent: the account's own. */
  readonly partnerId?: string
}

export const EMPTY_REQUISITES: RequisitesDraft = {
  formOfBusiness: 'legalEntityOrg',
  basisId: 'charter',
  values: {},
}

/** A server's refusal of the form: its sentence and a message per field (R-VAL-07). */
export interface RequisitesFailure {
  readonly message: string
  readonly fields: Readonly<Record<string, string>>
}

export interface RequisitesField {
  readonly id: LegalEntityField
  readonly label: string
  readonly value: string
  /** A required length said before it is typed wrong (R-VAL-04: 'ИНН: 10 цифр'). */
  readonly description?: string
  readonly error?: string
}

export interface RequisitesFormView {
  readonly fields: readonly RequisitesField[]
  /** What is wrong with the form as a whole, fields named by their labels; undefined when nothing is. */
  readonly summary?: string
}

/** The text fields the form shows: the choices (form, basis) are pickers, the e-mail comes from the profile. */
export const requisitesTextFields = (draft: RequisitesDraft): readonly LegalEntityField[] =>
  visibleFields(draft.formOfBusiness, draft.basisId).filter(
    (f) => f !== 'formOfBusiness' && f !== 'basisId' && f !== 'email',
  )

const digits = (n: number): string => {
  const tail =
    n % 100 >= 11 && n % 100 <= 14
      ? 'цифр'
      : n % 10 === 1
        ? 'цифра'
        : n % 10 >= 2 && n % 10 <= 4
          ? 'цифры'
          : 'цифр'
  return `${n} ${tail}`
}

/** The body the server takes: the visible fields as typed, the choices, and the client if any. */
export const requisitesBody = (draft: RequisitesDraft): LegalEntityBody => ({
  ...Object.fromEntries(requisitesTextFields(draft).map((f) => [f, draft.values[f] ?? ''])),
  formOfBusiness: draft.formOfBusiness,
  basisId: draft.basisId,
  ...(draft.partnerId ? { partnerId: draft.partnerId } : {}),
})

/**
 * The requisites form (R-SCREEN-58; R-VAL-01..07): each visible field with its label, its required length and,
 * once the user has tried to send it, its own message — the core's rules first (R-VAL-01..06, the same the
 * server checks), then what the server said of it (R-VAL-07, e.g. an INN already in use). Above the form, the
 * fields to check named by their labels, or the server's sentence when it names none.
 */
export const requisitesForm = (
  draft: RequisitesDraft,
  shown: { readonly attempted: boolean; readonly failure?: RequisitesFailure },
): RequisitesFormView => {
  const checked = validateLegalEntity({
    ...draft.values,
    formOfBusiness: draft.formOfBusiness,
    basisId: draft.basisId,
  })
  const own: Readonly<Record<string, string>> = shown.attempted && !checked.ok ? checked.error : {}
  const server = shown.failure?.fields ?? {}
  const lengths = requiredLengths(draft.formOfBusiness)
  const fields = requisitesTextFields(draft).map((id): RequisitesField => {
    const error = own[id] ?? server[id]
    const length = lengths[id]
    return {
      id,
      label: LEGAL_ENTITY_LABELS[id],
      value: draft.values[id] ?? '',
      ...(length ? { description: digits(length) } : {}),
      ...(error ? { error } : {}),
    }
  })
  const wrong = [
    ...fields.filter((f) => f.error !== undefined).map((f) => f.id as string),
    ...Object.keys(server).filter((f) => !fields.some((x) => x.id === f)),
  ]
  const summary = requisitesSummary(wrong) ?? (shown.failure ? shown.failure.message : undefined)
  return { fields, ...(summary ? { summary } : {}) }
}

/** Whether the form may be sent: every rule of the core passes (the server checks the same ones again). */
export const requisitesReady = (draft: RequisitesDraft): boolean =>
  validateLegalEntity({ ...draft.values, formOfBusiness: draft.formOfBusiness, basisId: draft.basisId }).ok
