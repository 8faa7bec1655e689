import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv.parse'
import { classifyImport } from './excel-import'
import { generateInventory } from './generated-inventory'
import { buildMetro, buildRoutes, shelterInventoryNumber } from './moscow-inventory'
import { regionKey } from './moscow-names'
import { mulberry32 } from './seeded-random'

describe('Moscow data into inventory', () => {
  it('inventory numbers derive from the stop ID and the side (R-API-30)', () => {
    expect(shelterInventoryNumber(7, 'a')).toBe('ОСТ-000007-A')
    expect(shelterInventoryNumber(1_007_274, 'b')).toBe('ОСТ-1007274-B')
  })

  it('district names of the stops file meet the boundary file names', () => {
    expect(regionKey('район Матушкино')).toBe(regionKey('Матушкино'))
    expect(regionKey('Рязанский район')).toBe(regionKey('Рязанский'))
    expect(regionKey('поселение Кленовское')).toBe(regionKey('Кленовское'))
    expect(regionKey('Филёвский Парк')).toBe('филевский парк')
    expect(regionKey('Южный административный округ')).toBe('южный')
  })

  it('routes: А is bus, Тм is tram, trolleybuses are not sold; stops are listed per route', () => {
    const routes = buildRoutes([
      { ID: '1', RouteNumbers: 'А13; Тм3; Тб7' },
      { ID: '2', RouteNumbers: 'А13' },
      { ID: 'RouteNumbers', RouteNumbers: 'А99' },
    ])
    expect(routes).toEqual([
      { id: 'А13', kind: 'bus', inventoryNumber: 'А13', stopIds: [1, 2] },
      { id: 'Тм3', kind: 'tram', inventoryNumber: 'Тм3', stopIds: [1] },
    ])
  })

  it('stations of one name on several lines share a hub; each station has two platforms', () => {
    const metro = buildMetro([
      { name: 'Курская', nameEn: 'Kurskaya', lineId: '3', latitude: 55.75, longitude: 37.66 },
      { name: 'Арбатская', nameEn: 'Arbatskaya', lineId: '3', latitude: null, longitude: null },
      { name: 'Курская', nameEn: 'Kurskaya', lineId: '5', latitude: 55.75, longitude: 37.66 },
    ])
    expect(metro.hubs).toEqual([
      { id: 'H001', name: 'Курская', stationIds: ['S001', 'S003'] },
      { id: 'H002', name: 'Арбатская', stationIds: ['S002'] },
    ])
    expect(metro.stations[0]?.lineIds).toEqual(['3', '5'])
    expect(metro.platforms).toHaveLength(6)
  })

  it('the generated inventory is deterministic and numbers every kind from 1', () => {
    const { stations } = buildMetro([
      { name: 'Курская', nameEn: 'K', lineId: '3', latitude: 1, longitude: 2 },
    ])
    const routes = buildRoutes([{ ID: '1', RouteNumbers: 'А1; Тм3' }])
    const first = generateInventory(stations, routes, [{ id: '3', name: 'Арбатско-Покровская' }])
    expect(generateInventory(stations, routes, [{ id: '3', name: 'Арбатско-Покровская' }])).toEqual(first)
    expect(first.find((i) => i.kind === 'metroMonitor')?.inventoryNumber).toBe('ММ-00001')
    expect(first.filter((i) => i.kind === 'busMonitor')).toHaveLength(1)
    expect(new Set(first.map((i) => i.id)).size).toBe(first.length)
    expect(first.find((i) => i.kind === 'lightBox')?.name).toBe('Курская (Арбатско-Покровская): лайтбокс 1')
  })

  it('mulberry32 repeats for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const xs = Array.from({ length: 1000 }, () => a())
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(new Set(xs).size).toBeGreaterThan(990)
  })
})

describe('CSV and spreadsheet import', () => {
  it('parses quoted fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('\uFEFFID,Name\r\n7,"«Дербеневская», ""наб."""\r\n8,x\n')).toEqual([
      { ID: '7', Name: '«Дербеневская», "наб."' },
      { ID: '8', Name: 'x' },
    ])
  })

  it('classifies rows into added, replaced and missing, once each (R-STOP-09)', () => {
    const spaces = [
      { inventoryNumber: 'ОСТ-000007-A', oldInventoryNumber: '7-A' },
      { inventoryNumber: 'ОСТ-000007-B', oldInventoryNumber: '7-B' },
    ]
    expect(classifyImport([' ост-000007-a ', '7-b', '7-B', '', 'x'], spaces)).toEqual({
      addedSpaces: [spaces[0]],
      replacedSpaces: [{ oldInventoryNumber: '7-B', space: spaces[1] }],
      missingSpaces: ['x'],
    })
  })
})
