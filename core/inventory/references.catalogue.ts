import { ADVERTISE_PLACES, SPECIAL_PROJECT_PLACES } from '../campaign/advertise-place'
import { CAMPAIGN_STATES } from '../campaign/campaign-state'
import { CAMPAIGN_STATE_LABELS } from '../campaign/campaign-state.labels'
import { placeName } from '../campaign/calculator.catalogue'
import { DAY_PARTS } from '../pricing/rules/metro'

/**
 * The small reference lists of cabinet §7 "References" (R-API-27) as demo content. The response bodies are
 * not shown by the spec (left open): each entry carries `_id` and `name` like the campaign entities, plus the
 * fields the cabinet entities name.
 */
export interface NamedEntry {
  readonly _id: string
  readonly name: string
}

/** Advertising places (data-places): every place id with its name from the one catalogue of place names. */
export const DATA_PLACES: readonly (NamedEntry & { readonly isSpecialProject: boolean })[] =
  ADVERTISE_PLACES.map((id) => ({
    _id: id,
    name: placeName(id),
    isSpecialProject: (SPECIAL_PROJECT_PLACES as readonly string[]).includes(id),
  }))

/** Campaign states with their labels (core/campaign owns both). */
export const CAMPAIGN_STATE_REFERENCE: readonly NamedEntry[] = CAMPAIGN_STATES.map((id) => ({
  _id: id,
  name: CAMPAIGN_STATE_LABELS[id],
}))

export const FORMS_OF_BUSINESS: readonly NamedEntry[] = [
  { _id: 'legalEntityOrg', name: 'Юридическое лицо' },
  { _id: 'individualEntrepreneur', name: 'Индивидуальный предприниматель' },
  { _id: 'individual', name: 'Физическое лицо' },
]

export const LEGAL_ENTITY_BASES: readonly NamedEntry[] = [
  { _id: 'charter', name: 'Устав' },
  { _id: 'proxy', name: 'Доверенность' },
]

export const CITIES: readonly NamedEntry[] = [
  { _id: 'moscow', name: 'Москва' },
  { _id: 'zelenograd', name: 'Зеленоград' },
  { _id: 'troitsk', name: 'Троицк' },
  { _id: 'shcherbinka', name: 'Щербинка' },
]

/** Sticker packages of the metro (data-packages) and their sizes; prices are the pricing engine's. */
export const DATA_PACKAGES: readonly (NamedEntry & { readonly stickers: number; readonly sizeId: string })[] =
  [
    { _id: 'pkg-50', name: 'Пакет 50 стикеров', stickers: 50, sizeId: 'size-a4' },
    { _id: 'pkg-100', name: 'Пакет 100 стикеров', stickers: 100, sizeId: 'size-a4' },
    { _id: 'pkg-250', name: 'Пакет 250 стикеров', stickers: 250, sizeId: 'size-a3' },
    { _id: 'pkg-500', name: 'Пакет 500 стикеров', stickers: 500, sizeId: 'size-a3' },
  ]

export const DATA_PACKAGE_SIZES: readonly (NamedEntry & {
  readonly width: number
  readonly height: number
})[] = [
  { _id: 'size-a4', name: '297×210 мм', width: 297, height: 210 },
  { _id: 'size-a3', name: '420×297 мм', width: 420, height: 297 },
  { _id: 'size-wide', name: '600×300 мм', width: 600, height: 300 },
]

export const DATA_VIDEO_PACKAGES: readonly (NamedEntry & {
  readonly clipSeconds: number
  readonly airingsPerHour: number
})[] = [2, 4, 6, 12].flatMap((airingsPerHour) =>
  [5, 10, 15].map((clipSeconds) => ({
    _id: `video-${clipSeconds}s-${airingsPerHour}`,
    name: `${clipSeconds} с, ${airingsPerHour} выходов в час`,
    clipSeconds,
    airingsPerHour,
  })),
)

/** Base plans name a plan per place; the amounts are the pricing engine's reference data. */
export const BASE_PLANS: readonly (NamedEntry & { readonly advertisePlace: string })[] = [
  'metroMonitors',
  'metroStickers',
  'lightBoxes',
  'transitShelter',
  'navigationSign',
  'cityFormat',
].map((place) => ({ _id: `base-${place}`, name: `Базовый план: ${place}`, advertisePlace: place }))

/** Typography packages; the self-made option 'independently' has price 0 (cabinet §3). */
export const TYPOGRAPHY: readonly (NamedEntry & {
  readonly price: number
  readonly deliveryPrice: number
})[] = [
  { _id: 'independently', name: 'Самостоятельно', price: 0, deliveryPrice: 0 },
  { _id: 'standard', name: 'Печать в типографии', price: 1_500, deliveryPrice: 500 },
  { _id: 'express', name: 'Срочная печать', price: 2_500, deliveryPrice: 900 },
]

/** Metro monitor time intervals: the day parts of pricing §9 (timeIntervals). */
export const TIME_INTERVALS = DAY_PARTS.map((p) => ({
  id: String(p.id),
  startTime: p.from,
  endTime: p.to,
  primeTime: p.primeTime,
  product: 'metroMonitors',
}))
