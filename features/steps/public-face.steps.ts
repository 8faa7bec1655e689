import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { keepAutoFlow } from '../../core/cabinet/routing/auto-flow'
import { prerenderedBody } from '../../core/cabinet/routing/site-index'
import { isAdvertisePlace } from '../../core/campaign/advertise-place'
import { landingPlaces } from '../../core/cabinet/view/landing.view-model'
import { placeInfoOf } from '../../core/cabinet/view/place-info.catalogue'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

When('a visitor books {string} from a public calculator', function (this: TabloWorld, place: string) {
  assert.ok(isAdvertisePlace(place), place)
  keepAutoFlow(cabinet(this).storage, place)
})

Then('the landing links to the public pages of', (table: DataTable) => {
  assert.deepEqual(
    landingPlaces().map((p) => ({ place: p.place, page: p.href })),
    table.hashes(),
  )
})

Then('the first answer for {string} carries the heading {string}', (path: string, heading: string) => {
  assert.match(prerenderedBody(path) ?? '', new RegExp(`^<main><h1>${heading}</h1><p>[^<]+</p>`))
})

Then(
  'the page {string} describes {string} and takes a request for {string}',
  (page: string, title: string, place: string) => {
    const info = placeInfoOf(page)
    assert.equal(info?.title, title)
    assert.equal(info?.place, place)
    assert.ok((info?.formats.length ?? 0) > 0)
  },
)
