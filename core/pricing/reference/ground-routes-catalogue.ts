import type { PricingReferenceData } from './pricing-reference.schema'

/** A bus or tram route of the inventory (the stops data's own numbers: 'А13', 'Тм3'). */
export interface CatalogueRoute {
  readonly id: string
  readonly kind: 'bus' | 'tram'
  readonly inventoryNumber: string
}

/**
 * The price list with the inventory's real routes (issue #50 item 4) added to the ground-transport places: bus
 * routes to groundTransportation, tram routes to groundTransportationTram, after the list's own routes (choice:
 * the reference's demo routes stay sellable, as its catalogue units do beside the inventory's). An id the list
 * already has keeps its entry.
 */
export const withGroundRoutes = (
  reference: PricingReferenceData,
  routes: readonly CatalogueRoute[],
): PricingReferenceData => {
  if (routes.length === 0) return reference
  const add = (
    tariff: PricingReferenceData['tariffs']['groundTransportation'],
    kind: CatalogueRoute['kind'],
  ) => {
    const known = new Set(tariff.routes.map((r) => r.id))
    const more = routes
      .filter((r) => r.kind === kind && !known.has(r.id))
      .map((r) => ({ id: r.id, inventoryNumber: r.inventoryNumber }))
    return { ...tariff, routes: [...tariff.routes, ...more] }
  }
  const { groundTransportation, groundTransportationTram } = reference.tariffs
  return {
    ...reference,
    tariffs: {
      ...reference.tariffs,
      groundTransportation: add(groundTransportation, 'bus'),
      groundTransportationTram: add(groundTransportationTram, 'tram'),
    },
  }
}
