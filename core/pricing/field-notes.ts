import type { Quote } from './quote'

/** Where a quote's details keep its field notes (the wire carries them inside `quote.details`). */
export const FIELD_NOTES = 'fieldNotes'

/**
 * What a price counted instead of what a field asked, said at that field (R-GROUND-01: impressions and runs per
 * hour outside the bounds are priced at the bound; R-GROUND-02: buses' runs rounded to one decimal; R-METRO-11:
 * the presentations the period holds; what a budget buys). The browser shows them under the field, and the
 * server's calculate answer carries the same sentences in the quote's details.
 */
export type FieldNotes = Readonly<Record<string, string>>

/** The details entry of a quote's field notes (none when the price counted everything as asked). */
export const withFieldNotes = (notes: FieldNotes): Readonly<Record<string, FieldNotes>> =>
  Object.keys(notes).length > 0 ? { [FIELD_NOTES]: notes } : {}

/** A quote's field notes, read back from its details. */
export const fieldNotesOf = (quote: Quote): FieldNotes => {
  const notes = quote.details[FIELD_NOTES]
  if (typeof notes !== 'object' || notes === null) return {}
  return Object.fromEntries(
    Object.entries(notes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
