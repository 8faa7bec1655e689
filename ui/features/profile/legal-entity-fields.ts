import type { LegalEntityField } from '../../../core/cabinet/validation/legal-entity.validation'

/** Russian labels of the requisites form (cabinet §3 "Legal entity"). */
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

export const FORM_OF_BUSINESS_LABELS = {
  legalEntityOrg: 'Организация',
  individualEntrepreneur: 'Индивидуальный предприниматель',
  individual: 'Физическое лицо',
} as const

export const BASIS_LABELS = { charter: 'Устав', proxy: 'Доверенность' } as const
