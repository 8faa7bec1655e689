import { describe, expect, it } from 'vitest'
import { legalEntityTitle, requisitesSummary } from '../validation/legal-entity.labels'
import { INVALID_MESSAGE, LENGTH_MESSAGE, REQUIRED_MESSAGE } from '../../shared/field-messages'
import {
  EMPTY_REQUISITES,
  requisitesBody,
  requisitesDraftOf,
  requisitesEditBody,
  requisitesEmail,
  requisitesForm,
  requisitesReady,
  type RequisitesDraft,
} from './requisites-form.view-model'

const organisation: RequisitesDraft = {
  formOfBusiness: 'legalEntityOrg',
  basisId: 'charter',
  values: {
    name: 'ООО «Ромашка»',
    inn: '7701234567',
    kpp: '770101001',
    ogrn: '1027700132195',
    address: 'Москва, Тверская, 1',
    signerFullName: 'Иванова Анна Сергеевна',
    bankName: 'ПАО Банк',
    bik: '044525225',
    correspondingAccount: '30101810400000000225',
    checkingAccount: '40702810938000000001',
  },
}

describe('the requisites form (R-SCREEN-58, R-VAL-01..07)', () => {
  it('names the fields of an empty form by their labels, each with its own message (issue #47)', () => {
    const view = requisitesForm(EMPTY_REQUISITES, { attempted: true })
    expect(view.summary).toBe(
      'Проверьте поля: Наименование, ИНН, КПП, ОГРН / ОГРНИП, Юридический адрес, ФИО подписанта, Банк, БИК, ' +
        'Корреспондентский счёт, Расчётный счёт',
    )
    expect(view.summary).not.toMatch(/name|inn|kpp/)
    expect(view.fields.every((f) => f.error === REQUIRED_MESSAGE)).toBe(true)
  })

  it('says nothing before the first try, and the required lengths all along (R-VAL-04)', () => {
    const view = requisitesForm(EMPTY_REQUISITES, { attempted: false })
    expect(view.summary).toBeUndefined()
    expect(view.fields.map((f) => f.error)).toEqual(view.fields.map(() => undefined))
    expect(Object.fromEntries(view.fields.map((f) => [f.label, f.description]))).toMatchObject({
      ИНН: '10 цифр',
      КПП: '9 цифр',
      'ОГРН / ОГРНИП': '13 цифр',
      'Расчётный счёт': '20 цифр',
      Наименование: undefined,
    })
    const entrepreneur = requisitesForm(
      { ...EMPTY_REQUISITES, formOfBusiness: 'individualEntrepreneur' },
      {
        attempted: false,
      },
    )
    expect(entrepreneur.fields.find((f) => f.id === 'inn')?.description).toBe('12 цифр')
    expect(entrepreneur.fields.find((f) => f.id === 'ogrn')?.description).toBe('15 цифр')
  })

  it('shows the length and format messages at their fields, the rest valid', () => {
    const draft = { ...organisation, values: { ...organisation.values, inn: '123', bik: '04452522x' } }
    const view = requisitesForm(draft, { attempted: true })
    expect(view.fields.filter((f) => f.error).map((f) => [f.label, f.error])).toEqual([
      ['ИНН', LENGTH_MESSAGE],
      ['БИК', INVALID_MESSAGE],
    ])
    expect(view.summary).toBe('Проверьте поля: ИНН, БИК')
    expect(requisitesReady(draft)).toBe(false)
    expect(requisitesReady(organisation)).toBe(true)
  })

  it('shows the server’s field messages (R-VAL-07) and keeps its sentence when it names no field', () => {
    const taken = requisitesForm(organisation, {
      attempted: true,
      failure: {
        message: 'Проверьте поля: inn',
        fields: { inn: 'Данное значение уже используется в системе' },
      },
    })
    expect(taken.fields.find((f) => f.id === 'inn')?.error).toBe('Данное значение уже используется в системе')
    expect(taken.summary).toBe('Проверьте поля: ИНН')
    const offline = requisitesForm(organisation, {
      attempted: true,
      failure: { message: 'Нет связи с сервером', fields: {} },
    })
    expect(offline.summary).toBe('Нет связи с сервером')
  })

  it('proxy fields appear only for a proxy (R-VAL-06); the body carries the choices and the client', () => {
    const proxy = { ...organisation, basisId: 'proxy' as const }
    expect(requisitesForm(proxy, { attempted: false }).fields.map((f) => f.id)).toContain('proxyDate')
    expect(requisitesForm(organisation, { attempted: false }).fields.map((f) => f.id)).not.toContain(
      'proxyDate',
    )
    expect(requisitesBody({ ...organisation, partnerId: 'p-1' })).toMatchObject({
      formOfBusiness: 'legalEntityOrg',
      basisId: 'charter',
      inn: '7701234567',
      partnerId: 'p-1',
    })
    expect(requisitesBody(organisation)).not.toHaveProperty('partnerId')
  })
})

describe('changing requisites the account has (R-SCREEN-58)', () => {
  const stored = {
    ...organisation.values,
    _id: 'e-1',
    formOfBusiness: 'legalEntityOrg',
    basisId: 'charter',
    isAllowedToShow: false,
    partnerId: 'p-1',
  }

  it('starts from the row: its choices, its fields as kept and its client', () => {
    expect(requisitesDraftOf(stored)).toEqual({ ...organisation, partnerId: 'p-1' })
    expect(requisitesForm(requisitesDraftOf(stored), { attempted: true }).summary).toBeUndefined()
    expect(requisitesDraftOf({ ...stored, partnerId: null })).not.toHaveProperty('partnerId')
  })

  it('reads a form of business or basis it does not know as the default, and keeps only the fields shown', () => {
    const odd = requisitesDraftOf({
      ...stored,
      formOfBusiness: 'cooperative',
      basisId: 'order',
      pasport: '4510',
    })
    expect(odd).toMatchObject({ formOfBusiness: 'legalEntityOrg', basisId: 'charter' })
    expect(odd.values).not.toHaveProperty('pasport')
  })

  it('sends the form as typed and keeps what the form does not show: the client, the showing, the e-mail', () => {
    const draft = requisitesDraftOf(stored)
    const renamed = { ...draft, values: { ...draft.values, name: 'ООО «Ромашка и партнёры»' } }
    expect(requisitesEditBody(renamed, stored)).toEqual({
      ...requisitesBody(renamed),
      isAllowedToShow: false,
      partnerId: 'p-1',
    })
    // The account's own requisites stay its own: the server reads an absent client so, null says it.
    expect(requisitesEditBody(requisitesDraftOf({ ...stored, partnerId: null }), stored)).toMatchObject({
      partnerId: null,
    })
    const person = {
      ...stored,
      formOfBusiness: 'individual',
      pasport: '4510 123456',
      email: 'anna@example.ru',
    }
    expect(requisitesEditBody(requisitesDraftOf(person), person)).toMatchObject({
      pasport: '4510 123456',
      email: 'anna@example.ru',
    })
    expect(requisitesEditBody(draft, { ...stored, email: 'anna@example.ru' })).not.toHaveProperty('email')
  })
})

describe("an individual's e-mail (R-ENT-11)", () => {
  const person: RequisitesDraft = { ...EMPTY_REQUISITES, formOfBusiness: 'individual' }
  it('is shown read-only: the one kept, else the account’s own; other forms show none', () => {
    expect(requisitesEmail(person, 'kept@example.ru', 'me@example.ru')?.value).toBe('kept@example.ru')
    expect(requisitesEmail(person, undefined, 'me@example.ru')).toEqual({
      label: 'E-mail',
      value: 'me@example.ru',
      description: 'E-mail вашего аккаунта',
    })
    expect(requisitesEmail(EMPTY_REQUISITES, 'kept@example.ru', 'me@example.ru')).toBeUndefined()
  })
  it('is sent with a new individual’s requisites, and never with an organisation’s', () => {
    expect(requisitesBody(person, 'me@example.ru')).toMatchObject({ email: 'me@example.ru' })
    expect(requisitesBody(EMPTY_REQUISITES, 'me@example.ru')).not.toHaveProperty('email')
    expect(requisitesBody(person)).not.toHaveProperty('email')
  })
})

describe('a legal entity in a picker (R-ENT-10)', () => {
  it('reads its form of business in words, never its id', () => {
    expect(
      legalEntityTitle({ name: 'ООО «Ромашка»', formOfBusiness: 'legalEntityOrg', inn: '7701234567' }),
    ).toBe('ООО «Ромашка» (организация), ИНН 7701234567')
    expect(legalEntityTitle({ name: 'Соколова Мария', formOfBusiness: 'individualEntrepreneur' })).toBe(
      'Соколова Мария (индивидуальный предприниматель)',
    )
    expect(legalEntityTitle({ formOfBusiness: 'legalEntityOrg2' })).toBe('Без названия')
    for (const form of ['legalEntityOrg', 'individualEntrepreneur', 'individual'])
      expect(legalEntityTitle({ name: 'А', formOfBusiness: form })).not.toContain(form)
  })

  it('says nothing above a form with nothing to check', () => {
    expect(requisitesSummary([])).toBeUndefined()
    expect(requisitesSummary(['partnerId'])).toBe('Проверьте поля: Рекламодатель')
  })
})
