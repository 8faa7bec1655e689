import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { route } from '../../core/cabinet/routing/route.decision'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { API, scene } from './account-screens.world'
import { ROLES } from './cabinet-actor'

// --- What the server holds -----------------------------------------------------------------------------------

Given(
  "the sign-in confirmation page's server confirms the account {string}",
  function (this: TabloWorld, email: string) {
    scene(this).http.answer('POST', `${API}/register/confirm`, { email })
  },
)

Given(
  "the sign-in confirmation page's server refuses the link with {string}",
  function (this: TabloWorld, code: string) {
    scene(this).http.fail('POST', `${API}/register/confirm`, new ApiFailure(400, code))
  },
)

Given("the sign-in confirmation page's server cannot be reached", function (this: TabloWorld) {
  scene(this).http.fail('POST', `${API}/register/confirm`, new ApiFailure(0, 'Failed to fetch'))
})

Given(
  "the sign-in page's server refuses the new password with {string}",
  function (this: TabloWorld, code: string) {
    scene(this).http.fail('POST', `${API}/recover/confirm`, new ApiFailure(400, code))
  },
)

// --- Confirming an account and restoring a password (R-SCREEN-47, R-SCREEN-48) -----------------------------

When(
  /^the (sign-in page|sign-in confirmation page) opens at "([^"]*)"$/,
  function (this: TabloWorld, page: string, address: string) {
    const d = (scene(this).decision = route(address, ROLES['signed out']!))
    assert.equal(d.kind === 'render' && d.screen, page === 'sign-in page' ? 'signIn' : 'signInConfirm')
  },
)

Then(
  /^the sign-in confirmation page is given (?:the token "([^"]*)"|no token)$/,
  function (this: TabloWorld, token: string | null) {
    assert.equal(scene(this).params()['token'], token ?? undefined)
  },
)

When('the sign-in confirmation page confirms its token', async function (this: TabloWorld) {
  scene(this).outcome = await scene(this).session.confirm.run(scene(this).params()['token'] ?? '')
})

Then(
  'the sign-in confirmation page names the confirmed account {string}',
  function (this: TabloWorld, email: string) {
    assert.deepEqual(scene(this).outcome, { ok: true, value: email })
  },
)

Then('the sign-in page asks for the e-mail to send a restore link to', function (this: TabloWorld) {
  assert.equal(scene(this).params()['restore'], undefined)
})

Then(
  'the sign-in page asks for a new password for the link {string}',
  function (this: TabloWorld, t: string) {
    assert.equal(scene(this).params()['restore'], t)
  },
)

When(
  'the sign-in page asks for a restore link for {string}',
  async function (this: TabloWorld, email: string) {
    scene(this).outcome = await scene(this).session.recover.run(email)
  },
)

When('the sign-in page sets the new password {string}', async function (this: TabloWorld, password: string) {
  const token = scene(this).params()['restore'] ?? ''
  scene(this).outcome = await scene(this).session.recoverConfirm.run({ token, password })
})

// --- The OAuth return (R-SCREEN-50) ------------------------------------------------------------------------

When(
  /^the OAuth return at "([^"]*)" is opened by (someone signed out|an advertiser)$/,
  function (this: TabloWorld, address: string, who: string) {
    scene(this).decision = route(address, ROLES[who === 'an advertiser' ? who : 'signed out']!)
  },
)

Then(
  'the OAuth return signs in with {string} and the code {string}',
  function (this: TabloWorld, service: string, code: string) {
    const d = scene(this).decision
    assert.deepEqual(d?.kind === 'render' && [d.screen, d.layout, d.params], [
      'oauthReturn',
      'standalone',
      { service, code },
    ])
  },
)

Then('the OAuth return shows the page {string}', function (this: TabloWorld, screen: string) {
  const d = scene(this).decision
  assert.equal(d?.kind === 'render' && d.screen, screen)
})

Then('the OAuth return sends them to {string}', function (this: TabloWorld, to: string) {
  assert.deepEqual(scene(this).decision, { kind: 'redirect', to })
})

When('the OAuth return hands the cabinet the session {string}', function (this: TabloWorld, token: string) {
  scene(this).session.signedInWith(token)
})

Then(
  "the OAuth return's session {string} is kept for this tab only",
  function (this: TabloWorld, token: string) {
    assert.deepEqual([...scene(this).storage.entries], [['session:authToken', token]])
    assert.equal(scene(this).session.getSnapshot().token, token)
  },
)

Then('the OAuth return tells the cabinet it is signed in', function (this: TabloWorld) {
  assert.deepEqual(scene(this).events, ['signedIn'])
})
