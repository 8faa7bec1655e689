import { expect, test } from '@playwright/test'
import { stepNumber } from '../../core/campaign/wizard.steps'
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

test('R-SCREEN-04 R-SCREEN-06 R-LIST-08 the living demo: a newcomer sees campaigns in every state and a month of plays', async ({
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
  // R-LIST-08: a running campaign's row offers its statistics, opened from the cards' page; a draft's does not.
  await table.getByRole('button', { name: 'Действия: Новогодние автобусы' }).click()
  await expect(page.getByRole('menuitem', { name: 'Статистика' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await table.getByRole('button', { name: 'Действия: Новая коллекция' }).click()
  await page.getByRole('menuitem', { name: 'Статистика' }).click()
  await expect(page).toHaveURL(/\/app\/campaigns\/[0-9a-f-]{36}\/stats\?preSection=cardsPage$/)
  await page.goto(`${product.baseUrl}/app/campaigns?view=table`)

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

test('R-SCREEN-04 R-LINK-03 R-LINK-04 R-LINK-06 R-LINK-07 R-LINK-09 R-LINK-12 R-LIST-10 R-ROLE-08 every demo card leads where its state says, and an observer’s nowhere', async ({
  page,
  browser,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  const list = (await apiCall(page, product.baseUrl, 'GET', '/api/v1/clients/commercial-campaigns?limit=20'))
    .data as { advertisingCampaigns: { _id: string; name: string }[] }
  const id = (name: string) => list.advertisingCampaigns.find((c) => c.name === name)?._id ?? name
  /** The wizard step of a kind for the campaign's place, as its card links to it (R-LINK-08). */
  const step = (name: string, place: string, kind: string) => {
    const n = stepNumber(place, kind, { fromCalculator: false, isAgency: false })
    if (!n.ok) throw new Error(n.error.message)
    return `/app/calculator/step-${n.value}/${id(name)}`
  }
  const campaignPage = (name: string) => `/app/campaigns/${id(name)}`
  await page.goto(`${product.baseUrl}/app/campaigns`)
  const cards = page.getByRole('list', { name: 'Рекламные кампании' })
  const linkOf = (name: string) =>
    cards.getByRole('article', { name: `Кампания ${name}` }).getByRole('link', { name })
  // Finished, running and paid waiting for its start: the campaign's page (R-LINK-07).
  for (const done of ['Весенняя распродажа', 'Новая коллекция', 'Окна в город'])
    await expect(linkOf(done), done).toHaveAttribute('href', campaignPage(done))
  // On moderation, a place not printed: the campaign's page (R-LINK-06).
  await expect(linkOf('Трамваи выходного дня')).toHaveAttribute('href', campaignPage('Трамваи выходного дня'))
  // Rejected: back to its materials (R-LINK-04).
  await expect(linkOf('Стикеры в вагонах')).toHaveAttribute(
    'href',
    step('Стикеры в вагонах', 'metroStickers', 'media'),
  )
  // A bus draft not invoiced, of an advertiser with requisites: its payment step (R-LINK-03).
  await expect(linkOf('Новогодние автобусы')).toHaveAttribute(
    'href',
    step('Новогодние автобусы', 'busMonitors', 'payment'),
  )
  // A shelter booking the manager confirmed: no wizard link (R-LINK-09); the card still opens its page (choice: the
  // campaign waiting for its payment must be reachable from its card).
  const shelters = cards.getByRole('article', { name: 'Кампания Остановки у метро' })
  await expect(shelters).toBeVisible()
  await expect(shelters.getByRole('link')).toHaveCount(1)
  await expect(linkOf('Остановки у метро')).toHaveAttribute('href', campaignPage('Остановки у метро'))

  // The observer's cards are not links at all (R-LINK-12).
  const observer = await browser.newPage()
  await signIn(observer, product.baseUrl, DEMO.observer)
  await observer.goto(`${product.baseUrl}/app/campaigns`)
  const seen = observer.getByRole('list', { name: 'Рекламные кампании' }).getByRole('article')
  await expect(seen).toHaveCount(7)
  await expect(seen.getByRole('link')).toHaveCount(0)
  // Its table has no status columns (R-LIST-10), and a finished campaign's page offers it neither the statistics
  // nor an invoice (R-ROLE-08), which the advertiser's has.
  await observer.goto(`${product.baseUrl}/app/campaigns?view=table`)
  await expect(
    observer.getByRole('grid', { name: 'Рекламные кампании' }).getByRole('columnheader'),
  ).toHaveText(['Тип', 'Индекс', 'Бренд / Рекламодатель', /^Начало/, 'Окончание', 'Стоимость', 'Действия'])
  // Statistics on a finished campaign's page, the invoice on one approved and not paid: the advertiser's, not
  // the observer's (R-ROLE-08).
  const invoice = (p: typeof page) =>
    p.getByRole('button', { name: /[Сс]чёт/ }).or(p.getByRole('link', { name: /[Сс]чёт/ }))
  for (const [name, offer] of [
    ['Весенняя распродажа', (p: typeof page) => p.getByRole('link', { name: /Статистика/ })],
    ['Остановки у метро', invoice],
  ] as const) {
    await page.goto(`${product.baseUrl}${campaignPage(name)}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(offer(page).first(), name).toBeVisible()
    await observer.goto(`${product.baseUrl}${campaignPage(name)}`)
    await expect(observer.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(offer(observer), name).toHaveCount(0)
  }
  await observer.close()
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

test('R-SCREEN-04 R-LIST-19 R-LIST-20 R-LIST-22 R-LIST-23 R-API-23 the demo cards show what was uploaded: a frame, a layout, else the placeholder', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  const asked: string[] = []
  page.on('request', (r) => {
    if (/\/thumb(\/\d+)?$/.test(new URL(r.url()).pathname)) asked.push(new URL(r.url()).pathname)
  })
  await page.goto(`${product.baseUrl}/app/campaigns`)
  const cards = page.getByRole('list', { name: 'Рекламные кампании' })
  const card = (name: string) => cards.getByRole('article', { name: `Кампания ${name}` })
  /** The picture shows: fetched with the session and decoded, not a broken image. */
  const shown = async (name: string, alt: string) => {
    const img = card(name).getByRole('img', { name: alt })
    await expect(img, name).toBeVisible()
    await expect
      .poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth), { message: name })
      .toBeGreaterThan(0)
  }
  // The running city-format campaign: its video's own thumbnail as the poster (R-API-23).
  await shown('Новая коллекция', 'Кадр ролика кампании Новая коллекция')
  expect(asked).toContainEqual(expect.stringMatching(/^\/api\/v1\/clients\/video\/[0-9a-f-]{36}\/thumb$/))
  // Printed places show their layout, approved or rejected (our choice: every layout, as R-API-23 does crystal light).
  for (const name of ['Окна в город', 'Остановки у метро', 'Стикеры в вагонах'])
    await shown(name, `Макет кампании ${name}`)
  expect(asked).toContainEqual(expect.stringMatching(/^\/api\/v1\/media-images\/[0-9a-f-]{36}\/thumb$/))
  // A draft shows the placeholder, not its media (R-LIST-20).
  await expect(card('Новогодние автобусы')).toBeVisible()
  await expect(card('Новогодние автобусы').getByRole('img')).toHaveCount(0)
  await checkScreen(page, 'demo-campaigns-cards')

  // A thumbnail that cannot be loaded leaves the placeholder, and the card stands (R-LIST-23).
  await page.route('**/api/v1/media-images/*/thumb', (route) => route.fulfill({ status: 404, body: '{}' }))
  await page.reload()
  await shown('Новая коллекция', 'Кадр ролика кампании Новая коллекция')
  for (const name of ['Окна в город', 'Остановки у метро', 'Стикеры в вагонах']) {
    await expect(card(name).getByRole('heading', { name })).toBeVisible()
    await expect(card(name).getByRole('img')).toHaveCount(0)
  }
  // A video whose link cannot be had is said on its card, which stands with its name (R-LIST-22).
  await expect(card('Новая коллекция').getByRole('status')).toHaveCount(0)
  await page.route('**/api/v1/advertisers/video/*/download-url', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  )
  await page.reload()
  await expect(card('Новая коллекция').getByRole('status')).toHaveText('Не удалось загрузить видео')
  await expect(card('Новая коллекция').getByRole('heading', { name: 'Новая коллекция' })).toBeVisible()
})
