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

test('R-SCREEN-01 home: the greeting, the ways to the everyday tasks and the latest news', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/`)
  const tiles = page.getByRole('list', { name: 'Разделы' })
  await expect(tiles.getByRole('link')).toHaveText([
    'Новая кампания',
    'Рекламные кампании',
    'Медиатека',
    'Скидки',
    'Новости',
  ])
  const latest = page.getByRole('region', { name: 'Новости' })
  await expect(latest.getByRole('listitem').first()).toContainText('Новые сезонные коэффициенты')
  await checkScreen(page, 'R-SCREEN-01-home')
})

test('R-SCREEN-55 R-SCREEN-56 news: newest first, each on its page, an unknown one said so', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/`)
  await page.getByRole('list', { name: 'Разделы' }).getByRole('link', { name: 'Новости' }).click()
  await expect(page).toHaveURL(/\/app\/news$/)
  await expect(page).toHaveTitle('Табло — Новости')
  const items = page.getByRole('list', { name: 'Новости' }).getByRole('heading', { level: 2 })
  await expect(items).toHaveText([
    'Новые сезонные коэффициенты',
    'Остановочные павильоны: 8 414 остановок',
    'Табло открыто для рекламодателей',
  ])
  await checkScreen(page, 'R-SCREEN-55-news')

  await page.getByRole('link', { name: 'Остановочные павильоны: 8 414 остановок' }).click()
  await expect(page).toHaveURL(/\/app\/news\/news-2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Остановочные павильоны: 8 414 остановок')
  await expect(page.getByText('01.10.2026')).toBeVisible()
  await checkScreen(page, 'R-SCREEN-56-news-item')
  await page.getByRole('link', { name: 'Все новости' }).click()
  await expect(page).toHaveURL(/\/app\/news$/)

  await page.goto(`${product.baseUrl}/app/news/no-such-news`)
  await expect(page.getByRole('heading', { name: 'Новость не найдена' })).toBeVisible()
})

test('R-SCREEN-53 discounts: the agency sees its 10 % until the end of 2027 and the volume table', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.agency)
  await page.goto(`${product.baseUrl}/app/discounts`)
  await expect(page).toHaveTitle('Табло — Скидки')
  const personal = page.getByRole('region', { name: 'Персональная скидка' })
  await expect(personal).toContainText('Тип аккаунта: Агентство')
  await expect(personal).toContainText('10 %')
  await expect(personal).toContainText('Действует')
  await expect(personal).toContainText('Действует по 31.12.2027 включительно')
  await expect(personal).toContainText('На все рекламные места')
  const volume = page.getByRole('region', { name: 'Скидки за объём' })
  await expect(volume.getByRole('row')).toHaveCount(5)
  await expect(volume.getByRole('row').nth(1)).toContainText('5 %')
  await checkScreen(page, 'R-SCREEN-53-discounts')
})

test('R-SCREEN-53 discounts of a direct advertiser: no personal discount, the way to ask for one', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/discounts`)
  const personal = page.getByRole('region', { name: 'Персональная скидка' })
  await expect(personal).toContainText('Тип аккаунта: Прямой рекламодатель')
  await expect(personal).toContainText('Персональной скидки нет')
})
