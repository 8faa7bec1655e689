import assert from 'node:assert/strict'
import type { DataTable } from '@cucumber/cucumber'
import { keepAutoFlow } from '../../core/cabinet/routing/auto-flow'
import { placePageAction } from '../../core/cabinet/routing/place-pages'
import { route, type RouteContext } from '../../core/cabinet/routing/route.decision'
import { ManagerRequestStore } from '../../core/cabinet/stores/manager-request.store'
import { WizardDraftStore } from '../../core/cabinet/stores/wizard-draft.store'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { MemoryStorage, RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import { placeInfoOf } from '../../core/cabinet/view/place-info.catalogue'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import {
  calculatorForm,
  hasForm,
  readInput,
  type FormControl,
  type FormPlace,
} from '../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../core/pricing/selection/form-input'
import { LiveQuoteStore, REFERENCE_PATH } from '../../core/pricing/selection/live-quote.store'
import type { TabloWorld } from '../support/world'
import { ROLES } from './cabinet-actor'

// What the place pages' steps share (place-pages and public-calculators): the scene, and where a page leaves whom.

export const joined = (list: readonly string[], separator = '; '): string => list.join(separator)

/**
 * One browser on a place page (world slot 'placePages'): its storage, the server it talks to, the live prices and
 * the wizard's draft the public calculator keeps its choice in, as PublicCalculator and usePricedInput wire them.
 */
export class PlacePagesScene {
  today = '2027-03-10'
  readonly server = new FakeHttpClient()
  readonly storage = new MemoryStorage()
  readonly live = new LiveQuoteStore(
    this.server,
    { now: () => new Date(`${this.today}T09:00:00Z`), today: () => this.today },
    new CalculatorRegistry(allCalculators()),
    new RecordingLogger(),
  )
  readonly drafts = new WizardDraftStore(this.storage)
  readonly request = new ManagerRequestStore(this.server, {
    solve: async (challenge: unknown) => `solved:${(challenge as { salt: string }).salt}`,
  })
  page = ''
  place: FormPlace | undefined
  signInHref = ''
  showErrors = false
  sentTo: string | undefined
  afterSignIn: string | undefined
  /** The server's answers to a request were given by the scenario. */
  scripted = false

  get reference(): PricingReferenceData {
    const reference = this.live.getSnapshot().reference
    assert.ok(reference, 'the price list is not loaded')
    return reference
  }

  get calculator(): FormPlace {
    assert.ok(this.place, 'no public calculator is open')
    return this.place
  }

  /** The input the form shows: the draft's calculation over the place's defaults. */
  get input(): FormInput {
    return readInput(this.drafts.getSnapshot().calculation, this.calculator, this.reference, this.today)
  }

  get controls(): readonly FormControl[] {
    return calculatorForm(this.calculator, this.reference, this.input, this.today)
  }

  quote() {
    return this.live.price(this.calculator, this.input)
  }

  async open(page: string): Promise<void> {
    const action = placePageAction(page, false)
    assert.equal(action.kind, 'signIn', `${page} is not a public calculator`)
    if (action.kind !== 'signIn' || !hasForm(action.place)) return
    this.server.answer('GET', REFERENCE_PATH, DEMO_REFERENCE)
    await this.live.load('visitor')
    this.page = page
    this.place = action.place
    this.signInHref = action.to
    this.drafts.adoptPlace(action.place)
    this.drafts.startCalculation(this.input)
  }

  control(label: string): FormControl {
    const found = this.controls.find((c) => c.label === label)
    assert.ok(found, `no control "${label}" in ${this.controls.map((c) => c.label).join(', ')}`)
    return found
  }

  /** "Забронировать": the errors show; with a price, the booking is kept and the visitor goes to sign in. */
  book(): void {
    this.showErrors = true
    if (!this.quote().ok) return
    keepAutoFlow(this.storage, this.calculator)
    this.sentTo = this.signInHref
  }
}

export const scene = (world: TabloWorld): PlacePagesScene =>
  world.slot('placePages', () => new PlacePagesScene())

/** Where a page leaves whom, as PlaceCalculatorScreen applies the routing decision and the page's action. */
const outcome = (page: string, context: RouteContext): string => {
  const decision = route(`/${page}`, context)
  if (decision.kind === 'redirect') return `sent to ${decision.to}`
  assert.equal(decision.screen, 'placeCalculator')
  const action = placePageAction(decision.params['page'] ?? '', context.loggedIn)
  if (action.kind === 'open') return `sent to ${action.to}`
  const where = decision.layout === 'main' ? 'in the cabinet' : 'on its own'
  // A page with neither a calculator nor a description says only that its calculator is coming.
  return action.kind === 'none' && !placeInfoOf(page) ? `coming soon ${where}` : `shown ${where}`
}
export const role = (who: string): RouteContext => {
  const context = ROLES[who]
  assert.ok(context, `no such visitor: ${who}`)
  return context
}
export const openings = (table: DataTable, extra: (page: string) => Record<string, string> = () => ({})) => {
  const [, ...who] = table.raw()[0] ?? []
  return table.hashes().map((row) => ({
    ...row,
    ...extra(row['page'] ?? ''),
    ...Object.fromEntries(who.filter((w) => ROLES[w]).map((w) => [w, outcome(row['page'] ?? '', role(w))])),
  }))
}
