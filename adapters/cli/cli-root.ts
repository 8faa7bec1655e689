import { Clock } from '../../core/ports/clock.port'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import { ShelterSides } from '../../core/ports/shelter-sides.port'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { Container } from '../container/di'
import { moscowClockModule } from '../moscow-clock/module'
import { apiPricingModule, bundledPricingModule, calculatorsModule } from '../pricing/module'

/**
 * The CLI's composition root: every place's calculator (multi-bound), the Moscow clock, and the reference
 * data — bundled, or from a running server with --api.
 */
export const createCliContainer = (api?: string): Container => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.load(calculatorsModule, moscowClockModule, api ? apiPricingModule(api) : bundledPricingModule)
  return container
}

export interface CliServices {
  readonly registry: CalculatorRegistry
  readonly reference: PricingReference
  readonly clock: Clock
  /** The shelter inventory a transit-shelter spec is checked against (bundled, or the server's). */
  readonly shelters: ShelterSides
}

export const cliServices = (api?: string): CliServices => {
  const container = createCliContainer(api)
  return {
    registry: container.get(CalculatorRegistry),
    reference: container.get<PricingReference>(PricingReference),
    clock: container.get<Clock>(Clock),
    shelters: container.get<ShelterSides>(ShelterSides),
  }
}

/** The registry alone (tests, the bench). */
export const createCalculatorRegistry = (): CalculatorRegistry => cliServices().registry
