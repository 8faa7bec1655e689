/** The basis a legal entity's signer acts on (R-ENT-09): the charter (default) or a power of attorney. */
export const BASIS_IDS = ['charter', 'proxy'] as const
export type BasisId = (typeof BASIS_IDS)[number]
export const DEFAULT_BASIS_ID: BasisId = 'charter'

/** Forms of business (R-ENT-10); an organisation is the default. */
export const FORMS_OF_BUSINESS = ['legalEntityOrg', 'individualEntrepreneur', 'individual'] as const
export type FormOfBusiness = (typeof FORMS_OF_BUSINESS)[number]
export const DEFAULT_FORM_OF_BUSINESS: FormOfBusiness = 'legalEntityOrg'

/** A legal entity's requisites (cabinet §3). */
export interface LegalEntity {
  readonly name: string
  readonly inn: string
  readonly kpp: string
  readonly ogrn: string
  readonly registrationSertificateNumber: string
  readonly address: string
  readonly bankName: string
  readonly bik: string
  readonly correspondingAccount: string
  readonly checkingAccount: string
  readonly signerFullName: string
  readonly basisId: BasisId
  readonly proxyNumber: string
  readonly proxyDate: string
  readonly pasport: string
  readonly formOfBusiness: FormOfBusiness
  readonly isAllowedToShow: boolean
  /** Shown read-only for the individual form (R-ENT-11). */
  readonly email?: string
  readonly phone?: string
}

/** An empty requisites form with the defaults of R-ENT-09 and R-ENT-10. */
export const newLegalEntity = (overrides: Partial<LegalEntity> = {}): LegalEntity => ({
  name: '',
  inn: '',
  kpp: '',
  ogrn: '',
  registrationSertificateNumber: '',
  address: '',
  bankName: '',
  bik: '',
  correspondingAccount: '',
  checkingAccount: '',
  signerFullName: '',
  basisId: DEFAULT_BASIS_ID,
  proxyNumber: '',
  proxyDate: '',
  pasport: '',
  formOfBusiness: DEFAULT_FORM_OF_BUSINESS,
  isAllowedToShow: true,
  ...overrides,
})

/** Contact fields the individual form adds (R-ENT-11): the e-mail is read-only, the phone editable. */
export interface ContactField {
  readonly name: 'email' | 'phone'
  readonly readOnly: boolean
}

export const contactFieldsFor = (form: FormOfBusiness): readonly ContactField[] =>
  form === 'individual'
    ? [
        { name: 'email', readOnly: true },
        { name: 'phone', readOnly: false },
      ]
    : []
