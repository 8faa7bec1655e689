import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { ApiFailure } from '../../core/shared/api-failure'
import { authMessage, loginMessage } from '../../core/session/auth.errors'
import { SessionActor } from '../support/session-actor'
import type { TabloWorld } from '../support/world'
import { accountCall } from './call-glossary'

const anna = (w: TabloWorld) => w.slot('session', () => new SessionActor())
const said = (w: TabloWorld) => w.slot('session.message', () => ({ text: '' }))

When('the server refuses the sign-in with {string}', function (this: TabloWorld, answer: string) {
  said(this).text = loginMessage(answer)
})
When(
  'the server refuses the sign-in with {string} while a captcha was asked for',
  function (this: TabloWorld, answer: string) {
    said(this).text = loginMessage(answer, { captcha: true })
  },
)
When('the server refuses the account request with {string}', function (this: TabloWorld, answer: string) {
  said(this).text = authMessage(answer)
})
Then('the advertiser reads {string}', function (this: TabloWorld, message: string) {
  assert.equal(said(this).text || anna(this).lastFailure?.message, message)
})

Given('the server cannot be reached', function (this: TabloWorld) {
  anna(this).answer('POST', '/auth', new ApiFailure(0, 'Сервер недоступен'))
})
Given("the server accepts Анна's password", function (this: TabloWorld) {
  anna(this).answer('POST', '/auth', { token: 'token-of-anna' })
})
Given('Анна has signed in as {string}', (email: string) => email)
When('Анна signs in as {string}', async function (this: TabloWorld, email: string) {
  await anna(this).signIn(email)
})
When('Анна signs in as {string} and asks to be remembered', async function (this: TabloWorld, email: string) {
  await anna(this).signIn(email, true)
})
Then('Анна is signed in', function (this: TabloWorld) {
  assert.equal(anna(this).session.getSnapshot().token, 'token-of-anna')
})
Then('Анна is not signed in', function (this: TabloWorld) {
  assert.equal(anna(this).session.getSnapshot().token, undefined)
  assert.equal(anna(this).storage.entries.size, 0)
})
Then('her token is kept for this tab only', function (this: TabloWorld) {
  assert.deepEqual([...anna(this).storage.entries.keys()], ['session:authToken'])
})
Then('her token is kept after the browser restarts', function (this: TabloWorld) {
  assert.deepEqual([...anna(this).storage.entries.keys()], ['local:authToken'])
})
When('the server answers a call with {string}', function (this: TabloWorld, message: string) {
  assert.equal(message, 'Unauthorized')
  anna(this).server.unauthorizedSubject.next()
})
When('her profile is refused with {string}', async function (this: TabloWorld, message: string) {
  anna(this).refuse('GET', '/profile', message, 401)
  await anna(this).session.profile.run()
})
Then('she is sent to the start page', function (this: TabloWorld) {
  assert.equal(anna(this).sentToStart, true)
})
When('Анна asks to restore the password of a registered e-mail', async function (this: TabloWorld) {
  anna(this).answer('POST', '/recover', { done: true })
  said(this).text = (await anna(this).restore('anna@example.ru')) ? 'ok' : ''
})
Then('the restore succeeds', function (this: TabloWorld) {
  assert.equal(said(this).text, 'ok')
  said(this).text = ''
})
When('Анна asks to restore the password of an unknown e-mail', async function (this: TabloWorld) {
  anna(this).refuse('POST', '/recover', 'advertiser not found', 404)
  await anna(this).restore('ghost@example.ru')
})

Given('the server answers every account call', function (this: TabloWorld) {
  const actor = anna(this)
  actor.answer('POST', '/register', { email: 'anna@example.ru' })
  actor.answer('POST', '/register/confirm', { email: 'anna@example.ru' })
  actor.answer('GET', '/profile', {
    id: 'a',
    email: 'anna@example.ru',
    fullName: 'Анна',
    phone: null,
    isAgency: false,
    isMSB: false,
    isObserver: false,
    isModerator: false,
  })
  actor.answer('POST', '/recover', { done: true })
  actor.answer('POST', '/logout', { done: true })
})
When(
  'Анна registers, confirms, signs in, reads her profile, asks to restore her password and signs out',
  async function (this: TabloWorld) {
    const { session } = anna(this)
    await session.register.run({ email: 'anna@example.ru', password: 'пароль-анны', fullName: 'Анна' })
    await session.confirm.run('link-token')
    await anna(this).signIn('anna@example.ru')
    await session.profile.run()
    await session.recover.run('anna@example.ru')
    session.logout()
  },
)
/** A row of account calls in business words, as the method and path the glossary gives the call. */
const spokenCall = (row: Record<string, string>): Record<string, string> => {
  const { method, path } = accountCall(row['call'] ?? '')
  return { ...row, call: `${method} ${path}` }
}
Then('the calls made are:', function (this: TabloWorld, table: DataTable) {
  const made = anna(this).server.calls.map((c) => ({
    call: `${c.method} ${c.path}`,
    'with the token': c.authenticated === false ? 'no' : 'yes',
  }))
  assert.deepEqual(made, table.hashes().map(spokenCall))
})
