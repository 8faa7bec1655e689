import { expect, test } from '@playwright/test'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-12 R-SCREEN-57 R-SCREEN-58 R-ENT-09 R-ENT-11 R-VAL-06 the personal cabinet: requisites checked by the server, added and changed; an advertiser changed, a refused change said at its fields; an observer added', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/app/login`)
  await page.getByLabel('E-mail').fill('demo@tablo.local')
  await page.getByLabel('Пароль').fill('tablo-demo-2026')
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('link', { name: /^Личный кабинет/ }).click()
  await expect(page).toHaveURL(/\/app\/profile$/)
  await expect(page).toHaveTitle('Табло — Личный кабинет')

  const requisites = page.getByRole('form', { name: 'Новые реквизиты' })
  // R-ENT-11: an individual's requisites show the account's e-mail, read-only, and a phone to type.
  const form = requisites.getByRole('button', { name: /Форма собственности/ })
  await form.click()
  await page.getByRole('option', { name: 'Физическое лицо', exact: true }).click()
  const email = requisites.getByRole('textbox', { name: 'E-mail', exact: true })
  await expect(email).toHaveValue('demo@tablo.local')
  await expect(email).toHaveAttribute('readonly', '')
  await expect(requisites.getByRole('textbox', { name: 'Телефон', exact: true })).toBeEditable()
  await form.click()
  await page.getByRole('option', { name: 'Организация', exact: true }).click()
  await expect(email).toHaveCount(0)
  // R-ENT-09: the basis is the charter until chosen otherwise; R-VAL-06: a proxy's number and date appear with it.
  const basis = requisites.getByRole('button', { name: /Основание/ })
  await expect(basis).toContainText('Устав')
  await expect(requisites.getByLabel('Номер доверенности')).toHaveCount(0)
  await basis.click()
  await page.getByRole('option', { name: 'Доверенность', exact: true }).click()
  await expect(requisites.getByLabel('Номер доверенности')).toBeEditable()
  await expect(requisites.getByLabel('Дата доверенности (ДД.ММ.ГГГГ)')).toBeEditable()
  await basis.click()
  await page.getByRole('option', { name: 'Устав', exact: true }).click()
  await expect(requisites.getByLabel('Номер доверенности')).toHaveCount(0)
  await requisites.getByLabel('Наименование').fill('ООО «Ромашка»')
  await requisites.getByLabel('ИНН').fill('123')
  await requisites.getByRole('button', { name: 'Добавить реквизиты' }).click()
  // R-VAL-03 at the INN, R-VAL-01 at the empty fields; the fields to check named by their labels (issue #47).
  await expect(requisites.getByText('Введите корректное значение')).toBeVisible()
  await expect(requisites.getByText('Данное поле является обязательным').first()).toBeVisible()
  await expect(requisites.getByRole('alert')).toHaveText(/^Проверьте поля: ИНН, КПП, ОГРН \/ ОГРНИП, /)
  for (const [label, value] of [
    ['ИНН', '7701234567'],
    ['КПП', '770101001'],
    ['ОГРН / ОГРНИП', '1027700132195'],
    ['Юридический адрес', 'Москва, Тверская, 1'],
    ['ФИО подписанта', 'Иванова Анна Сергеевна'],
    ['Банк', 'ПАО Банк'],
    ['БИК', '044525225'],
    ['Корреспондентский счёт', '30101810400000000225'],
    ['Расчётный счёт', '40702810938000000001'],
  ] as const) {
    await requisites.getByLabel(label, { exact: true }).fill(value)
  }
  await requisites.getByRole('button', { name: 'Добавить реквизиты' }).click()
  const organisations = page.getByRole('list', { name: 'Организации' })
  await expect(organisations).toContainText('ООО «Ромашка»')

  // «Изменить» turns the row into the same form, filled with what the server keeps, checked the same way.
  await organisations.getByRole('button', { name: 'Изменить ООО «Ромашка»' }).click()
  const change = organisations.getByRole('form', { name: 'Изменить реквизиты ООО «Ромашка»' })
  await expect(change.getByLabel('КПП', { exact: true })).toHaveValue('770101001')
  await expect(change.getByLabel('Расчётный счёт', { exact: true })).toHaveValue('40702810938000000001')
  await expect(change).toContainText('Выставленные счета останутся с прежними реквизитами')
  await change.getByLabel('ИНН', { exact: true }).fill('77012345')
  await change.getByRole('button', { name: 'Сохранить' }).click()
  await expect(change.getByRole('alert')).toHaveText('Проверьте поля: ИНН')
  await change.getByLabel('ИНН', { exact: true }).fill('7701234567')
  await change.getByLabel('Наименование', { exact: true }).fill('ООО «Ромашка и партнёры»')
  await change.getByRole('button', { name: 'Сохранить' }).click()
  await expect(change).toHaveCount(0)
  await expect(organisations).toContainText('ООО «Ромашка и партнёры»')

  const partner = page.getByRole('form', { name: 'Новый рекламодатель' })
  await partner.getByLabel('Название рекламодателя').fill('ООО «Василёк»')
  await partner.getByLabel('Бренд').fill('Василёк')
  await partner.getByRole('button', { name: 'Добавить' }).click()
  const partners = page.getByRole('list', { name: 'Рекламодатели' })
  await expect(partners).toContainText('Василёк')
  await partner.getByLabel('Название рекламодателя').fill('ООО «Лютик»')
  await partner.getByLabel('Бренд').fill('Лютик')
  await partner.getByRole('button', { name: 'Добавить' }).click()
  await expect(partners).toContainText('Лютик')

  // Changed into an advertiser the account has: the server's refusal at the fields, the row kept as it was...
  await partners.getByRole('button', { name: 'Изменить ООО «Василёк»' }).click()
  const rename = partners.getByRole('form', { name: 'Изменить рекламодателя ООО «Василёк»' })
  await expect(rename.getByLabel('Бренд')).toHaveValue('Василёк')
  await rename.getByLabel('Название рекламодателя').fill('ООО «Лютик»')
  await rename.getByLabel('Бренд').fill('Лютик')
  await rename.getByRole('button', { name: 'Сохранить' }).click()
  await expect(rename.getByText('Такое значение уже используется')).toBeVisible()
  await expect(rename.getByText('Данное значение уже используется в системе')).toHaveCount(2)
  await rename.getByRole('button', { name: 'Отмена' }).click()
  await expect(partners.getByRole('listitem')).toHaveText([/ООО «Василёк»\s*\/ Василёк/, /ООО «Лютик»/])
  // ...then a name of its own, kept and shown.
  await partners.getByRole('button', { name: 'Изменить ООО «Василёк»' }).click()
  await rename.getByLabel('Название рекламодателя').fill('ООО «Васильки»')
  await rename.getByLabel('Бренд').fill('Васильки')
  await rename.getByRole('button', { name: 'Сохранить' }).click()
  await expect(rename).toHaveCount(0)
  await expect(partners.getByRole('listitem').first()).toContainText('ООО «Васильки» / Васильки')

  // 'Удалить' asks first; 'Отмена' keeps it, 'Удалить' in the dialog removes it.
  await partners.getByRole('button', { name: /^Удалить .*Васильки/ }).click()
  const ask = page.getByRole('alertdialog', { name: 'Удалить рекламодателя?' })
  await ask.getByRole('button', { name: 'Отмена' }).click()
  await expect(partners).toContainText('Васильки')
  await partners.getByRole('button', { name: /^Удалить .*Васильки/ }).click()
  await ask.getByRole('button', { name: 'Удалить' }).click()
  await expect(page.getByText('Васильки')).toHaveCount(0)

  const invite = page.getByRole('form', { name: 'Пригласить наблюдателя' })
  await invite.getByLabel('ФИО наблюдателя').fill('Олег Смотров')
  await invite.getByLabel('E-mail наблюдателя').fill('watcher@example.ru')
  await invite.getByRole('button', { name: 'Пригласить' }).click()
  await expect(page.getByRole('list', { name: 'Наблюдатели' })).toContainText('приглашение отправлено')
  expect(await product.waitForLink('watcher@example.ru')).toContain('invite=1')

  await checkScreen(page, 'R-SCREEN-12-profile')
})

test('revoking the consent erases the name, ends the session and blocks the sign-in (R-ASYNC-13)', async ({
  page,
  request,
}) => {
  const email = `leaving-${Date.now()}@example.ru`
  const api = `${product.baseUrl}/api/v1/clients`
  await request.post(`${api}/register`, {
    data: { email, password: 'уходящий-пароль-1', fullName: 'Уходящий Клиент' },
  })
  const link = await product.waitForLink(email)
  await request.post(`${api}/register/confirm`, { data: { token: link.split('/').pop() } })

  await page.goto(`${product.baseUrl}/app/login`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Пароль').fill('уходящий-пароль-1')
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('link', { name: /^Личный кабинет/ }).click()
  await page.getByRole('button', { name: 'Отозвать согласие на обработку данных' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отозвать' }).click()
  await expect(page).toHaveURL(/\/app\/login$/)

  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Пароль').fill('уходящий-пароль-1')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('alert')).toHaveText('Аккаунт заблокирован. Обратитесь в поддержку')
})

test('R-SCREEN-57 a failed call keeps what was typed and says what to do; a double click sends one request', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'twice')
  await page.goto(`${product.baseUrl}/app/profile`)
  const form = page.getByRole('form', { name: 'Новый рекламодатель' })
  await form.getByLabel('Название рекламодателя').fill('ООО «Пекарня»')
  await form.getByLabel('Бренд').fill('Хлебница')

  // The server fails once: the form says so, and nothing typed is lost.
  await page.route('**/api/v1/clients/partners', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service Unavailable"}',
        })
      : route.fallback(),
  )
  await form.getByRole('button', { name: 'Добавить' }).click()
  // In the user's language, never the server's English.
  await expect(form.getByRole('alert').first()).toHaveText(/^[^A-Za-z]*[А-Яа-яЁё][^A-Za-z]*$/)
  await expect(form.getByLabel('Название рекламодателя')).toHaveValue('ООО «Пекарня»')
  await expect(form.getByLabel('Бренд')).toHaveValue('Хлебница')
  await page.unroute('**/api/v1/clients/partners')

  // Again, with a double click: one request, one advertiser.
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/clients/partners')) posts += 1
  })
  await form.getByRole('button', { name: 'Добавить' }).dblclick()
  await expect(page.getByRole('list', { name: 'Рекламодатели' })).toContainText('Хлебница')
  await expect(form.getByLabel('Бренд')).toHaveValue('')
  expect(posts).toBe(1)
  const partners = await page.evaluate(async () => {
    const token = sessionStorage.getItem('authToken') ?? ''
    const response = await fetch('/api/v1/clients/partners', {
      headers: { authorization: `Bearer ${token}` },
    })
    return ((await response.json()) as { data: unknown[] }).data.length
  })
  expect(partners).toBe(1)
})
