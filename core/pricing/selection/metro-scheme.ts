import { groundBox } from '../../inventory/ground-box'

/** A metro line as the scheme draws it. */
export interface SchemeLine {
  readonly id: string
  readonly name: string
  readonly color: string
}

/** A station as the public reference gives it: coordinates may be missing (97 of 369 have none). */
export interface SchemeStationSource {
  readonly id: string
  readonly name: string
  readonly lineId: string
  readonly latitude: number | null
  readonly longitude: number | null
}

/** A station placed on the scheme, in the scheme's own units. */
export interface SchemeStation {
  readonly id: string
  readonly name: string
  readonly lineId: string
  readonly color: string
  readonly x: number
  readonly y: number
}

export interface MetroScheme {
  readonly width: number
  readonly height: number
  readonly stations: readonly SchemeStation[]
}

/** The scheme's width in its own units; its height follows the city's shape. */
export const SCHEME_WIDTH = 1000
const MARGIN = 20

/**
 * The light-box calculator's metro scheme (R-SCREEN-59), drawn from our station data rather than a picture: each
 * station with coordinates placed where it is (an equirectangular projection, longitudes narrowed by the cosine of
 * Moscow's latitude so the city keeps its shape), coloured by its line. Only the lines given are drawn (one line,
 * or all); a station without coordinates is left off the scheme (it stays choosable by name).
 */
export const metroScheme = (
  lines: readonly SchemeLine[],
  stations: readonly SchemeStationSource[],
  onlyLine?: string,
): MetroScheme => {
  const colors = new Map(lines.map((l) => [l.id, l.color]))
  const placed = stations.filter(
    (s): s is SchemeStationSource & { latitude: number; longitude: number } =>
      s.latitude !== null &&
      s.longitude !== null &&
      colors.has(s.lineId) &&
      (!onlyLine || s.lineId === onlyLine),
  )
  if (placed.length === 0) return { width: SCHEME_WIDTH, height: SCHEME_WIDTH / 2, stations: [] }
  const { spanX, spanY, x, y } = groundBox(placed)
  const scale = (SCHEME_WIDTH - 2 * MARGIN) / Math.max(spanX, spanY)
  const height = Math.round(spanY * scale + 2 * MARGIN)
  return {
    width: SCHEME_WIDTH,
    height,
    stations: placed.map((s) => ({
      id: s.id,
      name: s.name,
      lineId: s.lineId,
      color: colors.get(s.lineId) ?? '#888888',
      x: Math.round((MARGIN + x(s.longitude) * scale) * 10) / 10,
      y: Math.round((MARGIN + y(s.latitude) * scale) * 10) / 10,
    })),
  }
}

/** The metro lines and stations the scheme is drawn from, as they are read (metro-scheme.store.ts). */
export interface MetroReference {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly lines: readonly SchemeLine[]
  readonly stations: readonly SchemeStationSource[]
}

/**
 * The whole city's scheme is square: Moscow's metro spans more north to south than east to west, so the height, like
 * the width, is the full scheme (metro-scheme.moscow.test.ts checks it over the reference the server serves).
 */
export const WHOLE_CITY_SCHEME = { width: SCHEME_WIDTH, height: SCHEME_WIDTH } as const

/**
 * The size of the scheme the light-box control is about to draw, so its place is held before anything is drawn
 * (issue #51 item 2): the whole city's while the reference is on its way (no line can be chosen before it comes),
 * the scheme's own once it is here, none when it could not be read (the control then shows the list alone).
 */
export const schemeSize = (
  reference: MetroReference,
  onlyLine?: string,
): { readonly width: number; readonly height: number } | undefined => {
  if (reference.status === 'idle' || reference.status === 'loading') return WHOLE_CITY_SCHEME
  if (reference.lines.length === 0) return undefined
  const { width, height } = metroScheme(reference.lines, reference.stations, onlyLine)
  return { width, height }
}

/** Where the list of metro units is narrowed to: a line, a station of it, or neither. */
export interface MetroNarrowing {
  readonly lineId?: string | null
  readonly stationId?: string | null
}

/**
 * The units at the chosen station, or at the stations of the chosen line, or all (R-SCREEN-59). A unit the price
 * list places at no station is shown only while nothing narrows the list.
 */
export const narrowByMetro = <I extends { readonly stationId?: string }>(
  items: readonly I[],
  stations: readonly SchemeStationSource[],
  { lineId, stationId }: MetroNarrowing,
): readonly I[] => {
  if (stationId) return items.filter((i) => i.stationId === stationId)
  if (!lineId) return items
  const onLine = new Set(stations.filter((s) => s.lineId === lineId).map((s) => s.id))
  return items.filter((i) => i.stationId !== undefined && onLine.has(i.stationId))
}

/** The stations of the line (or of all lines) that have units for sale, by name: what the scheme may offer. */
export const stationsWithUnits = (
  stations: readonly SchemeStationSource[],
  items: readonly { readonly stationId?: string }[],
  lineId?: string | null,
): readonly SchemeStationSource[] => {
  const having = new Set(items.map((i) => i.stationId))
  return stations
    .filter((s) => having.has(s.id) && (!lineId || s.lineId === lineId))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.lineId.localeCompare(b.lineId))
}

/** What the metro control shows: the stations offered by name, and the scheme of those of them with coordinates. */
export interface OfferedScheme {
  readonly offered: readonly SchemeStationSource[]
  readonly scheme: MetroScheme
}

/**
 * The scheme draws only the stations offered (R-SCREEN-59): those of the line (or of all lines) with units for
 * sale. The scheme keeps the size and scale of the whole line, so a station stays where it is whatever is for sale.
 */
export const offeredScheme = (
  lines: readonly SchemeLine[],
  stations: readonly SchemeStationSource[],
  items: readonly { readonly stationId?: string }[],
  lineId?: string | null,
): OfferedScheme => {
  const offered = stationsWithUnits(stations, items, lineId)
  const ids = new Set(offered.map((s) => s.id))
  const drawn = metroScheme(lines, stations, lineId ?? undefined)
  return { offered, scheme: { ...drawn, stations: drawn.stations.filter((s) => ids.has(s.id)) } }
}
