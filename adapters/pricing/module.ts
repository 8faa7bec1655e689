import { AdvertiserTermsRepository, AgencyRecords } from '../../core/ports/advertiser-terms.port'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { PlaceCalculator } from '../../core/pricing/place-calculator'
import { ContainerModule } from '../container/di'
import { Clock } from '../../core/ports/clock.port'
import { QuotePricer } from '../../core/ports/quote-pricer.port'
import { keepFromOf, KeptQuotes } from './kept-quotes'
import { BundledPricingReference } from '../../core/pricing/reference/bundled-pricing-reference'
import { ShelterSides } from '../../core/ports/shelter-sides.port'
import { BundledShelterSides } from '../inventory/bundled-shelter-sides'
import { ApiPricingReference } from './api-pricing-reference'
import { ApiShelterSides } from './api-shelter-sides'
import { InventoryPricingReference } from '../database/inventory-pricing-reference'
import { SqlAdvertiserTerms } from '../database/advertiser-terms.repository'
import { SqlAgencyRecords } from '../database/agency-records'
import { SqlPricingReference } from '../database/pricing-reference.repository'

/** Every place's calculator on the one multi-binding token, and the registry that lists them (house style 3). */
export const calculatorsModule = new ContainerModule(({ bind }) => {
  for (const calculator of allCalculators())
    bind<PlaceCalculator>(PlaceCalculator).toConstantValue(calculator)
  bind(CalculatorRegistry)
    .toDynamicValue((ctx) => new CalculatorRegistry(ctx.getAll<PlaceCalculator>(PlaceCalculator)))
    .inSingletonScope()
})

/**
 * The server's kept quotes: the pricing port decorated with what it priced (kept-quotes.ts), which the calculate
 * route reads too. The quote use case prices through the port and knows nothing of it. KEPT_QUOTES (young by default,
 * first, second, off) says from which ask a calculation is kept; the bench's mixed-load figure measures each.
 */
export const keptQuotesModule = new ContainerModule(({ bind }) => {
  bind(KeptQuotes)
    .toDynamicValue(
      (ctx) =>
        new KeptQuotes(
          ctx.get(CalculatorRegistry),
          ctx.get<PricingReference>(PricingReference),
          ctx.get<Clock>(Clock),
          keepFromOf(process.env.KEPT_QUOTES),
        ),
    )
    .inSingletonScope()
  bind<QuotePricer>(QuotePricer).toService(KeptQuotes)
})

/** The server's reference data and personal terms, from the database (the staff desk writes an agency's). */
export const sqlPricingModule = new ContainerModule(({ bind }) => {
  bind(SqlPricingReference).toSelf().inSingletonScope()
  bind(InventoryPricingReference).toSelf().inSingletonScope()
  bind<PricingReference>(PricingReference).toService(InventoryPricingReference)
  bind<AdvertiserTermsRepository>(AdvertiserTermsRepository).to(SqlAdvertiserTerms).inSingletonScope()
  bind<AgencyRecords>(AgencyRecords).to(SqlAgencyRecords).inSingletonScope()
})

/** The bundled demo reference set and the city's shelter sides from the repository: the CLI offline. */
export const bundledPricingModule = new ContainerModule(({ bind }) => {
  bind<PricingReference>(PricingReference).toConstantValue(new BundledPricingReference())
  bind<ShelterSides>(ShelterSides).toConstantValue(new BundledShelterSides())
})

/** The reference data and shelter sides of a running Tablo server: the CLI's --api mode. */
export const apiPricingModule = (baseUrl: string) =>
  new ContainerModule(({ bind }) => {
    bind<PricingReference>(PricingReference).toConstantValue(new ApiPricingReference(baseUrl))
    bind<ShelterSides>(ShelterSides).toConstantValue(new ApiShelterSides(baseUrl))
  })
