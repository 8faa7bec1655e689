import { PLACES } from '../../core/places'
import type { PlaceModule } from '../../core/places/place-module'

/**
 * Every place's worked example, bundled into the built CLI so that `<place> --help` can print one that prices. Each
 * lives in its place's folder (core/places/<place>/<place>.example.json, issue #49 item 2: a new place brings its
 * own); adapters/cli/examples/<place>.json are links to them, the paths the CLI's help and README name.
 */
export const CALC_EXAMPLES: Readonly<Record<string, unknown>> = Object.fromEntries(
  (PLACES as readonly PlaceModule[]).flatMap((place) => (place.example ? [[place.id, place.example]] : [])),
)
