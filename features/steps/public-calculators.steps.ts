import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { readAutoFlow } from '../../core/cabinet/routing/auto-flow'
import { placePageAction } from '../../core/cabinet/routing/place-pages'
import { route } from '../../core/cabinet/routing/route.decision'
import { pageHead, PLACE_PAGE_INTRO, PLACE_PAGE_LOGIN } from '../../core/cabinet/routing/site-index'
import { WizardDraftStore } from '../../core/cabinet/stores/wizard-draft.store'
import { formatDisplayDate } from '../../core/format/date.format'
import { pricingErrorMessages } from '../../core/pricing/place-calculator'
import { parseDate } from '../../core/pricing/rules/calendar'
import {
  readInput,
  scheduleOf,
  scheduleSummary,
  withField,
  type FormControl,
} from '../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../core/pricing/selection/form-input'
import { REFERENCE_PATH, TERMS_PATH } from '../../core/pricing/selection/live-quote.store'
import { pricePanel } from '../../core/pricing/selection/price-panel.view-model'
import type { TabloWorld } from '../support/world'
import { joined, openings, role, scene, type PlacePagesScene } from './place-pages.world'

/** Money and texts as the page prints them, with plain spaces (the core prints non-breaking ones). */
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')
const shown = (iso: unknown): string => {
  const day = typeof iso === 'string' ? formatDisplayDate(iso) : undefined
  return day?.ok ? day.value : '—'
}

const names = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const idsOf = (options: readonly { id: string; name: string }[], value: string): string[] => {
  // A name with a comma of its own (an address: 'Медиафасад: Варшавское шоссе, 132') is one option.
  const whole = options.find((o) => o.name === value)
  if (whole) return [whole.id]
  return names(value).map((name) => {
    const option = options.find((o) => o.name === name)
    assert.ok(option, `no option "${name}"`)
    return option.id
  })
}
const period = (value: string): [string, string] => {
  const [from, to] = value.split('–').map((s) => parseDate(s))
  assert.ok(from && to, `not a period: ${value}`)
  return [from, to]
}
const numberOf = (value: string): number => Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'))

/** The input after a control shows `value`. */
const chosen = (input: FormInput, control: FormControl, value: string): FormInput => {
  switch (control.kind) {
    case 'period': {
      const [from, to] = period(value)
      return withField(withField(input, control.start, from), control.end, to)
    }
    case 'schedule': {
      const [from, to] = period(value)
      const hits = scheduleSummary(input[control.field]).hits ?? control.fallback
      return withField(input, control.field, scheduleOf(from, to, hits))
    }
    case 'number':
      return withField(input, control.field, numberOf(value))
    case 'choice':
      return withField(input, control.field, idsOf(control.options, value)[0])
    case 'flags': {
      const ids = idsOf(control.options, value)
      return withField(input, control.field, control.numeric ? ids.map(Number) : ids)
    }
    case 'items':
      return withField(input, control.field, idsOf(control.items, value))
    default:
      return assert.fail(`the scenario does not set a ${control.kind} control`)
  }
}

/** What the visitor does to a control, by what it shows: option names, a number, a period "dd.mm.yyyy – dd.mm.yyyy". */
const choose = (s: PlacePagesScene, control: FormControl, value: string): void => {
  s.drafts.setCalculation(chosen(s.input, control, value))
}

// --- Public calculators (R-SCREEN-36..42) ---

Then('the public calculators open as', (table: DataTable) => {
  const heading = (page: string) => {
    const action = placePageAction(page, false)
    const head = pageHead(`/app/${page}`)
    // The page's own heading is 'Калькулятор: ' and the title it prices; the server's first answer says the same.
    assert.equal(action.kind === 'signIn' ? `Калькулятор: ${action.title}` : action.kind, head?.heading)
    return { heading: head?.heading ?? '' }
  }
  assert.deepEqual(openings(table, heading), table.hashes())
})

Given('the public calculators are used on {word}', function (this: TabloWorld, day: string) {
  scene(this).today = parseDate(day)
})

When(
  'the public calculator {string} is opened by a visitor',
  async function (this: TabloWorld, page: string) {
    await scene(this).open(page)
  },
)

When(
  "the public calculator's {string} is set to {string}",
  function (this: TabloWorld, label: string, value: string) {
    const s = scene(this)
    choose(s, s.control(label), value)
  },
)

When("the public calculator's period is set to {string}", function (this: TabloWorld, value: string) {
  const s = scene(this)
  const control = s.controls.find((c) => c.kind === 'period' || c.kind === 'schedule')
  assert.ok(control, 'the calculator has no period')
  choose(s, control, value)
})

When('the public calculator is booked', function (this: TabloWorld) {
  scene(this).book()
})

Then(
  'the public calculator says {string} and offers {string} leading to {string}',
  (intro: string, text: string, href: string) => {
    assert.equal(PLACE_PAGE_INTRO, intro)
    assert.deepEqual(PLACE_PAGE_LOGIN, { text, href })
  },
)

Then('the public calculator has asked the server only for the price list', function (this: TabloWorld) {
  const { server } = scene(this)
  assert.deepEqual(
    server.calls.map((c) => `${c.method} ${c.path}`),
    [`GET ${REFERENCE_PATH}`],
  )
})

Then("the public calculator's controls are {string}", function (this: TabloWorld, controls: string) {
  assert.equal(
    joined(
      scene(this).controls.map((c) => c.label),
      ' / ',
    ),
    controls,
  )
})

Then("the public calculator's period is {string}", function (this: TabloWorld, value: string) {
  const s = scene(this)
  const control = s.controls.find((c) => c.kind === 'period' || c.kind === 'schedule')
  const [from, to] =
    control?.kind === 'period'
      ? [s.input[control.start], s.input[control.end]]
      : control?.kind === 'schedule'
        ? [scheduleSummary(s.input[control.field]).start, scheduleSummary(s.input[control.field]).end]
        : []
  assert.equal(`${shown(from)} – ${shown(to)}`, value)
})

/** What the price panel shows: the total, or the problem in its place (PricePanel). */
Then("the public calculator's price panel shows {string}", function (this: TabloWorld, text: string) {
  const quote = scene(this).quote()
  const said = quote.ok
    ? plain(pricePanel(quote.value).total.text)
    : (Object.values(pricingErrorMessages(quote.error))[0] ?? quote.error.message)
  assert.equal(said, text)
})

Then(
  "the public calculator's price panel shows {string} for {string}",
  function (this: TabloWorld, total: string, period: string) {
    const quote = scene(this).quote()
    assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
    const panel = pricePanel(quote.value)
    assert.deepEqual({ total: plain(panel.total.text), period: plain(panel.period) }, { total, period })
  },
)

Then("the public calculator's price panel reads", function (this: TabloWorld, table: DataTable) {
  const quote = scene(this).quote()
  assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
  const panel = pricePanel(quote.value)
  assert.deepEqual(
    [...panel.lines, panel.total].map((l) => ({ line: l.label, amount: plain(l.text) })),
    table.hashes(),
  )
})

Then(
  "the public calculator's price panel lists {string} and notes {string}",
  function (this: TabloWorld, items: string, note: string) {
    const quote = scene(this).quote()
    assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
    const panel = pricePanel(quote.value)
    assert.equal(joined(panel.items.map((i) => `${i.name} ${plain(i.text)}`)), items)
    assert.equal(joined(panel.notes), note)
  },
)

Then(
  'the public calculator sends the visitor to the choice of entrance {string}',
  function (this: TabloWorld, to: string) {
    assert.equal(scene(this).sentTo, to)
    const decision = route(to, role('signed out'))
    assert.equal(decision.kind === 'render' ? decision.screen : decision.to, 'entrance')
  },
)

When(
  "the public calculator's visitor signs in as an advertiser without a discount of their own",
  async function (this: TabloWorld) {
    const s = scene(this)
    s.server.answer('GET', TERMS_PATH, { isAgency: false, discount: null })
    await s.live.load('signedIn')
    const decision = route('/', { ...role('an advertiser'), storedAutoFlow: readAutoFlow(s.storage) })
    s.afterSignIn = decision.kind === 'redirect' ? decision.to : decision.screen
  },
)

Then("the public calculator's visitor is taken to {string}", function (this: TabloWorld, to: string) {
  assert.equal(scene(this).afterSignIn, to)
})

Then(
  "the public calculator's choice waits in the wizard, priced {string}",
  function (this: TabloWorld, total: string) {
    const s = scene(this)
    // The wizard is a new page of the same browser: it reads the draft the calculator kept.
    const draft = new WizardDraftStore(s.storage).getSnapshot()
    assert.equal(draft.place, s.place)
    const input = readInput(draft.calculation, s.calculator, s.reference, s.today)
    const quote = s.live.price(s.calculator, input)
    assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
    assert.equal(plain(pricePanel(quote.value).total.text), total)
  },
)

Then(
  'the public calculator stays open and says {string} under {string}',
  function (this: TabloWorld, message: string, label: string) {
    const s = scene(this)
    assert.equal(s.sentTo, undefined)
    const quote = s.quote()
    assert.ok(s.showErrors && !quote.ok, 'the calculation was priced')
    const errors = pricingErrorMessages(quote.error)
    const field = Object.keys(errors)[0] ?? ''
    const control = s.controls.find((c) => 'field' in c && c.field === field)
    assert.deepEqual({ message: errors[field], under: control?.label }, { message, under: label })
  },
)

Then('the public calculator remembers no booking', function (this: TabloWorld) {
  assert.equal(readAutoFlow(scene(this).storage), undefined)
})
