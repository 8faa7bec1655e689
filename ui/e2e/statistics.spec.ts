import { expect, test } from '@playwright/test'
import { createMetroCampaign } from './support/api'
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

test('R-SCREEN-06 statistics: totals against the order, a uPlot chart and the days of the campaign so far, as a workbook too', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'stats')
  const id = await createMetroCampaign(page, product.baseUrl, 'Зимняя', '2027-01-10')
  await page.goto(`${product.baseUrl}/app/campaigns/${id}/stats?preSection=cardsPage`)
  await expect(page).toHaveTitle('Табло — Статистика кампании')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика кампании «Зимняя»')
  // Not started yet: the period is its first day, nothing has played of the 200 000 shows bought, no day gone.
  const totals = page.getByRole('list', { name: 'Итоги периода' })
  await expect(totals.getByRole('listitem')).toHaveText([
    /^Показы0Показано 0 из 200\s000 \(0\s%\)$/,
    /^OTS0Из [\d\s]+ по заказу \(0\s%\)$/,
    /^GRP0,00Из \d+,\d\d по заказу$/,
    /^Ход кампании0\s%Прошло дней: 0 из 11$/,
  ])
  // The axes are titled in their units and the counts start at 0.
  await expect(
    page.getByRole('img', {
      name: /^Показы и OTS по дням с 10\.01\.2027 по 10\.01\.2027; Показы, шт\.: от 0 до 1; OTS, контактов: от 0 до 1$/,
    }),
  ).toBeVisible()
  // uPlot drew its canvas, with the Russian legend.
  await expect(page.locator('canvas')).toHaveCount(1)
  await expect(page.locator('.u-legend')).toContainText('Показы')
  const days = page.getByRole('grid', { name: 'Статистика по дням' })
  await expect(days.getByRole('row')).toHaveCount(2)
  await expect(days.getByRole('row').nth(1)).toContainText('10.01.2027')
  await checkScreen(page, 'R-SCREEN-06-statistics')

  const workbook = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать Excel' }).click()
  const file = await workbook
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  expect(
    Buffer.concat(await (await file.createReadStream()).toArray())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK')

  await page.goto(`${product.baseUrl}/app/campaigns/00000000-0000-4000-8000-000000000000/stats`)
  await expect(page.getByRole('alert')).toContainText(/не найдена/)
})
