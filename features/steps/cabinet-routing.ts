import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { appHref, parseQuery } from '../../core/cabinet/routing/address'
import { captureAutoFlow, readAutoFlow } from '../../core/cabinet/routing/auto-flow'
import { route } from '../../core/cabinet/routing/route.decision'
import { OAuthReturnStore } from '../../core/cabinet/stores/oauth-return.store'
import { AuthTokenStore } from '../../core/session/auth-token'
import type { TabloWorld } from '../support/world'
import { cabinet, ROLE_PATTERN, ROLES } from './cabinet-actor'

Given(new RegExp(`^a cabinet user who is ${ROLE_PATTERN}$`), function (this: TabloWorld, who: string) {
  cabinet(this).context = ROLES[who]!
})

When('they open {string} in the cabinet', function (this: TabloWorld, address: string) {
  cabinet(this).decision = route(address, cabinet(this).context)
})

When(
  'a cabinet user who is an advertiser with the stored auto-flow opens {string}',
  function (this: TabloWorld, address: string) {
    const scene = cabinet(this)
    scene.decision = route(address, {
      ...ROLES['an advertiser']!,
      storedAutoFlow: readAutoFlow(scene.storage),
    })
  },
)

Then(
  /^the cabinet shows the page "(\w+)" (with header and menu|without header or menu)$/,
  function (this: TabloWorld, screen: string, layout: string) {
    assert.deepEqual(
      { ...cabinet(this).decision, params: undefined, query: undefined },
      {
        kind: 'render',
        screen,
        layout: layout === 'with header and menu' ? 'main' : 'standalone',
        params: undefined,
        query: undefined,
      },
    )
  },
)

Then('the cabinet sends them to {string}', function (this: TabloWorld, to: string) {
  assert.deepEqual(cabinet(this).decision, { kind: 'redirect', to })
})

Then('the browser shows the cabinet page {string} as {string}', (path: string, href: string) => {
  assert.equal(appHref(path), href)
})

Then(
  'the page is given the step {string} and the campaign {string}',
  function (this: TabloWorld, step: string, id: string) {
    const decision = cabinet(this).decision
    assert.equal(decision?.kind, 'render')
    assert.deepEqual(decision.kind === 'render' && decision.params, { step, advertisingCampaignId: id })
  },
)

When(
  'the server answers the OAuth sign-in with the data {string}',
  function (this: TabloWorld, data: string) {
    cabinet(this).http.answer('POST', '/api/v1/clients/auth/externalAuthorization', data)
  },
)

When('the cabinet completes the OAuth return', async function (this: TabloWorld) {
  const scene = cabinet(this)
  const decision = scene.decision
  if (decision?.kind !== 'render') throw new Error('no OAuth page was shown')
  const outcome = await new OAuthReturnStore(scene.http).run({
    service: decision.params['service']!,
    code: decision.params['code']!,
  })
  scene.values['oauth'] = outcome
})

Then(
  'the server was asked without a token to sign in with service {string} and code {string}',
  function (this: TabloWorld, service: string, code: string) {
    assert.deepEqual(
      cabinet(this).http.calls.map((c) => [c.path, c.body, c.authenticated]),
      [['/api/v1/clients/auth/externalAuthorization', { service, code }, false]],
    )
  },
)

Then('the login step receives the data {string}', function (this: TabloWorld, data: string) {
  assert.deepEqual(cabinet(this).values['oauth'], { ok: true, value: data })
})

When('the cabinet starts with {string}', function (this: TabloWorld, query: string) {
  captureAutoFlow(parseQuery(query), cabinet(this).storage)
})

Then(
  'the sign-in token {string} is kept after the browser restarts',
  function (this: TabloWorld, token: string) {
    const storage = cabinet(this).storage
    assert.equal(storage.get('local', 'authToken'), token)
    assert.equal(new AuthTokenStore(storage).get(), token)
  },
)

Then(
  'the cabinet remembers the auto-flow for {string} at step {int}',
  function (this: TabloWorld, place: string, step: number) {
    assert.deepEqual(readAutoFlow(cabinet(this).storage), { place, step })
  },
)
