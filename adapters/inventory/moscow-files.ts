import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type {
  RawDistrict,
  RawLine,
  RawOkrug,
  RawStation,
  RawStop,
} from '../../core/inventory/moscow-inventory'
import { parseCsv } from '../../core/inventory/csv.parse'

/** The copied Moscow open data (see README.md in this folder for sources and licences). */
export const DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url))

interface Feature<P> {
  readonly properties: P
  readonly geometry: unknown
}

export interface MoscowFiles {
  readonly lines: RawLine[]
  readonly stations: RawStation[]
  readonly stops: RawStop[]
  readonly okrugs: Feature<RawOkrug>[]
  readonly districts: Feature<RawDistrict>[]
}

const json = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(`${DATA_DIR}${name}`, 'utf8')) as T

export const readMoscowFiles = async (): Promise<MoscowFiles> => {
  const [lines, stations, stopsText, okrugs, districts] = await Promise.all([
    json<RawLine[]>('metro-lines.json'),
    json<RawStation[]>('metro-stations.json'),
    readFile(`${DATA_DIR}ground-stops.csv`, 'utf8'),
    json<{ features: Feature<RawOkrug>[] }>('okrugs.geojson'),
    json<{ features: Feature<RawDistrict>[] }>('districts.geojson'),
  ])
  return {
    lines,
    stations,
    stops: parseCsv(stopsText),
    okrugs: okrugs.features,
    districts: districts.features,
  }
}
