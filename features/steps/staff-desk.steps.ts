import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { parseQuery } from '../../core/cabinet/routing/address'
import { route, type RouteContext, type RouteDecision } from '../../core/cabinet/routing/route.decision'
import { REJECTION_TEMPLATES, type ReviewAction } from '../../core/staff/staff-desk.contract'
import { REASON_CHOICES, reasonProblem } from '../../core/staff/staff-decision.view-model'
import { staffHeaderModel } from '../../core/staff/staff-header.view-model'
import {
  NO_FILTERS,
  queueAddressQuery,
  queueFiltersFrom,
  type QueueFilters,
} from '../../core/staff/staff-queue-filters.view-model'
import { waitedFor } from '../../core/staff/staff-queue.view-model'
import { campaignActions, checkView } from '../../core/staff/staff-review.view-model'
import { statementResult } from '../../core/staff/statement-import.view-model'
import { capabilitiesOf, isStaffRole } from '../../core/staff/staff-roles'
import { statementImport } from '../../core/contract/testing/staff.fixture'
import type { TabloWorld } from '../support/world'

/** Per-scenario state of the desk's steps (world slot 'staffDesk'). */
class DeskScene {
  decision: RouteDecision | undefined
  header = ''
  now = new Date()
  age = ''
  filters: QueueFilters = NO_FILTERS
  actions: ReviewAction[] = []
  check = ''
  summary = ''
}
const desk = (world: TabloWorld) => world.slot('staffDesk', () => new DeskScene())

const base = { isObserver: false, isAgency: false, isMSB: false }
const WHO: Readonly<Record<string, RouteContext['profile']>> = {
  'a moderator': { ...base, isModerator: true, staffRoles: ['moderator'] },
  'an accountant': { ...base, isModerator: true, staffRoles: ['accountant'] },
  'an administrator': { ...base, isModerator: true, staffRoles: ['superuser'] },
  'an advertiser': { ...base, isModerator: false },
}
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
/** 'DD.MM.YYYY HH:mm' Moscow time as an instant. */
const moscow = (text: string): Date => {
  const [d, m, y, h, min] = text.split(/[.: ]/)
  return new Date(`${y}-${m}-${d}T${h}:${min}:00+03:00`)
}

When('a desk user who is {} opens {string}', function (this: TabloWorld, who: string, address: string) {
  desk(this).decision = route(address, { loggedIn: true, profile: WHO[who], storedAutoFlow: undefined })
})
Then('the desk sends them to {string}', function (this: TabloWorld, to: string) {
  assert.deepEqual(desk(this).decision, { kind: 'redirect', to })
})
Then('the desk shows its screen {string}', function (this: TabloWorld, screen: string) {
  assert.deepEqual(desk(this).decision, { ...desk(this).decision, kind: 'render', screen, layout: 'staff' })
})

Given(
  'a staff member {string} whose roles are {string}',
  function (this: TabloWorld, name: string, roles: string) {
    const staffRoles = list(roles).filter(isStaffRole)
    const model = staffHeaderModel({
      fullName: name,
      roles: staffRoles,
      capabilities: capabilitiesOf(staffRoles),
    })
    desk(this).header = `${model.sections.map((s) => s.label).join(', ')} · ${model.name} · ${model.roles}`
  },
)
Then("the desk's header reads {string}", function (this: TabloWorld, header: string) {
  assert.equal(desk(this).header, header)
})

Given("the desk's clock reads {} Moscow time", function (this: TabloWorld, now: string) {
  desk(this).now = moscow(now)
})
When('a campaign has waited since {} Moscow time', function (this: TabloWorld, since: string) {
  desk(this).age = waitedFor(moscow(since).toISOString(), desk(this).now)
})
Then('its row says it has waited {string}', function (this: TabloWorld, age: string) {
  assert.equal(desk(this).age, age)
})

Given(
  'the queue narrowed to light boxes on moderation whose creative waits, searched for {string}',
  function (this: TabloWorld, q: string) {
    desk(this).filters = { place: 'lightBoxes', states: ['moderation'], waits: ['creative'], q }
  },
)
Then('its address reads {string}', function (this: TabloWorld, address: string) {
  assert.equal(queueAddressQuery(desk(this).filters), address)
})
Then('the same address narrows the queue the same way', function (this: TabloWorld) {
  assert.deepEqual(queueFiltersFrom(parseQuery(queueAddressQuery(desk(this).filters))), desk(this).filters)
})
When('the queue is opened at {string}', function (this: TabloWorld, address: string) {
  desk(this).filters = queueFiltersFrom(parseQuery(address))
})
Then('the queue is narrowed to the state {string} only', function (this: TabloWorld, state: string) {
  assert.deepEqual(desk(this).filters, { ...NO_FILTERS, states: [state] })
})

Given('a review whose actions are {string}', function (this: TabloWorld, actions: string) {
  desk(this).actions = list(actions) as ReviewAction[]
})
Then('the decisions offered on the campaign are {string}', function (this: TabloWorld, buttons: string) {
  assert.deepEqual(
    campaignActions({ actions: desk(this).actions }).map((a) => a.label),
    list(buttons),
  )
})

Then('the reasons offered are the moderation templates and {string}', (other: string) => {
  assert.deepEqual(
    REASON_CHOICES.map((c) => c.name),
    [...REJECTION_TEMPLATES, other],
  )
})
Then('a rejection without a reason is refused with {string}', (message: string) => {
  assert.equal(reasonProblem('', true), message)
})
Then('a reason of {int} characters is refused with {string}', (length: number, message: string) => {
  assert.equal(reasonProblem('я'.repeat(length), true), message)
})

Given(
  'a creative of {} checked against a format of {}',
  function (this: TabloWorld, actual: string, expected: string) {
    const c = checkView({ label: 'Разрешение', expected, actual, ok: actual === expected })
    desk(this).check = `${c.mark} ${c.text}`
  },
)
Then('its check reads {string}', function (this: TabloWorld, text: string) {
  assert.equal(desk(this).check, text)
})

Given(
  'a statement that paid {int} invoice, left {int} payments without a match, repeated {int} and had {int} outgoing',
  function (this: TabloWorld, paid: number, left: number, repeated: number, outgoing: number) {
    const r = statementImport()
    const unmatched = Array.from({ length: left }, () => r.unmatched[0]!)
    desk(this).summary = statementResult({
      ...r,
      matched: r.matched.slice(0, paid),
      unmatched,
      repeated,
      outgoing,
    }).summary
  },
)
Then('the desk says {string}', function (this: TabloWorld, summary: string) {
  assert.equal(desk(this).summary, summary)
})
