import { placeCalculators } from '../../places'
import type { PlaceCalculator } from '../place-calculator'

/**
 * One instance of every place's calculator, in listing order, each titled by its place's name: read from the
 * place registry (core/places). The DI container multi-binds the same list to the PlaceCalculator token; the CLI
 * builds its registry from it directly.
 */
export const allCalculators = (): PlaceCalculator[] => placeCalculators()
