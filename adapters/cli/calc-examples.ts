import { PLACES } from '../../core/places'
import type { PlaceModule } from '../../core/places/place-module'

/**
 * Every place's worked example, bundled into the built CLI so that `<place> --help` can print one that prices. Each
 * lives in its place's folder (core/places/<place>/<place>.example.json, issue #49 item 2: a new place brings its
 * own, and this list knows it with no line of its own); the help names its file (example-files.ts), and
 * adapters/cli/examples/<place>.json are links kept for the paths the README, features and bench name.
 */
export const CALC_EXAMPLES: Readonly<Record<string, unknown>> = Object.fromEntries(
  (PLACES as readonly PlaceModule[]).flatMap((place) => (place.example ? [[place.id, place.example]] : [])),
)
