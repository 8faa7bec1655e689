import { describe, expect, it } from 'vitest'
import { validateLegalEntity, visibleFields } from './legal-entity.validation'

const bank = {
  bankName: 'Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810900000000001',
}
const org = {
  formOfBusiness: 'legalEntityOrg',
  name: 'ООО Ромашка',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1027700000001',
  address: 'Москва',
  signerFullName: 'Иванов И. И.',
  ...bank,
}

describe('legal-entity validation (R-VAL-01..06)', () => {
  it('accepts a complete organisation and trims values', () => {
    const result = validateLegalEntity({ ...org, name: '  ООО Ромашка ' })
    expect(result.ok && result.value.fields.name).toBe('ООО Ромашка')
    expect(result.ok && result.value.basisId).toBe('charter')
  })

  it('defaults the form of business to organisation (R-ENT-10)', () => {
    const { formOfBusiness: _, ...rest } = org
    expect(validateLegalEntity(rest)).toMatchObject({ ok: true, value: { formOfBusiness: 'legalEntityOrg' } })
  })

  it('asks for required fields (R-VAL-01)', () => {
    expect(validateLegalEntity({ ...org, address: '   ', kpp: undefined })).toEqual({
      ok: false,
      error: { address: 'Данное поле является обязательным', kpp: 'Данное поле является обязательным' },
    })
  })

  it('checks lengths by form of business on the trimmed value (R-VAL-03, R-VAL-04)', () => {
    expect(validateLegalEntity({ ...org, inn: ' 770123456 ' })).toEqual({
      ok: false,
      error: { inn: 'Введите корректное значение' },
    })
    const entrepreneur = {
      ...org,
      formOfBusiness: 'individualEntrepreneur',
      inn: '770123456789',
      ogrn: '304770000000001',
    }
    expect(validateLegalEntity(entrepreneur).ok).toBe(true)
    expect(validateLegalEntity({ ...entrepreneur, inn: '7701234567' })).toEqual({
      ok: false,
      error: { inn: 'Введите корректное значение' },
    })
    expect(validateLegalEntity({ ...entrepreneur, ogrn: '1027700000001' })).toEqual({
      ok: false,
      error: { ogrn: 'Введите корректное значение' },
    })
  })

  it('refuses letters in a digits field of the right length (R-VAL-02)', () => {
    expect(validateLegalEntity({ ...org, bik: '04452522X' })).toEqual({
      ok: false,
      error: { bik: 'Неправильный формат' },
    })
  })

  it('shows and requires proxy fields only for basis proxy (R-VAL-06)', () => {
    expect(visibleFields('legalEntityOrg', 'charter')).not.toContain('proxyNumber')
    expect(visibleFields('legalEntityOrg', 'proxy')).toEqual(
      expect.arrayContaining(['proxyNumber', 'proxyDate']),
    )
    expect(validateLegalEntity({ ...org, basisId: 'proxy' })).toEqual({
      ok: false,
      error: {
        proxyNumber: 'Данное поле является обязательным',
        proxyDate: 'Данное поле является обязательным',
      },
    })
    expect(
      validateLegalEntity({ ...org, basisId: 'proxy', proxyNumber: '12', proxyDate: '31.02.2024' }),
    ).toEqual({
      ok: false,
      error: { proxyDate: 'Неправильный формат' },
    })
    const charter = validateLegalEntity({ ...org, proxyNumber: 'left over' })
    expect(charter.ok && charter.value.fields.proxyNumber).toBeUndefined()
  })

  it("checks an individual's phone, at most 15 characters (R-VAL-05, R-ENT-11)", () => {
    const person = {
      formOfBusiness: 'individual',
      name: 'Петров П.',
      inn: '770123456789',
      pasport: '4510 123456',
      address: 'Москва',
      email: 'p@x.ru',
      ...bank,
    }
    expect(visibleFields('individual', 'charter')).toEqual(expect.arrayContaining(['email', 'phone']))
    expect(validateLegalEntity({ ...person, phone: '+7 999 123-4567' }).ok).toBe(true)
    expect(validateLegalEntity({ ...person, phone: '+7 (999) 123-45-67' })).toEqual({
      ok: false,
      error: { phone: 'Неправильный формат' },
    })
    expect(validateLegalEntity({ ...person, phone: 'call me' })).toEqual({
      ok: false,
      error: { phone: 'Неправильный формат' },
    })
    expect(validateLegalEntity({ ...person, phone: '' })).toEqual({
      ok: false,
      error: { phone: 'Данное поле является обязательным' },
    })
  })

  it('names an unknown form of business or basis', () => {
    expect(validateLegalEntity({ ...org, formOfBusiness: 'cooperative' })).toMatchObject({
      ok: false,
      error: { formOfBusiness: 'Неправильный формат' },
    })
    expect(validateLegalEntity({ ...org, basisId: 'whim' })).toMatchObject({
      ok: false,
      error: { basisId: 'Неправильный формат' },
    })
  })
})
