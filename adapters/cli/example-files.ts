import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const PLACES_DIR = fileURLToPath(new URL('../../core/places/', import.meta.url))
const EXAMPLE = /^(?:.*\/)?(\w+)\.example\.json$/

/**
 * Where each place's worked example is in the repository, by place: `core/places/<folder>/<place>.example.json`,
 * the file its module imports as its `example` (issue #49 item 2). Found in the place folders, so a new place's
 * example is named with no list to keep; the built CLI carries the paths as a value (build-cli.ts), as it does the
 * places.
 */
export const EXAMPLE_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(PLACES_DIR, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .flatMap((file): [string, string][] => {
      const place = EXAMPLE.exec(file)?.[1]
      return place === undefined ? [] : [[place, `core/places/${file}`]]
    })
    .sort(([a], [b]) => a.localeCompare(b)),
)
