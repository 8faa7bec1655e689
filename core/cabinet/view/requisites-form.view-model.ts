import type { LegalEntityBody } from '../../advertiser/advertiser.contract'
import { LEGAL_ENTITY_LABELS, requisitesSummary } from '../validation/legal-entity.labels'
import {
  BASES,
  FORMS_OF_BUSINESS,
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

/**
 * R-ENT-11: the e-mail an individual's requisites show, read-only: the one they carry, or else the account's own,
 * which the server gives them (our choice of the note). Undefined for the other forms of business.
 */
export const requisitesEmail = (
  draft: RequisitesDraft,
  kept: string | undefined,
  profile: string | undefined,
): { readonly label: string; readonly value: string; readonly description: string } | undefined =>
  visibleFields(draft.formOfBusiness, draft.basisId).includes('email')
    ? {
        label: LEGAL_ENTITY_LABELS.email,
        value: kept || profile || '',
        description: 'E-mail вашего аккаунта',
      }
    : undefined

/**
 * The body the server takes: the visible fields as typed, the choices, the client if any, and for an individual
 * the read-only e-mail shown (requisitesEmail).
 */
export const requisitesBody = (draft: RequisitesDraft, email?: string): LegalEntityBody => ({
  ...Object.fromEntries(requisitesTextFields(draft).map((f) => [f, draft.values[f] ?? ''])),
  formOfBusiness: draft.formOfBusiness,
  basisId: draft.basisId,
  ...(email && visibleFields(draft.formOfBusiness, draft.basisId).includes('email') ? { email } : {}),
  ...(draft.partnerId ? { partnerId: draft.partnerId } : {}),
})

/** A legal entity as the server gives it back: its choices, its text fields and whose it is. */
export type RequisitesRow = Readonly<Partial<Record<LegalEntityField, string>>> & {
  readonly formOfBusiness: string
  readonly basisId: string
  readonly isAllowedToShow: boolean
  readonly partnerId?: string | null
}

const known = <T extends string>(all: readonly T[], value: string, fallback: T): T =>
  (all as readonly string[]).includes(value) ? (value as T) : fallback

/**
 * The edit form of a legal entity starts from what the server keeps (R-SCREEN-58): its form of business and basis
 * (an unknown one reads as the default, so the form never shows an id), its text fields as they are, its client.
 */
export const requisitesDraftOf = (row: RequisitesRow): RequisitesDraft => {
  const formOfBusiness = known(FORMS_OF_BUSINESS, row.formOfBusiness, EMPTY_REQUISITES.formOfBusiness)
  const basisId = known(BASES, row.basisId, EMPTY_REQUISITES.basisId)
  const values = Object.fromEntries(
    visibleFields(formOfBusiness, basisId).flatMap((f) => {
      const value = row[f]
      return f === 'formOfBusiness' || f === 'basisId' || value === undefined ? [] : [[f, value]]
    }),
  )
  return { formOfBusiness, basisId, values, ...(row.partnerId ? { partnerId: row.partnerId } : {}) }
}

/**
 * Said on the edit form. Our choice where the spec is silent, after the server's rule: requisites that invoices
 * were already made out to may be changed (the server refuses only a duplicate INN and KPP); an issued invoice
 * keeps its document and its buyer's name as they were on the day it was issued, the next invoices and the
 * contract's annexes carry the new requisites.
 */
export const REQUISITES_EDIT_NOTE =
  'Выставленные счета останутся с прежними реквизитами; новые счета и приложения получат изменённые.'

/**
 * The body that changes a legal entity: the form as typed, and what the form does not show kept as the server has
 * it — the e-mail an individual's requisites carry (read-only, from the profile), whether it may be shown, and
 * the client it is for (the server reads an absent client as the account's own, so it is always sent).
 */
export const requisitesEditBody = (draft: RequisitesDraft, row: RequisitesRow): LegalEntityBody => {
  return {
    ...requisitesBody(draft, row.email),
    isAllowedToShow: row.isAllowedToShow,
    partnerId: draft.partnerId ?? null,
  }
}

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
