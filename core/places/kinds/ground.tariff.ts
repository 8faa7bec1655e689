import { Schema } from 'effect'
import { Factor, NonNegative, Positive } from '../../pricing/reference/tariff-fields'

/** Ground transport (kinds/ground.kind.ts): buses and trams. */
export const GroundTariff = Schema.Struct({
  pricePerSecond: Positive,
  /** R-TGT-06: 0.95 for buses, 0.7 for trams. */
  impressionFactor: Factor,
  otsPerImpression: NonNegative,
  validationRules: Schema.Struct({
    minNumberOfImpressions: Positive,
    maxNumberOfImpressions: Positive,
    minRunsPerHour: Positive,
    maxRunsPerHour: Positive,
  }),
  routes: Schema.Array(Schema.Struct({ id: Schema.String, inventoryNumber: Schema.String })),
})
export type GroundTariff = typeof GroundTariff.Type

/** The demo set's bounds of a ground-transport order (R-GROUND-*), the same for buses and trams. */
export const DEMO_GROUND_RULES = {
  minNumberOfImpressions: 10_000,
  maxNumberOfImpressions: 100_000_000,
  minRunsPerHour: 1,
  maxRunsPerHour: 24,
}

/** The demo set's twenty routes of one kind of vehicle. */
export const demoRoutes = (prefix: string) =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    inventoryNumber: `${prefix.toUpperCase()}-${100 + i}`,
  }))
