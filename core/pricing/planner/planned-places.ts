import type { GeneratedKind } from '../../inventory/inventory.entities'
import { DEFAULT_CLIP_DURATION, DEFAULT_FREQUENCY, DEFAULT_STANDALONE_FREQUENCY } from '../rules/formats'
import type { PlanKind } from './inventory-planner'

export interface PlannedPlace {
  readonly kind: PlanKind
  /** The generated inventory's kind of the place's screens or units. */
  readonly inventoryKind: GeneratedKind
  /** R-CITY-11: 8 airings an hour, 30 for standalone monitors. */
  readonly defaultFrequency: number
}

/**
 * The places the inventory planner plans (R-API-38, chosen): the screens sold as airings (city formats, standalone
 * city formats, standalone monitors, the media facade) and the lit units held whole (light boxes, crystal light).
 * Every other place answers 'notimplemented': metro monitors and stickers, transit shelters, navigation signs,
 * bus and tram monitors, ground transport, maxima (city-format groups), turn tiles and the special projects.
 */
export const PLANNED_PLACES: Readonly<Record<string, PlannedPlace>> = {
  cityFormat: { kind: 'airtime', inventoryKind: 'cityFormat', defaultFrequency: DEFAULT_FREQUENCY },
  cityFormatStandalone: {
    kind: 'airtime',
    inventoryKind: 'cityFormatStandalone',
    defaultFrequency: DEFAULT_FREQUENCY,
  },
  monitorsStandalone: {
    kind: 'airtime',
    inventoryKind: 'monitorStandalone',
    defaultFrequency: DEFAULT_STANDALONE_FREQUENCY,
  },
  mediaFacade: { kind: 'airtime', inventoryKind: 'mediaFacade', defaultFrequency: DEFAULT_FREQUENCY },
  lightBoxes: { kind: 'unit', inventoryKind: 'lightBox', defaultFrequency: DEFAULT_FREQUENCY },
  cristalLight: { kind: 'unit', inventoryKind: 'crystalLight', defaultFrequency: DEFAULT_FREQUENCY },
}

/**
 * The most units one inventory advice plans: more than any planned place has (light boxes, about 1 900), so a
 * calculator's whole choice is always asked about, and well inside the API's body limit.
 */
export const MAX_ADVICE_ITEMS = 5_000

export const plannedPlace = (place: string): PlannedPlace | undefined =>
  Object.hasOwn(PLANNED_PLACES, place) ? PLANNED_PLACES[place] : undefined

export const PLANNER_DEFAULT_CLIP = DEFAULT_CLIP_DURATION

/**
 * Hold keys of campaign_holds, as core/booking/booking-units.ts writes them: an item chosen by id is
 * '<place>:<id>', a sticker space chosen by inventory number is 'metroStickers:space:<number>'.
 */
export const itemUnitId = (place: string, id: string): string => `${place}:${id}`
export const stickerSpaceUnitId = (inventoryNumber: string): string =>
  `metroStickers:space:${inventoryNumber}`
/** Metro screen time is shared airtime, so bookings hold no monitor; a hold of one would be keyed like an item. */
export const metroMonitorUnitId = (id: string): string => itemUnitId('metroMonitors', id)
