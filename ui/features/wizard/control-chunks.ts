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

const asked = new Map<string, Promise<void>>()

/**
 * Fetches the chunks named (see chunkNames), each once however often asked. The promise settles when all are in,
 * or when one could not be fetched (its control's own boundary then shows the failure); once settled it says so to
 * React's `use`, which then renders at once instead of suspending.
 */
export const preloadControls = (names: string): Promise<void> => {
  const known = asked.get(names)
  if (known) return known
  const chunks = names.split(' ').filter((name): name is ControlChunk => name in controlChunks)
  const ready = Promise.all(chunks.map((name) => controlChunks[name].preload())).then(
    () => undefined,
    () => undefined,
  )
  void ready.then(() => Object.assign(ready, { status: 'fulfilled', value: undefined }))
  asked.set(names, ready)
  return ready
}
