import { describeNumber } from './number-rule'
import { saysRussian } from './text'

/**
 * The one catalogue of field messages, in Russian (R-VAL-01, R-VAL-02, R-VAL-03 and the calculators' checks).
 * Decoders and calculators answer a field with a code ('required', 'wrong format') or an expectation written
 * for machines ('expected a whole number from 1 to 10000 in steps of 1'); the wire keeps those codes (the API
 * contract), and whatever shows a field to a person — the cabinet's forms, the calculators, the CLI — says it
 * through fieldMessage, so the same mistake reads the same everywhere. A numeric field's bounds are said by its
 * rule (number-rule.ts), which also names the bound a given value breaks.
 */
export const REQUIRED_MESSAGE = 'Данное поле является обязательным'
export const INVALID_MESSAGE = 'Неправильный формат'
export const LENGTH_MESSAGE = 'Введите корректное значение'

/** A field's message per field name; an absent field is valid. */
export type FieldMessages = Readonly<Record<string, string>>

/** R-VAL-01: empty (after trimming) means missing. */
export const isBlank = (value: string | undefined | null): boolean => (value ?? '').trim() === ''

/** R-VAL-03: a field with a required length. */
export const lengthMessage = (value: string, length: number): string | undefined =>
  value.trim().length === length ? undefined : LENGTH_MESSAGE

/** Exact codes. */
const CODES: Readonly<Record<string, string>> = {
  required: REQUIRED_MESSAGE,
  'wrong format': INVALID_MESSAGE,
  'invalid input': INVALID_MESSAGE,
  'unknown field': 'Такого поля нет',
  'unknown id': 'Нет такого объекта в справочнике',
  'not found': 'Не найдено',
  'wrong side': 'Сторона не совпадает с инвентарным номером',
  'booking conflict': 'Уже забронировано на эти даты',
  'expected a date YYYY-MM-DD': 'Введите дату в формате ГГГГ-ММ-ДД',
  'expected YYYY-MM-DD': 'Введите дату в формате ГГГГ-ММ-ДД',
  'expected a real day YYYY-MM-DD': 'Такого дня нет в календаре (формат ГГГГ-ММ-ДД)',
  'expected a month YYYY-MM': 'Введите месяц в формате ГГГГ-ММ',
  'expected a percent 0..100': 'Введите процент от 0 до 100',
  'expected a number >= 0': 'Введите число не меньше 0',
  'expected a number > 0': 'Введите число больше 0',
  'expected a factor in (0, 1]': 'Введите коэффициент больше 0 и не больше 1',
  'expected 1..12': 'Введите номер месяца от 1 до 12',
  'expected at least one id': 'Выберите хотя бы один объект',
  'expected at least one stop': 'Выберите хотя бы одну остановку',
  'expected at least one station': 'Выберите хотя бы одну станцию',
  'expected at least one month': 'Выберите хотя бы один месяц',
  'expected at least one day': 'Укажите хотя бы один день',
}

const num = (s: string): number => Number(s)

/** Expectations with figures in them, most specific first: said by the rule module, as the forms say them. */
const PATTERNS: readonly (readonly [RegExp, (...m: string[]) => string])[] = [
  [
    /^expected a whole number from (-?[\d.]+) to (-?[\d.]+) in steps of ([\d.]+)$/,
    (a, b, s) => describeNumber({ min: num(a), max: num(b), step: num(s), whole: true }),
  ],
  [
    /^expected (-?[\d.]+)\.\.(-?[\d.]+) in steps of ([\d.]+)$/,
    (a, b, s) => describeNumber({ min: num(a), max: num(b), step: num(s) }),
  ],
  [
    /^expected a number from (-?[\d.]+) to (-?[\d.]+)$/,
    (a, b) => describeNumber({ min: num(a), max: num(b) }),
  ],
  [/^expected a whole number of at least (-?[\d.]+)$/, (a) => describeNumber({ min: num(a), whole: true })],
  [/^expected a number of at least (-?[\d.]+)$/, (a) => describeNumber({ min: num(a) })],
  [/^expected one of (.+)$/, (list) => `Выберите одно из значений: ${list}`],
]

/**
 * The Russian message of a field's code. A message that is already Russian (a rule's own sentence) is kept;
 * an English code the catalogue does not know reads as the generic 'wrong format' rather than leak through.
 */
export const fieldMessage = (code: string): string => {
  if (saysRussian(code)) return code
  const exact = CODES[code]
  if (exact) return exact
  for (const [pattern, say] of PATTERNS) {
    const m = pattern.exec(code)
    if (m) return say(...m.slice(1))
  }
  return INVALID_MESSAGE
}

/** Every field of an error map, said in Russian. */
export const fieldMessages = (errors: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, fieldMessage(code)]))
