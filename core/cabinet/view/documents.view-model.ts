import { placeName } from '../../campaign/calculator.catalogue'
import { isAdvertisePlace } from '../../campaign/advertise-place'

/** A document of the documents query (pricing §7): a product's tariffs, requirements, rules or discounts. */
export interface ProductDocument {
  readonly id: string
  readonly name: string
  readonly product: string
  readonly documentType: string
  readonly isActive: boolean
  readonly createdAt: string
  readonly fileName: string
}

/** The document types of the query, as the filter names them. */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  tariffs: 'Тарифы',
  technicalRequirements: 'Технические требования',
  rules: 'Правила',
  seasonalDiscounts: 'Сезонные скидки',
  capacityDiscounts: 'Скидки за объём',
}

export interface DocumentFilter {
  /** Words to find in the name, in any case; blank finds all. */
  readonly search: string
  /** A document type, or 'all'. */
  readonly type: string
  /** Only documents in force (isActive). */
  readonly activeOnly: boolean
}

/** What the documents screen opens with: no search, every type, only the documents in force (our choice). */
export const DEFAULT_DOCUMENT_FILTER: DocumentFilter = { search: '', type: 'all', activeOnly: true }

export interface DocumentGroup {
  readonly product: string
  readonly title: string
  readonly documents: readonly ProductDocument[]
}

const words = (text: string): string[] =>
  text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').split(/\s+/).filter(Boolean)

/**
 * R-SCREEN-60, our reading of "documents with search, collapse and filter": the documents that hold every
 * searched word (ё as е, any case), of the chosen type, in force unless archived ones are asked for; grouped
 * by product in the calculators' order of names, newest first inside a group. A group is what collapses.
 */
export const documentGroups = (
  documents: readonly ProductDocument[],
  filter: DocumentFilter,
): DocumentGroup[] => {
  const wanted = words(filter.search)
  const kept = documents.filter((d) => {
    if (filter.activeOnly && !d.isActive) return false
    if (filter.type !== 'all' && d.documentType !== filter.type) return false
    const name = words(d.name).join(' ')
    return wanted.every((w) => name.includes(w))
  })
  const groups = new Map<string, ProductDocument[]>()
  for (const d of kept) groups.set(d.product, [...(groups.get(d.product) ?? []), d])
  return [...groups.entries()]
    .map(([product, list]) => ({
      product,
      title: isAdvertisePlace(product) ? placeName(product) : product,
      documents: [...list].sort((a, b) =>
        a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
      ),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'ru-RU'))
}
