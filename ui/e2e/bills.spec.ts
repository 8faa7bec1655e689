import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { stepNumber } from '../../core/campaign/wizard.steps'
import { createMetroCampaign, invoiceCampaign } from './support/api'
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

test('R-SCREEN-10 R-SCREEN-52 R-LINK-01 bills: invoices with sum, payment state and due day, PDF of invoice and annex', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'bills')
  await page.goto(`${product.baseUrl}/app/bills`)
  await expect(page.getByRole('heading', { name: 'Счетов пока нет' })).toBeVisible()

  const id = await createMetroCampaign(page, product.baseUrl, 'Лето', '2027-06-01')
  const number = await invoiceCampaign(page, product.baseUrl, id)
  await page.reload()
  await expect(page).toHaveTitle('Табло — Счета')
  const table = page.getByRole('grid', { name: 'Счета' })
  const row = table.getByRole('row').nth(1)
  await expect(row.getByRole('rowheader')).toHaveText(number)
  await expect(row).toContainText('Лето')
  await expect(row).toContainText('Ожидает оплаты')
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await expect(row).toContainText(/\d[\d\s]*,\d\d\s₽/)
  await checkScreen(page, 'R-SCREEN-10-bills')

  const [invoiceFile] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Скачать счёт № ${number}` }).click(),
  ])
  expect(invoiceFile.suggestedFilename()).toMatch(/\.pdf$/)
  expect(
    readFileSync(await invoiceFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  // R-LINK-01: the invoiced draft's card no longer leads to its payment step but to its media step.
  const media = stepNumber('metroMonitors', 'media', { fromCalculator: false, isAgency: false })
  if (!media.ok) throw new Error(media.error.message)
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await expect(
    page
      .getByRole('list', { name: 'Рекламные кампании' })
      .getByRole('article', { name: 'Кампания Лето' })
      .getByRole('link', { name: 'Лето' }),
  ).toHaveAttribute('href', `/app/calculator/step-${media.value}/${id}`)
  await page.goto(`${product.baseUrl}/app/bills`)

  const annexes = page.getByRole('region', { name: 'Приложения к договору' })
  await expect(annexes).toContainText('Лето')
  const [annexFile] = await Promise.all([
    page.waitForEvent('download'),
    annexes.getByRole('button', { name: /^Скачать приложение/ }).click(),
  ])
  expect(
    readFileSync(await annexFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
})
