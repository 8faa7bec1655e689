import type { GeneratedKind, GroundRoute, InventoryItem, MetroLine, MetroStation } from './inventory.entities'
import { stationLabel, unitAtAddress, unitAtStation } from './unit-names'
import { intBetween, INVENTORY_SEED, mulberry32, type Random } from './seeded-random'

/**
 * Plausible inventory where no public data exists (issue 5, part 2): monitors, stickers, light boxes and
 * crystal lights per metro station; navigation zones and their exits; standalone monitors; city formats
 * (single, standalone, groups); turn tiles; media facades; bus and tram monitors. Deterministic from the
 * seed, so a fresh start and every test see the same spaces.
 */

const PREFIX: Readonly<Record<GeneratedKind, string>> = {
  metroMonitor: 'ММ',
  metroSticker: 'СТК',
  lightBox: 'ЛБ',
  crystalLight: 'КЛ',
  navigationZone: 'НЗ',
  navigationExit: 'НВ',
  monitorStandalone: 'СМ',
  cityFormat: 'СФ',
  cityFormatStandalone: 'СФС',
  cityFormatGroup: 'СФГ',
  turnsTile: 'ПП',
  mediaFacade: 'МФ',
  busMonitor: 'МА',
  tramMonitor: 'МТ',
}

/** The format id each kind is sold in (see formats.catalogue.ts). */
const FORMAT: Readonly<Record<GeneratedKind, string | null>> = {
  metroMonitor: 'metroMonitors',
  metroSticker: 'metroStickers',
  lightBox: 'lightBoxes',
  crystalLight: 'cristalLight',
  navigationZone: null,
  navigationExit: 'navigationSign',
  monitorStandalone: 'monitorsStandalone',
  cityFormat: 'cityFormat',
  cityFormatStandalone: 'cityFormat',
  cityFormatGroup: 'cityFormatGroup',
  turnsTile: 'turnsTiles',
  mediaFacade: 'mediaFacade',
  busMonitor: 'busMonitors',
  tramMonitor: 'monitorsTram',
}

export const CITY_FORMAT_GROUPS = 12
export const STANDALONE_MONITORS = 150
export const CITY_FORMATS = 300
export const STANDALONE_CITY_FORMATS = 60
export const TURNS_TILES = 40
export const MEDIA_FACADES = [
  'Варшавское шоссе, 1',
  'Ленинградский проспект, 39',
  'Кутузовский проспект, 2',
  'Тверская улица, 9',
  'Садовая-Кудринская улица, 3',
]

class Generator {
  readonly items: InventoryItem[] = []
  private readonly counters = new Map<GeneratedKind, number>()

  constructor(readonly random: Random) {}

  add(
    kind: GeneratedKind,
    fields: Partial<Omit<InventoryItem, 'id' | 'kind' | 'inventoryNumber'>> & { name: string },
  ): InventoryItem {
    const n = (this.counters.get(kind) ?? 0) + 1
    this.counters.set(kind, n)
    const inventoryNumber = `${PREFIX[kind]}-${String(n).padStart(5, '0')}`
    const item: InventoryItem = {
      id: inventoryNumber,
      kind,
      inventoryNumber,
      lineId: null,
      stationId: null,
      parentId: null,
      formatId: FORMAT[kind],
      ots: intBetween(this.random, 5, 80) * 1000,
      capacity: null,
      address: null,
      ...fields,
    }
    this.items.push(item)
    return item
  }
}

/** The units of a station, each named by the station with its line and its number there (unit-names.ts). */
const perStation = (g: Generator, s: MetroStation, label: string): void => {
  const at = { lineId: s.lineId, stationId: s.id, address: `станция метро «${s.name}»` }
  for (let i = 1, n = intBetween(g.random, 4, 12); i <= n; i++)
    g.add('metroMonitor', { ...at, name: unitAtStation(label, 'монитор', i) })
  for (let i = 1, n = intBetween(g.random, 2, 6); i <= n; i++)
    g.add('metroSticker', { ...at, name: unitAtStation(label, 'стикеры, место', i) })
  for (let i = 1, n = intBetween(g.random, 2, 8); i <= n; i++)
    g.add('lightBox', { ...at, name: unitAtStation(label, 'лайтбокс', i) })
  for (let i = 1, n = intBetween(g.random, 0, 2); i <= n; i++)
    g.add('crystalLight', { ...at, name: unitAtStation(label, 'кристалайт', i) })
  for (let z = 1, zones = intBetween(g.random, 2, 4); z <= zones; z++) {
    // Some zones have no known capacity: the navigation calculator drops them (R-NAV rules, pricing §5).
    const capacity = g.random() < 0.15 ? null : intBetween(g.random, 2, 10)
    const zone = g.add('navigationZone', { ...at, name: unitAtStation(label, 'зона', z), capacity })
    for (let e = 1, exits = intBetween(g.random, 1, 3); e <= exits; e++)
      g.add('navigationExit', { ...at, parentId: zone.id, name: `Выход ${e}` })
  }
}

export const generateInventory = (
  stations: readonly MetroStation[],
  routes: readonly GroundRoute[],
  lines: readonly Pick<MetroLine, 'id' | 'name'>[],
): InventoryItem[] => {
  const g = new Generator(mulberry32(INVENTORY_SEED + 1))
  const lineNames = new Map(lines.map((l) => [l.id, l.name]))
  const label = (s: MetroStation) => stationLabel(s.name, lineNames.get(s.lineId))
  for (const s of stations) perStation(g, s, label(s))
  const pick = (): MetroStation => stations[intBetween(g.random, 0, stations.length - 1)] as MetroStation
  const near = (s: MetroStation) => ({
    stationId: s.id,
    lineId: s.lineId,
    address: `у станции метро «${s.name}»`,
  })
  // Units by a station are numbered per station and kind, so two city formats at one station read apart.
  const numbers = new Map<string, number>()
  const nextAt = (kind: GeneratedKind, s: MetroStation): number => {
    const n = (numbers.get(`${kind} ${s.id}`) ?? 0) + 1
    numbers.set(`${kind} ${s.id}`, n)
    return n
  }
  const byStation = (kind: GeneratedKind, unit: string, s: MetroStation) =>
    unitAtStation(label(s), unit, nextAt(kind, s))
  for (let i = 1; i <= STANDALONE_MONITORS; i++) {
    const s = pick()
    g.add('monitorStandalone', {
      ...near(s),
      name: byStation('monitorStandalone', 'стационарный монитор', s),
    })
  }
  const groups = Array.from({ length: CITY_FORMAT_GROUPS }, (_, i) => {
    const s = pick()
    return g.add('cityFormatGroup', { ...near(s), name: `Группа сити-форматов ${i + 1}: у м. ${label(s)}` })
  })
  for (let i = 1; i <= CITY_FORMATS; i++) {
    const s = pick()
    const group = groups[i % CITY_FORMAT_GROUPS]
    g.add('cityFormat', {
      ...near(s),
      parentId: group?.id ?? null,
      name: byStation('cityFormat', 'сити-формат', s),
    })
  }
  for (let i = 1; i <= STANDALONE_CITY_FORMATS; i++) {
    const s = pick()
    g.add('cityFormatStandalone', {
      ...near(s),
      name: byStation('cityFormatStandalone', 'отдельностоящий сити-формат', s),
    })
  }
  for (let i = 1; i <= TURNS_TILES; i++) {
    const s = pick()
    g.add('turnsTile', { ...near(s), name: byStation('turnsTile', 'плитка у турникетов', s) })
  }
  for (const address of MEDIA_FACADES)
    g.add('mediaFacade', { address, name: unitAtAddress('Медиафасад', address) })
  for (const r of routes) {
    const vehicles = intBetween(g.random, 5, 40)
    g.add(r.kind === 'bus' ? 'busMonitor' : 'tramMonitor', {
      parentId: r.id,
      capacity: vehicles,
      name: `${r.kind === 'bus' ? 'Автобус' : 'Трамвай'} ${r.inventoryNumber.replace(/^(А|Тм)/, '')}: мониторы`,
    })
  }
  return g.items
}
