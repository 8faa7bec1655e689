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

test('R-SCREEN-11 R-HEAD-07 R-HEAD-10 R-HEAD-11 R-HEAD-12 the notification centre: newest first, read one, read all, the bell follows', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'notes')
  await page.goto(`${product.baseUrl}/app/notifications`)
  await expect(page.getByRole('heading', { name: 'Оповещений нет' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Прочитать все' })).toBeDisabled()

  await createMetroCampaign(page, product.baseUrl, 'Первая', '2027-02-01')
  await createMetroCampaign(page, product.baseUrl, 'Вторая', '2027-03-01')
  await page.reload()
  const list = page.getByRole('list', { name: 'Оповещения' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('Вторая')
  await expect(page).toHaveTitle('Табло — Оповещения')
  await expect(page.getByRole('button', { name: 'Оповещения, непрочитанных: 2' })).toBeVisible()
  await checkScreen(page, 'R-SCREEN-11-notifications')

  await list.getByRole('listitem').first().getByRole('button', { name: 'Прочитано' }).click()
  await expect(list.getByRole('button', { name: 'Прочитано' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Оповещения, непрочитанных: 1' })).toBeVisible()
  // R-HEAD-10: the bell lists only what is unread: the first campaign's, not the one just read.
  const bell = page.getByRole('button', { name: /^Оповещения/ })
  const dropdown = page.getByRole('dialog', { name: 'Новые оповещения' })
  await bell.click()
  await expect(dropdown.getByRole('listitem')).toHaveCount(1)
  // R-HEAD-12: the panel's list grows no taller than 240 px and scrolls, however many are unread.
  await expect(dropdown.getByRole('list')).toHaveCSS('max-height', '240px')
  await expect(dropdown.getByRole('list')).toHaveCSS('overflow-y', 'auto')
  await expect(dropdown).toContainText('Первая')
  await expect(dropdown).not.toContainText('Вторая')
  // R-HEAD-07: the bell pressed again closes it (where a person's pointer presses it, over the open dropdown).
  const pressBell = async () => {
    const at = await bell.boundingBox()
    if (!at) throw new Error('the bell is not on the page')
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2)
  }
  await pressBell()
  await expect(dropdown).toBeHidden()
  await page.getByRole('button', { name: 'Прочитать все' }).click()
  await expect(list.getByRole('button', { name: 'Прочитано' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Оповещения', exact: true })).toBeVisible()
  // R-HEAD-11: nothing unread is said so in the bell.
  await bell.click()
  await expect(dropdown).toContainText('Нет новых оповещений')
  await expect(dropdown.getByRole('listitem')).toHaveCount(0)
  await pressBell()
  await expect(dropdown).toBeHidden()
  await page.reload()
  await expect(list.getByText('Новое')).toHaveCount(0)
})
