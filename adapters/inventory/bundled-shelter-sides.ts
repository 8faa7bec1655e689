import { readFile } from 'node:fs/promises'
import {
  buildRegions,
  buildShelters,
  oldInventoryNumberOf,
  shelterInventoryNumber,
} from '../../core/inventory/moscow-inventory'
import type { ShelterSideFact, ShelterSides } from '../../core/ports/shelter-sides.port'
import { readMoscowFiles, type MoscowFiles } from './moscow-files'

/**
 * Every shelter stop of the city and its okrug, small enough to ship beside the built CLI (about 90 KB):
 * `stops` holds pairs [stopId, index into okrugs]. Each stop sells sides a and b.
 */
export interface CompactShelterSides {
  readonly okrugs: readonly string[]
  readonly stops: readonly (readonly [number, number])[]
}

/** The file the CLI's build writes beside the bundle. */
export const SHELTER_SIDES_FILE = 'shelter-sides.json'

/** Made with the seed's own functions from the repository's Moscow data, so it names what the server seeds. */
export const compactShelterSides = (files: MoscowFiles): CompactShelterSides => {
  const regions = buildRegions(
    files.okrugs.map((f) => f.properties),
    files.districts.map((f) => f.properties),
  )
  const okrugOf = new Map(regions.filter((r) => r.level === 1).map((r) => [r.code, r.abbrev]))
  const okrugs: string[] = []
  const stops: [number, number][] = []
  for (const space of buildShelters(files.stops, regions)) {
    if (space.side !== 'a') continue
    const abbrev = okrugOf.get(space.advertisingPlatform.region.parent.code) ?? ''
    let index = okrugs.indexOf(abbrev)
    if (index < 0) index = okrugs.push(abbrev) - 1
    stops.push([space.stopId, index])
  }
  return { okrugs, stops }
}

/**
 * The shelter inventory without a database (the CLI offline): the compact file beside the bundle when there
 * is one (the built CLI), else computed from the Moscow data in the repository (running from source). Numbers
 * match as the server's inventory matches them: the current number exactly, or the old 'stop-SIDE'.
 */
export class BundledShelterSides implements ShelterSides {
  private facts?: Promise<Map<string, ShelterSideFact>>

  constructor(private readonly load: () => Promise<CompactShelterSides> = loadCompactShelterSides) {}

  async byNumbers(numbers: readonly string[]): Promise<ShelterSideFact[]> {
    this.facts ??= this.load().then(index)
    const facts = await this.facts
    const found = new Map<string, ShelterSideFact>()
    for (const n of numbers) {
      const fact = facts.get(n)
      if (fact) found.set(fact.inventoryNumber, fact)
    }
    return [...found.values()]
  }
}

const index = (compact: CompactShelterSides): Map<string, ShelterSideFact> => {
  const facts = new Map<string, ShelterSideFact>()
  for (const [stopId, okrug] of compact.stops)
    for (const side of ['a', 'b'] as const) {
      const fact: ShelterSideFact = {
        inventoryNumber: shelterInventoryNumber(stopId, side),
        oldInventoryNumber: oldInventoryNumberOf(stopId, side),
        side,
        okrugAbbrev: compact.okrugs[okrug] ?? '',
      }
      facts.set(fact.inventoryNumber, fact)
      facts.set(fact.oldInventoryNumber, fact)
    }
  return facts
}

export const loadCompactShelterSides = async (): Promise<CompactShelterSides> => {
  try {
    return JSON.parse(
      await readFile(new URL(`./${SHELTER_SIDES_FILE}`, import.meta.url), 'utf8'),
    ) as CompactShelterSides
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ENOENT') throw e
    return compactShelterSides(await readMoscowFiles())
  }
}
