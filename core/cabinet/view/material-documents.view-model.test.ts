import { describe, expect, it } from 'vitest'
import { DOCUMENT_STATUSES } from '../../campaign/media-status'
import {
  DOCUMENT_CATEGORIES,
  documentCategoryChoices,
  documentCategoryName,
} from '../../media/document-categories'
import { materialDocumentView } from './material-documents.view-model'

describe('a document of the material as its list shows it (R-SCREEN-20, R-STATE-12)', () => {
  const link = { documentId: 'd-1', typeId: 'trademark', typeSubId: 'license', status: 'rework' as const }
  const file = {
    name: 'Договор',
    mimeType: 'application/pdf',
    path: '/api/v1/clients/documents/d-1/download',
  }

  it('names its category in Russian, its status, and whether it must be replaced', () => {
    expect(materialDocumentView(link, file, DOCUMENT_CATEGORIES)).toEqual({
      documentId: 'd-1',
      name: 'Договор',
      typeId: 'trademark',
      typeSubId: 'license',
      category: 'Права на товарный знак — Лицензионный договор',
      status: 'rework',
      statusLabel: 'На доработке',
      tone: 'rejected',
      mustReplace: true,
      path: '/api/v1/clients/documents/d-1/download',
      fileName: 'Договор.pdf',
    })
  })

  it('asks for a replacement only of a document sent back or asked for', () => {
    const replace = DOCUMENT_STATUSES.filter(
      (status) => materialDocumentView({ ...link, status }, file, DOCUMENT_CATEGORIES).mustReplace,
    )
    expect(replace).toEqual(['rework', 'requested'])
  })

  it('says a file gone from the library, and a category it does not know by its id', () => {
    const view = materialDocumentView({ ...link, typeId: 'unknown', typeSubId: null }, undefined, [])
    expect([view.name, view.category, view.path]).toEqual(['Файл удалён из библиотеки', 'unknown', undefined])
  })
})

describe('the document categories as the form offers them (R-API-24 GET categories)', () => {
  it('offers each kind of a category with kinds, and a category without kinds as it is', () => {
    expect(documentCategoryChoices().map((c) => c.id)).toEqual([
      'trademark/certificate',
      'trademark/license',
      'certificate',
      'license',
      'letterOfGuarantee',
      'other',
    ])
    expect(documentCategoryName('trademark', null)).toBe('Права на товарный знак')
    expect(documentCategoryName('letterOfGuarantee', undefined)).toBe('Гарантийное письмо')
  })
})
