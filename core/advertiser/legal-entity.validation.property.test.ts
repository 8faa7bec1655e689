import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BASES,
  FORMS_OF_BUSINESS,
  requiredLengths,
  validateLegalEntity,
  visibleFields,
  type LegalEntityInput,
} from './legal-entity.validation'

const FIELDS = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'registrationSertificateNumber',
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

/**
 * A form the validation must accept, by construction (issue #49: the random dictionary above was accepted in 0 of
 * 100 runs, so the property about accepted forms never ran): every visible field filled as its rule asks, with
 * random text in the hidden ones, which must be dropped.
 */
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`))
const acceptedForm = fc
  .tuple(fc.constantFrom(...FORMS_OF_BUSINESS), fc.constantFrom(...BASES))
  .chain(([formOfBusiness, basisId]) => {
    const lengths = requiredLengths(formOfBusiness)
    const visible = visibleFields(formOfBusiness, basisId)
    const filled = (field: (typeof FIELDS)[number]): fc.Arbitrary<string> => {
      const length = lengths[field]
      if (length !== undefined) return digits(length)
      if (field === 'phone') return fc.stringMatching(/^\+7\d{10}$/)
      if (field === 'proxyDate')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10).split('-').reverse().join('.'))
      return fc.string({ minLength: 1, maxLength: 25 }).map((t) => `a${t}`)
    }
    const fields = Object.fromEntries(
      FIELDS.filter((f) => f !== 'formOfBusiness' && f !== 'basisId').map((f) => [
        f,
        visible.includes(f) ? filled(f) : fc.option(value, { nil: undefined }),
      ]),
    )
    return fc
      .record(fields)
      .map((f): LegalEntityInput => ({ ...f, formOfBusiness, basisId }) as LegalEntityInput)
  })

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
      fc.property(acceptedForm, (form) => {
        const result = validateLegalEntity(form)
        expect(result.ok).toBe(true)
        if (!result.ok) return
        const { formOfBusiness, basisId, fields } = result.value
        const visible = visibleFields(formOfBusiness, basisId)
        const lengths = requiredLengths(formOfBusiness)
        for (const [field, text] of Object.entries(fields)) {
          expect(visible).toContain(field)
          const length = lengths[field as keyof typeof lengths]
          if (length !== undefined) expect(text).toHaveLength(length)
        }
        expect(Object.keys(fields).sort()).toEqual(
          visible.filter((f) => f !== 'formOfBusiness' && f !== 'basisId').sort(),
        )
        if (basisId === 'charter') expect(fields.proxyNumber).toBeUndefined()
      }),
    )
  })
})
