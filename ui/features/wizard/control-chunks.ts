import type { FormControl } from '../../../core/pricing/selection/form-controls'
import { lazyNamed } from '../../app/lazy-named'

/**
 * The controls only some calculators have, each a lazy chunk of its own (issue #15: each calculator a lazy chunk):
 * the shelters (with the map a chunk further), the navigation stations, the metro scheme, the metro lines and the
 * ground routes. The form renders them; the wizard asks for them ahead (calculator-chunks.ts).
 */
export const ShelterPicker = lazyNamed(() => import('./ShelterPicker'), 'ShelterPicker')
export const NavigationPicker = lazyNamed(() => import('./NavigationPicker'), 'NavigationPicker')
export const MetroItemsControl = lazyNamed(() => import('./MetroItemsControl'), 'MetroItemsControl')
export const MetroLinesControl = lazyNamed(() => import('./MetroLinesControl'), 'MetroLinesControl')
export const GroundRoutesControl = lazyNamed(() => import('./GroundRoutesControl'), 'GroundRoutesControl')
/** Not a control: the metro monitors by line under the metro calculator of the wizard (R-API-19). */
export const MonitorsByLine = lazyNamed(() => import('./MonitorsByLine'), 'MonitorsByLine')

const controlChunks = {
  shelters: ShelterPicker,
  navigation: NavigationPicker,
  metroItems: MetroItemsControl,
  metroLines: MetroLinesControl,
  groundRoutes: GroundRoutesControl,
} as const

type ControlChunk = keyof typeof controlChunks

/** The lazy chunk a control renders with, or none for the controls the form itself carries. */
const chunkOf = (control: FormControl): ControlChunk | undefined => {
  switch (control.kind) {
    case 'shelters':
    case 'navigation':
    case 'metroLines':
      return control.kind
    case 'items':
      return control.metro ? 'metroItems' : control.field === 'transportRouteIds' ? 'groundRoutes' : undefined
    default:
      return undefined
  }
}

/** The chunks a calculator's controls render with, once each, as one key that stays equal while they do. */
export const chunkNames = (controls: readonly FormControl[]): string =>
  [...new Set(controls.map(chunkOf).filter((c) => c !== undefined))].sort().join(' ')

/** Fetches the chunks named (see chunkNames); a chunk asked for twice is fetched once. */
export const preloadControls = (names: string): void => {
  for (const name of names.split(' '))
    if (name in controlChunks) void controlChunks[name as ControlChunk].preload()
}
