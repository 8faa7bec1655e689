import { PLACE_TARIFFS } from '../../places/tariffs'
import type { PricingReferenceData } from './pricing-reference.schema'
import { tariffDemos } from './tariff-fields'

/** R-DISC-11: the monthly audience ratios, January to December. */
export const MONTHLY_RATIOS = [
  0.8815, 0.936, 1.0574, 1.0371, 0.9955, 0.9719, 0.9148, 0.9261, 1.0073, 1.0947, 1.0684, 1.1093,
] as const

const byMonth = MONTHLY_RATIOS.map((ratio, i) => ({ month: i + 1, ratio }))

/**
 * The bundled demo reference set, derived from the spec's constants (pricing §9, RULES decisions 4, 10, 11) so the
 * CLI and tests work offline. Tariffs not given by the spec are plausible demo values, named as such; each place's lives in its folder
 * (core/places/<place>/<place>.tariff.ts).
 */
export const DEMO_REFERENCE: PricingReferenceData = {
  version: 'demo-2026-11',
  vatRates: [
    { from: '2019-01-01', rate: 0.2 },
    { from: '2026-01-01', rate: 0.22 },
  ],
  // Decision 11: the demo seasonal price ratios are the audience ratios until a manager changes them.
  seasonalCoefficients: byMonth,
  audienceRatios: byMonth,
  audienceBase: 10_287_500,
  volumeDiscounts: [
    { priceFrom: 0, priceTo: 500_000, discountSize: 0 },
    { priceFrom: 500_000, priceTo: 1_000_000, discountSize: 5 },
    { priceFrom: 1_000_000, priceTo: 3_000_000, discountSize: 10 },
    { priceFrom: 3_000_000, priceTo: 10_000_000, discountSize: 15 },
    { priceFrom: 10_000_000, priceTo: 1_000_000_000_000, discountSize: 20 },
  ],
  capacityDiscounts: [
    { place: 'transitShelter', value: 3, range: 100, unit: 'sides' },
    { place: 'transitShelter', value: 7, range: 1000, unit: 'sides' },
    { place: 'lightBoxes', value: 5, range: 10, unit: 'items' },
    { place: 'cityFormat', value: 5, range: 10, unit: 'items' },
  ],
  globalDiscountFactors: [
    { startDate: '2026-07-01', endDate: '2026-08-31', value: 0.9 },
    { startDate: '2027-07-01', endDate: '2027-08-31', value: 0.9 },
  ],
  targetingSurcharges: {
    geo: 10,
    days: 10,
    time: 10,
    timePrime: 30,
    primeTimeIntervalIds: [2, 4],
    frequency: 10,
  },
  formats: [
    {
      id: 'metroMonitors',
      place: 'metroMonitors',
      name: 'Мониторы в метро',
      width: 1920,
      height: 1080,
      ratio: '16:9',
    },
    {
      id: 'busMonitors',
      place: 'busMonitors',
      name: 'Мониторы в автобусах',
      width: 1280,
      height: 720,
      ratio: '16:9',
    },
    {
      id: 'monitorsStandalone',
      place: 'monitorsStandalone',
      name: 'Отдельностоящие мониторы',
      width: 1280,
      height: 512,
      ratio: '5:2',
    },
    {
      id: 'monitorsTram',
      place: 'monitorsTram',
      name: 'Мониторы в трамваях',
      width: 1920,
      height: 540,
      ratio: '32:9',
    },
    { id: 'cityFormat', place: 'cityFormat', name: 'Сити-формат', width: 512, height: 704, ratio: '8:11' },
    {
      id: 'cityFormatGroup',
      place: 'cityFormatGroup',
      name: 'Максима',
      width: 1280,
      height: 720,
      ratio: '16:9',
    },
    {
      id: 'groundTransportation',
      place: 'groundTransportation',
      name: 'Наземный транспорт',
      width: 1920,
      height: 1080,
      ratio: '16:9',
    },
  ],
  basePlans: [
    { id: 'start', place: 'metroMonitors', name: 'Старт', price: 50_000 },
    { id: 'business', place: 'metroMonitors', name: 'Бизнес', price: 250_000 },
    { id: 'city', place: 'transitShelter', name: 'Город', price: 1_000_000 },
  ],
  tariffs: tariffDemos(PLACE_TARIFFS),
}
