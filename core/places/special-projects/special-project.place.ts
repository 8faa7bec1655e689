import { SpecialProjectCalculator } from './special-project.calculator'
import { definePlace, type PlaceExample } from '../place-module'
import nonStandartExample from './nonStandart.example.json' with { type: 'json' }

/**
 * A special project (decision 7): a manager prices it, so it has a calculator that says so, no form, and no
 * entry in the calculators' catalogue.
 */
export const specialProjectPlace = <const Id extends string>(
  id: Id,
  name: string,
  order: number,
  example?: PlaceExample,
) =>
  definePlace({
    id,
    name,
    order,
    ...(example ? { example } : {}),
    calculator: (title: string) => new SpecialProjectCalculator(id, title),
    catalogue: [],
  })

export const nonStandart = specialProjectPlace('nonStandart', 'Нестандартный проект', 170, nonStandartExample)
export const escalatorSteps = specialProjectPlace('escalatorSteps', 'Ступени эскалаторов', 180)
export const pointersStandart = specialProjectPlace('pointersStandart', 'Указатели', 190)
export const beautySalonMonitors = specialProjectPlace(
  'beautySalonMonitors',
  'Мониторы в салонах красоты',
  200,
)
