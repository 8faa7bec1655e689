/** One transit-shelter side as the inventory knows it: what the stops tariff depends on. */
export interface ShelterSideFact {
  /** The current inventory number ('ОСТ-000007-A'). */
  readonly inventoryNumber: string
  /** The stop's old numbering ('7-A'), still accepted wherever a number is asked for. */
  readonly oldInventoryNumber: string
  readonly side: 'a' | 'b'
  /** The okrug's abbreviation in the boundary data ('ЦАО', 'Новомосковский', ...). */
  readonly okrugAbbrev: string
}

/**
 * The server's shelter inventory, read by the calculate call so that a side's district comes from the
 * inventory and never from the client (a client-sent region would let anyone buy the cheapest tariff).
 */
export interface ShelterSides {
  /** The sides named by current or old inventory numbers; a number the inventory lacks is simply absent. */
  byNumbers(numbers: readonly string[]): Promise<readonly ShelterSideFact[]>
}
export const ShelterSides = Symbol.for('tablo.ShelterSides')
