import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { MaterialDocumentsStore } from '../../core/cabinet/stores/material-documents.store'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { DOCUMENT_STATUSES } from '../../core/campaign/media-status'
import { DOCUMENT_STATUS_LABELS } from '../../core/media/creative-moderation'
import { DOCUMENT_CATEGORIES, documentCategoryChoices } from '../../core/media/document-categories'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { MediaActor } from './media.world'

// A creative's documents (R-API-24, R-STATE-12..14): the library's rule through the core, and the material
// page's form through its store over a stand-in server.

const media = (world: TabloWorld): MediaActor => world.slot('media', () => new MediaActor())
const category = (name: string) => {
  const found = documentCategoryChoices().find((c) => c.name === name)
  assert.ok(found, `unknown document category ${name}`)
  return found
}
const documentStatus = (label: string) => {
  const found = DOCUMENT_STATUSES.find((s) => DOCUMENT_STATUS_LABELS[s] === label)
  assert.ok(found, `unknown document status ${label}`)
  return found
}

Given(
  'its document {string} under {string} is {string}',
  async function (this: TabloWorld, name: string, under: string, label: string) {
    const actor = media(this)
    const documentId = await actor.addCreative('document', name)
    const { typeId, typeSubId } = category(under)
    actor.repository.links.set(`${actor.creativeId}/${documentId}`, {
      mediaId: actor.creativeId,
      documentId,
      typeId,
      typeSubId,
      status: documentStatus(label),
    })
  },
)

When(
  'the advertiser uploads {string} under {string}',
  async function (this: TabloWorld, name: string, under: string) {
    const actor = media(this)
    const documentId = await actor.addCreative('document', name)
    const { typeId, typeSubId } = category(under)
    const linked = await actor.library.linkDocument(actor.actor, {
      mediaId: actor.creativeId,
      documentId,
      typeId,
      typeSubId,
    })
    assert.ok(linked.ok, linked.ok ? '' : linked.error.message)
  },
)

Then("the creative's documents are {string}", function (this: TabloWorld, expected: string) {
  const actor = media(this)
  const shown = [...actor.repository.links.values()]
    .filter((l) => l.mediaId === actor.creativeId)
    .map((l) => `${actor.repository.items.get(l.documentId)?.name}: ${DOCUMENT_STATUS_LABELS[l.status]}`)
  assert.deepEqual(shown, expected.split('; '))
})

// ------------------------------------------------------------------------------------ the material page's form

const MEDIA = 'm-1'
const DOCS = '/api/v1/clients/documents'

class MaterialPage {
  readonly http = new FakeHttpClient()
  readonly store = new MaterialDocumentsStore(this.http)
}
const page = (world: TabloWorld): MaterialPage => world.slot('material-documents', () => new MaterialPage())

Given('the material page of a creative without documents', async function (this: TabloWorld) {
  const { http, store } = page(this)
  http
    .answer('GET', `${DOCS}/categories`, DOCUMENT_CATEGORIES)
    .answer('POST', '/api/v1/clients/media-library/getMedia', [
      { _id: MEDIA, status: 'moderation', documents: [] },
    ])
  await store.load(MEDIA)
})

Given(
  'the server refuses {string} with {string}',
  function (this: TabloWorld, _file: string, message: string) {
    page(this).http.fail('POST', DOCS, new ApiFailure(415, message, { file: 'wrongFormat' }))
  },
)

When(
  'the advertiser adds {string} as {string} on the material page',
  async function (this: TabloWorld, file: string, under: string) {
    await page(this).store.add(category(under).id, { name: file, size: 10, type: 'text/plain' })
  },
)

Then('the material page says under the file {string}', function (this: TabloWorld, message: string) {
  assert.deepEqual(page(this).store.getSnapshot().refusal, { field: 'file', message, replacing: undefined })
})

Then('the material page lists no documents', function (this: TabloWorld) {
  assert.deepEqual(page(this).store.getSnapshot().documents, [])
})

Then('nothing was linked to the creative', function (this: TabloWorld) {
  assert.deepEqual(page(this).http.callsTo('POST', `${DOCS}/${MEDIA}/category`), [])
})
