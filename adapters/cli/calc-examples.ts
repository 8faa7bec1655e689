import { PLACES } from '../../core/places'
import type { PlaceModule } from '../../core/places/place-module'

/**
 * Every place's worked example, from the place registry: what `--example <place>` prices and `<place> --help`
 * prints, bundled into the built CLI. Each lives in its place's folder (core/places/<folder>/<place>.example.json,
 * the module's `example`; issue #49 item 2: a new place brings its own, and this list knows it with no line of its
 * own); the help names its file (example-files.ts).
 */
export const CALC_EXAMPLES: Readonly<Record<string, unknown>> = Object.fromEntries(
  (PLACES as readonly PlaceModule[]).flatMap((place) => (place.example ? [[place.id, place.example]] : [])),
)
