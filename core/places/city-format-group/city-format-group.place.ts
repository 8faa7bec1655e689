import { formatRoubles, fromRoubles } from '../../shared/money'
import { CityFormatGroupCalculator, MAXIMA_DEFAULT_DAYS, MAXIMA_HITS } from './city-format-group.calculator'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import { MAXIMA_TIMING_RULE } from '../../pricing/rules/field-rules'
import { periodOfDays } from '../../pricing/rules/periods'
import { clipControl, itemsControl, scheduleOf } from '../form-kit'
import { definePlace } from '../place-module'
import cityFormatGroupExample from './cityFormatGroup.example.json' with { type: 'json' }

/** Maxima, a group of city-format screens sold by hits a day (R-MAXIMA-*). */
export const cityFormatGroup = definePlace({
  id: 'cityFormatGroup',
  name: 'Максима (группа сити-форматов)',
  order: 140,
  calculator: (title) => new CityFormatGroupCalculator(title),
  form: {
    initial: ({ month }) => {
      // R-MAXIMA-02: five days from the first day that can be booked, 700 hits each.
      const days = periodOfDays(month.startDate, MAXIMA_DEFAULT_DAYS)
      return {
        videoTiming: DEFAULT_CLIP_DURATION,
        advertisingSpaceGroupIds: [],
        numberOfHitsSchedule: scheduleOf(days.startDate, days.endDate, MAXIMA_HITS.default),
      }
    },
    controls: (reference) => [
      clipControl(MAXIMA_TIMING_RULE, 'videoTiming'),
      {
        kind: 'schedule',
        field: 'numberOfHitsSchedule',
        label: 'Период показа',
        hitsLabel: 'Выходов в день',
        rule: MAXIMA_HITS,
        min: MAXIMA_HITS.min,
        max: MAXIMA_HITS.max,
        step: MAXIMA_HITS.step,
        fallback: MAXIMA_HITS.default,
      },
      itemsControl(
        'advertisingSpaceGroupIds',
        'Группы экранов',
        reference.tariffs.cityFormatGroup.groups.map((g) => ({
          id: g.id,
          name: g.name,
          // The group's price is of a second of one hit (the calculator multiplies it by hits and seconds).
          price: `${formatRoubles(fromRoubles(g.price))} за секунду выхода`,
        })),
      ),
    ],
  },
  // Maxima is the calculator of a group of city-format blocks, so both the city-format calculator and its own
  // price it (pricing §1).
  catalogue: [
    { id: 'cityFormat', name: 'Сити-форматы' },
    { id: 'maxima', name: 'Максима' },
  ],
  media: {
    video: {
      name: 'Группа сити-форматов',
      width: 1280,
      height: 720,
      ratio: '16:9',
      maxDuration: 45,
      maxAiringsPerDay: 4200,
    },
  },
  example: cityFormatGroupExample,
})
