import type { AdvertisePlace } from './advertise-place'

/**
 * Places whose order changes with the extra flag (R-WIZ-01); the flag means nothing for the others. A module of
 * its own so that the cabinet's shell (the auto-flow it reads at start) does not carry the wizard's step table.
 */
export const CALCULATOR_FIRST_PLACES: readonly AdvertisePlace[] = [
  'metroStickers',
  'metroMonitors',
  'monitorsStandalone',
  'busMonitors',
  'lightBoxes',
  'transitShelter',
]
