import { ISO_DATE_SHAPE } from '../../shared/calendar'
import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'

/**
 * Reference data the calculators read (tariffs per place and format, seasonal coefficients, volume and
 * capacity discounts, global factors, base plans, formats, VAT). Money here is in roubles as the managers
 * enter it (tariffs can be fractions of a kopeck per second); the calculators turn results into kopecks.
 * The same Schema decodes the bundled demo set and the server's answers (house style 9).
 */
const Positive = Schema.Number.pipe(
  Schema.check(Schema.isGreaterThan(0, { message: 'expected a number > 0' })),
)
const NonNegative = Schema.Number.pipe(
  Schema.check(Schema.isGreaterThanOrEqualTo(0, { message: 'expected a number >= 0' })),
)
const Percent = Schema.Number.pipe(
  Schema.check(Schema.isBetween({ minimum: 0, maximum: 100 }, { message: 'expected a percent 0..100' })),
)
const Factor = Schema.Number.pipe(
  Schema.check(
    Schema.isBetween(
      { minimum: 0, maximum: 1, exclusiveMinimum: true },
      { message: 'expected a factor in (0, 1]' },
    ),
  ),
)
const Day = Schema.String.pipe(
  Schema.check(Schema.isPattern(ISO_DATE_SHAPE, { message: 'expected YYYY-MM-DD' })),
)
const Month = Schema.Int.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: 12 }, { message: 'expected 1..12' })),
)

export const VatRate = Schema.Struct({ from: Day, rate: Schema.Number })
export const MonthRatio = Schema.Struct({ month: Month, ratio: Positive })

/** R-DISC-02 / R-DISC-03, decision 4. */
export const VolumeDiscountRule = Schema.Struct({
  priceFrom: NonNegative,
  priceTo: Positive,
  discountSize: Percent,
  startDate: Schema.optionalKey(Day),
  endDate: Schema.optionalKey(Day),
  /** Places the rule is limited to; absent or empty = every place. */
  rules: Schema.optionalKey(Schema.Array(Schema.String)),
})
export type VolumeDiscountRule = typeof VolumeDiscountRule.Type

/** R-DISC-06: value is a percent; range is the quantity (in unit) from which it applies. */
export const CapacityDiscount = Schema.Struct({
  place: Schema.String,
  value: Percent,
  range: Positive,
  unit: Schema.String,
})
export type CapacityDiscount = typeof CapacityDiscount.Type

/** R-DISC-10. */
export const GlobalDiscountFactor = Schema.Struct({ startDate: Day, endDate: Day, value: Factor })
export type GlobalDiscountFactor = typeof GlobalDiscountFactor.Type

/** R-TGT-03: non-metro surcharges in percent. */
export const TargetingSurcharges = Schema.Struct({
  geo: Percent,
  days: Percent,
  time: Percent,
  timePrime: Percent,
  primeTimeIntervalIds: Schema.Array(Schema.Int),
  frequency: Percent,
})
export type TargetingSurcharges = typeof TargetingSurcharges.Type

/** R-TGT-05: a metro placement option. Missing coefficients count as 1 (R-TGT-07). */
export const PlacementOption = Schema.Struct({
  price: Positive,
  price2: Schema.optionalKey(Positive),
  ration: Schema.Struct({
    videoHronometrach: Schema.optionalKey(Positive),
    primeFrequency: Schema.optionalKey(Positive),
    anyDays: Schema.optionalKey(Positive),
    anyTime: Schema.optionalKey(Positive),
    primeTime: Schema.optionalKey(Positive),
  }),
  videoOptions: Schema.Struct({ blockDuration: Positive }),
})
export type PlacementOption = typeof PlacementOption.Type

const NamedItem = Schema.Struct({ id: Schema.String, name: Schema.String })

/** Places sold as airings on screens: price per second of one impression. */
export const ScreenTariff = Schema.Struct({
  pricePerSecond: Positive,
  otsPerImpression: NonNegative,
  items: Schema.Array(
    Schema.Struct({ id: Schema.String, name: Schema.String, pricePerSecond: Schema.optionalKey(Positive) }),
  ),
})
export type ScreenTariff = typeof ScreenTariff.Type

/** Places sold per unit and month. */
export const MonthlyTariff = Schema.Struct({
  monthlyPrice: Positive,
  otsPerDay: NonNegative,
  items: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      monthlyPrice: Schema.optionalKey(Positive),
      otsPerDay: Schema.optionalKey(NonNegative),
      /** The metro station the unit is at (the inventory's light boxes and crystal lights), for the scheme. */
      stationId: Schema.optionalKey(Schema.String),
    }),
  ),
})
export type MonthlyTariff = typeof MonthlyTariff.Type

/**
 * A metro station whose navigation zones are sold (pricing §3 'Navigation sign'): each zone with how many signs it
 * takes (null: not sold, R-NAV-06), whether it is reached only through an additional exit (R-NAV-04), and the
 * exits a sign in it may point to.
 */
export const NavigationStation = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  zones: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      capacity: Schema.NullOr(Schema.Int),
      additional: Schema.Boolean,
      exits: Schema.Array(Schema.String),
    }),
  ),
})
export type NavigationStation = typeof NavigationStation.Type

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

export const Format = Schema.Struct({
  id: Schema.String,
  place: Schema.String,
  name: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  ratio: Schema.String,
})
export type Format = typeof Format.Type

export const BasePlan = Schema.Struct({
  id: Schema.String,
  place: Schema.String,
  name: Schema.String,
  price: Positive,
})

export const PricingReferenceData = Schema.Struct({
  version: Schema.String,
  vatRates: Schema.Array(VatRate),
  seasonalCoefficients: Schema.Array(MonthRatio),
  audienceRatios: Schema.Array(MonthRatio),
  audienceBase: Positive,
  volumeDiscounts: Schema.Array(VolumeDiscountRule),
  capacityDiscounts: Schema.Array(CapacityDiscount),
  globalDiscountFactors: Schema.Array(GlobalDiscountFactor),
  targetingSurcharges: TargetingSurcharges,
  formats: Schema.Array(Format),
  basePlans: Schema.Array(BasePlan),
  tariffs: Schema.Struct({
    metroMonitors: Schema.Struct({
      video: PlacementOption,
      budget: PlacementOption,
      otsPerPresentation: NonNegative,
      dailyCapacity: Positive,
    }),
    metroStickers: Schema.Struct({
      formats: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          name: Schema.String,
          pricePerHalfMonth: Positive,
          otsPerHalfMonth: NonNegative,
        }),
      ),
    }),
    lightBoxes: MonthlyTariff,
    cristalLight: MonthlyTariff,
    turnsTiles: MonthlyTariff,
    transitShelter: Schema.Struct({
      monthlyPrice: Positive,
      byRegion: Schema.Record(Schema.String, Positive),
      otsPerDayPerSide: NonNegative,
    }),
    navigationSign: Schema.Struct({
      tariffs: Schema.Array(Schema.Struct({ quantity: Schema.Int, price: Positive })),
      /** The stations with their zones (the server adds the seeded inventory's; a stored version has none). */
      stations: Schema.optionalKey(Schema.Array(NavigationStation)),
    }),
    monitorsStandalone: ScreenTariff,
    cityFormat: ScreenTariff,
    cityFormatStandalone: ScreenTariff,
    mediaFacade: ScreenTariff,
    monitorsTram: Schema.Struct({
      pricePerSecond: Positive,
      impressionsPerDayPerMonitor: Positive,
      otsPerImpression: NonNegative,
    }),
    busMonitors: Schema.Struct({
      pricePerSecond: Positive,
      surchargePercent: Percent,
      otsPerImpression: NonNegative,
      packages: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          name: Schema.String,
          monitors: Schema.Int,
          impressionsPerDay: Positive,
        }),
      ),
    }),
    groundTransportation: GroundTariff,
    groundTransportationTram: GroundTariff,
    cityFormatGroup: Schema.Struct({
      otsPerHit: NonNegative,
      groups: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          name: Schema.String,
          price: Positive,
          price2: Schema.optionalKey(Positive),
        }),
      ),
    }),
  }),
})
export type PricingReferenceData = typeof PricingReferenceData.Type

export const decodePricingReference = decoderOf(PricingReferenceData, { allowUnknown: true })
export { NamedItem }
