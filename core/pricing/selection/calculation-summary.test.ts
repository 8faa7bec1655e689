import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { calculationSummary, EVERY_LINE, EVERY_ROUTE, NAMES_SHOWN } from './calculation-summary'
import { FORM_PLACES } from './calculator-form'

const TODAY = '2026-11-22'
const summary = (place: string, calculation: unknown) =>
  calculationSummary(place, calculation, DEMO_REFERENCE, TODAY).map((l) => `${l.label}: ${l.value}`)

/** The campaign page's «Параметры размещения» (R-SCREEN-05): the form read back over a stored calculation. */
describe('what a campaign buys, line by line', () => {
  it('metro monitors: the mode, clip, frequency, count and day parts by their names, the period left out', () => {
    expect(
      summary('metroMonitors', {
        mode: 'video',
        startDate: '2027-05-04',
        endDate: '2027-05-20',
        clipDuration: 15,
        frequency: 3,
        presentationCount: 1_250_000,
        dayParts: [3, 2],
      }),
    ).toEqual([
      'Продукт: Видеокампания',
      'Длительность ролика, с: 15',
      'Показов ролика в блоке: 3',
      'Число показов: 1\u00a0250\u00a0000',
      'Коэффициент заполнения блоков: 0,5',
      'Время показа: 08:00–10:00 (прайм-тайм), 10:00–17:30',
      'Дни показа: Все дни',
    ])
  })

  it('a budget is money: shown to the advertiser, left out for an observer (who sees no sums)', () => {
    const budget = {
      mode: 'budget',
      startDate: '2027-03-30',
      endDate: '2027-04-02',
      frequency: 2,
      budget: 150_000,
    }
    expect(summary('metroMonitors', budget)).toContain('Бюджет, ₽: 150\u00a0000')
    const observed = calculationSummary('metroMonitors', budget, DEMO_REFERENCE, TODAY, { money: false })
    expect(observed.map((l) => l.label)).not.toContain('Бюджет, ₽')
    expect(observed.map((l) => l.label)).toContain('Длительность ролика, с')
  })

  it('names a sticker campaign’s metro lines, or every line when none is chosen (issue #50 item 4)', () => {
    const stickers = { startDate: '2027-01-01', endDate: '2027-01-15', formatId: 'A3', stickerCount: 2 }
    expect(summary('metroStickers', { ...stickers, lineIds: ['1', '5'] })).toContain('Линии метро: № 1, 5')
    expect(summary('metroStickers', stickers)).toContain(`Линии метро: ${EVERY_LINE}`)
  })

  it('a value the calculation leaves out is the default the calculator priced it with', () => {
    expect(
      summary('monitorsStandalone', { startDate: '2027-04-01', endDate: '2027-04-30', itemIds: [] }),
    ).toEqual(expect.arrayContaining(['Выходов в час: 30', 'Часов показа в сутки: 19,5']))
  })

  it('transit shelters: the months by name in calendar order and the sides counted as Russian counts them', () => {
    const stops = ['A', 'B', 'C', 'D', 'E'].map((side, i) => ({
      inventoryNumber: `ОСТ-00000${i}-${side}`,
      side: 'a',
      region: 'ЮАО',
    }))
    expect(summary('transitShelter', { months: ['2027-02', '2027-01'], stops })).toEqual([
      'Месяцы размещения: Январь 2027, Февраль 2027',
      'Остановочные павильоны: 5 сторон',
    ])
  })

  it('ground routes: none chosen is every route; chosen ones by their names', () => {
    const base = { startDate: '2027-03-01', endDate: '2027-03-31', numberOfImpressions: 200_000 }
    expect(summary('groundTransportationTram', base).at(-1)).toMatch(new RegExp(`: ${EVERY_ROUTE}$`))
    expect(summary('groundTransportation', { ...base, transportRouteIds: ['a1', 'a2'] }).at(-1)).toMatch(
      /: Маршрут A-100, Маршрут A-101$/,
    )
  })

  it(`a long list names its first ${NAMES_SHOWN} and counts the rest; an id the list lost is shown as is`, () => {
    const ids = ['LB-001', 'LB-002', 'LB-003', 'LB-004', 'LB-005', 'LB-006', 'LB-GONE']
    expect(summary('lightBoxes', { startDate: '2027-01-15', endDate: '2027-02-14', itemIds: ids })).toEqual([
      'Рекламные места: Охотный Ряд (Сокольническая): лайтбокс в вестибюле, Театральная (Замоскворецкая): лайтбокс в вестибюле, ' +
        'Площадь Революции (Арбатско-Покровская): лайтбокс в вестибюле, Курская (Арбатско-Покровская): лайтбокс в вестибюле, ' +
        'Комсомольская (Сокольническая): лайтбокс в вестибюле и ещё 2',
    ])
    expect(
      summary('lightBoxes', { startDate: '2027-01-15', endDate: '2027-02-14', itemIds: ['LB-GONE'] }),
    ).toEqual(['Рекламные места: LB-GONE'])
  })

  it('navigation signs: the stations counted and named as the calculation stored them', () => {
    const station = (id: string, name: string) => ({ id, name, zones: [{ id: `${id}-1`, selected: true }] })
    expect(
      summary('navigationSign', {
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        stations: [station('S001', 'Авиамоторная'), station('S004', 'Лубянка')],
      }),
    ).toEqual(['Станция метро: 2 станции: Авиамоторная, Лубянка'])
  })

  it('a Maxima schedule: its days and hits a day; a tile: its first day', () => {
    expect(
      summary('cityFormatGroup', {
        videoTiming: 10,
        advertisingSpaceGroupIds: ['maxima-center'],
        numberOfHitsSchedule: [
          { date: '2027-04-28', numberOfHits: 700 },
          { date: '2027-05-02', numberOfHits: 700 },
        ],
      }),
    ).toContain('Период показа: 28.04.2027 – 02.05.2027, выходов в день: 700')
    expect(summary('turnsTiles', { startDate: '2027-02-10', itemIds: [] })).toEqual([
      'Начало размещения: 10.02.2027',
    ])
  })

  it('no lines for a place without a form or a calculation that is not an object; a line for every form', () => {
    expect(summary('nonStandart', { startDate: '2027-01-01' })).toEqual([])
    expect(summary('metroMonitors', null)).toEqual([])
    expect(summary('metroMonitors', [1, 2])).toEqual([])
    for (const place of FORM_PLACES)
      for (const line of calculationSummary(place, {}, DEMO_REFERENCE, TODAY)) {
        expect(line.label).not.toBe('')
        expect(line.value).not.toBe('')
      }
  })
})
