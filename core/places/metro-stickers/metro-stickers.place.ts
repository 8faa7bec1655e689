import { MetroStickersCalculator, STICKER_LINES_NOTE } from './metro-stickers.calculator'
import { STICKER_COUNT_RULE } from '../../pricing/rules/field-rules'
import { firstBookableMonth } from '../../pricing/rules/periods'
import { numberControl, PERIOD } from '../../pricing/selection/form-controls'
import { definePlace } from '../place-module'
import metroStickersExample from './metroStickers.example.json' with { type: 'json' }

/** Stickers in metro cars (R-ENT-06 'Стикеры'), booked within their own window (R-PER-04/05). */
export const metroStickers = definePlace({
  id: 'metroStickers',
  name: 'Стикеры',
  order: 20,
  calculator: (title) => new MetroStickersCalculator(title),
  form: {
    // Late in a month the window opens the month after next.
    firstStart: (today) => firstBookableMonth(today, 'stickers'),
    initial: ({ reference, month }) => ({
      ...month,
      formatId: reference.tariffs.metroStickers.formats[0]?.id ?? '',
      stickerCount: 1,
      // No line ticked: every line (issue #50 item 4); the form's line control reads this list.
      lineIds: [],
    }),
    controls: (reference) => [
      PERIOD,
      {
        kind: 'choice',
        field: 'formatId',
        label: 'Формат',
        options: reference.tariffs.metroStickers.formats.map((f) => ({ id: f.id, name: f.name })),
      },
      numberControl('stickerCount', 'Число стикеров', STICKER_COUNT_RULE, 1),
      { kind: 'metroLines', field: 'lineIds', label: 'Линии метро', description: STICKER_LINES_NOTE },
    ],
  },
  wizard: { withFlag: ['placements', 'calculator', 'advertiser', 'payment', 'media', 'printing'] },
  media: { printed: { displayName: 'Стикер в вагоне 600×300', width: 600, height: 300 } },
  example: metroStickersExample,
})
