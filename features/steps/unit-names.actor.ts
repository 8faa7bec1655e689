import { placementsCatalogue, specialProjectsCatalogue } from '../../core/cabinet/view/wizard.view-model'
import { isSpecialProject } from '../../core/campaign/advertise-place'
import { placeName } from '../../core/campaign/calculator.catalogue'
import { MEDIA_TYPES } from '../../core/campaign/media-type.catalogue'
import { SPECIAL_PROJECTS_NAME } from '../../core/campaign/place-names'
import { invoiceLines } from '../../core/documents/invoice.document'
import { countOf } from '../../core/format/plural'
import { generateInventory } from '../../core/inventory/generated-inventory'
import type { InventoryItem } from '../../core/inventory/inventory.entities'
import { stationLabel } from '../../core/inventory/unit-names'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { withGeneratedInventory } from '../../core/pricing/reference/inventory-catalogue'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { namesItsPlace, repeatedNames, unitLists } from '../../core/pricing/reference/unit-lists'
import { chosenCount } from '../../core/pricing/selection/items-calculator'
import type { Kopecks } from '../../core/shared/money'
import type { TabloWorld } from '../support/world'
import type { InventoryActor } from './inventory-actor'

const calculators = allCalculators()

/** Where a place's name is read, each as the product writes it. */
export const namesOfPlace = (place: string): string[] => {
  const list = isSpecialProject(place)
    ? specialProjectsCatalogue(calculators)
    : placementsCatalogue(calculators, () => true)
  const invoice = invoiceLines({
    name: 'Весна',
    place,
    periodsPrice: [],
    totalWithoutTaxes: 100_00 as Kopecks,
    taxes: 22_00 as Kopecks,
  })[0]?.title
  return [
    list.find((e) => e.place === place)?.title ?? '(not in the place list)',
    calculators.find((c) => c.place === place)?.title ?? '(no calculator)',
    placeName(place),
    invoice?.slice(0, invoice.indexOf(': «')) ?? '(no invoice line)',
  ]
}

/** The group the special projects are offered under, as the media types and the wizard name it. */
export const specialProjectsName = (): string[] => [
  SPECIAL_PROJECTS_NAME,
  MEDIA_TYPES.find((t) => t.id === 'specialProjects')?.name ?? '',
]

/** The inventory's units named by the generator over the real metro, and the price list the server builds. */
export class UnitNamesActor {
  units: InventoryItem[] = []
  reference: PricingReferenceData = DEMO_REFERENCE

  nameUnits(metro: InventoryActor): void {
    this.units = generateInventory(metro.stations, [], metro.lines)
    const lineOf = new Map(metro.lines.map((l) => [l.id, l.name]))
    const label = new Map(metro.stations.map((s) => [s.id, stationLabel(s.name, lineOf.get(s.lineId))]))
    this.reference = withGeneratedInventory(DEMO_REFERENCE, this.units, (id) => label.get(id) ?? '')
  }

  /** The lines the light boxes of a station name, each once, in the inventory's order. */
  linesOfLightBoxesAt(station: string): string[] {
    const at = this.units.filter((u) => u.kind === 'lightBox' && u.name.startsWith(`${station} (`))
    return [...new Set(at.map((u) => u.name.slice(station.length + 2, u.name.indexOf('):'))))]
  }

  lightBoxesOn(line: string): string[] {
    return this.units.filter((u) => u.kind === 'lightBox' && u.name.includes(`(${line}):`)).map((u) => u.name)
  }

  /** Every list with a name twice in it: '<place>: <list>: <name>'. */
  repeated(): string[] {
    return unitLists(this.reference).flatMap((l) =>
      repeatedNames(l).map((n) => `${l.place}: ${l.list}: ${n}`),
    )
  }

  /** Every unit whose name says neither its station nor its address. */
  saysNowhere(): string[] {
    return unitLists(this.reference)
      .filter((l) => l.located)
      .flatMap((l) => l.entries.filter((e) => !namesItsPlace(e.name)).map((e) => `${l.place}: ${e.name}`))
  }
}
export const unitNames = (world: TabloWorld): UnitNamesActor =>
  world.slot('unit-names', () => new UnitNamesActor())

/** A list of `all` units of which `chosen` are chosen; `shown` of them shown with `here` of the chosen. */
export const countSaid = (all: number, chosen: number, shown: number, here: number): string => {
  const items = Array.from({ length: all }, (_, i) => ({ id: `u${i}` }))
  // The chosen are the first `chosen`; the shown start with `here` of them, then units not chosen.
  const picked = items.slice(0, chosen).map((i) => i.id)
  const visible = [...items.slice(0, here), ...items.slice(chosen, chosen + shown - here)]
  return chosenCount(picked, items, shown === all ? items : visible)
}

export const HALF_MONTHS = { one: 'полумесяц', few: 'полумесяца', many: 'полумесяцев' }
export const halfMonthsWritten = (n: number): string => countOf(n, HALF_MONTHS)
