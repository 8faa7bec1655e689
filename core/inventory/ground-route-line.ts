import { groundBox } from './ground-box'
import { lineOrder } from './line-order'

/** A stop of a route as the stops data gives it (both directions' stops of one name are one stop here). */
export interface RouteStopSource {
  readonly name: string
  readonly latitude: number
  readonly longitude: number
}

/** A route drawn as a schematic: its stops in order, from terminus to terminus, in the drawing's own units. */
export interface RouteLine {
  readonly id: string
  /** 'Маршрут 13: «Павелецкий вокзал» — «Кожевническая ул.»'. */
  readonly title: string
  readonly termini: readonly [first: string, last: string]
  readonly stops: readonly { readonly name: string; readonly x: number; readonly y: number }[]
  readonly width: number
  readonly height: number
}

const ruOrder = new Intl.Collator('ru').compare

/** 'А13' is bus route 13, 'Тм3' tram route 3 (the stops data's own route numbers, moscow-inventory.ts). */
export const routeNumberTitle = (inventoryNumber: string): string =>
  inventoryNumber.startsWith('Тм')
    ? `Трамвай ${inventoryNumber.slice(2)}`
    : `Маршрут ${inventoryNumber.replace(/^А/, '')}`

/** 'Маршрут 13: «Павелецкий вокзал» — «Кожевническая ул.»': a route named by its number and its termini. */
export const routeTitle = (inventoryNumber: string, first: string, last: string): string =>
  first === last
    ? `${routeNumberTitle(inventoryNumber)}: «${first}» (кольцевой)`
    : `${routeNumberTitle(inventoryNumber)}: «${first}» — «${last}»`

/**
 * A ground-transport route as a line of stops (issue #50 item 4). The stops data says which stops a route serves but
 * not in which order (chosen, and derived): the stops of one name (a stop's two sides of the street) are one stop
 * at their mean place; they are ordered as the shortest tree joining them is walked from one end of its longest
 * path (lineOrder, as the metro scheme's lines), so the first and the last stop are the route's termini. The same
 * stops give the same route whatever order they come in. Drawn within `width` × `height` with `margin` around.
 */
export const routeLine = (
  route: { readonly id: string; readonly inventoryNumber: string },
  stops: readonly RouteStopSource[],
  width = 320,
  height = 200,
  margin = 24,
): RouteLine => {
  const byName = new Map<string, { lat: number; lon: number; n: number }>()
  for (const s of stops) {
    const at = byName.get(s.name) ?? { lat: 0, lon: 0, n: 0 }
    byName.set(s.name, { lat: at.lat + s.latitude, lon: at.lon + s.longitude, n: at.n + 1 })
  }
  const merged = [...byName.entries()]
    .map(([name, at]) => ({ name, latitude: at.lat / at.n, longitude: at.lon / at.n }))
    // The input's order never matters: the stops are taken by name.
    .sort((a, b) => ruOrder(a.name, b.name))
  if (merged.length === 0) {
    const title = routeNumberTitle(route.inventoryNumber)
    return { id: route.id, title, termini: ['', ''], stops: [], width, height }
  }
  const { spanX, spanY, x, y } = groundBox(merged)
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY)
  const left = (width - spanX * scale) / 2
  const top = (height - spanY * scale) / 2
  const placed = merged.map((s, i) => ({
    id: String(i),
    name: s.name,
    x: Math.round((left + x(s.longitude) * scale) * 10) / 10,
    y: Math.round((top + y(s.latitude) * scale) * 10) / 10,
  }))
  const { order } = lineOrder(placed)
  const ordered = order.map((id) => placed[Number(id)]!)
  const first = ordered[0]!.name
  const last = ordered[ordered.length - 1]!.name
  return {
    id: route.id,
    title: routeTitle(route.inventoryNumber, first, last),
    termini: [first, last],
    stops: ordered.map(({ name, x, y }) => ({ name, x, y })),
    width,
    height,
  }
}
