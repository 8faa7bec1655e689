/**
 * What the inventory says of one thing a campaign bought: a generated unit (a light box, a screen, a sticker
 * space), a transit-shelter side or a metro station, found by the id the price used. A field the inventory does
 * not have is null.
 */
export interface InventoryFacts {
  readonly inventoryNumber: string | null
  readonly name: string | null
  /** The metro station with its line, 'Авиамоторная (Калининская)', when the thing is at one. */
  readonly station: string | null
  /** The metro line of that station, 'Калининская'. */
  readonly line: string | null
  readonly address: string | null
  /** A shelter's side. */
  readonly side: 'a' | 'b' | null
  /** The format's id in the formats catalogue (core/inventory/formats.catalogue.ts). */
  readonly formatId: string | null
}

/** The inventory a campaign's purchase is described from (port: the database adapter). */
export interface BoughtCatalogue {
  /**
   * The facts of inventory units (by id or inventory number), shelter sides (by inventory number, current or
   * old) and metro stations (by id), keyed by the id asked; ids the inventory does not know are left out.
   */
  facts(ids: readonly string[]): Promise<ReadonlyMap<string, InventoryFacts>>
}
export const BoughtCatalogue = Symbol.for('tablo.BoughtCatalogue')
