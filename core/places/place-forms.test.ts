import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { calculatorForm, initialInput, readInput } from '../pricing/selection/calculator-form'
import { FORM_PLACES, placeForm, type FormPlace } from '.'

/**
 * What each place's module opens its form on, and which controls it shows (issue #49 item 2): written out per
 * place, so that a place module's defaults, fields and Russian labels cannot change unnoticed. Today 22.11.2026.
 */
const EXPECTED: Readonly<Record<FormPlace, { input: unknown; controls: readonly string[] }>> = {
  metroMonitors: {
    input: {
      mode: 'video',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      clipDuration: 5,
      frequency: 2,
      presentationCount: 100000,
      fillFactor: 0.5,
      dayParts: [],
      days: 'all',
    },
    controls: [
      'choice mode Продукт',
      'period - Период размещения',
      'number clipDuration Длительность ролика, с',
      'choice frequency Показов ролика в блоке',
      'alternative presentationCount Рассчитать',
      'number presentationCount Число показов',
      'number fillFactor Коэффициент заполнения блоков',
      'flags dayParts Время показа',
      'choice days Дни показа',
    ],
  },
  metroStickers: {
    input: { startDate: '2026-12-01', endDate: '2026-12-31', formatId: 'A3', stickerCount: 1, lineIds: [] },
    controls: [
      'period - Период размещения',
      'choice formatId Формат',
      'number stickerCount Число стикеров',
      'metroLines lineIds Линии метро',
    ],
  },
  lightBoxes: {
    input: { startDate: '2026-12-01', endDate: '2026-12-31', itemIds: [] },
    controls: ['period - Период размещения', 'items itemIds Рекламные места'],
  },
  cristalLight: {
    input: { startDate: '2026-12-01', endDate: '2026-12-31', itemIds: [] },
    controls: ['period - Период размещения', 'items itemIds Рекламные места'],
  },
  transitShelter: {
    input: { months: ['2026-12'], stops: [] },
    controls: ['flags months Месяцы размещения', 'shelters stops Остановочные павильоны'],
  },
  navigationSign: {
    input: { startDate: '2026-12-01', endDate: '2027-11-30', additionalExits: false, stations: [] },
    controls: ['period - Период размещения', 'navigation stations Станция метро'],
  },
  monitorsStandalone: {
    input: {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      itemIds: [],
      clipDuration: 5,
      frequency: 30,
      hours: 19.5,
      targeting: { days: 'all' },
    },
    controls: [
      'period - Период размещения',
      'number clipDuration Длительность ролика, с',
      'number frequency Выходов в час',
      'number hours Часов показа в сутки',
      'choice targeting.days Дни показа',
      'items itemIds Рекламные места',
    ],
  },
  monitorsTram: {
    input: {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      monitors: 10,
      clipDuration: 5,
      targeting: { days: 'all' },
    },
    controls: [
      'period - Период размещения',
      'number monitors Число мониторов',
      'number clipDuration Длительность ролика, с',
      'choice targeting.days Дни показа',
    ],
  },
  busMonitors: {
    input: {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      packageId: 'start',
      clipDuration: 5,
      targeting: { days: 'all' },
    },
    controls: [
      'period - Период размещения',
      'choice packageId Пакет',
      'number clipDuration Длительность ролика, с',
      'choice targeting.days Дни показа',
    ],
  },
  groundTransportation: {
    input: {
      startDate: '2026-11-22',
      endDate: '2026-12-22',
      videoDuration: 5,
      transportRouteIds: [],
      weekPartBaseName: 'all',
      numberOfImpressions: 10000,
      runsPerHour: 9,
      timeIntervalIds: [],
    },
    controls: [
      'period - Период размещения',
      'number videoDuration Длительность ролика, с',
      'number numberOfImpressions Показов за период',
      'number runsPerHour Рейсов в час',
      'choice weekPartBaseName Дни показа',
      'flags timeIntervalIds Время показа',
      'items transportRouteIds Маршруты (геотаргетинг; без выбора — весь город)',
    ],
  },
  groundTransportationTram: {
    input: {
      startDate: '2026-11-22',
      endDate: '2026-12-22',
      videoDuration: 5,
      transportRouteIds: [],
      weekPartBaseName: 'all',
      numberOfImpressions: 10000,
      runsPerHour: 9,
      timeIntervalIds: [],
    },
    controls: [
      'period - Период размещения',
      'number videoDuration Длительность ролика, с',
      'number numberOfImpressions Показов за период',
      'number runsPerHour Рейсов в час',
      'choice weekPartBaseName Дни показа',
      'flags timeIntervalIds Время показа',
      'items transportRouteIds Маршруты (геотаргетинг; без выбора — весь город)',
    ],
  },
  cityFormat: {
    input: {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      itemIds: [],
      clipDuration: 5,
      frequency: 8,
      hours: 19.5,
      targeting: { days: 'all' },
    },
    controls: [
      'period - Период размещения',
      'number clipDuration Длительность ролика, с',
      'number frequency Выходов в час',
      'number hours Часов показа в сутки',
      'choice targeting.days Дни показа',
      'items itemIds Рекламные места',
    ],
  },
  cityFormatStandalone: {
    input: {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      itemIds: [],
      clipDuration: 5,
      frequency: 8,
      hours: 19.5,
      targeting: { days: 'all' },
    },
    controls: [
      'period - Период размещения',
      'number clipDuration Длительность ролика, с',
      'number frequency Выходов в час',
      'number hours Часов показа в сутки',
      'choice targeting.days Дни показа',
      'items itemIds Рекламные места',
    ],
  },
  cityFormatGroup: {
    input: {
      videoTiming: 5,
      advertisingSpaceGroupIds: [],
      numberOfHitsSchedule: [
        { date: '2026-12-01', numberOfHits: 700 },
        { date: '2026-12-02', numberOfHits: 700 },
        { date: '2026-12-03', numberOfHits: 700 },
        { date: '2026-12-04', numberOfHits: 700 },
        { date: '2026-12-05', numberOfHits: 700 },
      ],
    },
    controls: [
      'number videoTiming Длительность ролика, с',
      'schedule numberOfHitsSchedule Период показа',
      'items advertisingSpaceGroupIds Группы экранов',
    ],
  },
  turnsTiles: {
    input: { startDate: '2026-12-01', itemIds: [] },
    controls: ['day startDate Начало размещения', 'items itemIds Рекламные места'],
  },
  mediaFacade: {
    input: {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      itemIds: [],
      clipDuration: 5,
      frequency: 8,
      hours: 19.5,
      targeting: { days: 'all' },
    },
    controls: [
      'period - Период размещения',
      'number clipDuration Длительность ролика, с',
      'number frequency Выходов в час',
      'number hours Часов показа в сутки',
      'choice targeting.days Дни показа',
      'items itemIds Рекламные места',
    ],
  },
}
describe('each place module opens its form on its own defaults and controls', () => {
  it.each(FORM_PLACES.map((p) => [p]))('%s', (place) => {
    const input = initialInput(place, DEMO_REFERENCE, '2026-11-22')
    expect(input).toEqual(EXPECTED[place].input)
    const controls = calculatorForm(place, DEMO_REFERENCE, input, '2026-11-22')
    expect(controls.map((c) => `${c.kind} ${'field' in c ? c.field : '-'} ${c.label}`)).toEqual(
      EXPECTED[place].controls,
    )
  })

  it('stickers open in their booking window late in a month (R-PER-04/05), others on next month', () => {
    expect(fieldsOf('metroStickers', '2026-11-30')).toMatchObject({ startDate: '2027-01-01' })
    expect(fieldsOf('lightBoxes', '2026-11-30')).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    })
    expect(placeForm('lightBoxes').firstStart).toBeUndefined()
  })

  it('reads a stored calculation back over the defaults, and starts afresh from what is not one', () => {
    expect(readInput({ itemIds: ['LB-1'] }, 'lightBoxes', DEMO_REFERENCE, '2026-11-22')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      itemIds: ['LB-1'],
    })
    expect(readInput([1], 'turnsTiles', DEMO_REFERENCE, '2026-11-22')).toEqual(EXPECTED.turnsTiles.input)
    expect(readInput(null, 'turnsTiles', DEMO_REFERENCE, '2026-11-22')).toEqual(EXPECTED.turnsTiles.input)
  })
})

const fieldsOf = (place: FormPlace, today: string) => initialInput(place, DEMO_REFERENCE, today)
