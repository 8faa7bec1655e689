import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { calculatorForm, initialInput } from '../pricing/selection/calculator-form'
import type { FormControl } from '../pricing/selection/form-controls'
import type { FormInput } from '../pricing/selection/form-input'
import { FORM_PLACES, type FormPlace } from '.'

/**
 * What a person can enter in each place's form, in full (issue #49 item 6: tests that bite): beside the labels
 * place-forms.test.ts pins, each control's bounds, step, fallback, options, flags and list of units, as the
 * module builds them from the demo price list on 22.11.2026. A list of units is told by its size, its first and
 * last entry.
 */
const TODAY = '2026-11-22'

const shown = (control: FormControl): string => {
  const { kind, label, ...rest } = control
  const parts: string[] = [kind, label]
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'rule') continue
    if (Array.isArray(value) && value.length > 3) {
      const list = value as readonly unknown[]
      parts.push(`${key}=${list.length}[${JSON.stringify(list[0])} … ${JSON.stringify(list.at(-1))}]`)
    } else parts.push(`${key}=${JSON.stringify(value)}`)
  }
  // The figures' no-break spaces (Russian grouping) read as plain spaces here.
  return parts.join(' ').replace(/[\u00a0\u202f]/g, ' ')
}

const controlsOf = (place: FormPlace, input: FormInput = initialInput(place, DEMO_REFERENCE, TODAY)) =>
  calculatorForm(place, DEMO_REFERENCE, input, TODAY).map(shown)

describe('each place module builds the controls a person fills in', () => {
  it('gives every place the bounds, defaults, options and units of its form', () => {
    expect(Object.fromEntries(FORM_PLACES.map((place) => [place, controlsOf(place)]))).toMatchInlineSnapshot(`
      {
        "busMonitors": [
          "period Период размещения start="startDate" end="endDate"",
          "choice Пакет field="packageId" options=[{"id":"start","name":"Старт: 100 мониторов"},{"id":"city","name":"Город: 500 мониторов"}]",
          "number Длительность ролика, с field="clipDuration" min=5 max=45 step=5 fallback=5 description="Введите целое число от 5 до 45 с шагом 5"",
          "choice Дни показа field="targeting.days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
        ],
        "cityFormat": [
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="clipDuration" min=5 max=45 step=5 fallback=5 description="Введите целое число от 5 до 45 с шагом 5"",
          "number Выходов в час field="frequency" min=1 max=60 step=1 fallback=8 description="Введите целое число от 1 до 60 с шагом 1"",
          "number Часов показа в сутки field="hours" min=1 max=24 step=0.5 fallback=19.5 description="Введите число от 1 до 24 с шагом 0,5"",
          "choice Дни показа field="targeting.days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
          "items Рекламные места field="itemIds" items=12[{"id":"CF-001","name":"Охотный Ряд (Сокольническая): сити-формат у выхода","price":"0,50 ₽ за секунду показа"} … {"id":"CF-012","name":"Лубянка (Сокольническая): сити-формат у выхода","price":"0,50 ₽ за секунду показа"}] planner="cityFormat"",
        ],
        "cityFormatGroup": [
          "number Длительность ролика, с field="videoTiming" min=5 max=30 step=5 fallback=5 description="Введите целое число от 5 до 30 с шагом 5"",
          "schedule Период показа field="numberOfHitsSchedule" hitsLabel="Выходов в день" min=175 max=4200 step=175 fallback=700",
          "items Группы экранов field="advertisingSpaceGroupIds" items=[{"id":"maxima-center","name":"Максима: центр","price":"2,00 ₽ за секунду выхода"},{"id":"maxima-north","name":"Максима: север","price":"1,50 ₽ за секунду выхода"}]",
        ],
        "cityFormatStandalone": [
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="clipDuration" min=5 max=45 step=5 fallback=5 description="Введите целое число от 5 до 45 с шагом 5"",
          "number Выходов в час field="frequency" min=1 max=60 step=1 fallback=8 description="Введите целое число от 1 до 60 с шагом 1"",
          "number Часов показа в сутки field="hours" min=1 max=24 step=0.5 fallback=19.5 description="Введите число от 1 до 24 с шагом 0,5"",
          "choice Дни показа field="targeting.days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
          "items Рекламные места field="itemIds" items=6[{"id":"CFS-001","name":"Китай-город (Калужско-Рижская): отдельностоящий сити-формат у выхода","price":"0,35 ₽ за секунду показа"} … {"id":"CFS-006","name":"Смоленская (Арбатско-Покровская): отдельностоящий сити-формат у выхода","price":"0,35 ₽ за секунду показа"}] planner="cityFormatStandalone"",
        ],
        "cristalLight": [
          "period Период размещения start="startDate" end="endDate"",
          "items Рекламные места field="itemIds" items=8[{"id":"CL-001","name":"Китай-город (Калужско-Рижская): кристалайт в вестибюле","price":"25 000,00 ₽ в месяц","stationId":"S105"} … {"id":"CL-008","name":"Маяковская (Замоскворецкая): кристалайт в вестибюле","price":"25 000,00 ₽ в месяц","stationId":"S162"}] metro=true planner="cristalLight"",
        ],
        "groundTransportation": [
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="videoDuration" min=5 max=60 step=5 fallback=5 description="Введите целое число от 5 до 60 с шагом 5"",
          "number Показов за период field="numberOfImpressions" min=10000 max=100000000 step=1000 fallback=10000 description="Введите целое число от 10 000 до 100 000 000 с шагом 1 000"",
          "number Рейсов в час field="runsPerHour" min=1 max=24 step=1 fallback=9 description="Введите число от 1 до 24"",
          "choice Дни показа field="weekPartBaseName" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
          "flags Время показа field="timeIntervalIds" options=5[{"id":"1","name":"05:30–08:00"} … {"id":"5","name":"19:40–01:00"}] numeric=true",
          "items Маршруты (геотаргетинг; без выбора — весь город) field="transportRouteIds" items=20[{"id":"a1","name":"Маршрут A-100","price":"","number":"A-100"} … {"id":"a20","name":"Маршрут A-119","price":"","number":"A-119"}] optional=true",
        ],
        "groundTransportationTram": [
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="videoDuration" min=5 max=60 step=5 fallback=5 description="Введите целое число от 5 до 60 с шагом 5"",
          "number Показов за период field="numberOfImpressions" min=10000 max=100000000 step=1000 fallback=10000 description="Введите целое число от 10 000 до 100 000 000 с шагом 1 000"",
          "number Рейсов в час field="runsPerHour" min=1 max=24 step=1 fallback=9 description="Введите число от 1 до 24"",
          "choice Дни показа field="weekPartBaseName" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
          "flags Время показа field="timeIntervalIds" options=5[{"id":"1","name":"05:30–08:00"} … {"id":"5","name":"19:40–01:00"}] numeric=true",
          "items Маршруты (геотаргетинг; без выбора — весь город) field="transportRouteIds" items=20[{"id":"t1","name":"Маршрут T-100","price":"","number":"T-100"} … {"id":"t20","name":"Маршрут T-119","price":"","number":"T-119"}] optional=true",
        ],
        "lightBoxes": [
          "period Период размещения start="startDate" end="endDate"",
          "items Рекламные места field="itemIds" items=12[{"id":"LB-001","name":"Охотный Ряд (Сокольническая): лайтбокс в вестибюле","price":"40 000,00 ₽ в месяц","stationId":"S209"} … {"id":"LB-012","name":"Лубянка (Сокольническая): лайтбокс в вестибюле","price":"40 000,00 ₽ в месяц","stationId":"S152"}] metro=true planner="lightBoxes"",
        ],
        "mediaFacade": [
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="clipDuration" min=5 max=45 step=5 fallback=5 description="Введите целое число от 5 до 45 с шагом 5"",
          "number Выходов в час field="frequency" min=1 max=60 step=1 fallback=8 description="Введите целое число от 1 до 60 с шагом 1"",
          "number Часов показа в сутки field="hours" min=1 max=24 step=0.5 fallback=19.5 description="Введите число от 1 до 24 с шагом 0,5"",
          "choice Дни показа field="targeting.days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
          "items Рекламные места field="itemIds" items=[{"id":"MF-VARSH","name":"Медиафасад: Варшавское шоссе, 132","price":"2,00 ₽ за секунду показа"}] planner="mediaFacade"",
        ],
        "metroMonitors": [
          "choice Продукт field="mode" options=[{"id":"video","name":"Видеокампания"},{"id":"budget","name":"Частые показы"}] description="Видеокампания: ролик до 30 с, показов в блоке 1–3, всего до 100 000 000. Частые показы: ролик до 60 с, показов в блоке 10–60, всего до 100 000."",
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="clipDuration" min=5 max=30 step=5 fallback=5 description="Введите целое число от 5 до 30 с шагом 5"",
          "choice Показов ролика в блоке field="frequency" options=[{"id":"1","name":"1"},{"id":"2","name":"2"},{"id":"3","name":"3"}] numeric=true fallback="2"",
          "alternative Рассчитать field="presentationCount" options=[{"id":"presentationCount","name":"По числу показов","default":100000},{"id":"budget","name":"По бюджету","default":100000}]",
          "number Число показов field="presentationCount" min=10000 max=100000000 step=10000 fallback=100000 description="Введите целое число от 10 000 до 100 000 000 с шагом 10 000"",
          "number Коэффициент заполнения блоков field="fillFactor" min=0.001 max=1 step=0.001 fallback=0.5 description="Введите число от 0,001 до 1 с шагом 0,001"",
          "flags Время показа field="dayParts" options=5[{"id":"1","name":"05:30–08:00"} … {"id":"5","name":"19:40–01:00"}] numeric=true",
          "choice Дни показа field="days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
        ],
        "metroStickers": [
          "period Период размещения start="startDate" end="endDate"",
          "choice Формат field="formatId" options=[{"id":"A3","name":"Стикер A3"},{"id":"A4","name":"Стикер A4"}]",
          "number Число стикеров field="stickerCount" min=1 max=100000 step=1 fallback=1 description="Введите целое число от 1 до 100 000 с шагом 1"",
          "metroLines Линии метро field="lineIds" description="Линия не меняет цену и охват: тариф и аудитория стикера одни для всех линий; линии войдут в медиаплан."",
        ],
        "monitorsStandalone": [
          "period Период размещения start="startDate" end="endDate"",
          "number Длительность ролика, с field="clipDuration" min=5 max=45 step=5 fallback=5 description="Введите целое число от 5 до 45 с шагом 5"",
          "number Выходов в час field="frequency" min=1 max=60 step=1 fallback=30 description="Введите целое число от 1 до 60 с шагом 1"",
          "number Часов показа в сутки field="hours" min=1 max=24 step=0.5 fallback=19.5 description="Введите число от 1 до 24 с шагом 0,5"",
          "choice Дни показа field="targeting.days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
          "items Рекламные места field="itemIds" items=10[{"id":"MS-001","name":"Охотный Ряд (Сокольническая): стационарный монитор у выхода","price":"0,10 ₽ за секунду показа"} … {"id":"MS-010","name":"Тверская (Замоскворецкая): стационарный монитор у выхода","price":"0,10 ₽ за секунду показа"}] planner="monitorsStandalone"",
        ],
        "monitorsTram": [
          "period Период размещения start="startDate" end="endDate"",
          "number Число мониторов field="monitors" min=1 max=10000 step=1 fallback=10 description="Введите целое число от 1 до 10 000 с шагом 1"",
          "number Длительность ролика, с field="clipDuration" min=5 max=45 step=5 fallback=5 description="Введите целое число от 5 до 45 с шагом 5"",
          "choice Дни показа field="targeting.days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
        ],
        "navigationSign": [
          "period Период размещения start="startDate" end="endDate"",
          "navigation Станция метро field="stations" stations=[]",
        ],
        "transitShelter": [
          "flags Месяцы размещения field="months" options=12[{"id":"2026-12","name":"Декабрь 2026"} … {"id":"2027-11","name":"Ноябрь 2027"}]",
          "shelters Остановочные павильоны field="stops" startDate="2026-12-01" endDate="2026-12-31"",
        ],
        "turnsTiles": [
          "day Начало размещения field="startDate" description="Плитки размещаются на месяц с 1-го или 16-го числа"",
          "items Рекламные места field="itemIds" items=8[{"id":"TT-001","name":"Баррикадная (Таганско-Краснопресненская): плитки на турникетах вестибюля","price":"18 000,00 ₽ в месяц","stationId":"S022"} … {"id":"TT-008","name":"Комсомольская (Кольцевая): плитки на турникетах вестибюля","price":"18 000,00 ₽ в месяц","stationId":"S112"}]",
        ],
      }
    `)
  })

  it('changes the controls with the input where the place says so', () => {
    const metro = initialInput('metroMonitors', DEMO_REFERENCE, TODAY)
    expect(controlsOf('metroMonitors', { ...metro, mode: 'budget', budget: 500_000 })).toMatchInlineSnapshot(`
      [
        "choice Продукт field="mode" options=[{"id":"video","name":"Видеокампания"},{"id":"budget","name":"Частые показы"}] description="Видеокампания: ролик до 30 с, показов в блоке 1–3, всего до 100 000 000. Частые показы: ролик до 60 с, показов в блоке 10–60, всего до 100 000."",
        "period Период размещения start="startDate" end="endDate"",
        "number Длительность ролика, с field="clipDuration" min=5 max=60 step=5 fallback=5 description="Введите целое число от 5 до 60 с шагом 5"",
        "choice Показов ролика в блоке field="frequency" options=6[{"id":"10","name":"10"} … {"id":"60","name":"60"}] numeric=true fallback="10"",
        "alternative Рассчитать field="budget" options=[{"id":"presentationCount","name":"По числу показов","default":50000},{"id":"budget","name":"По бюджету","default":100000}]",
        "number Бюджет, ₽ field="budget" min=14240 max=650000 step=1 fallback=100000 description="Введите целое число от 14 240 до 650 000" placeholder="10 000 000"",
        "toggle Не переносить дату окончания field="endDateLocked" description="Если бюджета не хватит, калькулятор предложит увеличить бюджет, а не период"",
        "flags Время показа field="dayParts" options=5[{"id":"1","name":"05:30–08:00"} … {"id":"5","name":"19:40–01:00"}] numeric=true",
        "choice Дни показа field="days" options=[{"id":"all","name":"Все дни"},{"id":"workday","name":"Будни"},{"id":"weekend","name":"Выходные"}]",
      ]
    `)
    const maxima = initialInput('cityFormatGroup', DEMO_REFERENCE, TODAY)
    expect(controlsOf('cityFormatGroup', { ...maxima, startDate: '2027-01-30', endDate: '2027-02-02' }))
      .toMatchInlineSnapshot(`
      [
        "number Длительность ролика, с field="videoTiming" min=5 max=30 step=5 fallback=5 description="Введите целое число от 5 до 30 с шагом 5"",
        "schedule Период показа field="numberOfHitsSchedule" hitsLabel="Выходов в день" min=175 max=4200 step=175 fallback=700",
        "items Группы экранов field="advertisingSpaceGroupIds" items=[{"id":"maxima-center","name":"Максима: центр","price":"2,00 ₽ за секунду выхода"},{"id":"maxima-north","name":"Максима: север","price":"1,50 ₽ за секунду выхода"}]",
      ]
    `)
  })
})
