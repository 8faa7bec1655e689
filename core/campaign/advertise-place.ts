/** Advertising places by their string ids, as listed (R-ENT-01). */
export const ADVERTISE_PLACES = [
  'metroStickers',
  'metroMonitors',
  'busMonitors',
  'monitorsStandalone',
  'lightBoxes',
  'monitorsTram',
  'nonStandart',
  'escalatorSteps',
  'navigationSign',
  'beautySalonMonitors',
  'rim',
  'videoTaxi',
  'gmg',
  'mailRussia',
  'transitShelter',
  'outdoorNovosibirsk',
  'busMonitorsBranding',
  'metroNovosibirsk',
  'cdek',
  'pews',
  'dixieMonitor',
  'advertisingStand',
  'busBrandingNovosibirsk',
  'cityFormat',
  'turnsTiles',
  'cristalLight',
  'cityFormatGroup',
  'cityFormatStandalone',
  'threeOne',
  'groundTransportation',
  'mediaFacade',
  'groundTransportationTram',
] as const

export type AdvertisePlace = (typeof ADVERTISE_PLACES)[number]

/** The special-project group (R-ENT-03; RULES.md decision 7 names pointersStandart). */
export const SPECIAL_PROJECT_PLACES = [
  'nonStandart',
  'escalatorSteps',
  'pointersStandart',
  'beautySalonMonitors',
] as const
export type SpecialProjectPlace = (typeof SPECIAL_PROJECT_PLACES)[number]

export const isAdvertisePlace = (value: unknown): value is AdvertisePlace =>
  typeof value === 'string' && (ADVERTISE_PLACES as readonly string[]).includes(value)

export const isSpecialProject = (place: string): boolean =>
  (SPECIAL_PROJECT_PLACES as readonly string[]).includes(place)
