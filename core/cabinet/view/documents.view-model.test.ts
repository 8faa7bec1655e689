import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { documentGroups, type ProductDocument } from './documents.view-model'

const doc = (over: Partial<ProductDocument>): ProductDocument => ({
  id: over.id ?? 'd',
  name: 'Тарифы',
  product: 'metroMonitors',
  documentType: 'tariffs',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  fileName: 'f.html',
  ...over,
})
const all = { search: '', type: 'all', activeOnly: false }

describe('documents with search, collapse and filter (R-SCREEN-60)', () => {
  const docs = [
    doc({ id: 'a', name: 'Тарифы на 2026 год', createdAt: '2026-01-01T00:00:00.000Z' }),
    doc({ id: 'b', name: 'Тарифы 2025 (архив)', isActive: false, createdAt: '2025-01-01T00:00:00.000Z' }),
    doc({
      id: 'c',
      name: 'Технические требования',
      documentType: 'technicalRequirements',
      product: 'lightBoxes',
    }),
    doc({ id: 'd', name: 'Тарифы: ёлочные', product: 'transitShelter' }),
  ]
  it('groups by product under its name, newest first', () => {
    const groups = documentGroups(docs, all)
    expect(groups.map((g) => g.title)).toEqual([
      'Лайтбоксы',
      'Мониторы в метро',
      'Остановки наземного транспорта',
    ])
    expect(groups[1]?.documents.map((d) => d.id)).toEqual(['a', 'b'])
  })
  it('finds every searched word in any case, ё as е', () => {
    expect(
      documentGroups(docs, { ...all, search: 'ТАРИФЫ 2026' }).flatMap((g) => g.documents.map((d) => d.id)),
    ).toEqual(['a'])
    expect(
      documentGroups(docs, { ...all, search: 'елочные' }).flatMap((g) => g.documents.map((d) => d.id)),
    ).toEqual(['d'])
    expect(documentGroups(docs, { ...all, search: 'нет такого' })).toEqual([])
  })
  it('filters by type and by being in force', () => {
    expect(documentGroups(docs, { ...all, type: 'technicalRequirements' }).map((g) => g.product)).toEqual([
      'lightBoxes',
    ])
    expect(
      documentGroups(docs, { ...all, activeOnly: true }).flatMap((g) => g.documents.map((d) => d.id)),
    ).not.toContain('b')
  })
  it('never invents or loses a document: with no filter every one is in exactly one group', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.uuid(),
            product: fc.constantFrom('metroMonitors', 'lightBoxes', 'somethingElse'),
            isActive: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        (rows) => {
          const list = rows.map((r) => doc(r))
          const ids = documentGroups(list, all).flatMap((g) => g.documents.map((d) => d.id))
          expect([...ids].sort()).toEqual(list.map((d) => d.id).sort())
        },
      ),
    )
  })
})
