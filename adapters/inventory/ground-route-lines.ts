import { readFile } from 'node:fs/promises'
import { parseCsv } from '../../core/inventory/csv.parse'
import { routeLine, type RouteLine } from '../../core/inventory/ground-route-line'
import { buildRoutes, type RawStop } from '../../core/inventory/moscow-inventory'
import { injectable } from '../container/di'
import { DATA_DIR } from './moscow-files'

/** A route as the list shows it: its id (the price list's), whether bus or tram, and its name with its termini. */
export interface RouteTitle {
  readonly id: string
  readonly kind: 'bus' | 'tram'
  readonly title: string
}

/**
 * The bus and tram routes of the stops data (the seed's ground_routes, same ids) as lines of stops with their
 * termini (core/inventory/ground-route-line.ts: the order is derived, the data has none). Built from the copied
 * stops file on the first ask and kept (about a thousand routes: some 100 KB of names and points).
 */
@injectable()
export class GroundRouteLines {
  private built: Promise<{ titles: RouteTitle[]; lines: Map<string, RouteLine> }> | undefined

  async titles(kind?: 'bus' | 'tram'): Promise<readonly RouteTitle[]> {
    const { titles } = await this.all()
    return kind ? titles.filter((t) => t.kind === kind) : titles
  }

  async line(id: string): Promise<RouteLine | undefined> {
    return (await this.all()).lines.get(id)
  }

  private all() {
    this.built ??= readFile(`${DATA_DIR}ground-stops.csv`, 'utf8').then((text) => {
      const rows: RawStop[] = parseCsv(text)
      const stops = new Map(rows.map((r) => [Number(r.ID), r]))
      const lines = new Map<string, RouteLine>()
      const titles = buildRoutes(rows).map((route): RouteTitle => {
        const line = routeLine(
          route,
          route.stopIds.flatMap((id) => {
            const s = stops.get(id)
            return s
              ? [
                  {
                    name: s.StationName || s.Name || String(id),
                    latitude: Number(s.Latitude_WGS84),
                    longitude: Number(s.Longitude_WGS84),
                  },
                ]
              : []
          }),
        )
        lines.set(route.id, line)
        return { id: route.id, kind: route.kind, title: line.title }
      })
      return { titles, lines }
    })
    // A file not read is read again on the next ask.
    this.built.catch(() => (this.built = undefined))
    return this.built
  }
}
