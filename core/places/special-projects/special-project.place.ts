import { SpecialProjectCalculator } from './special-project.calculator'
import { definePlace } from '../place-module'

/**
 * A special project (decision 7): a manager prices it, so it has a calculator that says so, no form, and no
 * entry in the calculators' catalogue.
 */
export const specialProjectPlace = <const Id extends string>(id: Id, name: string) =>
  definePlace({
    id,
    name,
    calculator: (title: string) => new SpecialProjectCalculator(id, title),
    catalogue: [],
  })

export const nonStandart = specialProjectPlace('nonStandart', 'Нестандартный проект')
export const escalatorSteps = specialProjectPlace('escalatorSteps', 'Ступени эскалаторов')
export const pointersStandart = specialProjectPlace('pointersStandart', 'Указатели')
export const beautySalonMonitors = specialProjectPlace('beautySalonMonitors', 'Мониторы в салонах красоты')
