import { stationLabel, unitAtAddress, unitAtStation } from '../../inventory/unit-names'
import type { PricingReferenceData } from './pricing-reference.schema'

/** R-DISC-11: the monthly audience ratios, January to December. */
export const MONTHLY_RATIOS = [
  0.8815, 0.936, 1.0574, 1.0371, 0.9955, 0.9719, 0.9148, 0.9261, 1.0073, 1.0947, 1.0684, 1.1093,
] as const

const byMonth = MONTHLY_RATIOS.map((ratio, i) => ({ month: i + 1, ratio }))
/** Stations of the bundled metro data (their ids are the seed's, adapters/inventory/data), with their lines. */
type Station = readonly [id: string, name: string, line: string]
const CENTRE: readonly Station[] = [
  ['S209', 'Охотный Ряд', 'Сокольническая'],
  ['S299', 'Театральная', 'Замоскворецкая'],
  ['S235', 'Площадь Революции', 'Арбатско-Покровская'],
  ['S136', 'Курская', 'Арбатско-Покровская'],
  ['S111', 'Комсомольская', 'Сокольническая'],
  ['S028', 'Белорусская', 'Замоскворецкая'],
  ['S102', 'Киевская', 'Арбатско-Покровская'],
  ['S216', 'Парк культуры', 'Сокольническая'],
  ['S250', 'Пушкинская', 'Таганско-Краснопресненская'],
  ['S298', 'Тверская', 'Замоскворецкая'],
  ['S350', 'Чеховская', 'Серпуховско-Тимирязевская'],
  ['S152', 'Лубянка', 'Сокольническая'],
]
const RING: readonly Station[] = [
  ['S105', 'Китай-город', 'Калужско-Рижская'],
  ['S310', 'Третьяковская', 'Калужско-Рижская'],
  ['S188', 'Новокузнецкая', 'Замоскворецкая'],
  ['S210', 'Павелецкая', 'Замоскворецкая'],
  ['S297', 'Таганская', 'Таганско-Краснопресненская'],
  ['S278', 'Смоленская', 'Арбатско-Покровская'],
  ['S015', 'Арбатская', 'Арбатско-Покровская'],
  ['S162', 'Маяковская', 'Замоскворецкая'],
]
const HUBS: readonly Station[] = [
  ['S022', 'Баррикадная', 'Таганско-Краснопресненская'],
  ['S050', 'ВДНХ', 'Калужско-Рижская'],
  ['S065', 'Выставочная', 'Филёвская'],
  ['S079', 'Добрынинская', 'Кольцевая'],
  ['S201', 'Октябрьская', 'Кольцевая'],
  ['S247', 'Проспект Мира', 'Кольцевая'],
  ['S282', 'Сокольники', 'Сокольническая'],
  ['S112', 'Комсомольская', 'Кольцевая'],
]

/**
 * The price list's own units (the ids every example and test prices): one a station, each named by its station
 * with its line and where it hangs there (core/inventory/unit-names.ts), so it reads apart from the inventory's
 * numbered units of the same station. Units in the metro keep their station for the scheme (R-SCREEN-59).
 */
const items = (prefix: string, unit: string, stations: readonly Station[], inMetro = true) =>
  stations.map(([stationId, station, line], i) => ({
    id: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    name: unitAtStation(stationLabel(station, line), unit),
    ...(inMetro ? { stationId } : {}),
  }))

const groundRules = {
  minNumberOfImpressions: 10_000,
  maxNumberOfImpressions: 100_000_000,
  minRunsPerHour: 1,
  maxRunsPerHour: 24,
}
const routes = (prefix: string) =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    inventoryNumber: `${prefix.toUpperCase()}-${100 + i}`,
  }))

/**
 * The bundled demo reference set, derived from the spec's constants (pricing §9, RULES decisions 4, 10, 11) so the
 * CLI and tests work offline. Tariffs not given by the spec are plausible demo values, named as such.
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
  tariffs: {
    metroMonitors: {
      video: {
        price: 0.04896,
        price2: 0.0441,
        ration: { videoHronometrach: 1.1, primeFrequency: 1.15, anyDays: 1.05, anyTime: 1.1, primeTime: 1.3 },
        videoOptions: { blockDuration: 30 },
      },
      budget: {
        price: 0.2848,
        ration: { videoHronometrach: 1.1, anyTime: 1.1, primeTime: 1.3 },
        videoOptions: { blockDuration: 60 },
      },
      otsPerPresentation: 12,
      dailyCapacity: 2_000_000,
    },
    metroStickers: {
      formats: [
        { id: 'A3', name: 'Стикер A3', pricePerHalfMonth: 1_500, otsPerHalfMonth: 45_000 },
        { id: 'A4', name: 'Стикер A4', pricePerHalfMonth: 1_000, otsPerHalfMonth: 30_000 },
      ],
    },
    lightBoxes: {
      monthlyPrice: 40_000,
      otsPerDay: 12_000,
      items: items('LB', 'лайтбокс в вестибюле', CENTRE),
    },
    cristalLight: {
      monthlyPrice: 25_000,
      otsPerDay: 8_000,
      items: items('CL', 'кристалайт в вестибюле', RING),
    },
    turnsTiles: {
      monthlyPrice: 18_000,
      otsPerDay: 6_000,
      items: items('TT', 'плитки на турникетах вестибюля', HUBS),
    },
    transitShelter: {
      monthlyPrice: 30_000,
      byRegion: {
        ЦАО: 45_000,
        ЗАО: 35_000,
        САО: 32_000,
        ЮЗАО: 32_000,
        СЗАО: 30_000,
        СВАО: 30_000,
        ЮАО: 28_000,
        ВАО: 28_000,
        ЮВАО: 26_000,
        НАО: 20_000,
        ТАО: 18_000,
        ЗелАО: 18_000,
      },
      otsPerDayPerSide: 1_500,
    },
    navigationSign: {
      tariffs: [
        { quantity: 3, price: 360_000 },
        { quantity: 7, price: 720_000 },
      ],
    },
    monitorsStandalone: {
      pricePerSecond: 0.1,
      otsPerImpression: 3,
      items: items('MS', 'стационарный монитор у выхода', CENTRE.slice(0, 10), false),
    },
    cityFormat: {
      pricePerSecond: 0.5,
      otsPerImpression: 8,
      items: items('CF', 'сити-формат у выхода', CENTRE, false),
    },
    cityFormatStandalone: {
      pricePerSecond: 0.35,
      otsPerImpression: 6,
      items: items('CFS', 'отдельностоящий сити-формат у выхода', RING.slice(0, 6), false),
    },
    mediaFacade: {
      pricePerSecond: 2,
      otsPerImpression: 40,
      items: [{ id: 'MF-VARSH', name: unitAtAddress('Медиафасад', 'Варшавское шоссе, 132') }],
    },
    monitorsTram: { pricePerSecond: 0.015, impressionsPerDayPerMonitor: 360, otsPerImpression: 4 },
    busMonitors: {
      pricePerSecond: 0.05,
      surchargePercent: 20,
      otsPerImpression: 5,
      packages: [
        { id: 'start', name: 'Старт: 100 мониторов', monitors: 100, impressionsPerDay: 36_000 },
        { id: 'city', name: 'Город: 500 мониторов', monitors: 500, impressionsPerDay: 180_000 },
      ],
    },
    groundTransportation: {
      pricePerSecond: 0.06,
      impressionFactor: 0.95,
      otsPerImpression: 6,
      validationRules: groundRules,
      routes: routes('a'),
    },
    groundTransportationTram: {
      pricePerSecond: 0.06,
      impressionFactor: 0.7,
      otsPerImpression: 6,
      validationRules: groundRules,
      routes: routes('t'),
    },
    cityFormatGroup: {
      otsPerHit: 40,
      groups: [
        { id: 'maxima-center', name: 'Максима: центр', price: 2, price2: 1.8 },
        { id: 'maxima-north', name: 'Максима: север', price: 1.5, price2: 1.35 },
      ],
    },
  },
}
