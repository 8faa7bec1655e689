import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import {
  DEFAULT_DOCUMENT_FILTER,
  documentGroups,
  type DocumentFilter,
  type DocumentGroup,
  type ProductDocument,
} from '../../core/cabinet/view/documents.view-model'
import type { TabloWorld } from '../support/world'

/** Per-scenario state of the documents screen steps (world slot 'documentsScreen'). */
class DocumentsScreenScene {
  documents: ProductDocument[] = []
  groups: DocumentGroup[] = []
}
const scene = (world: TabloWorld): DocumentsScreenScene =>
  world.slot('documentsScreen', () => new DocumentsScreenScene())

const show = (world: TabloWorld, filter: Partial<DocumentFilter>): void => {
  const s = scene(world)
  s.groups = documentGroups(s.documents, { ...DEFAULT_DOCUMENT_FILTER, ...filter })
}

const found = (world: TabloWorld): string[] =>
  scene(world).groups.flatMap((g) => g.documents.map((d) => d.name))

Given('the documents:', function (this: TabloWorld, table: DataTable) {
  scene(this).documents = table.hashes().map((row, n) => ({
    id: `d-${n + 1}`,
    name: row['name'] ?? '',
    product: row['place'] ?? '',
    documentType: row['type'] ?? '',
    isActive: row['in force'] === 'yes',
    createdAt: `${row['published'] ?? ''}T09:00:00.000Z`,
    fileName: `d-${n + 1}.pdf`,
  }))
})

When('the documents screen opens', function (this: TabloWorld) {
  show(this, {})
})

When('the documents screen shows the archive too', function (this: TabloWorld) {
  show(this, { activeOnly: false })
})

When(
  'the documents screen with the archive is searched for {string}',
  function (this: TabloWorld, search: string) {
    show(this, { search, activeOnly: false })
  },
)

When('the documents screen shows only {string}', function (this: TabloWorld, type: string) {
  show(this, { type })
})

Then('the documents screen shows:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this).groups.flatMap((g) => g.documents.map((d) => [g.title, d.name])),
    table.raw(),
  )
})

Then('the documents found are {string}', function (this: TabloWorld, names: string) {
  assert.deepEqual(
    found(this),
    names
      .split(/,(?![^(]*\))\s*/)
      .map((n) => n.trim())
      .filter(Boolean),
  )
})
