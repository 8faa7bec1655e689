/** An agency as the agency picker lists it. */
export interface AgencyEntry {
  readonly _id: string
  readonly name: string
}

const fold = (text: string): string =>
  text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()

/**
 * R-ROLE-10: agencies are searchable by name — a case-insensitive substring match that treats ё as е and
 * collapses spaces; an empty query keeps every agency. The order of the list is kept.
 */
export const searchAgencies = <A extends AgencyEntry>(agencies: readonly A[], query: string): A[] => {
  const wanted = fold(query)
  return wanted === '' ? [...agencies] : agencies.filter((agency) => fold(agency.name).includes(wanted))
}
