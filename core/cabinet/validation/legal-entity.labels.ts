import type { Basis, FormOfBusiness, LegalEntityField } from '../../advertiser/legal-entity.validation'

/** Russian labels of the requisites form (cabinet §3 "Legal entity"); every screen and message names a field so. */
export const LEGAL_ENTITY_LABELS: Readonly<Record<LegalEntityField, string>> = {
  formOfBusiness: 'Форма собственности',
  name: 'Наименование',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН / ОГРНИП',
  registrationSertificateNumber: 'Номер свидетельства о регистрации',
  address: 'Юридический адрес',
  bankName: 'Банк',
  bik: 'БИК',
  correspondingAccount: 'Корреспондентский счёт',
  checkingAccount: 'Расчётный счёт',
  signerFullName: 'ФИО подписанта',
  basisId: 'Основание подписи',
  proxyNumber: 'Номер доверенности',
  proxyDate: 'Дата доверенности (ДД.ММ.ГГГГ)',
  pasport: 'Паспорт',
  email: 'E-mail',
  phone: 'Телефон',
}

/** R-ENT-10: the forms of business as a person reads them, never their ids. */
export const FORM_OF_BUSINESS_LABELS: Readonly<Record<FormOfBusiness, string>> = {
  legalEntityOrg: 'Организация',
  individualEntrepreneur: 'Индивидуальный предприниматель',
  individual: 'Физическое лицо',
}

/** R-ENT-09: the bases of signing. */
export const BASIS_LABELS: Readonly<Record<Basis, string>> = { charter: 'Устав', proxy: 'Доверенность' }

/** A field's label, or the field itself for a name the form does not know (the server's partnerId, say). */
const labelOf = (field: string): string =>
  (LEGAL_ENTITY_LABELS as Readonly<Record<string, string>>)[field] ?? OTHER_LABELS[field] ?? field
const OTHER_LABELS: Readonly<Record<string, string>> = { partnerId: 'Рекламодатель' }

/**
 * The sentence above a refused requisites form (R-VAL-01..07): the fields to check named by their labels, in the
 * form's order, never by their ids ('Проверьте поля: Наименование, ИНН').
 */
export const requisitesSummary = (fields: readonly string[]): string | undefined =>
  fields.length === 0 ? undefined : `Проверьте поля: ${fields.map(labelOf).join(', ')}`

/**
 * A legal entity as a picker lists it (R-ENT-10): its name, its form of business in words and its INN —
 * 'ООО «Ромашка» (организация), ИНН 7701234567'; a form the catalogue does not know is left out, not shown raw.
 */
export const legalEntityTitle = (entity: {
  readonly name?: string | undefined
  readonly formOfBusiness: string
  readonly inn?: string | undefined
}): string => {
  const form = (FORM_OF_BUSINESS_LABELS as Readonly<Record<string, string>>)[entity.formOfBusiness]
  const name = entity.name?.trim() || 'Без названия'
  return [
    `${name}${form ? ` (${form.toLocaleLowerCase('ru-RU')})` : ''}`,
    entity.inn ? `ИНН ${entity.inn}` : '',
  ]
    .filter(Boolean)
    .join(', ')
}
