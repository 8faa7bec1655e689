import { expect, test } from '@playwright/test'
import { apiCall, ORGANISATION } from './support/api'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { panelTotal, savedTotal } from './support/price'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-72 the landing: read before its script, news and documents, a fast order and a question reach the staff', async ({
  page,
}) => {
  // The first HTML response already carries the heading and the public pages (a crawler, a slow phone).
  const html = await (await page.request.get(`${product.baseUrl}/`)).text()
  expect(html).toContain('<h1>Реклама в метро и на улицах Москвы</h1>')
  expect(html).toContain('<title>Табло — Реклама в метро и на улицах Москвы</title>')

  await page.goto(`${product.baseUrl}/`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Реклама в метро и на улицах Москвы' }),
  ).toBeVisible()
  await expect(page.getByTestId('price-total')).toBeVisible() // the preview, priced at list prices
  const news = page.getByRole('region', { name: 'Новости' })
  await expect(news.getByRole('article')).toHaveCount(3)
  const offer = page
    .getByRole('region', { name: 'Документы' })
    .getByRole('link', { name: 'Публичная оферта' })
  await expect(offer).toHaveAttribute('href', /^\/api\/v1\/public\/offer\/[^/]+\.pdf$/)
  expect((await page.request.get(`${product.baseUrl}${await offer.getAttribute('href')}`)).status()).toBe(200)
  await checkScreen(page, 'R-SCREEN-72-landing')

  // The fast order: a refusal names the fields and keeps what was typed; then it is taken and mailed to sales.
  const lead = page.getByRole('form', { name: 'Быстрый заказ' })
  await lead.getByLabel('Имя').fill('Ольга Заявкина')
  await lead.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(lead.getByRole('alert').first()).toContainText('Заявка не отправлена')
  await expect(lead.getByText('Укажите номер телефона')).toBeVisible()
  await expect(lead.getByLabel('Имя')).toHaveValue('Ольга Заявкина')
  const phone = `+7900${String(Date.now()).slice(-7)}`
  await lead.getByLabel('Телефон').fill(phone)
  await lead.getByLabel('E-mail').fill('olga@example.ru')
  await lead.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(page.getByText(`Заявка принята: менеджер позвонит по номеру ${phone}`)).toBeVisible()
  await expect
    .poll(() => product.log())
    .toContain('mail to sales@tablo.local: Табло: новая заявка (metroMonitors)')

  // The question: the same, mailed to sales.
  const question = page.getByRole('form', { name: 'Задать вопрос' })
  await question.getByLabel('E-mail для ответа').fill('vopros@example.ru')
  await question.getByRole('button', { name: 'Отправить вопрос' }).click()
  await expect(question.getByText('Напишите вопрос')).toBeVisible()
  await question.getByLabel('Вопрос').fill('Можно ли разместить ролик только по выходным?')
  await question.getByRole('button', { name: 'Отправить вопрос' }).click()
  await expect(page.getByText('Вопрос отправлен: ответ придёт на vopros@example.ru.')).toBeVisible()
  await expect.poll(() => product.log()).toContain('mail to sales@tablo.local: Табло: вопрос с сайта')
})

test('R-SCREEN-72 a visitor prices metro monitors on the landing, registers, and books it at the same price with an invoice', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/`)
  const shows = page.getByRole('textbox', { name: 'Число показов' })
  await shows.fill('300000')
  await shows.press('Tab')
  await expect(shows).toHaveValue(/^300\s000$/)
  const listed = await panelTotal(page)
  await page.getByRole('button', { name: 'Забронировать' }).click()
  await expect(page).toHaveURL(/\/app\/msb-authorization\?calculatorAutoFlow=metroMonitors$/)

  await newAdvertiser(page, product, 'landing-flow')
  await expect(page).toHaveURL(/\/app\/calculator\/step-3\?advertisePlace=metroMonitors$/)
  await page.goto(`${product.baseUrl}/app/calculator/step-2?advertisePlace=metroMonitors`)
  await expect(page.getByRole('textbox', { name: 'Число показов' })).toHaveValue(/^300\s000$/)
  expect(await panelTotal(page)).toBe(listed)

  // Signed in, the landing leads into the cabinet instead of a second calculator.
  await page.goto(`${product.baseUrl}/`)
  await expect(page.getByRole('link', { name: 'Перейти в кабинет' })).toBeVisible()
  await page.getByRole('link', { name: 'Рассчитать в кабинете, с вашими скидками' }).click()
  await expect(page).toHaveURL(/\/app\/calculator\/step-2\?advertisePlace=metroMonitors$/)
  await expect(page.getByRole('textbox', { name: 'Число показов' })).toHaveValue(/^300\s000$/)

  // The price note reads as Russian: 300 000 shows, a comma in the price of a second.
  await expect(page.getByText(/^База: 300\s000 показов × 5 с × \d+,\d+ ₽ за секунду$/)).toBeVisible()

  // On to the booking: the advertiser, then the campaign is saved and the server's sums are the landing's.
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page).toHaveURL(/\/app\/calculator\/step-3\?advertisePlace=metroMonitors$/)
  await page.getByLabel('Название кампании').fill('С лендинга в метро')
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page).toHaveURL(/\/app\/calculator\/step-4\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Ввод реквизитов' })).toBeVisible()
  expect(await savedTotal(page, product.baseUrl)).toBe(listed)
  // With the company's requisites the invoice is issued: the campaign is booked and waits for its payment.
  await apiCall(page, product.baseUrl, 'POST', '/api/v1/clients/legal-entities', ORGANISATION)
  await page.reload()
  await page.getByRole('button', { name: 'Выставить счёт' }).click()
  await expect(page.getByLabel('Счёт', { exact: true })).toContainText('Оплатить до')
  const id = page.url().split('/').pop()!
  // The campaign, at the landing's price, goes to the moderators; the invoice waits on the bills page.
  await page.goto(`${product.baseUrl}/app/campaigns/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'С лендинга в метро' })).toBeVisible()
  await page.getByRole('button', { name: 'Отправить на модерацию' }).click()
  await expect(page.getByText('На модерации', { exact: true }).first()).toBeVisible()
  const sent = await apiCall(page, product.baseUrl, 'GET', `/api/v1/clients/commercial-campaigns/${id}`)
  expect(
    (sent.data as { advertisingCampaign: { state: { _id: string } } }).advertisingCampaign.state._id,
  ).toBe('moderation')
  expect(await savedTotal(page, product.baseUrl)).toBe(listed)
  await page.goto(`${product.baseUrl}/app/bills`)
  await expect(page.getByText('С лендинга в метро').first()).toBeVisible()
})
