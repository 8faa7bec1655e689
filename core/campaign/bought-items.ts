import { FORMATS } from '../inventory/formats.catalogue'
import { stopMonthlyPrice, stopsTariffItemId } from '../pricing/calculators/stops-pricer'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { grpOf } from '../pricing/rules/coefficients'
import { EVERY_ROUTE } from '../pricing/selection/calculation-summary'
import { fromRoubles, sumMoney, type Kopecks } from '../shared/money'
import type { AdvertisePlace } from './advertise-place'
import type { InventoryFacts } from './bought-catalogue.port'
import type { Period, PeriodsPriceEntry } from './campaign'
import { placeName } from './calculator.catalogue'

/** One priced period of a thing bought; money in kopecks without VAT. */
export interface BoughtPeriod {
  readonly startDate: string
  readonly endDate: string
  readonly price: Kopecks
  readonly ots: number | null
}

/**
 * One thing a campaign bought (issue #47 item 4): a light box, a screen, a shelter side, a sticker space, or
 * airtime that is no unit (metro monitors, a bus package); where it is, its side and format, its periods, its
 * price and audience. The items of a campaign add up to its net total to the kopeck.
 */
export interface BoughtItem {
  /** Unique in the campaign. */
  readonly key: string
  readonly name: string
  readonly inventoryNumber: string | null
  /** The station or the address, the routes, or the whole network (WHOLE_NETWORK); null when not known. */
  readonly where: string | null
  /** The metro line of the station it is at. */
  readonly line: string | null
  readonly side: 'a' | 'b' | null
  readonly format: string | null
  /** Units in the item (tram monitors, stickers of a format without chosen spaces); 1 for a unit. */
  readonly quantity: number
  readonly startDate: string
  readonly endDate: string
  readonly periods: readonly BoughtPeriod[]
  readonly price: Kopecks
  readonly ots: number | null
  readonly grp: number | null
}

/** What the description is drawn from: the campaign as stored (periods in roubles, the net in kopecks). */
export interface BoughtSource {
  readonly place: AdvertisePlace
  readonly startDate: string
  readonly endDate: string
  readonly calculation: unknown
  readonly spaces: readonly string[]
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly totalWithoutTaxes: Kopecks
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

/** The places whose price list sells units by id: the id is the number the unit is sold and held under. */
const UNIT_PLACES: readonly AdvertisePlace[] = [
  'lightBoxes',
  'cristalLight',
  'turnsTiles',
  'monitorsStandalone',
  'cityFormat',
  'cityFormatStandalone',
  'mediaFacade',
]

/** Places whose airtime is bought over the whole network of their screens, not on chosen ones. */
const NETWORK_PLACES: readonly AdvertisePlace[] = ['metroMonitors', 'monitorsTram', 'busMonitors']
/** Where such airtime runs. */
export const WHOLE_NETWORK = 'Вся сеть'

/** A place's format in the formats catalogue, where its id is not the place's own. */
const PLACE_FORMAT: Partial<Record<AdvertisePlace, string>> = {
  cityFormatStandalone: 'cityFormat',
  groundTransportationTram: 'groundTransportation',
}
const formatName = (id: string | null | undefined): string | null =>
  (id && FORMATS.find((f) => f.id === id)?.displayName) || null
const placeFormat = (place: AdvertisePlace): string | null => formatName(PLACE_FORMAT[place] ?? place)

/** The price list's entry of an item id of the place: its name and, for a unit, the station it is at. */
const listed = (
  reference: PricingReferenceData,
  place: AdvertisePlace,
  id: string,
): { readonly name: string; readonly stationId?: string } | undefined => {
  const t = reference.tariffs
  switch (place) {
    case 'lightBoxes':
    case 'cristalLight':
    case 'turnsTiles':
      return t[place].items.find((i) => i.id === id)
    case 'monitorsStandalone':
    case 'cityFormat':
    case 'cityFormatStandalone':
    case 'mediaFacade':
      return t[place].items.find((i) => i.id === id)
    case 'metroStickers':
      return t.metroStickers.formats.find((f) => f.id === id)
    case 'busMonitors':
      return t.busMonitors.packages.find((p) => p.id === id)
    case 'cityFormatGroup':
      return t.cityFormatGroup.groups.find((g) => g.id === id)
    case 'navigationSign': {
      const station = t.navigationSign.stations?.find((s) => s.id === id)
      return station ? { name: station.name, stationId: station.id } : undefined
    }
    default:
      return undefined
  }
}

interface ShelterStop {
  readonly inventoryNumber: string
  readonly side: string
  readonly region: string
}

/** The sides a transit-shelter campaign bought: its stops without a booking error (R-STOP-07). */
/** The key a metro line's facts are asked by (its name as `line`): a line id is no unit's or station's id. */
export const lineFactId = (lineId: string): string => `line:${lineId}`

/** The metro lines a sticker calculation chose (issue #50 item 4); none = every line. */
const stickerLineIds = (calculation: unknown): string[] =>
  isRecord(calculation) && Array.isArray(calculation['lineIds']) ? calculation['lineIds'].map(String) : []

const shelterStops = (calculation: unknown): ShelterStop[] => {
  const stops = isRecord(calculation) && Array.isArray(calculation['stops']) ? calculation['stops'] : []
  return stops.flatMap((s): ShelterStop[] => {
    if (!isRecord(s) || s['bookingError'] === true) return []
    const inventoryNumber = text(s['inventoryNumber'])
    const side = text(s['side'])
    return inventoryNumber && side ? [{ inventoryNumber, side, region: text(s['region']) ?? '' }] : []
  })
}

/** The routes a ground campaign runs on by their numbers, or every route when none is chosen. */
const groundRoutes = (
  reference: PricingReferenceData,
  place: AdvertisePlace,
  calculation: unknown,
): string | null => {
  if (place !== 'groundTransportation' && place !== 'groundTransportationTram') return null
  const ids =
    isRecord(calculation) && Array.isArray(calculation['transportRouteIds'])
      ? calculation['transportRouteIds']
      : []
  if (ids.length === 0) return EVERY_ROUTE
  const numbers = new Map(reference.tariffs[place].routes.map((r) => [r.id, r.inventoryNumber]))
  return ids.map((id) => numbers.get(String(id)) ?? String(id)).join(', ')
}

/**
 * The ids whose inventory facts the description needs: the units priced by id, the stations of the units the
 * price list places at one, the sticker spaces and the shelter sides.
 */
export const factIdsOf = (source: BoughtSource, reference: PricingReferenceData): string[] => {
  const ids = new Set<string>()
  for (const entry of source.periodsPrice) {
    if (UNIT_PLACES.includes(source.place)) ids.add(entry.scheduleId)
    const stationId = listed(reference, source.place, entry.scheduleId)?.stationId
    if (stationId) ids.add(stationId)
  }
  if (source.place === 'metroStickers') {
    for (const s of source.spaces) ids.add(s)
    for (const l of stickerLineIds(source.calculation)) ids.add(lineFactId(l))
  }
  if (source.place === 'transitShelter')
    for (const s of shelterStops(source.calculation)) ids.add(s.inventoryNumber)
  return [...ids]
}

const periodPrice = (p: Period): Kopecks => fromRoubles(p.totalPeriodPrice ?? p.netPrice ?? p.price ?? 0)

/**
 * Whole amounts of the periods shared out among `parts` units: each period's parts add up to it, and the units
 * that get the odd kopeck (or contact) take turns from period to period, so no unit ends up ahead of another by
 * more than one.
 */
const splitEvenly = (amounts: readonly number[], parts: number): number[][] => {
  let turn = 0
  return amounts.map((amount) => {
    const base = Math.floor(amount / parts)
    const odd = amount - base * parts
    const shares = Array.from({ length: parts }, (_, i) => base + ((i - turn + parts) % parts < odd ? 1 : 0))
    turn = (turn + odd) % parts
    return shares
  })
}

/** An entry's periods shared out evenly among `parts` units, each unit's own periods. */
const shareOut = (periods: readonly BoughtPeriod[], parts: number): BoughtPeriod[][] => {
  const prices = splitEvenly(
    periods.map((p) => p.price),
    parts,
  )
  const ots = splitEvenly(
    periods.map((p) => p.ots ?? 0),
    parts,
  )
  return Array.from({ length: parts }, (_, i) =>
    periods.map((p, j) => ({
      ...p,
      price: (prices[j]?.[i] ?? 0) as Kopecks,
      ots: p.ots === null ? null : (ots[j]?.[i] ?? 0),
    })),
  )
}

type Draft = Omit<BoughtItem, 'startDate' | 'endDate' | 'price' | 'ots' | 'grp'>

const finish = (draft: Draft, audienceBase: number, fallback: BoughtSource): BoughtItem => {
  const starts = draft.periods.map((p) => p.startDate).sort()
  const ends = draft.periods.map((p) => p.endDate).sort()
  const audience = draft.periods.filter((p) => p.ots !== null)
  const ots = audience.length > 0 ? audience.reduce((s, p) => s + (p.ots ?? 0), 0) : null
  return {
    ...draft,
    startDate: starts[0] ?? fallback.startDate,
    endDate: ends[ends.length - 1] ?? fallback.endDate,
    price: sumMoney(draft.periods.map((p) => p.price)),
    ots,
    grp: ots === null ? null : grpOf(ots, audienceBase),
  }
}

/** The station or the address the facts give, the station first: it tells namesakes apart by the line. */
const whereOf = (facts: InventoryFacts | undefined): string | null => facts?.station ?? facts?.address ?? null

/**
 * What a campaign bought, item by item (issue #47 item 4; R-SCREEN-05, R-PLAN-09..11): one item per priced
 * entry, named as the price list names it; a sticker campaign's chosen spaces and a shelter campaign's sides are
 * items of their own, each with its share of its entry's price (the entries price identical units, so the
 * shares are exact). Where the inventory knows the thing, its number, station or address, side and format.
 * The last period of the last item takes the kopecks the stored rouble periods lose, so the items add up to
 * the stored net total exactly.
 */
export const boughtItems = (
  source: BoughtSource,
  reference: PricingReferenceData,
  facts: ReadonlyMap<string, InventoryFacts>,
): BoughtItem[] => {
  const { place } = source
  const drafts: Draft[] = []
  const shelterSides = place === 'transitShelter' ? shelterStops(source.calculation) : []
  for (const entry of source.periodsPrice) {
    const periods = entry.periods.map((p) => ({
      startDate: p.startDate,
      endDate: p.endDate,
      price: periodPrice(p),
      ots: typeof p.ots === 'number' ? p.ots : null,
    }))
    const quantity = Math.max(1, ...entry.periods.map((p) => p.amount ?? 1))
    const entryName = listed(reference, place, entry.scheduleId)
    const unit = UNIT_PLACES.includes(place) ? facts.get(entry.scheduleId) : undefined
    const stationId = entryName?.stationId
    const base: Draft = {
      key: entry.scheduleId,
      name: entryName?.name ?? unit?.name ?? placeName(place),
      inventoryNumber: UNIT_PLACES.includes(place) ? (unit?.inventoryNumber ?? entry.scheduleId) : null,
      line:
        unit?.line ??
        (stationId ? (facts.get(stationId)?.line ?? null) : null) ??
        // A sticker package without spaces is on the lines its calculation chose (R-PLAN-09, issue #50 item 4).
        (place === 'metroStickers'
          ? stickerLineIds(source.calculation)
              .map((l) => facts.get(lineFactId(l))?.line ?? l)
              .join(', ') || null
          : null),
      where:
        whereOf(unit) ??
        (stationId ? whereOf(facts.get(stationId)) : groundRoutes(reference, place, source.calculation)) ??
        (NETWORK_PLACES.includes(place) ? WHOLE_NETWORK : null),
      side: null,
      format: formatName(unit?.formatId) ?? placeFormat(place),
      quantity: UNIT_PLACES.includes(place) ? 1 : quantity,
      periods,
    }
    const spaces = place === 'metroStickers' && source.periodsPrice.length === 1 ? source.spaces : []
    const sides =
      place === 'transitShelter'
        ? shelterSides.filter((s) => stopsTariffItemId(stopMonthlyPrice(reference, s)) === entry.scheduleId)
        : []
    if (spaces.length === quantity && spaces.length > 0) {
      const shares = shareOut(periods, spaces.length)
      spaces.forEach((space, i) => {
        const f = facts.get(space)
        drafts.push({
          ...base,
          key: `${entry.scheduleId}:${space}`,
          name: f?.name ?? space,
          inventoryNumber: f?.inventoryNumber ?? space,
          where: whereOf(f),
          line: f?.line ?? null,
          // The sticker's format is the price list's (A3, A4), not the space's.
          format: base.name,
          quantity: 1,
          periods: shares[i] ?? [],
        })
      })
    } else if (sides.length === quantity && sides.length > 0) {
      const shares = shareOut(periods, sides.length)
      sides.forEach((s, i) => {
        const f = facts.get(s.inventoryNumber)
        drafts.push({
          ...base,
          key: `${entry.scheduleId}:${s.inventoryNumber}`,
          name: f?.name ?? s.inventoryNumber,
          inventoryNumber: f?.inventoryNumber ?? s.inventoryNumber,
          where: f?.address ?? null,
          line: null,
          side: f?.side ?? (s.side === 'b' ? 'b' : 'a'),
          format: formatName(f?.formatId) ?? base.format,
          quantity: 1,
          periods: shares[i] ?? [],
        })
      })
    } else drafts.push(base)
  }
  reconcile(drafts, source.totalWithoutTaxes)
  const items = drafts.map((d) => finish(d, reference.audienceBase, source))
  if (items.length > 0) return items
  // A campaign priced without periods (none today) is still one thing bought, at its whole price.
  return [
    finish(
      {
        key: place,
        name: placeName(place),
        inventoryNumber: null,
        where: null,
        line: null,
        side: null,
        format: placeFormat(place),
        quantity: 1,
        periods: [
          {
            startDate: source.startDate,
            endDate: source.endDate,
            price: source.totalWithoutTaxes,
            ots: null,
          },
        ],
      },
      reference.audienceBase,
      source,
    ),
  ]
}

/** The last period of the last item takes what the rouble periods lost against the stored kopecks. */
const reconcile = (drafts: Draft[], total: Kopecks): void => {
  const last = drafts[drafts.length - 1]
  const lastPeriod = last?.periods[last.periods.length - 1]
  if (!last || !lastPeriod) return
  const sum = sumMoney(drafts.flatMap((d) => d.periods.map((p) => p.price)))
  const fixed = (lastPeriod.price + (total - sum)) as Kopecks
  drafts[drafts.length - 1] = {
    ...last,
    periods: [...last.periods.slice(0, -1), { ...lastPeriod, price: fixed }],
  }
}

/** The sums of a purchase: net price, audience and GRP (null where no item has an audience). */
export const boughtTotals = (
  items: readonly BoughtItem[],
  audienceBase: number,
): { readonly price: Kopecks; readonly ots: number | null; readonly grp: number | null } => {
  const audience = items.filter((i) => i.ots !== null)
  const ots = audience.length > 0 ? audience.reduce((s, i) => s + (i.ots ?? 0), 0) : null
  return {
    price: sumMoney(items.map((i) => i.price)),
    ots,
    grp: ots === null ? null : grpOf(ots, audienceBase),
  }
}
