import type { AdvertisePlace } from '../../campaign/advertise-place'
import { placeName } from '../../campaign/place-names'

/** A place page without a calculator (R-SCREEN-21..32, 34, 35): what the place is, its formats, a manager. */
export interface PlaceInfo {
  readonly place: AdvertisePlace
  readonly title: string
  readonly summary: string
  /** Where and how the advertising is shown, a fact a line. */
  readonly facts: readonly string[]
  /** The formats a campaign buys, as the manager prices them. */
  readonly formats: readonly string[]
  /** The surfaces the scheme draws to scale beside a person (placeScheme). */
  readonly surfaces: readonly Surface[]
}

/** A surface the advertising is on, in metres: its size and how high its lower edge is. */
export interface Surface {
  readonly label: string
  readonly widthM: number
  readonly heightM: number
  readonly aboveFloorM: number
}

const surface = (label: string, widthM: number, heightM: number, aboveFloorM: number): Surface => ({
  label,
  widthM,
  heightM,
  aboveFloorM,
})

/**
 * The places the calculators do not price (cabinet §2 lists their pages and shows no content: the texts are
 * ours). A manager prices them: each page ends with the request form, which is the fast order for the place.
 */
export const PLACE_INFO: Readonly<Record<string, PlaceInfo>> = {
  'beauty-monitors': {
    place: 'beautySalonMonitors',
    title: placeName('beautySalonMonitors'),
    summary: 'Видеоролики на экранах в залах ожидания и у кресел мастеров салонов красоты Москвы.',
    facts: ['Зритель проводит в салоне от 40 минут до 2 часов', 'Ролик идёт в блоке без звука, с субтитрами'],
    formats: ['Ролик 10 или 15 секунд', 'Статичный кадр 1920×1080'],
    surfaces: [surface('Экран 43″', 0.95, 0.54, 1.3)],
  },
  'video-taxi': {
    place: 'videoTaxi',
    title: placeName('videoTaxi'),
    summary: 'Экраны на подголовниках передних кресел такси: ролик видит пассажир на заднем сиденье.',
    facts: ['Средняя поездка — 25 минут', 'Показ по районам подачи и по времени суток'],
    formats: ['Ролик 15 или 30 секунд со звуком', 'Интерактивный баннер с QR-кодом'],
    surfaces: [surface('Экран 10″ на подголовнике', 0.22, 0.14, 0.9)],
  },
  ooh: {
    place: 'gmg',
    title: placeName('gmg'),
    summary: 'Щиты, суперсайты и брандмауэры на магистралях Москвы: адресная программа под задачу кампании.',
    facts: ['Размещение от двух недель', 'Печать и монтаж входят в расчёт менеджера'],
    formats: ['Щит 6×3 м', 'Суперсайт 15×5 м', 'Брандмауэр по размеру стены'],
    surfaces: [surface('Щит', 6, 3, 4), surface('Суперсайт', 15, 5, 6)],
  },
  'mail-russia': {
    place: 'mailRussia',
    title: placeName('mailRussia'),
    summary:
      'Плакаты и экраны в отделениях Почты России: реклама в очереди, у окон выдачи и в зоне ожидания.',
    facts: ['Отделения по всей Москве', 'Выбор отделений по округам'],
    formats: ['Плакат А2 в рамке', 'Ролик на экране очереди, 10 секунд'],
    surfaces: [surface('Плакат А2', 0.42, 0.594, 1.2), surface('Экран очереди 32″', 0.71, 0.4, 1.9)],
  },
  'bus-branding': {
    place: 'busMonitorsBranding',
    title: placeName('busMonitorsBranding'),
    summary: 'Оклейка бортов и задней части автобусов на маршрутах Москвы.',
    facts: ['Срок размещения — от месяца', 'Маршруты выбираются под район кампании'],
    formats: ['Борт целиком', 'Задняя часть автобуса', 'Полоса под окнами'],
    surfaces: [surface('Борт автобуса', 11, 2.2, 0.4), surface('Задняя часть', 2.5, 1.6, 0.9)],
  },
  'metro-novosibirsk': {
    place: 'metroNovosibirsk',
    title: placeName('metroNovosibirsk'),
    summary: 'Стикеры в вагонах и плакаты на станциях Новосибирского метрополитена.',
    facts: ['Две линии и 13 станций', 'Размещение на месяц'],
    formats: ['Стикер в вагоне', 'Плакат на станции'],
    surfaces: [surface('Стикер в вагоне', 0.6, 0.3, 1.7), surface('Плакат на станции', 1.2, 1.8, 0.4)],
  },
  cdek: {
    place: 'cdek',
    title: placeName('cdek'),
    summary: 'Экраны и листовки в пунктах выдачи заказов СДЭК: реклама в момент получения покупки.',
    facts: ['Посетитель ждёт выдачи 3–7 минут', 'Листовка кладётся в заказ'],
    formats: ['Ролик на экране, 10 секунд', 'Листовка А5'],
    surfaces: [surface('Экран 43″', 0.95, 0.54, 1.6), surface('Листовка А5', 0.148, 0.21, 0.9)],
  },
  pews: {
    place: 'pews',
    title: placeName('pews'),
    summary: 'Реклама на спинках городских скамеек у остановок и в парках.',
    facts: ['Размещение от месяца', 'Выбор скамеек по районам'],
    formats: ['Постер на спинке скамейки'],
    surfaces: [surface('Постер на спинке', 1.8, 0.4, 0.5)],
  },
  'dixie-monitor': {
    place: 'dixieMonitor',
    title: placeName('dixieMonitor'),
    summary: 'Экраны у касс и в торговых залах магазинов «Дикси» в Москве.',
    facts: ['Показ рядом с местом покупки', 'Выбор магазинов по округам'],
    formats: ['Ролик 10 или 15 секунд без звука'],
    surfaces: [surface('Экран у кассы 32″', 0.71, 0.4, 1.9)],
  },
  'advertising-stand': {
    place: 'advertisingStand',
    title: placeName('advertisingStand'),
    summary: 'Стенды в вестибюлях станций и на переходах: плакат крупного формата в потоке пассажиров.',
    facts: ['Размещение от двух недель', 'Печать по требованиям к макету'],
    formats: ['Плакат 1,2×1,8 м'],
    surfaces: [surface('Плакат', 1.2, 1.8, 0.3)],
  },
  'outdoor-novosibirsk': {
    place: 'outdoorNovosibirsk',
    title: placeName('outdoorNovosibirsk'),
    summary: 'Щиты и ситиборды на улицах Новосибирска.',
    facts: ['Размещение от двух недель', 'Адресная программа под задачу'],
    formats: ['Щит 6×3 м', 'Ситиборд 3,7×2,7 м'],
    surfaces: [surface('Щит', 6, 3, 4), surface('Ситиборд', 3.7, 2.7, 2.5)],
  },
  'bus-branding-novosibirsk': {
    place: 'busBrandingNovosibirsk',
    title: placeName('busBrandingNovosibirsk'),
    summary: 'Оклейка автобусов на маршрутах Новосибирска.',
    facts: ['Срок размещения — от месяца'],
    formats: ['Борт целиком', 'Задняя часть автобуса'],
    surfaces: [surface('Борт автобуса', 11, 2.2, 0.4), surface('Задняя часть', 2.5, 1.6, 0.9)],
  },
}

/** The page's information, or undefined when the page has a calculator or none at all. */
export const placeInfoOf = (page: string): PlaceInfo | undefined =>
  Object.hasOwn(PLACE_INFO, page) ? PLACE_INFO[page] : undefined
