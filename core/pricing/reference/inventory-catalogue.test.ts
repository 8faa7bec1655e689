import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from './demo-reference'
import { withInventoryItems, type CatalogueItem } from './inventory-catalogue'

const UNITS: CatalogueItem[] = [
  { kind: 'lightBox', id: 'ЛБ-00001', name: 'Охотный Ряд: световой короб 1', ots: 20_000 },
  { kind: 'cityFormat', id: 'СФ-00001', name: 'Сити-формат, Тверская, 1', ots: 50_000 },
  { kind: 'metroMonitor', id: 'ММ-00001', name: 'Монитор', ots: 1 },
  { kind: 'lightBox', id: 'LB-001', name: 'Не тот', ots: 1 },
]
const registry = new CalculatorRegistry(allCalculators())
const today = '2026-11-22'

describe('the price list with the inventory’s units', () => {
  const merged = withInventoryItems(DEMO_REFERENCE, UNITS)

  it('adds each unit to its place’s list, leaves the others and keeps an id the list already has', () => {
    const boxes = merged.tariffs.lightBoxes.items
    expect(boxes.length).toBe(DEMO_REFERENCE.tariffs.lightBoxes.items.length + 1)
    expect(boxes.at(-1)).toEqual({ id: 'ЛБ-00001', name: 'Охотный Ряд: световой короб 1', otsPerDay: 20_000 })
    expect(boxes.find((i) => i.id === 'LB-001')).toEqual(DEMO_REFERENCE.tariffs.lightBoxes.items[0])
    expect(merged.tariffs.cityFormat.items.at(-1)).toEqual({
      id: 'СФ-00001',
      name: 'Сити-формат, Тверская, 1',
    })
    expect(merged.tariffs.metroMonitors).toBe(DEMO_REFERENCE.tariffs.metroMonitors)
    expect(DEMO_REFERENCE.tariffs.lightBoxes.items.some((i) => i.id === 'ЛБ-00001')).toBe(false)
  })

  it('an inventory unit is priced at its place’s tariff, with its own audience', () => {
    const input = { startDate: '2027-01-01', endDate: '2027-01-31', itemIds: ['ЛБ-00001'] }
    expect(registry.price('lightBoxes', input, DEMO_REFERENCE, { today }).ok).toBe(false)
    const unit = registry.price('lightBoxes', input, merged, { today })
    const catalogue = registry.price('lightBoxes', { ...input, itemIds: ['LB-002'] }, merged, { today })
    expect(unit.ok && catalogue.ok).toBe(true)
    if (!unit.ok || !catalogue.ok) return
    expect(unit.value.totals.total).toBe(catalogue.value.totals.total)
    expect(unit.value.lines[0]?.ots).toBeGreaterThan(0)
    expect(unit.value.lines[0]?.ots).not.toBe(catalogue.value.lines[0]?.ots)
  })
})
