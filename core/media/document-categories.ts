/**
 * Document categories a creative may need (R-API-24 "GET categories"; the spec does not list them — choice:
 * the usual Moscow OOH set). typeSubId narrows a category where it has kinds.
 */
export interface DocumentCategoryType {
  readonly typeId: string
  readonly name: string
  readonly subTypes: readonly { readonly typeSubId: string; readonly name: string }[]
}

export const DOCUMENT_CATEGORIES: readonly DocumentCategoryType[] = [
  {
    typeId: 'trademark',
    name: 'Права на товарный знак',
    subTypes: [
      { typeSubId: 'certificate', name: 'Свидетельство' },
      { typeSubId: 'license', name: 'Лицензионный договор' },
    ],
  },
  { typeId: 'certificate', name: 'Сертификат или декларация соответствия', subTypes: [] },
  { typeId: 'license', name: 'Лицензия на деятельность', subTypes: [] },
  { typeId: 'letterOfGuarantee', name: 'Гарантийное письмо', subTypes: [] },
  { typeId: 'other', name: 'Другой документ', subTypes: [] },
]

export const isDocumentCategory = (typeId: string, typeSubId: string | undefined): boolean => {
  const category = DOCUMENT_CATEGORIES.find((c) => c.typeId === typeId)
  if (!category) return false
  return (
    typeSubId === undefined || typeSubId === '' || category.subTypes.some((s) => s.typeSubId === typeSubId)
  )
}

/** One choice of the document form: a category, or one kind of it (its id `typeId` or `typeId/typeSubId`). */
export interface DocumentCategoryChoice {
  readonly id: string
  readonly name: string
  readonly typeId: string
  readonly typeSubId: string | undefined
}

const choiceId = (typeId: string, typeSubId: string | null | undefined): string =>
  typeSubId ? `${typeId}/${typeSubId}` : typeId

/** What a document may be filed under, each kind of a category a choice of its own ('Права … — Свидетельство'). */
export const documentCategoryChoices = (
  categories: readonly DocumentCategoryType[] = DOCUMENT_CATEGORIES,
): DocumentCategoryChoice[] =>
  categories.flatMap((c): DocumentCategoryChoice[] =>
    c.subTypes.length === 0
      ? [{ id: c.typeId, name: c.name, typeId: c.typeId, typeSubId: undefined }]
      : c.subTypes.map((s) => ({
          id: choiceId(c.typeId, s.typeSubId),
          name: `${c.name} — ${s.name}`,
          typeId: c.typeId,
          typeSubId: s.typeSubId,
        })),
  )

/** A linked document's category in Russian, as its choice reads; the category alone, or its id, when unknown. */
export const documentCategoryName = (
  typeId: string,
  typeSubId: string | null | undefined,
  categories: readonly DocumentCategoryType[] = DOCUMENT_CATEGORIES,
): string => {
  const choices = documentCategoryChoices(categories)
  return (
    choices.find((c) => c.id === choiceId(typeId, typeSubId))?.name ??
    categories.find((c) => c.typeId === typeId)?.name ??
    typeId
  )
}
