import assert from 'node:assert/strict'
import { firstValueFrom } from 'rxjs'
import { Given, Then, When } from '@cucumber/cucumber'
import { FastOrderStore, validateRegistration } from '../../core/cabinet/stores/form-checks.store'
import {
  toggleDayTimeSlot,
  validateDayTypeTargeting,
  WEEKDAY_OPTIONS,
} from '../../core/campaign/day-targeting'
import {
  validateLegalEntity,
  visibleFields,
  type LegalEntityInput,
} from '../../core/advertiser/legal-entity.validation'
import { countedItems } from '../../core/cabinet/validation/selection'
import { serverFieldMessage, videoUploadMessages } from '../../core/cabinet/validation/server-field-messages'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { cabinet, fields, list } from './cabinet-actor'

const BANK = {
  bankName: 'ПАО Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810900000000001',
}
const FILLED: Readonly<Record<string, LegalEntityInput>> = {
  'an organisation': {
    formOfBusiness: 'legalEntityOrg',
    name: 'ООО «Ромашка»',
    inn: '7701234567',
    kpp: '770101001',
    ogrn: '1027700000001',
    address: 'Москва, Тверская, 1',
    signerFullName: 'Иванов Иван Иванович',
    ...BANK,
  },
  'an individual entrepreneur': {
    formOfBusiness: 'individualEntrepreneur',
    name: 'ИП Петров',
    inn: '770123456789',
    ogrn: '304770000000001',
    address: 'Москва',
    signerFullName: 'Петров Пётр',
    ...BANK,
  },
  'an individual': {
    formOfBusiness: 'individual',
    name: 'Сидорова Анна',
    inn: '770123456789',
    pasport: '4510 123456',
    address: 'Москва',
    email: 'anna@example.ru',
    phone: '+79991234567',
    ...BANK,
  },
}
const FAST_ORDER_PATH = '/api/v1/clients/profile/fastOrder'

const requisites = (world: TabloWorld): LegalEntityInput =>
  cabinet(world).values['requisites'] as LegalEntityInput
const shown = (messages: Readonly<Record<string, string>>): string =>
  Object.entries(messages)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ')

Given(
  /^requisites of (an organisation|an individual entrepreneur|an individual) filled in correctly$/,
  function (this: TabloWorld, form: string) {
    cabinet(this).values['requisites'] = { ...FILLED[form] }
  },
)

When(
  'the requisites field {string} is set to {string}',
  function (this: TabloWorld, field: string, value: string) {
    cabinet(this).values['requisites'] = { ...requisites(this), [field]: value }
  },
)

Then(
  'the requisites field {string} reads {string}',
  function (this: TabloWorld, field: string, message: string) {
    const result = validateLegalEntity(requisites(this))
    assert.equal(result.ok ? undefined : result.error[field], message === '' ? undefined : message)
  },
)

Then('the requisites are accepted', function (this: TabloWorld) {
  assert.deepEqual(validateLegalEntity(requisites(this)).ok, true)
})

Then(
  'the requisites form shows the fields {string} but not {string}',
  function (this: TabloWorld, present: string, absent: string) {
    const r = requisites(this)
    const visible = visibleFields('legalEntityOrg', r.basisId === 'proxy' ? 'proxy' : 'charter')
    for (const f of list(present)) assert.ok(visible.includes(f as never), `${f} should show`)
    for (const f of list(absent)) assert.ok(!visible.includes(f as never), `${f} should not show`)
  },
)

Then('the server field code {string} reads {string}', (code: string, message: string) => {
  assert.equal(serverFieldMessage(code), message)
})

Given("the server's registration check answers {string}", function (this: TabloWorld, errors: string) {
  cabinet(this).http.fail(
    'POST',
    '/api/v1/clients/register/validate',
    new ApiFailure(422, 'invalid', fields(errors)),
  )
})

When('the registration form is checked', async function (this: TabloWorld) {
  const scene = cabinet(this)
  scene.messages = await firstValueFrom(
    validateRegistration(scene.http, { email: 'anna@example.ru', inn: '77' }),
  )
})

Then('the registration form reads {string}', function (this: TabloWorld, expected: string) {
  assert.equal(shown(cabinet(this).messages), expected)
})

Given('the server accepts fast orders', function (this: TabloWorld) {
  cabinet(this).http.answer('POST', FAST_ORDER_PATH, {})
})

Given('the server refuses fast orders with {string}', function (this: TabloWorld, errors: string) {
  cabinet(this).http.fail('POST', FAST_ORDER_PATH, new ApiFailure(422, 'invalid', fields(errors)))
})

When(
  'a fast order is sent by {string}, {string}, {string} for {string}',
  async function (
    this: TabloWorld,
    fullName: string,
    phone: string,
    email: string,
    advertisePlaceId: string,
  ) {
    const scene = cabinet(this)
    const outcome = await new FastOrderStore(scene.http).run({
      fullName,
      phone,
      email,
      advertisePlaceId,
      gRecaptchaResponse: 'g-token',
    })
    scene.messages = outcome.ok ? {} : outcome.error
  },
)

Then('the fast order sent the fields {string}', function (this: TabloWorld, names: string) {
  const body = cabinet(this).http.callsTo('POST', FAST_ORDER_PATH)[0]?.body as Record<string, string>
  assert.deepEqual(Object.keys(body), list(names))
})

Then('the fast-order form reads {string}', function (this: TabloWorld, expected: string) {
  assert.equal(shown(cabinet(this).messages), expected)
})

Given(
  'the items {string} of which {string} is disabled',
  function (this: TabloWorld, items: string, disabled: string) {
    const scene = cabinet(this)
    scene.values['items'] = list(items)
    scene.values['disabled'] = list(disabled)
  },
)

When('the items {string} are selected', function (this: TabloWorld, selected: string) {
  const scene = cabinet(this)
  const picked = list(selected)
  const disabled = scene.values['disabled'] as string[]
  scene.values['counted'] = countedItems(
    scene.values['items'] as string[],
    (i) => picked.includes(i),
    (i) => disabled.includes(i),
  )
})

Then('the items that count are {string}', function (this: TabloWorld, counted: string) {
  assert.deepEqual(cabinet(this).values['counted'], list(counted))
})

Then('the day types offered are {string}', (days: string) => {
  assert.deepEqual([...WEEKDAY_OPTIONS], list(days))
})

When(
  'the day types {string} are targeted with monitor amounts {string}',
  function (this: TabloWorld, days: string, amounts: string) {
    const monitorAmounts = Object.fromEntries(Object.entries(fields(amounts)).map(([k, v]) => [k, Number(v)]))
    cabinet(this).messages = validateDayTypeTargeting({ weekDays: list(days), monitorAmounts })
  },
)

Then('the targeting reads {string}', function (this: TabloWorld, expected: string) {
  assert.equal(shown(cabinet(this).messages), expected)
})

Given('the day-time slots {string} are chosen', function (this: TabloWorld, slots: string) {
  cabinet(this).values['slots'] = list(slots)
})

When('the day-time slot {string} is chosen', function (this: TabloWorld, slot: string) {
  const scene = cabinet(this)
  const result = toggleDayTimeSlot(scene.values['slots'] as string[], slot)
  if (result.ok) scene.values['slots'] = result.value
  scene.message = result.ok ? undefined : result.error.message
})

Then('the chosen day-time slots number {int}', function (this: TabloWorld, count: number) {
  assert.equal((cabinet(this).values['slots'] as string[]).length, count)
})

Then('the slot is refused with {string}', function (this: TabloWorld, message: string) {
  assert.equal(cabinet(this).message, message)
})

When('a video upload fails with the field messages {string}', function (this: TabloWorld, errors: string) {
  cabinet(this).values['upload'] = videoUploadMessages(fields(errors))
})

Then('the upload error reads {string}', function (this: TabloWorld, messages: string) {
  assert.deepEqual(cabinet(this).values['upload'], list(messages))
})
