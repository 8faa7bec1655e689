import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { TabloWorld } from '../support/world'
import { site } from './public-site.world'

Then(
  "a visitor's header reads {string} leading home, then {string}",
  function (this: TabloWorld, brand: string, links: string) {
    assert.deepEqual(
      [site(this).brand(), site(this).header(false)],
      [`${brand} → ${brand} — на главную`, links],
    )
  },
)

Then("a signed-in user's header leads to {string}", function (this: TabloWorld, links: string) {
  assert.equal(site(this).header(true), links)
})

Then("the public footer's sections are {string}", function (this: TabloWorld, sections: string) {
  assert.equal(site(this).footerSections(), sections)
})

Then('every link of the public footer opens for a visitor', function (this: TabloWorld) {
  assert.deepEqual(site(this).footerLinksClosedToVisitors(), [])
})

Then('the tab of the page {string} reads {string}', function (this: TabloWorld, page: string, title: string) {
  assert.equal(site(this).title(page), title)
})

When('a visitor books {string} on a public calculator page', function (this: TabloWorld, place: string) {
  site(this).book(place)
})

Then(
  'the visitor chooses between {string} and {string}',
  function (this: TabloWorld, first: string, second: string) {
    assert.deepEqual(site(this).entranceChoice(), [first, second])
  },
)

Then(
  'the small-business entrance carries the booking of {string}',
  function (this: TabloWorld, place: string) {
    assert.equal(site(this).smallBusinessHref(), `/msb-authorization?calculatorAutoFlow=${place}`)
  },
)

Then(
  'an unknown address is titled {string} and offers {string}',
  function (this: TabloWorld, title: string, links: string) {
    assert.equal(site(this).notFound(), `${title} | ${links}`)
  },
)

Then(
  'the calendar heads {int} {int} {string} over the weekdays {string}',
  function (this: TabloWorld, month: number, year: number, heading: string, week: string) {
    assert.equal(site(this).calendar(year, month), `${heading} | ${week}`)
  },
)

Then(
  'a new password {string} reads {string}',
  function (this: TabloWorld, password: string, message: string) {
    assert.equal(site(this).newPassword(password), message)
  },
)
