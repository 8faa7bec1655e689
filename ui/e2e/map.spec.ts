import { expect, test, type Locator, type Page } from '@playwright/test'
import { apiCall } from './support/api'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen, expectAccessible } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

type Box = [[number, number], [number, number]]

/** The box of every okrug corner the server draws (GET /api/v1/public/districts?level=1), worked out here. */
const cityBox = async (page: Page, code?: string): Promise<Box> => {
  const answer = await apiCall(page, product.baseUrl, 'GET', '/api/v1/public/districts?level=1')
  const features = (
    answer.data as {
      features: { properties: { code: string }; geometry: { type: string; coordinates: unknown } }[]
    }
  ).features.filter((f) => code === undefined || f.properties.code === code)
  const corners = features.flatMap((f) =>
    (f.geometry.type === 'Polygon'
      ? [f.geometry.coordinates as number[][][]]
      : (f.geometry.coordinates as number[][][][])
    ).flatMap((polygon) => polygon[0] ?? []),
  )
  const lngs = corners.map((c) => c[0]!)
  const lats = corners.map((c) => c[1]!)
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ]
}

/** What the map's frame says it shows once idle (zoom, bounds, faces on screen, names drawn by layer). */
const shown = async (map: Locator) => {
  const data = await map.evaluate((e) => ({ ...(e as HTMLElement).dataset }))
  return {
    zoom: Number(data['zoom']),
    bounds: JSON.parse(data['bounds'] ?? '[]') as Box,
    faces: Number(data['faces']),
    shownFaces: Number(data['shownFaces']),
    labels: JSON.parse(data['labels'] ?? '{}') as Record<'okrugs' | 'districts' | 'metro' | 'stops', number>,
  }
}
const contains = ([[w, s], [e, n]]: Box, [[w2, s2], [e2, n2]]: Box) =>
  w <= w2 && s <= s2 && e >= e2 && n >= n2
const count = (text: string | null) =>
  Number(/Найдено сторон: ([\d\s\u00a0]+)\./.exec(text ?? '')![1]!.replace(/\D/g, ''))

test('R-SCREEN-62 R-SCREEN-61 the shelter map reads like Moscow: the whole city, names, faces counted, the okrug kept', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await newAdvertiser(page, product, 'map-moscow')
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: 'Выбрать: Остановки наземного транспорта', exact: true }).click()
  await page.getByLabel('Название кампании').fill('Москва на карте')
  await page.getByRole('button', { name: 'Далее' }).click()
  // The server's count of the city's faces, as the list says it.
  await expect(page.getByText(/Найдено сторон: 16\s828\. Выбрано: 0/)).toBeVisible({ timeout: 30_000 })
  const city = 16828

  await page.getByRole('tab', { name: 'Карта' }).click()
  const map = page.getByTestId('shelter-map')
  await page.locator('[data-testid=shelter-map][data-stops="8414"][data-labels]').waitFor({ timeout: 60_000 })
  await map.scrollIntoViewIfNeeded()
  const whole = await cityBox(page)
  // The first view holds every okrug; its clusters and single stops count every face the server has, once.
  const first = await shown(map)
  expect(contains(first.bounds, whole), JSON.stringify({ map: first.bounds, whole })).toBe(true)
  expect(first.faces).toBe(city)
  expect(first.shownFaces).toBe(city)
  // The okrugs are named in our own glyphs (the map asks our origin for them).
  expect(first.labels.okrugs).toBeGreaterThanOrEqual(4)

  // A phone: the same whole city in a narrower frame.
  await page.setViewportSize({ width: 390, height: 900 })
  await expect.poll(async () => (await shown(map)).zoom).toBeLessThan(first.zoom)
  await map.scrollIntoViewIfNeeded()
  expect(contains((await shown(map)).bounds, whole)).toBe(true)
  await map.screenshot({ path: 'reports/screens/R-SCREEN-62-map-city-390.png' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect.poll(async () => (await shown(map)).zoom).toBe(first.zoom)
  await map.screenshot({ path: 'reports/screens/R-SCREEN-62-map-city-1440.png' })

  // The okrug filter stays in map mode: the map shows that okrug's faces, as many as the server's list finds.
  await page.getByRole('button', { name: 'Округ' }).click()
  const central = page.getByRole('option', { name: /^Центральный/ })
  await central.click()
  await expect.poll(async () => (await shown(map)).zoom).toBeGreaterThan(first.zoom + 1)
  const okrug = await shown(map)
  await page.getByRole('tab', { name: 'Список' }).click()
  const okrugCount = count(
    await page.getByText(new RegExp(`Найдено сторон: (?!16\\s828)[\\d\\s\\u00a0]+\\.`)).textContent(),
  )
  expect(okrug.faces).toBe(okrugCount)
  expect(okrug.shownFaces).toBe(okrugCount)
  // The list row opens the same card, by keyboard too: its number, side and full address, its price a month.
  const row = page
    .getByRole('grid', { name: 'Остановочные павильоны' })
    .locator('[role=row]:not([aria-disabled=true])')
    .first()
  const rowText = (await row.textContent())!
  await row.focus()
  await page.keyboard.press('Space')
  const listCard = page.getByTestId('list-face-card').getByRole('article')
  await expect(listCard.getByRole('heading')).toHaveText(rowText.split(' — ')[0]!)
  await expect(listCard.locator('[data-figure=price]')).toHaveText(/^[\d\s\u00a0]+,\d\d\s₽ в месяц$/)
  await expect(listCard).toContainText(/Выбрана на \d\d\.\d\d\.\d{4}/)
  await page.keyboard.press('Space')
  await expect(listCard).toContainText(/Свободна на \d\d\.\d\d\.\d{4}/)
  // The district names come at the okrug's zoom.
  expect(okrug.labels.districts).toBeGreaterThanOrEqual(3)

  // Back on the map, the okrug is still chosen; closer in, the metro's stations are named, then the stops.
  await page.getByRole('tab', { name: 'Карта' }).click()
  await expect(page.getByRole('button', { name: 'Округ' })).toContainText('Центральный')
  await page.locator('[data-testid=shelter-map][data-labels]').waitFor()
  await map.scrollIntoViewIfNeeded()
  await expect.poll(async () => (await shown(map)).faces).toBe(okrugCount)
  await checkScreen(page, 'R-SCREEN-62-map-okrug')
  const zoomIn = async (above: number) => {
    while ((await shown(map)).zoom < above) {
      const before = (await shown(map)).zoom
      await page.getByRole('button', { name: 'Приблизить' }).click()
      await expect.poll(async () => (await shown(map)).zoom).toBeGreaterThan(before)
    }
  }
  await zoomIn(12)
  await expect.poll(async () => (await shown(map)).labels.metro).toBeGreaterThanOrEqual(3)
  await map.screenshot({ path: 'reports/screens/R-SCREEN-62-map-district-1440.png' })
  await zoomIn(14.2)
  await expect.poll(async () => (await shown(map)).labels.stops).toBeGreaterThanOrEqual(1)
  await map.screenshot({ path: 'reports/screens/R-SCREEN-62-map-street-1440.png' })

  // A face's card on hover: its figures are the core's pricing of that one face, as the server prices it too.
  await expect(map).toHaveAttribute('data-a-stop', /^\d+,\d+$/)
  const [sx, sy] = (await map.getAttribute('data-a-stop'))!.split(',').map(Number) as [number, number]
  const frame = (await map.boundingBox())!
  await page.mouse.move(frame.x + sx, frame.y + sy)
  const cards = page.getByTestId('face-cards')
  await expect(cards.getByRole('article').first()).toBeVisible()
  const card = cards.getByRole('article').first()
  const inventoryNumber = (await card.getAttribute('data-face'))!
  const side = inventoryNumber.endsWith('-B') ? 'b' : 'a'
  await expect(card.getByRole('heading')).toHaveText(
    `${inventoryNumber} · сторона ${side === 'b' ? 'Б' : 'А'}`,
  )
  const [from, to] = /(\d\d\.\d\d\.\d{4}) — (\d\d\.\d\d\.\d{4})/
    .exec((await card.textContent())!)!
    .slice(1)
    .map((d) => d.split('.').reverse().join('-'))
  const months: string[] = []
  for (let m = from!.slice(0, 7); m <= to!.slice(0, 7);) {
    months.push(m)
    const [y, n] = m.split('-').map(Number) as [number, number]
    m = n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`
  }
  const answer = await apiCall(
    page,
    product.baseUrl,
    'POST',
    '/api/v1/commercial-campaigns/transitShelter/calculate',
    {
      months,
      stops: [{ inventoryNumber, side, region: 'ЦАО' }],
    },
  )
  expect(answer.status).toBe(200)
  const quote = (answer.data as { quote: { totals: { total: number }; ots: number; grp: number } }).quote
  const digits = async (figure: string) =>
    (await card.locator(`[data-figure=${figure}]`).textContent())!.replace(/\D/g, '')
  expect(await digits('price')).toBe(String(Math.round(quote.totals.total / months.length)))
  expect(await digits('ots')).toBe(String(quote.ots))
  expect(await digits('grp')).toBe(String(quote.grp).replace(/\D/g, ''))
  await expect(card).toContainText(/(Свободна|Занята) на \d\d\.\d\d\.\d{4} — /)
  await expect(card).toContainText('1,2 × 1,8 м')
  await expectAccessible(page)
  await page.screenshot({ path: 'reports/screens/R-SCREEN-62-map-card-1440.png' })
})
