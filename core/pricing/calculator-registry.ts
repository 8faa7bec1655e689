import { err, type Result } from '../shared/result'
import { refusalMessages, type PlaceCalculator, type PricingError } from './place-calculator'
import type { PricingReferenceData } from './reference/pricing-reference.schema'
import type { PricingContext } from './rules/price-pipeline'
import type { Quote } from './quote'

/** Lists the calculators bound to the PlaceCalculator token and prices raw input for any place. */
export class CalculatorRegistry {
  private readonly byPlace: ReadonlyMap<string, PlaceCalculator>

  constructor(calculators: readonly PlaceCalculator[]) {
    const map = new Map<string, PlaceCalculator>()
    for (const c of calculators) {
      if (map.has(c.place)) throw new Error(`two calculators for the place ${c.place}`)
      map.set(c.place, c)
    }
    this.byPlace = map
  }

  places(): readonly PlaceCalculator[] {
    return [...this.byPlace.values()]
  }

  get(place: string): PlaceCalculator | undefined {
    return this.byPlace.get(place)
  }

  /** Decodes then prices; an unknown place or bad input is an error value naming the field. */
  price(
    place: string,
    input: unknown,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const calculator = this.byPlace.get(place)
    if (!calculator) {
      return err({ code: 'unknown place', message: `Неизвестное рекламное место: ${place}`, field: 'place' })
    }
    const decoded = calculator.decode(input)
    if (!decoded.ok) {
      // Said in Russian here, once, for whoever shows it: the form, the server's answer, the CLI (issue #47).
      const messages = refusalMessages(calculator.schema, input, decoded.error.errors)
      const [field] = Object.keys(decoded.error.errors)
      return err({
        code: 'invalid input',
        message: (field === undefined ? undefined : messages[field]) ?? decoded.error.message,
        ...(field === undefined ? {} : { field }),
        errors: decoded.error.errors,
        messages,
      })
    }
    return calculator.price(decoded.value, reference, context)
  }
}
