import assert from 'node:assert/strict'
import { Then, type DataTable } from '@cucumber/cucumber'
import { of } from 'rxjs'
import {
  AdvertiserStore,
  type LegalEntityRow,
  type ObserverRow,
  type PartnerRow,
} from '../../core/advertiser/advertiser.store'
import type { RouteDecision } from '../../core/cabinet/routing/route.decision'
import { CampaignListStore } from '../../core/cabinet/stores/campaign-list.store'
import { FakeHttpClient, type RecordedCall } from '../../core/cabinet/testing/fake-http-client'
import { MemoryStorage } from '../../core/cabinet/testing/fake-ports'
import { AuthTokenStore } from '../../core/session/auth-token'
import { SessionStore, type FormFailure } from '../../core/session/session.store'
import type { Result } from '../../core/shared/result'
import type { TabloWorld } from '../support/world'
import { fields } from './cabinet-actor'

// What the account screens' steps share (advertisers-profile and sign-in-screens): the scene, and the steps every
// account form answers to.

export const API = '/api/v1/clients'

/** A list the scenario's server keeps: read whole, added to, changed and deleted by id. */
class ServerList<T extends { readonly _id: string }> {
  rows: T[] = []
  constructor(
    private readonly http: FakeHttpClient,
    private readonly path: string,
    make: (body: Readonly<Record<string, string>>, id: string) => T,
  ) {
    http.answer('GET', path, () => of(this.rows))
    http.answer('POST', path, (call: RecordedCall) => {
      const row = make(call.body as Record<string, string>, `new-${this.rows.length + 1}`)
      this.set([...this.rows, row])
      return of(row)
    })
  }
  set(rows: T[]): void {
    this.rows = rows
    for (const { _id } of rows) {
      this.http.answer('DELETE', `${this.path}/${_id}`, () => {
        this.rows = this.rows.filter((r) => r._id !== _id)
        return of({ done: true })
      })
      // The server keeps what it was sent, as it is, under the row's id.
      this.http.answer('PUT', `${this.path}/${_id}`, (call: RecordedCall) => {
        const row = { ...(call.body as object), _id } as T
        this.rows = this.rows.map((r) => (r._id === _id ? row : r))
        return of(row)
      })
    }
  }
}

/** Per-scenario state of the account screens' steps (world slot 'accountScreens'). */
export class AccountScreensScene {
  readonly http = new FakeHttpClient()
  readonly storage = new MemoryStorage()
  readonly session = new SessionStore(this.http, new AuthTokenStore(this.storage))
  readonly advertiser = new AdvertiserStore(this.http)
  readonly campaigns = new CampaignListStore(this.http)
  readonly events: string[] = []
  readonly partners = new ServerList<PartnerRow>(this.http, `${API}/partners`, (b, _id) => ({
    _id,
    name: b['name'] ?? '',
    brand: b['brand'] ?? '',
  }))
  readonly observers = new ServerList<ObserverRow>(this.http, `${API}/observers`, (b, _id) => ({
    _id,
    email: b['email'] ?? '',
    fullName: b['fullName'] ?? '',
    isConfirmed: false,
  }))
  readonly legalEntities = new ServerList<LegalEntityRow>(this.http, `${API}/legal-entities`, (b, _id) => ({
    _id,
    name: b['name'] ?? '',
    inn: b['inn'] ?? '',
    formOfBusiness: b['formOfBusiness'] ?? '',
    basisId: b['basisId'] ?? '',
    isAllowedToShow: true,
  }))
  listed: unknown[] = []
  decision: RouteDecision | undefined
  outcome: Result<unknown, FormFailure> | undefined

  constructor() {
    this.session.events$.subscribe((e) => this.events.push(e.type))
    this.http.answer('GET', `${API}/commercial-campaigns`, () =>
      of({ advertisingCampaigns: this.listed, count: this.listed.length }),
    )
    this.http.answer('POST', `${API}/recover`, { done: true })
    this.http.answer('POST', `${API}/recover/confirm`, { done: true })
  }

  params(): Readonly<Record<string, string>> {
    return this.decision?.kind === 'render' ? { ...this.decision.query, ...this.decision.params } : {}
  }
}
export const scene = (world: TabloWorld): AccountScreensScene =>
  world.slot('accountScreens', () => new AccountScreensScene())

const SCREENS = '(partners screen|personal cabinet|sign-in page|sign-in confirmation page)'
const failure = (world: TabloWorld): FormFailure | undefined => {
  const outcome = scene(world).outcome
  return outcome?.ok === false ? outcome.error : undefined
}

// --- What every form asked and answered ----------------------------------------------------------------------

Then(new RegExp(`^the ${SCREENS} asked the server:$`), function (this: TabloWorld, _: string, t: DataTable) {
  assert.deepEqual(
    scene(this)
      .http.calls.filter((c) => c.method !== 'GET')
      .map((c) => ({
        call: `${c.method} ${c.path}`,
        body: c.body === undefined ? '' : JSON.stringify(c.body),
        'with the token': c.authenticated ? 'yes' : 'no',
      })),
    t.hashes(),
  )
})

Then(new RegExp(`^the ${SCREENS} succeeds$`), function (this: TabloWorld, _: string) {
  assert.equal(scene(this).outcome?.ok, true)
})

Then(new RegExp(`^the ${SCREENS} says "([^"]*)"$`), function (this: TabloWorld, _: string, message: string) {
  assert.equal(failure(this)?.message, message)
})

Then(
  new RegExp(`^the ${SCREENS} marks the fields "([^"]*)"$`),
  function (this: TabloWorld, _: string, expected: string) {
    assert.deepEqual(failure(this)?.fields, fields(expected))
  },
)
