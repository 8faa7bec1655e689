import type { AdvertisePlace } from '../../campaign/advertise-place'

/** A place page without a calculator (R-SCREEN-21..32, 34, 35): what the place is, its formats, a manager. */
export interface PlaceInfo {
  readonly place: AdvertisePlace
  readonly title: string
  readonly summary: string
  /** Where and how the advertising is shown, a fact a line. */
  readonly facts: readonly string[]
  /** The formats a campaign buys, as the manager prices them. */
  readonly formats: readonly string[]
}

/**
 * The places the calculators do not price (cabinet §2 lists their pages and shows no content: the texts are
 * ours). A manager prices them: each page ends with the request form, which is the fast order for the place.
 */
export const PLACE_INFO: Readonly<Record<string, PlaceInfo>> = {
  'beauty-monitors': {
    place: 'beautySalonMonitors',
    title: 'Мониторы в салонах красоты',
    summary: 'Видеоролики на экранах в залах ожидания и у кресел мастеров салонов красоты Москвы.',
    facts: ['Зритель проводит в салоне от 40 минут до 2 часов', 'Ролик идёт в блоке без звука, с субтитрами'],
    formats: ['Ролик 10 или 15 секунд', 'Статичный кадр 1920×1080'],
  },
  'video-taxi': {
    place: 'videoTaxi',
    title: 'Видео в такси',
    summary: 'Экраны на подголовниках передних кресел такси: ролик видит пассажир на заднем сиденье.',
    facts: ['Средняя поездка — 25 минут', 'Показ по районам подачи и по времени суток'],
    formats: ['Ролик 15 или 30 секунд со звуком', 'Интерактивный баннер с QR-кодом'],
  },
  ooh: {
    place: 'gmg',
    title: 'Наружная реклама',
    summary: 'Щиты, суперсайты и брандмауэры на магистралях Москвы: адресная программа под задачу кампании.',
    facts: ['Размещение от двух недель', 'Печать и монтаж входят в расчёт менеджера'],
    formats: ['Щит 6×3 м', 'Суперсайт 15×5 м', 'Брандмауэр по размеру стены'],
  },
  'mail-russia': {
    place: 'mailRussia',
    title: 'Почта России',
    summary:
      'Плакаты и экраны в отделениях Почты России: реклама в очереди, у окон выдачи и в зоне ожидания.',
    facts: ['Отделения по всей Москве', 'Выбор отделений по округам'],
    formats: ['Плакат А2 в рамке', 'Ролик на экране очереди, 10 секунд'],
  },
  'bus-branding': {
    place: 'busMonitorsBranding',
    title: 'Брендирование автобусов',
    summary: 'Оклейка бортов и задней части автобусов на маршрутах Москвы.',
    facts: ['Срок размещения — от месяца', 'Маршруты выбираются под район кампании'],
    formats: ['Борт целиком', 'Задняя часть автобуса', 'Полоса под окнами'],
  },
  'metro-novosibirsk': {
    place: 'metroNovosibirsk',
    title: 'Метро Новосибирска',
    summary: 'Стикеры в вагонах и плакаты на станциях Новосибирского метрополитена.',
    facts: ['Две линии и 13 станций', 'Размещение на месяц'],
    formats: ['Стикер в вагоне', 'Плакат на станции'],
  },
  cdek: {
    place: 'cdek',
    title: 'Пункты выдачи СДЭК',
    summary: 'Экраны и листовки в пунктах выдачи заказов СДЭК: реклама в момент получения покупки.',
    facts: ['Посетитель ждёт выдачи 3–7 минут', 'Листовка кладётся в заказ'],
    formats: ['Ролик на экране, 10 секунд', 'Листовка А5'],
  },
  pews: {
    place: 'pews',
    title: 'Скамейки',
    summary: 'Реклама на спинках городских скамеек у остановок и в парках.',
    facts: ['Размещение от месяца', 'Выбор скамеек по районам'],
    formats: ['Постер на спинке скамейки'],
  },
  'dixie-monitor': {
    place: 'dixieMonitor',
    title: 'Мониторы в магазинах «Дикси»',
    summary: 'Экраны у касс и в торговых залах магазинов «Дикси» в Москве.',
    facts: ['Показ рядом с местом покупки', 'Выбор магазинов по округам'],
    formats: ['Ролик 10 или 15 секунд без звука'],
  },
  'advertising-stand': {
    place: 'advertisingStand',
    title: 'Рекламные стенды',
    summary: 'Стенды в вестибюлях станций и на переходах: плакат крупного формата в потоке пассажиров.',
    facts: ['Размещение от двух недель', 'Печать по требованиям к макету'],
    formats: ['Плакат 1,2×1,8 м'],
  },
  'outdoor-novosibirsk': {
    place: 'outdoorNovosibirsk',
    title: 'Наружная реклама в Новосибирске',
    summary: 'Щиты и ситиборды на улицах Новосибирска.',
    facts: ['Размещение от двух недель', 'Адресная программа под задачу'],
    formats: ['Щит 6×3 м', 'Ситиборд 3,7×2,7 м'],
  },
  'bus-branding-novosibirsk': {
    place: 'busBrandingNovosibirsk',
    title: 'Брендирование автобусов в Новосибирске',
    summary: 'Оклейка автобусов на маршрутах Новосибирска.',
    facts: ['Срок размещения — от месяца'],
    formats: ['Борт целиком', 'Задняя часть автобуса'],
  },
}

/** The page's information, or undefined when the page has a calculator or none at all. */
export const placeInfoOf = (page: string): PlaceInfo | undefined =>
  Object.hasOwn(PLACE_INFO, page) ? PLACE_INFO[page] : undefined
