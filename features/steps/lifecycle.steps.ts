import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { bookingConflict } from '../../core/booking/booking-conflict'
import { bookableUnits, checkSpaces } from '../../core/booking/booking-units'
import { holdExpiration, holdLapsed } from '../../core/booking/hold-expiration'
import { campaignAccess, type CampaignViewer } from '../../core/campaign/campaign-access'
import { isEditable } from '../../core/campaign/campaign-state.sets'
import { isoOfDisplay } from '../../core/shared/calendar'
import {
  confirmReservation,
  markPayment,
  staffSteps,
  type StaffAction,
} from '../../core/campaign/campaign-moderation'
import { prolongedCalculation } from '../../core/campaign/campaign-prolongation'
import type { CampaignStateId, ReservationStateId } from '../../core/campaign/campaign-state'
import type { TabloWorld } from '../support/world'

/** Per-scenario state of the lifecycle steps (world slot 'lifecycle'). */
class LifecycleScene {
  today = ''
  units: string[] = []
  expiration: ReturnType<typeof holdExpiration> | null = null
  refused: { inventoryNumber: string; startDate: string; endDate: string }[] = []
  state: CampaignStateId = 'draft'
  reservation: ReservationStateId = 'notReserved'
  /** Whose campaign the access scenarios look at. */
  owner: string | undefined
  outcome: { events: string[]; to: CampaignStateId } | { code: string; message: string } | null = null
  payment: ReturnType<typeof markPayment> | null = null
  calculation: Record<string, unknown> = {}
  place = ''
  spacesAccepted = false
}
const scene = (world: TabloWorld): LifecycleScene => world.slot('lifecycle', () => new LifecycleScene())

/** DD.MM.YYYY -> YYYY-MM-DD. */
const iso = (d: string): string => {
  const day = isoOfDisplay(d.trim())
  assert.ok(day, `a date DD.MM.YYYY, got ${d}`)
  return day
}
const list = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '')

/** Reads the scenario's words for a choice into the calculator input and the spaces of the place. */
const choiceOf = (choice: string): { calculation: Record<string, unknown>; spaces: string[] } => {
  const errorOn = /with a booking error on (\S+)/.exec(choice)?.[1]
  if (choice.startsWith('stops')) {
    const stops = [...choice.matchAll(/(\S+) side ([ab])/g)].map(([, n, side]) => ({
      inventoryNumber: n,
      side,
      region: 'ЦАО',
      ...(n === errorOn ? { bookingError: true } : {}),
    }))
    return { calculation: { months: ['2027-01'], stops }, spaces: [] }
  }
  const named = choice.replace(/^(items|sticker spaces)\s+/, '').split(/,\s*|\s+and\s+/)
  if (choice.startsWith('items')) return { calculation: { itemIds: named }, spaces: [] }
  if (choice.startsWith('sticker spaces')) return { calculation: {}, spaces: named }
  return { calculation: {}, spaces: [] }
}

Given(
  'the booking desk receives a {string} campaign choosing {}',
  function (this: TabloWorld, place: string, choice: string) {
    const { calculation, spaces } = choiceOf(choice)
    scene(this).units = bookableUnits(place, calculation, spaces).map((u) => u.inventoryNumber)
  },
)

Then('the booking desk holds the inventory numbers {string}', function (this: TabloWorld, numbers: string) {
  assert.deepEqual(scene(this).units, list(numbers))
})

Given('today is {} in Moscow for the booking desk', function (this: TabloWorld, today: string) {
  scene(this).today = iso(today)
})

When('the booking desk holds units for a campaign starting {}', function (this: TabloWorld, start: string) {
  scene(this).expiration = holdExpiration(scene(this).today, iso(start))
})

Then('the hold expires on {}', function (this: TabloWorld, date: string) {
  assert.deepEqual(scene(this).expiration, { ok: true, value: iso(date) })
})

Then(
  'the booking desk refuses on the field {string} with {string}',
  function (this: TabloWorld, field: string, code: string) {
    const e = scene(this).expiration
    assert.ok(e && !e.ok, 'expected a refusal')
    assert.equal(e.error.field, field)
    assert.equal(e.error.code, code)
  },
)

Given('a hold expiring on {}', function (this: TabloWorld, date: string) {
  scene(this).today = iso(date)
})

Then('on {} the hold still stands', function (this: TabloWorld, date: string) {
  assert.equal(holdLapsed(scene(this).today, iso(date)), false)
})

Then('on {} the hold has lapsed', function (this: TabloWorld, date: string) {
  assert.equal(holdLapsed(scene(this).today, iso(date)), true)
})

Given(
  'the database refused stop {} in {}–{}',
  function (this: TabloWorld, n: string, from: string, to: string) {
    scene(this).refused.push({ inventoryNumber: n, startDate: iso(from), endDate: iso(to) })
  },
)

Then('the booking error says {string}', function (this: TabloWorld, message: string) {
  assert.equal(bookingConflict(scene(this).refused).message, message)
})

Then('the booking error names the inventory numbers {string}', function (this: TabloWorld, numbers: string) {
  assert.deepEqual(bookingConflict(scene(this).refused).inventoryNumbers, list(numbers))
})

Then(
  'its first period runs {}–{} with the inventory numbers {string}',
  function (this: TabloWorld, from: string, to: string, numbers: string) {
    assert.deepEqual(bookingConflict(scene(this).refused).periods[0], {
      startDate: iso(from),
      endDate: iso(to),
      inventoryNumbers: list(numbers),
    })
  },
)

Given('a campaign on the staff desk in state {string}', function (this: TabloWorld, state: string) {
  scene(this).state = state as CampaignStateId
})

When('staff {string} it', function (this: TabloWorld, action: string) {
  const steps = staffSteps(action as StaffAction, scene(this).state)
  scene(this).outcome = steps.ok
    ? {
        events: steps.value.map((s) => s.event),
        to: steps.value[steps.value.length - 1]?.to ?? scene(this).state,
      }
    : { code: steps.error.code, message: steps.error.message }
})

Then(
  'it passes through {string} and ends in state {string}',
  function (this: TabloWorld, events: string, to: string) {
    assert.deepEqual(scene(this).outcome, { events: list(events), to })
  },
)

Then('staff are refused with {string}', function (this: TabloWorld, code: string) {
  const payment = scene(this).payment
  const outcome = scene(this).outcome ?? (payment && !payment.ok ? payment.error : null)
  assert.ok(outcome && 'code' in outcome, 'expected a refusal')
  assert.equal(outcome.code, code)
})

Given(
  'an approved campaign on the staff desk holding inventory with reservation {string}',
  function (this: TabloWorld, reservation: string) {
    scene(this).state = 'approved'
    scene(this).reservation = reservation as ReservationStateId
  },
)

When('staff mark it paid {}', function (this: TabloWorld, kind: string) {
  const s = scene(this)
  s.payment = markPayment(
    { state: s.state, paymentState: 'notPaid', reservationState: s.reservation, holdsInventory: true },
    kind === 'partially' ? 'partiallyPaid' : 'paid',
  )
})

Then(
  'staff are refused with {string} saying {string}',
  function (this: TabloWorld, code: string, message: string) {
    const p = scene(this).payment
    assert.ok(p && !p.ok, 'expected a refusal')
    assert.equal(p.error.code, code)
    assert.equal(p.error.message, message)
  },
)

Then(
  'its payment state is {string} and its state is {string}',
  function (this: TabloWorld, payment: string, state: string) {
    const p = scene(this).payment
    assert.ok(p && p.ok, 'expected the payment to be taken')
    assert.equal(p.value.paymentState, payment)
    assert.equal(p.value.step?.to ?? scene(this).state, state)
  },
)

Given('a reservation in state {string}', function (this: TabloWorld, state: string) {
  scene(this).reservation = state as ReservationStateId
})

When('the manager confirms it', function (this: TabloWorld) {
  const r = confirmReservation(scene(this).reservation)
  scene(this).outcome = r.ok ? { events: [], to: 'draft' } : { code: r.error.code, message: r.error.message }
  scene(this).reservation = r.ok ? r.value : scene(this).reservation
})

Then('the reservation answer is {string}', function (this: TabloWorld, answer: string) {
  const o = scene(this).outcome
  assert.equal(o && 'code' in o ? o.code : scene(this).reservation, answer)
})

const VIEWERS: Record<string, CampaignViewer> = {
  Anna: { id: 'anna', isObserver: false, isModerator: false },
  Boris: { id: 'boris', isObserver: false, isModerator: false },
  'an observer of Anna': { id: 'olga', isObserver: true, observerOf: 'anna', isModerator: false },
  'an observer of Boris': { id: 'oleg', isObserver: true, observerOf: 'boris', isModerator: false },
  'a moderator': { id: 'maria', isObserver: false, isModerator: true },
}

Given("Anna's campaign on the booking desk", function (this: TabloWorld) {
  const anna = VIEWERS['Anna']
  assert.ok(anna)
  scene(this).owner = anna.id
})

Then('{} has {string} access to it', function (this: TabloWorld, viewer: string, access: string) {
  const who = VIEWERS[viewer]
  const owner = scene(this).owner
  assert.ok(who, `unknown viewer ${viewer}`)
  assert.ok(owner, 'whose campaign: no campaign was put on the booking desk')
  assert.equal(campaignAccess(who, owner), access)
})

Then('a campaign in state {string} is editable: {}', function (state: string, editable: string) {
  assert.equal(isEditable(state as CampaignStateId), editable === 'yes')
})

/** "10.01.2027–20.01.2027" or "months 2027-01, 2027-02". */
const calculationOf = (text: string): Record<string, unknown> => {
  if (text.startsWith('months')) return { months: list(text.replace(/^months\s+/, '')) }
  const [from, to] = text.split('–')
  return { startDate: iso(from ?? ''), endDate: iso(to ?? '') }
}

Given('a campaign chosen for {string}', function (this: TabloWorld, text: string) {
  scene(this).calculation = calculationOf(text)
})

When('the booking desk prolongs it', function (this: TabloWorld) {
  scene(this).calculation = prolongedCalculation(scene(this).calculation)
})

Then('the prolongation is chosen for {string}', function (this: TabloWorld, text: string) {
  assert.deepEqual(scene(this).calculation, calculationOf(text))
})

Given(
  'the booking desk receives a {string} campaign paying for {} stickers',
  function (this: TabloWorld, place: string, count: string) {
    scene(this).place = place
    scene(this).calculation = count === 'default' ? {} : { stickerCount: Number(count) }
  },
)

When('it chooses the spaces {string}', function (this: TabloWorld, spaces: string) {
  const s = scene(this)
  s.spacesAccepted = checkSpaces(s.place, s.calculation, list(spaces)).ok
})

Then('the booking desk accepts the spaces: {}', function (this: TabloWorld, accepted: string) {
  assert.equal(scene(this).spacesAccepted, accepted === 'yes')
})
