import type { Page } from '../../core/inventory/inventory.contract'
import type { ShelterNode, ShelterQuery, ShelterReads } from '../../core/inventory/shelter-reads.port'
import { oldInventoryNumberOf } from '../../core/inventory/moscow-inventory'
import {
  boundingBox,
  insideAnyPolygon,
  normaliseSearch,
  type DistrictLoad,
} from '../../core/inventory/shelter-query'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import type { ShelterSideFact, ShelterSides } from '../../core/ports/shelter-sides.port'
import { stopMonthlyPrice } from '../../core/pricing/calculators/stops-pricer'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { tariffRegionOfOkrug } from '../../core/pricing/selection/address-program'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

export type { ShelterNode, ShelterQuery }

interface ShelterRow {
  inventory_number: string
  stop_id: number
  side: 'a' | 'b'
  format: string
  name: string
  address: string
  street: string
  direction: string
  latitude: number
  longitude: number
  district_code: string
  okrug_code: string
  district_name: string
  okrug_abbrev: string
}

/**
 * The monthly price a list shows for a side is the tariff the calculator charges for it (issue 19 item 3):
 * the reference in force, by the tariff region of the side's okrug, not a figure stored with the inventory.
 */
type ListedPrice = (okrugAbbrev: string) => number
const listedPriceOf =
  (reference: PricingReferenceData): ListedPrice =>
  (okrugAbbrev) =>
    stopMonthlyPrice(reference, { region: tariffRegionOfOkrug(okrugAbbrev) })

const toNode =
  (price: ListedPrice) =>
  (r: ShelterRow): ShelterNode => ({
    inventoryNumber: r.inventory_number,
    oldInventoryNumber: oldInventoryNumberOf(r.stop_id, r.side),
    stopId: r.stop_id,
    side: r.side,
    format: r.format,
    basePrice: price(r.okrug_abbrev),
    // Free unless a campaign holds it in the period asked (see ShelterRepository.heldIn).
    isAvailableInBooking: true,
    bookingError: false,
    // The open data has no photos of the shelters: an empty list, never null (the schema's [String!]!).
    files: [],
    advertisingPlatform: {
      name: r.name,
      address: r.address,
      street: r.street,
      direction: r.direction,
      latitude: r.latitude,
      longitude: r.longitude,
      platformNumber: String(r.stop_id),
      region: { code: r.district_code, name: r.district_name, parent: { code: r.okrug_code } },
    },
  })

const SHELTER_COLUMNS = `s.inventory_number, s.stop_id, s.side, s.format, s.name, s.address, s.street,
  s.direction, s.latitude, s.longitude, s.district_code, s.okrug_code, d.name as district_name,
  o.abbrev as okrug_abbrev`
/** The sides with their district (its name) and okrug (its abbreviation names the tariff region). */
const SHELTERS_FROM = `transit_shelter_spaces s join regions d on d.code = s.district_code
  join regions o on o.code = s.okrug_code`

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The held shelter units sort together in the holds' primary key ('transitShelter:<number>:<side>'), so a key
 * range reads them by index: ';' is the character after ':'.
 */
const SHELTER_UNITS = `h.unit_id >= 'transitShelter:' and h.unit_id < 'transitShelter;'`

/** A side held by a campaign in the period is not available for booking in it (issue 6 part 2). */
const withHolds = (nodes: readonly ShelterNode[], held: ReadonlySet<string>): ShelterNode[] =>
  held.size === 0
    ? [...nodes]
    : nodes.map((n) =>
        held.has(`${n.inventoryNumber}:${n.side}`)
          ? { ...n, isAvailableInBooking: false, bookingError: true }
          : n,
      )

/** Reads of the shelter sides (indexed; see migrations/0002 and 0003) and the exported spreadsheets. */
@injectable()
export class ShelterRepository implements ShelterSides, ShelterReads {
  /**
   * The whole city, read once: the shelter inventory is loaded by the seed before the server starts and never
   * written afterwards, so the unfiltered list (the whole-city answer, the address program) is kept in memory.
   */
  private everything: Promise<ShelterRow[]> | undefined
  /** The whole city's nodes, priced by the shelter tariffs they were built with (redone when those change). */
  private everythingPriced: { tariffs: string; nodes: ShelterNode[] } | undefined

  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(PricingReference) private readonly pricing: PricingReference,
  ) {}

  private async listedPrice(): Promise<{ tariffs: string; price: ListedPrice }> {
    const reference = await this.pricing.load()
    return { tariffs: JSON.stringify(reference.tariffs.transitShelter), price: listedPriceOf(reference) }
  }

  /** Every side in inventory-number order. */
  async all(): Promise<ShelterNode[]> {
    this.everything ??= this.db.query<ShelterRow>(
      `select ${SHELTER_COLUMNS} from ${SHELTERS_FROM} order by s.inventory_number`,
    )
    const [rows, listed] = await Promise.all([this.everything, this.listedPrice()])
    // An empty database (not seeded yet) is not remembered.
    if (rows.length === 0) this.everything = undefined
    if (
      this.everythingPriced?.tariffs !== listed.tariffs ||
      this.everythingPriced.nodes.length !== rows.length
    )
      this.everythingPriced = { tariffs: listed.tariffs, nodes: rows.map(toNode(listed.price)) }
    return this.everythingPriced.nodes
  }

  /**
   * What the whole-city answer depends on besides the holds: the shelter tariffs in force, so a kept answer
   * is not served after a manager changes them.
   */
  async tariffsGeneration(): Promise<string> {
    return (await this.listedPrice()).tariffs
  }

  /** R-STOP-11: side, regions (district or okrug codes), text and polygons, in inventory-number order. */
  async shelters(
    q: ShelterQuery,
    page: Page,
    withNodes = true,
  ): Promise<{ totalCount: number; nodes: ShelterNode[] }> {
    if (
      q.side === 'all' &&
      q.regions.length === 0 &&
      normaliseSearch(q.search) === '' &&
      q.polygons.length === 0
    ) {
      const nodes = await this.all()
      return {
        totalCount: nodes.length,
        nodes: withNodes
          ? withHolds(nodes.slice(page.offset, page.offset + page.limit), await this.heldIn(q.period))
          : [],
      }
    }
    const box = boundingBox(q.polygons)
    const search = normaliseSearch(q.search)
    const params: unknown[] = [
      q.side,
      q.regions,
      search === '' ? '' : `%${escapeLike(search)}%`,
      box?.minLon ?? null,
      box?.maxLon ?? null,
      box?.minLat ?? null,
      box?.maxLat ?? null,
    ]
    const where = `($1 = 'all' or s.side = $1)
      and (cardinality($2::text[]) = 0 or s.district_code = any($2::text[]) or s.okrug_code = any($2::text[]))
      and ($3 = '' or s.search_text like $3)
      and ($4::float8 is null or (s.longitude between $4::float8 and $5::float8 and s.latitude between $6::float8 and $7::float8))`
    const from = `from ${SHELTERS_FROM} where ${where}`
    if (q.polygons.length > 0) {
      // The box narrows in SQL; the exact polygon test is the core rule.
      const rows = await this.db.query<ShelterRow>(
        `select ${SHELTER_COLUMNS} ${from} order by s.inventory_number`,
        params,
      )
      const inside = rows.filter((r) => insideAnyPolygon(r.longitude, r.latitude, q.polygons))
      const { price } = await this.listedPrice()
      return {
        totalCount: inside.length,
        nodes: withHolds(
          inside.slice(page.offset, page.offset + page.limit).map(toNode(price)),
          await this.heldIn(q.period),
        ),
      }
    }
    // The count needs no district names: it reads the shelters table alone.
    const [count] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from transit_shelter_spaces s where ${where}`,
      params,
    )
    // A caller that asks only for the count (withNodes false) reads no rows.
    if (!withNodes) return { totalCount: count?.n ?? 0, nodes: [] }
    const rows = await this.db.query<ShelterRow>(
      `select ${SHELTER_COLUMNS} ${from} order by s.inventory_number limit $8 offset $9`,
      [...params, page.limit, page.offset],
    )
    const { price } = await this.listedPrice()
    return {
      totalCount: count?.n ?? 0,
      nodes: withHolds(rows.map(toNode(price)), await this.heldIn(q.period)),
    }
  }

  /** The sides ('<inventory number>:<side>') some campaign holds on a day of the period. */
  async heldIn(period: ShelterQuery['period']): Promise<ReadonlySet<string>> {
    if (!period) return new Set()
    const rows = await this.db.query<{ unit_id: string }>(
      `select distinct h.unit_id from campaign_holds h
        where ${SHELTER_UNITS} and h.day between $1::date and $2::date`,
      [period.startDate, period.endDate],
    )
    return new Set(rows.map((r) => r.unit_id.slice('transitShelter:'.length)))
  }

  /** Shelter sides by current or old inventory number. */
  async sheltersByNumbers(numbers: readonly string[]): Promise<ShelterNode[]> {
    if (numbers.length === 0) return []
    const rows = await this.db.query<ShelterRow>(
      `select ${SHELTER_COLUMNS} from ${SHELTERS_FROM}
       where s.inventory_number = any($1::text[])
          or (s.stop_id::text || '-' || upper(s.side)) = any($1::text[])
       order by s.inventory_number`,
      [numbers],
    )
    const { price } = await this.listedPrice()
    return rows.map(toNode(price))
  }

  /**
   * Where the holds stand: a value that changes with every statement writing campaign_holds (migration 0055),
   * so an answer built from the holds can be kept while it is the same.
   */
  async holdsGeneration(): Promise<string> {
    const [row] = await this.db.query<{ last_value: string | number; is_called: boolean }>(
      'select last_value, is_called from campaign_holds_generation',
    )
    return `${row?.last_value ?? 0}:${row?.is_called ? 1 : 0}`
  }

  /** ShelterSides (core port): the sides named by current or old numbers, with their okrug for the tariff. */
  async byNumbers(numbers: readonly string[]): Promise<ShelterSideFact[]> {
    if (numbers.length === 0) return []
    const rows = await this.db.query<{
      inventory_number: string
      stop_id: number
      side: 'a' | 'b'
      abbrev: string
    }>(
      `select s.inventory_number, s.stop_id, s.side, o.abbrev from transit_shelter_spaces s
         join regions o on o.code = s.okrug_code
       where s.inventory_number = any($1::text[])
          or (s.stop_id::text || '-' || upper(s.side)) = any($1::text[])`,
      [numbers],
    )
    return rows.map((r) => ({
      inventoryNumber: r.inventory_number,
      oldInventoryNumber: oldInventoryNumberOf(r.stop_id, r.side),
      side: r.side,
      okrugAbbrev: r.abbrev,
    }))
  }

  /** Sides per district, and how many of them campaigns hold in the period (R-STOP-13 availability counts). */
  async districtLoads(period: ShelterQuery['period']): Promise<DistrictLoad[]> {
    const [rows, held] = await Promise.all([
      this.db.query<{ district_code: string; inventory_number: string; side: string }>(
        'select district_code, inventory_number, side from transit_shelter_spaces',
      ),
      this.heldIn(period),
    ])
    const loads = new Map<string, { total: number; booked: number }>()
    for (const r of rows) {
      const load = loads.get(r.district_code) ?? { total: 0, booked: 0 }
      load.total++
      if (held.has(`${r.inventory_number}:${r.side}`)) load.booked++
      loads.set(r.district_code, load)
    }
    return [...loads].map(([districtCode, l]) => ({ districtCode, ...l }))
  }
}
