import { countOf } from '../../format/plural'
import { lineOrder } from '../../inventory/line-order'
import { metroScheme, type SchemeLine, type SchemeStationSource } from './metro-scheme'
import { spreadApart } from './spread-apart'

const BOXES = { one: 'место', few: 'места', many: 'мест' }

/** A station on the line scheme, with the units for sale at it (light boxes or crystal lights). */
export interface LineSchemeStation {
  readonly id: string
  readonly name: string
  readonly lineId: string
  readonly color: string
  readonly x: number
  readonly y: number
  /** The ids of the units at the station, in the price list's order. */
  readonly unitIds: readonly string[]
}

/** A line drawn station to station: its segments in the scheme's units, and its stations with units in order. */
export interface LineSchemeLine {
  readonly id: string
  readonly name: string
  readonly color: string
  readonly segments: readonly (readonly [x1: number, y1: number, x2: number, y2: number])[]
  /** Every station of the line on the scheme, from one terminus to the other (a ring from any station). */
  readonly order: readonly string[]
  /** The stations of the line with units for sale, in line order: where the keyboard walks. */
  readonly offered: readonly string[]
}

export interface LineScheme {
  readonly width: number
  readonly height: number
  readonly lines: readonly LineSchemeLine[]
  /** Every station with coordinates on the lines drawn. */
  readonly stations: readonly LineSchemeStation[]
}

/**
 * How far apart the centres of two stations with units are drawn at least: a station's circle reaches 9.5 units from
 * its centre with its ring (radius 8, stroke 3; MetroLineScheme.tsx), so two circles do not touch, and a pointer at a
 * station's centre reaches that station and no other.
 */
export const STATION_GAP = 20
/** How far inside the scheme's edge a station's centre stays: its circle whole. */
const EDGE = 10

/** The lines the data draws as rings: their last station joins their first. */
const isRing = (line: SchemeLine): boolean => /кольцев|МЦК/i.test(line.name)

/**
 * The metro scheme of the light-box and crystal-light calculators (R-SCREEN-59, issue #50 item 4): every line in its
 * colour drawn station to station (lineOrder), the stations where they are (metroScheme's projection), each with
 * the units for sale at it. Only the line given is drawn, or all. A station without coordinates is left off (its
 * units stay in the list). At a hub the stations with units are drawn apart, at least STATION_GAP between centres,
 * each moved as little as that takes (spreadApart), and the lines' tracks follow them: the stations of several lines
 * at one interchange no longer lie over each other, where a pointer could reach only the top one.
 */
export const lineScheme = (
  lines: readonly SchemeLine[],
  stations: readonly SchemeStationSource[],
  items: readonly { readonly id: string; readonly stationId?: string }[],
  onlyLine?: string | null,
): LineScheme => {
  const placed = metroScheme(lines, stations, onlyLine ?? undefined)
  const units = new Map<string, string[]>()
  for (const i of items) if (i.stationId) units.set(i.stationId, [...(units.get(i.stationId) ?? []), i.id])
  const where = placed.stations.map((s) => ({ ...s, unitIds: units.get(s.id) ?? [] }))
  const bounds = { minX: EDGE, minY: EDGE, maxX: placed.width - EDGE, maxY: placed.height - EDGE }
  const apart = new Map(
    spreadApart(
      where.filter((s) => s.unitIds.length > 0),
      STATION_GAP,
      bounds,
    ).map((s) => [s.id, s]),
  )
  const drawn = where.map((s) => apart.get(s.id) ?? s)
  const schemeLines = lines
    .map((line): LineSchemeLine => {
      const own = drawn.filter((s) => s.lineId === line.id)
      const { order, edges } = lineOrder(own, isRing(line))
      const withUnits = new Set(own.filter((s) => s.unitIds.length > 0).map((s) => s.id))
      return {
        id: line.id,
        name: line.name,
        color: line.color,
        segments: edges.map(([a, b]) => [own[a]!.x, own[a]!.y, own[b]!.x, own[b]!.y] as const),
        order,
        offered: order.filter((id) => withUnits.has(id)),
      }
    })
    .filter((l) => l.order.length > 0)
  return { width: placed.width, height: placed.height, lines: schemeLines, stations: drawn }
}

/** Where an arrow key moves along a line's offered stations: the next or the previous, the ends on Home/End. */
export const stepAlong = (offered: readonly string[], current: string, key: string): string | undefined => {
  const at = offered.indexOf(current)
  if (at < 0) return offered[0]
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return offered[Math.min(offered.length - 1, at + 1)]
    case 'ArrowLeft':
    case 'ArrowUp':
      return offered[Math.max(0, at - 1)]
    case 'Home':
      return offered[0]
    case 'End':
      return offered[offered.length - 1]
    default:
      return undefined
  }
}

/** How many of a station's free units are chosen: all of them, some, or none. */
export const stationChoice = (
  unitIds: readonly string[],
  chosen: ReadonlySet<string>,
  taken: ReadonlySet<string>,
): 'all' | 'some' | 'none' => {
  const free = unitIds.filter((id) => !taken.has(id))
  const picked = free.filter((id) => chosen.has(id)).length
  return picked === 0 ? 'none' : picked === free.length ? 'all' : 'some'
}

/**
 * A station chosen on the scheme: its free units join the choice, or leave it when all of them were in it already
 * (the same choice the list shows and the price reads). Units another campaign holds are never added.
 */
export const toggleStation = (
  chosen: readonly string[],
  unitIds: readonly string[],
  taken: ReadonlySet<string>,
): string[] => {
  const set = new Set(chosen)
  if (stationChoice(unitIds, set, taken) === 'all') {
    const here = new Set(unitIds)
    return chosen.filter((id) => !here.has(id))
  }
  return [...chosen, ...unitIds.filter((id) => !taken.has(id) && !set.has(id))]
}

/** The station's name for a screen reader: 'Охотный Ряд, Сокольническая: 3 места, выбрано 1'. */
export const stationLabel = (
  station: { readonly name: string; readonly unitIds: readonly string[] },
  lineName: string,
  chosen: ReadonlySet<string>,
): string => {
  const picked = station.unitIds.filter((id) => chosen.has(id)).length
  return `${station.name}, ${lineName}: ${countOf(station.unitIds.length, BOXES)}, выбрано ${picked}`
}
