import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'

/** The CLI's composition root: the registry over every place's calculator (to be taken from the container later). */
export const createCalculatorRegistry = (): CalculatorRegistry => new CalculatorRegistry(allCalculators())
