import { readFileSync } from 'node:fs'
import { parseCsv } from '../../core/inventory/csv.parse'
import { classifyImport, type ImportOutcome } from '../../core/inventory/excel-import'
import type {
  MetroHub,
  MetroLine,
  MetroStation,
  Region,
  TransitShelterSpace,
} from '../../core/inventory/inventory.entities'
import {
  buildLines,
  buildMetro,
  buildRegions,
  buildShelters,
  type RawLine,
  type RawStation,
  type RawStop,
} from '../../core/inventory/moscow-inventory'
import { regionKey } from '../../core/inventory/moscow-names'
import {
  matchesShelterFilter,
  regionAvailability,
  type RegionAvailabilityCount,
  type Ring,
  type ShelterFilter,
} from '../../core/inventory/shelter-query'
import type { TabloWorld } from '../support/world'

/** The copied Moscow open data the product ships (read as files; features import only core). */
const DATA = new URL('../../adapters/inventory/data/', import.meta.url)
const readData = (name: string): string => readFileSync(new URL(name, DATA), 'utf8')

/** One scenario's inventory: regions, stops and what the last question answered. */
export class InventoryActor {
  regions: Region[] = []
  stops: RawStop[] = []
  shelters: TransitShelterSpace[] = []
  listed: TransitShelterSpace[] = []
  availability: RegionAvailabilityCount[] = []
  imported: ImportOutcome<TransitShelterSpace & { oldInventoryNumber: string }> | undefined
  lines: MetroLine[] = []
  stations: MetroStation[] = []
  hubs: MetroHub[] = []

  /** Okrugs and districts by name; codes are made up from the names. */
  defineDistricts(rows: readonly { okrug: string; district: string }[]): void {
    const okrugs = [...new Set(rows.map((r) => r.okrug))].map((name) => ({
      NAME: name,
      OKATO: `O:${name}`,
      ABBREV: name,
    }))
    const districts = rows.map((r) => ({
      NAME: r.district,
      OKATO: `D:${r.district}`,
      OKATO_AO: `O:${r.okrug}`,
      ABBREV_AO: r.okrug,
    }))
    this.regions = buildRegions(okrugs, districts)
  }

  defineStops(rows: readonly Record<string, string>[]): void {
    this.stops = rows.map((r) => ({
      ID: r.ID ?? '',
      StationName: r.stop ?? '',
      Name: r.stop ?? '',
      District: r.district ?? '',
      Longitude_WGS84: r.longitude ?? '',
      Latitude_WGS84: r.latitude ?? '',
      Pavilion: r.shelter ?? '',
      Street: '',
      Direction: '',
      RouteNumbers: r.routes ?? '',
    }))
    this.shelters = buildShelters(this.stops, this.regions)
  }

  loadRealStops(): void {
    const okrugs = JSON.parse(readData('okrugs.geojson')) as {
      features: { properties: Parameters<typeof buildRegions>[0][number] }[]
    }
    const districts = JSON.parse(readData('districts.geojson')) as {
      features: { properties: Parameters<typeof buildRegions>[1][number] }[]
    }
    this.regions = buildRegions(
      okrugs.features.map((f) => f.properties),
      districts.features.map((f) => f.properties),
    )
    this.stops = parseCsv(readData('ground-stops.csv'))
    this.shelters = buildShelters(this.stops, this.regions)
  }

  loadRealMetro(): void {
    this.lines = buildLines(JSON.parse(readData('metro-lines.json')) as RawLine[])
    const metro = buildMetro(JSON.parse(readData('metro-stations.json')) as RawStation[])
    this.stations = metro.stations
    this.hubs = metro.hubs
  }

  regionCode(name: string): string {
    const region = this.regions.find((r) => regionKey(r.name) === regionKey(name))
    if (!region) throw new Error(`no region ${name}`)
    return region.code
  }

  list(filter: Partial<ShelterFilter>): void {
    const f: ShelterFilter = { side: 'all', regions: [], search: '', polygons: [], ...filter }
    this.listed = this.shelters.filter((s) => matchesShelterFilter(s, f))
  }

  drawPolygon(points: string): Ring {
    return points.split(',').map((p) => {
      const [lon, lat] = p.trim().split(/\s+/).map(Number)
      return [lon ?? 0, lat ?? 0] as const
    })
  }

  countAvailability(): void {
    const loads = this.regions
      .filter((r) => r.level === 2)
      .map((r) => ({
        districtCode: r.code,
        total: this.shelters.filter((s) => s.advertisingPlatform.region.code === r.code).length,
        booked: 0,
      }))
    this.availability = regionAvailability(this.regions, loads)
  }

  importRows(rows: readonly string[]): void {
    const withOld = this.shelters.map((s) => ({
      ...s,
      oldInventoryNumber: `${s.stopId}-${s.side.toUpperCase()}`,
    }))
    this.imported = classifyImport(rows, withOld)
  }
}

export const inventory = (world: TabloWorld): InventoryActor =>
  world.slot('inventory', () => new InventoryActor())

/** 'a, b, c' into a list; '—' or an empty cell is the empty list. */
export const listOf = (text: string): string[] =>
  text.trim() === '' || text.trim() === '—'
    ? []
    : text
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t !== '')
