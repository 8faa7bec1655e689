import { expect, test } from '@playwright/test'
import { apiCall } from './support/api'
import { DEMO, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

// The product as `npm start` runs it: the demo cabinet lived through its last 45 days (issue 14, item 10).
let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct({ SEED_DEMO_CABINET: 'true' })
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-04 R-SCREEN-06 the living demo: a newcomer sees campaigns in every state and a month of plays', async ({
  page,
}) => {
  expect(product.log()).toMatch(/Демо-кабинет прожил последние 45 дней/)
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/campaigns?view=table`)
  const table = page.getByRole('grid', { name: 'Рекламные кампании' })
  await expect(table.getByRole('row')).toHaveCount(8)
  for (const name of [
    'Весенняя распродажа',
    'Новая коллекция',
    'Окна в город',
    'Остановки у метро',
    'Трамваи выходного дня',
    'Стикеры в вагонах',
    'Новогодние автобусы',
  ])
    await expect(table).toContainText(name)
  await expect(table).toContainText('Оплачена')
  await checkScreen(page, 'demo-campaigns-table')

  const list = (await apiCall(page, product.baseUrl, 'GET', '/api/v1/clients/commercial-campaigns?limit=20'))
    .data as { advertisingCampaigns: { _id: string; name: string }[] }
  const running = list.advertisingCampaigns.find((c) => c.name === 'Новая коллекция')?._id ?? ''
  await page.goto(`${product.baseUrl}/app/campaigns/${running}/stats`)
  const totals = page.getByRole('list', { name: 'Итоги периода' })
  await expect(totals.getByRole('listitem').first()).toHaveText(/^Показы[1-9]/)
  await expect(page.locator('canvas')).toHaveCount(1)
  await expect(page.getByRole('grid', { name: 'Статистика по дням' }).getByRole('row')).not.toHaveCount(1)
  await checkScreen(page, 'demo-statistics')
})

test('R-SCREEN-08 the living demo: the agency has two advertisers, the observer reads the demo cabinet', async ({
  page,
  browser,
}) => {
  await signIn(page, product.baseUrl, DEMO.agency)
  await page.goto(`${product.baseUrl}/app/advertisers`)
  const advertisers = page.getByRole('list', { name: 'Рекламодатели' })
  await expect(advertisers).toContainText('Вкусный дом')
  await expect(advertisers).toContainText('Цветы у дома')

  const observer = await browser.newPage()
  await signIn(observer, product.baseUrl, DEMO.observer)
  await observer.goto(`${product.baseUrl}/app/campaigns?view=table`)
  await expect(observer.getByRole('grid', { name: 'Рекламные кампании' }).getByRole('row')).toHaveCount(8)
  await observer.close()
})
