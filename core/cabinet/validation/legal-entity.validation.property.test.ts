import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requiredLengths, validateLegalEntity, visibleFields } from './legal-entity.validation'

const FIELDS = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'address',
  'bankName',
  'bik',
  'correspondingAccount',
  'checkingAccount',
  'signerFullName',
  'basisId',
  'proxyNumber',
  'proxyDate',
  'pasport',
  'formOfBusiness',
  'email',
  'phone',
] as const
const value = fc.oneof(
  fc.string({ maxLength: 25 }),
  fc.constantFrom('legalEntityOrg', 'individualEntrepreneur', 'individual', 'proxy', 'charter', '7701234567'),
  fc.stringMatching(/^\d{9,20}$/),
)
const input = fc.dictionary(fc.constantFrom(...FIELDS), value)

describe('legal-entity validation properties (R-VAL-01..06)', () => {
  it('never throws, and every message names a field with one of the three texts', () => {
    fc.assert(
      fc.property(input, (form) => {
        const result = validateLegalEntity(form)
        if (result.ok) return
        for (const [field, message] of Object.entries(result.error)) {
          expect(FIELDS as readonly string[]).toContain(field)
          expect([
            'Данное поле является обязательным',
            'Неправильный формат',
            'Введите корректное значение',
          ]).toContain(message)
        }
      }),
    )
  })

  it('an accepted form keeps only visible fields, each of its required length', () => {
    fc.assert(
      fc.property(input, (form) => {
        const result = validateLegalEntity(form)
        if (!result.ok) return
        const { formOfBusiness, basisId, fields } = result.value
        const visible = visibleFields(formOfBusiness, basisId)
        const lengths = requiredLengths(formOfBusiness)
        for (const [field, text] of Object.entries(fields)) {
          expect(visible).toContain(field)
          const length = lengths[field as keyof typeof lengths]
          if (length !== undefined) expect(text).toHaveLength(length)
        }
        if (basisId === 'charter') expect(fields.proxyNumber).toBeUndefined()
      }),
    )
  })
})
