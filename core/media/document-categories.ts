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
