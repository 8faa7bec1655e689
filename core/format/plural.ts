import { groupDigits } from '../shared/money'

/** A noun's three Russian count forms: 1 сторона, 3 стороны, 5 сторон; a fraction takes the form of 'few'. */
export interface CountForms {
  readonly one: string
  readonly few: string
  readonly many: string
}

const rules = new Intl.PluralRules('ru-RU')

/**
 * The form of the noun that follows `n` as Russian says it (Intl.PluralRules('ru'): 1, 21, 101 one; 2–4, 22–24
 * few; 0, 5–20, 25 many; a fraction 'other', said as 'few': 1,5 полумесяца). The one helper every count written
 * in the product goes through (issue #47: '2 полумесяцев').
 */
export const pluralForm = (n: number, forms: CountForms): string => {
  const rule = rules.select(n)
  return rule === 'one' ? forms.one : rule === 'many' ? forms.many : forms.few
}

/** '1 сторона', '3 стороны', '1 021 сторона', '12 500 мест': a whole count with its noun, thousands grouped. */
export const countOf = (n: number, forms: CountForms): string =>
  `${groupDigits(String(n))} ${pluralForm(n, forms)}`
