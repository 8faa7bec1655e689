import { groundTransportationCalculator, type GroundVehicles } from './ground.calculator'
import { DEFAULT_GROUND_VIDEO_DURATION } from '../../pricing/rules/formats'
import { GROUND_VIDEO_RULE } from '../../pricing/rules/field-rules'
import { IMPRESSIONS, impressionsRule, RUNS_PER_HOUR, runsPerHourRule } from '../../pricing/rules/ground'
import { defaultStopsPeriod } from '../../pricing/rules/periods'
import { daysControl, INTERVALS, numberControl, PERIOD } from '../../pricing/selection/form-controls'
import { clipControl, itemsControl } from '../form-kit'
import { definePlace, type PlaceExample, type PlaceMedia } from '../place-module'

/** The calculators' catalogue groups both ground-transport places (pricing §1). */
const GROUND_CATALOGUE = [{ id: 'groundTransportation', name: 'Наземный транспорт' }] as const

/** A ground-transport place (buses or trams): impressions over a period, runs an hour, routes (R-GROUND-*). */
export const groundPlace = <const Id extends 'groundTransportation' | 'groundTransportationTram'>(place: {
  id: Id
  name: string
  order: number
  media?: PlaceMedia
  /** The line's name and how runs an hour are read (R-GROUND-02: trams keep what was typed). */
  vehicles: GroundVehicles
  example?: PlaceExample
}) =>
  definePlace({
    id: place.id,
    name: place.name,
    order: place.order,
    ...(place.media ? { media: place.media } : {}),
    ...(place.example ? { example: place.example } : {}),
    calculator: (title: string) => groundTransportationCalculator(place.id, title, place.vehicles),
    form: {
      initial: ({ today }) => ({
        // R-PER-10: ground transport opens on today to the same day next month.
        ...defaultStopsPeriod(today),
        videoDuration: DEFAULT_GROUND_VIDEO_DURATION,
        transportRouteIds: [],
        weekPartBaseName: 'all',
        numberOfImpressions: IMPRESSIONS.default,
        runsPerHour: RUNS_PER_HOUR.default,
        timeIntervalIds: [],
      }),
      controls: (reference) => {
        // R-GROUND-01: the server's bounds, clamped; the field says what the price counted (field-notes.ts).
        const tariff = reference.tariffs[place.id]
        const rules = tariff.validationRules
        return [
          PERIOD,
          clipControl(GROUND_VIDEO_RULE, 'videoDuration'),
          numberControl(
            'numberOfImpressions',
            'Показов за период',
            {
              ...impressionsRule(rules),
              min: rules.minNumberOfImpressions,
              max: rules.maxNumberOfImpressions,
            },
            IMPRESSIONS.default,
          ),
          numberControl(
            'runsPerHour',
            'Рейсов в час',
            { ...runsPerHourRule(rules), min: rules.minRunsPerHour, max: rules.maxRunsPerHour },
            RUNS_PER_HOUR.default,
          ),
          daysControl('weekPartBaseName'),
          {
            kind: 'flags',
            field: 'timeIntervalIds',
            label: 'Время показа',
            options: INTERVALS,
            numeric: true,
          },
          itemsControl(
            'transportRouteIds',
            'Маршруты (геотаргетинг; без выбора — весь город)',
            tariff.routes.map((r) => ({
              id: r.id,
              name: `Маршрут ${r.inventoryNumber}`,
              price: '',
              number: r.inventoryNumber,
            })),
            true,
          ),
        ]
      },
    },
    catalogue: GROUND_CATALOGUE,
  })
