import { expect, test } from '@playwright/test'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-12 R-SCREEN-57 R-SCREEN-58 the personal cabinet: requisites checked by the server, an advertiser and an observer added', async ({
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
  await requisites.getByLabel('Наименование').fill('ООО «Ромашка»')
  await requisites.getByLabel('ИНН').fill('123')
  await requisites.getByRole('button', { name: 'Добавить реквизиты' }).click()
  await expect(requisites.getByText('Неправильный формат').first()).toBeVisible()
  await expect(requisites.getByText('Данное поле является обязательным').first()).toBeVisible()
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
  await expect(page.getByRole('list', { name: 'Организации' })).toContainText('ООО «Ромашка»')

  const partner = page.getByRole('form', { name: 'Новый рекламодатель' })
  await partner.getByLabel('Название рекламодателя').fill('ООО «Василёк»')
  await partner.getByLabel('Бренд').fill('Василёк')
  await partner.getByRole('button', { name: 'Добавить' }).click()
  await expect(page.getByRole('list', { name: 'Рекламодатели' })).toContainText('Василёк')
  // 'Удалить' asks first; 'Отмена' keeps it, 'Удалить' in the dialog removes it.
  const partners = page.getByRole('list', { name: 'Рекламодатели' })
  await partners.getByRole('button', { name: /^Удалить .*Василёк/ }).click()
  const ask = page.getByRole('alertdialog', { name: 'Удалить рекламодателя?' })
  await ask.getByRole('button', { name: 'Отмена' }).click()
  await expect(partners).toContainText('Василёк')
  await partners.getByRole('button', { name: /^Удалить .*Василёк/ }).click()
  await ask.getByRole('button', { name: 'Удалить' }).click()
  await expect(page.getByText('Василёк')).toHaveCount(0)

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
