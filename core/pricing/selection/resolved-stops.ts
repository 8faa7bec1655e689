import { domainError } from '../../shared/domain-error'
import { err, ok, type Result } from '../../shared/result'
import type { ShelterSideFact, ShelterSides } from '../../ports/shelter-sides.port'
import type { PricingError } from '../place-calculator'
import { normaliseInventoryNumber, tariffRegionOfOkrug } from './address-program'

interface StopShape {
  readonly inventoryNumber: string
  readonly side?: unknown
  readonly region?: unknown
  readonly bookingError?: unknown
}

const isStopShape = (value: unknown): value is StopShape =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { inventoryNumber?: unknown }).inventoryNumber === 'string'

/** The inventory numbers a transit-shelter calculation names (whatever else it holds is the decoder's job). */
export const stopNumbersOf = (input: unknown): string[] => {
  const stops = (input as { stops?: unknown } | null)?.stops
  if (!Array.isArray(stops)) return []
  return stops.filter(isStopShape).map((s) => normaliseInventoryNumber(s.inventoryNumber))
}

/** Up to ten names, then how many more ('А, Б и ещё 3'): what an error message lists. */
export const listed = (numbers: readonly string[]): string =>
  numbers.slice(0, 10).join(', ') + (numbers.length > 10 ? ` и ещё ${numbers.length - 10}` : '')

/**
 * A transit-shelter calculation with every stop checked against the inventory: each named side
 * must exist ('Нет таких остановок: …', stops: 'not found') and be the side asked for ('wrong side'); its
 * number becomes the current one and its region the tariff region of its okrug, whatever the client sent.
 * A side named twice (old and current numbers) counts once. Anything that is not a stop object is left for
 * the calculator's decoder to refuse.
 */
export const resolveStops = (
  input: unknown,
  facts: readonly ShelterSideFact[],
): Result<unknown, PricingError> => {
  const stops = (input as { stops?: unknown } | null)?.stops
  if (!Array.isArray(stops)) return ok(input)
  const byNumber = new Map<string, ShelterSideFact>()
  for (const f of facts) {
    byNumber.set(f.inventoryNumber, f)
    byNumber.set(f.oldInventoryNumber, f)
  }
  const unknown = [
    ...new Set(
      stops
        .filter(isStopShape)
        .map((s) => normaliseInventoryNumber(s.inventoryNumber))
        .filter((n) => !byNumber.has(n)),
    ),
  ]
  if (unknown.length > 0)
    return err({
      ...domainError('not found', `Нет таких остановок: ${listed(unknown)}`, 'stops'),
      errors: { stops: 'not found' },
    })
  const resolved = new Map<string, unknown>()
  for (const stop of stops) {
    if (!isStopShape(stop)) {
      resolved.set(`#${resolved.size}`, stop)
      continue
    }
    const fact = byNumber.get(normaliseInventoryNumber(stop.inventoryNumber)) as ShelterSideFact
    if (stop.side !== undefined && stop.side !== fact.side)
      return err({
        ...domainError(
          'wrong side',
          `Сторона не совпадает с инвентарным номером ${stop.inventoryNumber}`,
          'stops',
        ),
        errors: { stops: 'wrong side' },
      })
    if (resolved.has(fact.inventoryNumber)) continue
    resolved.set(fact.inventoryNumber, {
      ...stop,
      inventoryNumber: fact.inventoryNumber,
      side: fact.side,
      region: tariffRegionOfOkrug(fact.okrugAbbrev),
    })
  }
  return ok({ ...(input as object), stops: [...resolved.values()] })
}

/** Whether a place's calculation is looked up in the inventory before it is priced (its stops): shelters only. */
export const resolvedByInventory = (place: string): boolean => place === 'transitShelter'

/**
 * A calculation as the inventory at hand knows it: a transit-shelter input has every stop looked up (current
 * number, the okrug's tariff region, unknown or contradicting sides refused by name); other places pass as they
 * are. The server's calculate call and the CLI both price through this, so they price the same side alike.
 */
export const resolveInventory = async (
  place: string,
  input: unknown,
  shelters: ShelterSides | undefined,
): Promise<Result<unknown, PricingError>> => {
  if (!resolvedByInventory(place) || !shelters) return ok(input)
  const numbers = [...new Set(stopNumbersOf(input))]
  return resolveStops(input, numbers.length > 0 ? await shelters.byNumbers(numbers) : [])
}
