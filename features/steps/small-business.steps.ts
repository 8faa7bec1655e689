import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { of } from 'rxjs'
import { FakeHttpClient, type RecordedCall } from '../../core/cabinet/testing/fake-http-client'
import { MsbAuthorizationStore, type MsbNext } from '../../core/session/msb.store'
import type { TabloWorld } from '../support/world'

const PUBLIC = '/api/v1/public/register'

/** The entrance over a scripted server: what it answers, what it was asked, and where the business went. */
class Entrance {
  readonly server = new FakeHttpClient()
  readonly store = new MsbAuthorizationStore(this.server)
  next: MsbNext | undefined
  linkValid: boolean | undefined

  known(isRegistered: boolean, isConfirmed: boolean): void {
    this.server.answer('GET', `${PUBLIC}/checkEmail`, { findUserByEmail: { isRegistered, isConfirmed } })
    this.server.answer('POST', `${PUBLIC}/simpleRegistration`, (call: RecordedCall) =>
      of({ email: (call.body as { email: string }).email }),
    )
  }
}

const entrance = (w: TabloWorld) => w.slot('small-business', () => new Entrance())

Given('{string} has a confirmed account', function (this: TabloWorld, _email: string) {
  entrance(this).known(true, true)
})
Given('{string} has no account', function (this: TabloWorld, _email: string) {
  entrance(this).known(false, false)
})
Given('{string} has an account that was never confirmed', function (this: TabloWorld, _email: string) {
  entrance(this).known(true, false)
})

When(
  'the business gives the e-mail {string} at the small-business entrance',
  async function (this: TabloWorld, email: string) {
    const e = entrance(this)
    const result = await e.store.start.run({ email })
    assert.ok(result.ok, 'the entrance refused the e-mail')
    e.next = result.value
  },
)
When(
  'the business gives the e-mail {string} and the name {string} at the small-business entrance',
  async function (this: TabloWorld, email: string, fullName: string) {
    const e = entrance(this)
    const result = await e.store.start.run({ email, fullName })
    assert.ok(result.ok, 'the entrance refused the e-mail')
    e.next = result.value
  },
)

Then('it is asked for the password of {string}', function (this: TabloWorld, email: string) {
  assert.deepEqual(entrance(this).next, { step: 'password', email })
})
Then('it is told to check the mail sent to {string}', function (this: TabloWorld, email: string) {
  assert.deepEqual(entrance(this).next, { step: 'checkMail', email })
})
/** R-API-07: the e-mail check is a GET with the e-mail in the query; its answer names findUserByEmail. */
Then('the e-mail check was asked once, for {string}', function (this: TabloWorld, email: string) {
  const calls = entrance(this).server.callsTo('GET', `${PUBLIC}/checkEmail`)
  assert.deepEqual(
    calls.map((c) => c.query),
    [{ email }],
  )
})
Then('no account is registered', function (this: TabloWorld) {
  assert.equal(entrance(this).server.callsTo('POST', `${PUBLIC}/simpleRegistration`).length, 0)
})
Then(
  'the simple registration was asked for {string} named {string}',
  function (this: TabloWorld, email: string, fullName: string) {
    const calls = entrance(this).server.callsTo('POST', `${PUBLIC}/simpleRegistration`)
    assert.deepEqual(
      calls.map((c) => c.body),
      [{ email, fullName }],
    )
  },
)

Given('the mailed link is still valid', function (this: TabloWorld) {
  entrance(this).server.answer('POST', `${PUBLIC}/checkConfirm`, { isValid: true })
})
Given('the mailed link is used or out of date', function (this: TabloWorld) {
  entrance(this).server.answer('POST', `${PUBLIC}/checkConfirm`, { isValid: false })
})
When('the business opens the link', async function (this: TabloWorld) {
  const e = entrance(this)
  const result = await e.store.checkLink.run('token-from-the-mail')
  assert.ok(result.ok)
  e.linkValid = result.value
})
Then('the password form shows', function (this: TabloWorld) {
  assert.equal(entrance(this).linkValid, true)
})
Then('the password form does not show', function (this: TabloWorld) {
  assert.equal(entrance(this).linkValid, false)
})
