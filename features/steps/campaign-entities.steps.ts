import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { ADVERTISE_PLACES, SPECIAL_PROJECT_PLACES } from '../../core/campaign/advertise-place'
import { CALCULATORS } from '../../core/campaign/calculator.catalogue'
import { isRealTimeBidding, newCampaign } from '../../core/contract/campaign.factory'
import {
  BASIS_IDS,
  contactFieldsFor,
  FORMS_OF_BUSINESS,
  newLegalEntity,
  type FormOfBusiness,
} from '../../core/campaign/legal-entity.entity'
import { authTokenArea, LOCAL_FLAG_AREA, LOCAL_FLAG_KEYS } from '../../core/campaign/local-flags'
import { MEDIA_TYPES, mediaTypeOf, parseMediaKind } from '../../core/campaign/media-type.catalogue'
import { formatRoubles, fromRoubles } from '../../core/shared/money'
import type { TabloWorld } from '../support/world'
import { day, failure, list, plain, scene, value, yes } from './campaign.world'

const start = (world: TabloWorld, place: string, from: string, to: string, calculationType?: string) => {
  scene(world).created = newCampaign({
    _id: 'c1',
    name: 'Кампания',
    advertisePlace: place,
    startDate: from,
    endDate: to,
    calculationType,
  })
}

Then('the advertising places are:', function (table: { raw(): string[][] }) {
  assert.deepEqual(
    [...ADVERTISE_PLACES],
    table.raw().map((row) => row[0]),
  )
})

When(
  'an advertiser starts a campaign on the place {string} from {word} to {word}',
  function (this: TabloWorld, place: string, from: string, to: string) {
    start(this, place, day(from), day(to))
  },
)

When(
  'an advertiser starts a campaign on the place {string} priced by {string}',
  function (this: TabloWorld, place: string, type: string) {
    start(this, place, '2026-03-01', '2026-03-31', type)
  },
)

Then(
  'the new campaign is refused with {string} on the field {string}',
  function (this: TabloWorld, code: string, field: string) {
    assert.deepEqual(failure(scene(this).created!), { ...failure(scene(this).created!), code, field })
  },
)

Then(
  'the new campaign is in state {string} shown as {string}',
  function (this: TabloWorld, id: string, name: string) {
    assert.deepEqual(value(scene(this).created!).state, { _id: id, name })
  },
)

Then(
  'its payment state is {string} shown as {string}',
  function (this: TabloWorld, id: string, name: string) {
    assert.deepEqual(value(scene(this).created!).paymentState, { _id: id, name })
  },
)

Then('its reservation status is {string}', function (this: TabloWorld, id: string) {
  assert.equal(value(scene(this).created!).reservationStatus._id, id)
})

Then(/^the new campaign costs (.+)$/, function (this: TabloWorld, money: string) {
  const c = value(scene(this).created!)
  assert.equal(plain(formatRoubles(fromRoubles(c.taxesSum + c.totalSumWithoutTaxes))), money)
})

Then('it is a real-time-bidding campaign: {word}', function (this: TabloWorld, answer: string) {
  assert.equal(isRealTimeBidding(value(scene(this).created!)), yes(answer))
})

Then('the calculator {string} prices the places {string}', function (id: string, places: string) {
  assert.deepEqual(CALCULATORS.find((c) => c.id === id)?.places, list(places))
})

Then('the special projects are {string}', function (places: string) {
  assert.deepEqual([...SPECIAL_PROJECT_PLACES], list(places))
})

Then(
  'the media type {string} is named {string} and is of type {string}',
  function (id: string, name: string, type: string) {
    assert.deepEqual(value(mediaTypeOf(id)), { ...value(mediaTypeOf(id)), name, type })
  },
)

Then('each of the {int} media types has its own icon', function (count: number) {
  assert.equal(new Set(MEDIA_TYPES.map((t) => t.icon)).size, count)
})

Then('the media type {string} is refused with {string}', function (id: string, code: string) {
  assert.equal(failure(mediaTypeOf(id)).code, code)
})

Then('a media item of type {string} is {word}', function (type: string, verdict: string) {
  assert.equal(parseMediaKind(type).ok, verdict === 'accepted')
})

Then(
  'empty requisites have the basis {string} and the form of business {string}',
  function (basis: string, form: string) {
    assert.deepEqual([newLegalEntity().basisId, newLegalEntity().formOfBusiness], [basis, form])
  },
)

Then('the bases offered are {string}', function (bases: string) {
  assert.deepEqual([...BASIS_IDS], list(bases))
})

Then('the forms of business offered are {string}', function (forms: string) {
  assert.deepEqual([...FORMS_OF_BUSINESS], list(forms))
})

Then('the form {string} shows the contact fields {string}', function (form: string, fields: string) {
  const shown = contactFieldsFor(form as FormOfBusiness).map((f) =>
    f.readOnly ? `${f.name} (read-only)` : f.name,
  )
  assert.deepEqual(shown, list(fields))
})

Then(
  'a login remembered {string} through auto-flow {string} keeps its token in {string} storage',
  function (remembered: string, autoFlow: string, area: string) {
    assert.equal(authTokenArea({ remember: yes(remembered), autoFlow: yes(autoFlow) }), area)
  },
)

Then(
  'the local flag of the typography invoice of campaign {string} is kept under {string}',
  function (id: string, key: string) {
    assert.equal(LOCAL_FLAG_KEYS.typographyInvoiceDownloaded(id), key)
  },
)

Then('the local flags {string} are kept in local storage', function (names: string) {
  assert.deepEqual(
    list(names).map((n) => LOCAL_FLAG_KEYS[n as 'landingInfo']),
    list(names),
  )
  assert.equal(LOCAL_FLAG_AREA, 'local')
})
