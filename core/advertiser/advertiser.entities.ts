import type { FormOfBusiness, Basis, LegalEntityField } from './legal-entity.validation'

/** A legal entity as stored: the validated visible fields of its form (R-VAL-04..06). */
export interface StoredLegalEntity {
  readonly id: string
  readonly ownerId: string
  readonly formOfBusiness: FormOfBusiness
  readonly basisId: Basis
  readonly isAllowedToShow: boolean
  readonly fields: Readonly<Partial<Record<LegalEntityField, string>>>
  /** The client advertiser (partner) an agency keeps these requisites for; null for the account's own (issue #47). */
  readonly partnerId: string | null
}

/** Partner: `_id, name, brand` (cabinet §3). */
export interface Partner {
  readonly id: string
  readonly name: string
  readonly brand: string
}

export interface Observer {
  readonly id: string
  readonly email: string
  readonly fullName: string
  /** True once the observer has set a password by the invitation link. */
  readonly isConfirmed: boolean
}
