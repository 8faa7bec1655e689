import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { placeInfoOf, type PlaceInfo } from '../../core/cabinet/view/place-info.catalogue'
import { PERSON_HEIGHT_M, placeScheme } from '../../core/cabinet/view/place-scheme.view-model'
import { ruNumber } from '../../core/format/number.format'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { joined, openings, scene } from './place-pages.world'

const FAST_ORDER = '/api/v1/clients/profile/fastOrder'
const CAPTCHA = '/api/v1/public/captcha'
const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c', salt: 's1', signature: 'x' }

const info = (page: string): PlaceInfo => {
  const found = placeInfoOf(page)
  assert.ok(found, `${page} is not a place page without a calculator`)
  return found
}

// --- Place pages without a calculator (R-SCREEN-22..34) ---

Then(
  'the place page {string} is headed {string} and says {string}',
  (page: string, title: string, summary: string) => {
    assert.equal(info(page).title, title)
    assert.equal(info(page).summary, summary)
  },
)

Then('the place pages tell', (table: DataTable) => {
  assert.deepEqual(
    table.hashes().map((row) => {
      const page = info(row['page'] ?? '')
      return { page: row['page'], 'how it works': joined(page.facts), formats: joined(page.formats) }
    }),
    table.hashes(),
  )
})

Then(
  'the place page {string} scheme reads {string} with the legend {string}',
  (page: string, description: string, legend: string) => {
    const scheme = placeScheme(info(page).surfaces)
    assert.equal(scheme.description, description)
    assert.equal(joined(scheme.boxes.map((b) => b.legend)), legend)
  },
)

Then('the place page schemes measure, against the person beside them,', (table: DataTable) => {
  const metres = (m: number): string => `${ruNumber(Math.round(m * 100) / 100)} м`
  assert.deepEqual(
    table.hashes().map((row) => {
      const page = info(row['page'] ?? '')
      const scheme = placeScheme(page.surfaces)
      const scale = scheme.person.height / PERSON_HEIGHT_M
      const i = page.surfaces.findIndex((s) => s.label === row['surface'])
      const box = scheme.boxes[i]
      assert.ok(box, `no surface ${row['surface']} on ${row['page']}`)
      return {
        page: row['page'],
        surface: row['surface'],
        number: String(box.number),
        width: metres(box.width / scale),
        height: metres(box.height / scale),
        'lower edge': metres((scheme.groundY - box.y - box.height) / scale),
      }
    }),
    table.hashes(),
  )
})

Then('the place pages open as', (table: DataTable) => {
  assert.deepEqual(openings(table), table.hashes())
})

Given('the place page request cannot reach the server', function (this: TabloWorld) {
  scene(this).scripted = true
  scene(this).server.fail('GET', CAPTCHA, new Error('offline'))
})
Given('the place page request is refused for a phone already in use', function (this: TabloWorld) {
  scene(this).scripted = true
  scene(this)
    .server.answer('GET', CAPTCHA, CHALLENGE)
    .fail('POST', FAST_ORDER, new ApiFailure(409, 'already in use', { phone: 'already in use' }))
})

When(
  'the place page {string} request is sent by {string}, {string}, {string}',
  async function (this: TabloWorld, page: string, fullName: string, phone: string, email: string) {
    const { server, request, scripted } = scene(this)
    if (!scripted) server.answer('GET', CAPTCHA, CHALLENGE).answer('POST', FAST_ORDER, { done: true })
    await request.run({ place: info(page).place, fullName, phone, email })
  },
)

Then(
  'the place page request reached the manager as a fast order for {string}, {string}, {string}, {string}',
  function (this: TabloWorld, place: string, fullName: string, phone: string, email: string) {
    const { server, request } = scene(this)
    assert.equal(request.getSnapshot().status, 'success')
    assert.deepEqual(
      server.calls.map((c) => `${c.method} ${c.path}`),
      [`GET ${CAPTCHA}`, `POST ${FAST_ORDER}`],
    )
    assert.deepEqual(server.callsTo('POST', FAST_ORDER)[0]?.body, {
      fullName,
      phone,
      email,
      advertisePlaceId: place,
      gRecaptchaResponse: 'solved:s1',
    })
  },
)

Then(
  'the place page request says {string} and {string} under the phone',
  function (this: TabloWorld, message: string, phone: string) {
    const { error } = scene(this).request.getSnapshot()
    assert.equal(error?.message, message)
    assert.equal(error?.fields['phone'] ?? '', phone)
  },
)
