import {
  DOCUMENTS,
  LANDING_DOCS,
  NEWS,
  OFFER_ARCHIVE,
  QUESTION_ANSWERS,
} from '../../core/inventory/content.catalogue'
import { FORMATS } from '../../core/inventory/formats.catalogue'
import { generateInventory } from '../../core/inventory/generated-inventory'
import {
  buildLines,
  buildMetro,
  buildRegions,
  buildRoutes,
  buildShelters,
} from '../../core/inventory/moscow-inventory'
import {
  BASE_PLANS,
  CAMPAIGN_STATE_REFERENCE,
  CITIES,
  DATA_PACKAGE_SIZES,
  DATA_PACKAGES,
  DATA_PLACES,
  DATA_VIDEO_PACKAGES,
  FORMS_OF_BUSINESS,
  LEGAL_ENTITY_BASES,
  TIME_INTERVALS,
  TYPOGRAPHY,
} from '../../core/inventory/references.catalogue'
import type { ReferenceKind } from '../../core/inventory/inventory-reads.port'
import type { Container } from '../container/di'
import { SqlDatabase } from './sql-database'
import { readMoscowFiles } from '../inventory/moscow-files'

/** Reference kinds kept in reference_entries, each with its entries (an `_id` or `id` names each). */
export const REFERENCE_KINDS = {
  format: FORMATS,
  document: DOCUMENTS,
  news: NEWS,
  questionAnswer: QUESTION_ANSWERS,
  offer: OFFER_ARCHIVE,
  landingDoc: LANDING_DOCS,
  dataPlace: DATA_PLACES,
  campaignState: CAMPAIGN_STATE_REFERENCE,
  formOfBusiness: FORMS_OF_BUSINESS,
  legalEntityBasis: LEGAL_ENTITY_BASES,
  city: CITIES,
  dataPackage: DATA_PACKAGES,
  dataPackageSize: DATA_PACKAGE_SIZES,
  dataVideoPackage: DATA_VIDEO_PACKAGES,
  basePlan: BASE_PLANS,
  typography: TYPOGRAPHY,
  timeInterval: TIME_INTERVALS,
} as const satisfies Record<ReferenceKind, readonly object[]>

const idOf = (entry: object): string => {
  const e = entry as { _id?: string; id?: string; fileName?: string }
  return e._id ?? e.id ?? e.fileName ?? ''
}

/**
 * Rows a statement carries. Issue 51 item 3: PGlite's WebAssembly memory grows to the largest statement's need and
 * never shrinks, and one statement for the 16,828 shelter sides (its JSON, then the parsed jsonb and the rows)
 * left the memory that much larger for the process's life.
 */
const ROWS_A_STATEMENT = 1_000

/** The rows travel as JSON parameters, a thousand at a time, unpacked by jsonb_to_recordset. */
const insertJson = async (db: SqlDatabase, table: string, columns: string, rows: readonly object[]) => {
  for (let from = 0; from < rows.length; from += ROWS_A_STATEMENT)
    await db.query(
      `insert into ${table} select * from jsonb_to_recordset($1::jsonb) as x(${columns}) on conflict do nothing`,
      [JSON.stringify(rows.slice(from, from + ROWS_A_STATEMENT))],
    )
}

/**
 * The Moscow inventory and the reference data as the seed writes them, built in memory from the open-data files
 * (also the bench's floor for the server's memory: a process holding just this).
 */
export const buildMoscowInventory = async () => {
  const files = await readMoscowFiles()
  const lines = buildLines(files.lines)
  const metro = buildMetro(files.stations)
  const regions = buildRegions(
    files.okrugs.map((f) => f.properties),
    files.districts.map((f) => f.properties),
  )
  const geometry = new Map(
    [...files.okrugs, ...files.districts].map((f) => [f.properties.OKATO, f.geometry] as const),
  )
  const shelters = buildShelters(files.stops, regions)
  const routes = buildRoutes(files.stops)
  const items = generateInventory(metro.stations, routes, lines)
  const references = Object.entries(REFERENCE_KINDS).flatMap(([kind, entries]) =>
    (entries as readonly object[]).map((data, position) => ({ kind, id: idOf(data), position, data })),
  )
  return { lines, metro, regions, geometry, shelters, routes, items, references }
}

/**
 * Loads the Moscow inventory and the reference data at first start, in one transaction; a second call finds
 * the metro lines present and does nothing. Answers what it created.
 */
export const seedInventory = async (container: Container): Promise<Record<string, number>> => {
  const db = container.get<SqlDatabase>(SqlDatabase)
  const present = await db.query('select 1 from metro_lines limit 1')
  if (present.length > 0) return {}
  const { lines, metro, regions, geometry, shelters, routes, items, references } =
    await buildMoscowInventory()

  // A second server starting against the same PostgreSQL waits here and then finds the data loaded.
  const created = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727272)')
    if ((await tx.query('select 1 from metro_lines limit 1')).length > 0) return false
    await insertJson(
      tx,
      'metro_lines',
      'id text, name text, name_en text, color text, number integer, open_year integer',
      lines.map((l) => ({ ...l, name_en: l.nameEn, open_year: l.openYear })),
    )
    await insertJson(tx, 'metro_hubs', 'id text, name text', metro.hubs)
    await insertJson(
      tx,
      'metro_stations',
      'id text, name text, name_en text, line_id text, hub_id text, line_ids text[], latitude double precision, longitude double precision, passenger_flow integer',
      metro.stations.map((s) => ({
        id: s.id,
        name: s.name,
        name_en: s.nameEn,
        line_id: s.lineId,
        hub_id: s.hubId,
        line_ids: `{${s.lineIds.join(',')}}`,
        latitude: s.latitude,
        longitude: s.longitude,
        passenger_flow: s.passengerFlow,
      })),
    )
    await insertJson(
      tx,
      'metro_platforms',
      'id text, metro_station_id text, name text',
      metro.platforms.map((p) => ({ id: p.id, metro_station_id: p.metroStationId, name: p.name })),
    )
    // Okrugs first: districts reference them.
    for (const level of [1, 2]) {
      await insertJson(
        tx,
        'regions',
        'code text, name text, level smallint, abbrev text, parent_code text, geometry jsonb',
        regions
          .filter((r) => r.level === level)
          .map((r) => ({ ...r, parent_code: r.parentCode, geometry: geometry.get(r.code) ?? null })),
      )
    }
    await insertJson(
      tx,
      'transit_shelter_spaces',
      'inventory_number text, stop_id integer, side text, format text, name text, address text, street text, direction text, latitude double precision, longitude double precision, district_code text, okrug_code text, search_text text',
      shelters.map((s) => ({
        inventory_number: s.inventoryNumber,
        stop_id: s.stopId,
        side: s.side,
        format: s.format,
        name: s.advertisingPlatform.name,
        address: s.advertisingPlatform.address,
        street: s.advertisingPlatform.street,
        direction: s.advertisingPlatform.direction,
        latitude: s.advertisingPlatform.latitude,
        longitude: s.advertisingPlatform.longitude,
        district_code: s.advertisingPlatform.region.code,
        okrug_code: s.advertisingPlatform.region.parent.code,
        // R-STOP-11: the search runs over the inventory number and the platform name, normalised once here.
        search_text: `${s.inventoryNumber} ${s.advertisingPlatform.name}`.toLowerCase().replace(/ё/g, 'е'),
      })),
    )
    await insertJson(
      tx,
      'ground_routes',
      'id text, kind text, inventory_number text, position integer, stop_ids integer[]',
      routes.map((r, position) => ({
        id: r.id,
        kind: r.kind,
        inventory_number: r.inventoryNumber,
        position,
        stop_ids: `{${r.stopIds.join(',')}}`,
      })),
    )
    await insertJson(
      tx,
      'inventory_items',
      'id text, kind text, inventory_number text, name text, line_id text, station_id text, parent_id text, format_id text, ots integer, capacity integer, address text, position integer',
      items.map((i, position) => ({
        id: i.id,
        kind: i.kind,
        inventory_number: i.inventoryNumber,
        name: i.name,
        line_id: i.lineId,
        station_id: i.stationId,
        parent_id: i.parentId,
        format_id: i.formatId,
        ots: i.ots,
        capacity: i.capacity,
        address: i.address,
        position,
      })),
    )
    await insertJson(tx, 'reference_entries', 'kind text, id text, position integer, data jsonb', references)
    return true
  })
  if (!created) return {}
  return {
    metroLines: lines.length,
    metroStations: metro.stations.length,
    metroHubs: metro.hubs.length,
    metroPlatforms: metro.platforms.length,
    regions: regions.length,
    transitShelterSpaces: shelters.length,
    groundRoutes: routes.length,
    inventoryItems: items.length,
    referenceEntries: references.length,
  }
}
