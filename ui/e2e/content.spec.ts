import { expect, test } from '@playwright/test'
import { DEMO, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test.beforeEach(async ({ page }) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
})

test('R-SCREEN-15 R-LIST-27 questions and answers: one open at a time, closed by a second click, reached from the footer', async ({
  page,
}) => {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Вопросы и ответы' }).click()
  await expect(page).toHaveURL(/\/app\/faq$/)
  await expect(page).toHaveTitle('Табло — Вопросы и ответы')
  const first = page.getByRole('button', { name: 'Как выбрать остановки?' })
  const second = page.getByRole('button', { name: 'Когда выставляется счёт?' })
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Откройте калькулятор остановок')).toBeVisible()
  await second.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await checkScreen(page, 'R-SCREEN-15-faq')
  // R-LIST-27: the open one closes when clicked again, and none is open then.
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(0)
})

test('R-SCREEN-13 R-SCREEN-60 documents: search, filter by type and archive, groups that collapse', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/app/documents`)
  await expect(page).toHaveTitle('Табло — Документы')
  const monitors = page.getByRole('list', { name: 'Мониторы в метро' })
  await expect(monitors.getByRole('listitem')).toHaveCount(2)
  await page.locator('label').filter({ hasText: 'Только действующие' }).click()
  await expect(page.getByRole('switch', { name: 'Только действующие' })).not.toBeChecked()
  await expect(monitors.getByRole('listitem')).toHaveCount(3)
  await expect(monitors).toContainText('Архив')
  await page.getByLabel('Поиск по названию').fill('технические')
  await expect(page.getByRole('listitem').filter({ hasText: 'Тарифы' })).toHaveCount(0)
  await page.getByLabel('Поиск по названию').fill('')
  await page.getByRole('button', { name: 'Тип документа' }).click()
  await page.getByRole('option', { name: 'Тарифы' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Технические требования' })).toHaveCount(0)
  const group = page.getByRole('button', { name: /^Мониторы в метро · / })
  await group.click()
  await expect(group).toHaveAttribute('aria-expanded', 'false')
  await checkScreen(page, 'R-SCREEN-13-documents')
  await page.getByLabel('Поиск по названию').fill('нет такого документа')
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible()
})

test('R-SCREEN-14 R-SCREEN-16 social advertising and kinds of activity', async ({ page }) => {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Социальная реклама' }).click()
  await expect(page.getByRole('heading', { name: 'Что такое социальная реклама' })).toBeVisible()
  await checkScreen(page, 'R-SCREEN-14-social')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Виды деятельности' }).click()
  await expect(page.getByRole('list', { name: 'Виды деятельности по ОКВЭД' })).toContainText('73.11')
  await expect(page).toHaveTitle('Табло — Виды деятельности')
  await checkScreen(page, 'R-SCREEN-16-activities')
})
