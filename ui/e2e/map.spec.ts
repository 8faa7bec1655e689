import { expect, test, type Locator, type Page } from '@playwright/test'
import { apiCall } from './support/api'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen, expectAccessible } from './support/screens'
import { facesWithinRadius } from '../../core/map/place-selection'

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
/** The months a period spans ('2027-01'…), as the calculation counts them. */
const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = []
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    months.push(m)
    const [y, n] = m.split('-').map(Number) as [number, number]
    m = n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`
  }
  return months
}
/** The server's calculate for exactly these sides over these months. */
const serverQuote = async (
  page: Page,
  months: readonly string[],
  stops: readonly { readonly inventoryNumber: string; readonly side: string }[],
) => {
  const answer = await apiCall(
    page,
    product.baseUrl,
    'POST',
    '/api/v1/commercial-campaigns/transitShelter/calculate',
    {
      months,
      // The server puts each side's own tariff region in place of what a client sends (resolveStops).
      stops: stops.map((s) => ({ inventoryNumber: s.inventoryNumber, side: s.side, region: 'ЦАО' })),
    },
  )
  expect(answer.status).toBe(200)
  return (answer.data as { quote: { totals: { total: number }; ots: number; grp: number } }).quote
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
  // Read once the map has fitted the city: before the outlines come it stands at its opening centre.
  await page
    .locator('[data-testid=shelter-map][data-stops="8414"][data-labels][data-fitted=true]')
    .waitFor({ timeout: 60_000 })
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
  const months = monthsBetween(from!, to!)
  const quote = await serverQuote(page, months, [{ inventoryNumber, side }])
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

interface ServerSide {
  readonly inventoryNumber: string
  readonly side: string
  readonly isAvailableInBooking: boolean
  readonly advertisingPlatform: {
    readonly name: string
    readonly address: string
    readonly latitude: number
    readonly longitude: number
    readonly region: { readonly name: string; readonly parent: { readonly code: string } }
  }
}

test('R-SCREEN-62 R-STOP-01 R-STOP-11 R-SCREEN-61 selection by place: a stop found by address, 500 m around it, a polygon, undo and redo, the price the server’s', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await newAdvertiser(page, product, 'map-place')
  // The period the picker asks the server about, as its own request says it.
  let period: { startDate: string; endDate: string } | undefined
  page.on('request', (r) => {
    const body = r.postData() ?? ''
    if (period === undefined && body.includes('getTransitShelterSpacesByPeriod'))
      period = (JSON.parse(body) as { variables: { period: typeof period } }).variables.period
  })
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: 'Выбрать: Остановки наземного транспорта', exact: true }).click()
  await page.getByLabel('Название кампании').fill('Выбор по месту')
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByText(/Найдено сторон: 16\s828\. Выбрано: 0/)).toBeVisible({ timeout: 30_000 })

  // The list rows: the address whole (wrapped, never cut), the stop's name said once, the price of a month.
  const rows = page.getByRole('grid', { name: 'Остановочные павильоны' }).locator('[role=row]')
  const firstRow = rows.first()
  await expect(firstRow).toContainText(/[\d\s\u00a0]+,\d\d\s₽ в месяц/)
  const name = firstRow.locator('.name')
  expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth && getComputedStyle(e).whiteSpace)).toBe(
    'normal',
  )
  const address = (await name.textContent())!.split(' — ')[1]!
  expect(address.match(/«([^»]+)»/)?.[1], address).toBeDefined()
  expect(address.startsWith(`${address.match(/«([^»]+)»/)![1]}, «`), address).toBe(false)

  await page.getByRole('tab', { name: 'Карта' }).click()
  const map = page.getByTestId('shelter-map')
  await page.locator('[data-testid=shelter-map][data-stops="8414"][data-labels]').waitFor({ timeout: 60_000 })
  expect(period).toBeDefined()
  const { startDate, endDate } = period!
  const months = monthsBetween(startDate, endDate)

  // The server's own sides of the period (GraphQL, as any client reads them).
  const PAGE = `query($period: PeriodInput!, $limit: Int, $offset: Int) {
    getTransitShelterSpacesByPeriod(period: $period, side: "all", limit: $limit, offset: $offset) {
      nodes { inventoryNumber side isAvailableInBooking
        advertisingPlatform { name address latitude longitude region { name parent { code } } } }
    }
  }`
  const read = async (offset: number) =>
    (
      (
        await apiCall(page, product.baseUrl, 'POST', '/api/graphql', {
          query: PAGE,
          variables: { period: { startDate, endDate }, limit: 1000, offset },
        })
      ).data as { getTransitShelterSpacesByPeriod: { nodes: ServerSide[] } }
    ).getTransitShelterSpacesByPeriod.nodes
  const sides = (await Promise.all(Array.from({ length: 17 }, (_, i) => read(i * 1000)))).flat()
  expect(sides).toHaveLength(16_828)
  const free = sides
    .filter((s) => s.isAvailableInBooking)
    .map((s) => ({
      id: s.inventoryNumber,
      longitude: s.advertisingPlatform.longitude,
      latitude: s.advertisingPlatform.latitude,
      s,
    }))
  const serverTotal = async (chosen: readonly ServerSide[]) =>
    String((await serverQuote(page, months, chosen)).totals.total)
  const chosenCount = page.getByText(/Остановок на карте: [\d\s\u00a0]+\. Выбрано сторон: /)
  const count = async () =>
    Number(
      /Выбрано сторон: ([\d\s\u00a0]+)/.exec((await chosenCount.textContent()) ?? '')![1]!.replace(/\D/g, ''),
    )
  const total = async () =>
    (await page.getByTestId('price-total').locator('.amount').textContent())!.replace(/\D/g, '')

  // Find a stop by its street as one types, ranked, and choose it by keyboard: the map centres on it.
  const search = page.getByRole('combobox', { name: 'Найти остановку или адрес' })
  await search.pressSequentially('3-й дербеневск')
  const option = page
    .getByRole('option')
    .filter({ hasText: /3-й Дербеневский переулок/ })
    .first()
  await expect(option).toBeVisible()
  const found = (await option.textContent())!
  await search.press('ArrowDown')
  while (!(await option.getAttribute('data-focused'))) await search.press('ArrowDown')
  await search.press('Enter')
  await expect(map).toHaveAttribute('data-place', /\|500$/)
  const stop = sides.find((s) => s.advertisingPlatform.address === found)!.advertisingPlatform
  // The map now holds the circle around it: street zoom, the stop in the middle.
  await expect.poll(async () => (await shown(map)).zoom).toBeGreaterThan(13)
  const [[w, s], [e, n]] = (await shown(map)).bounds
  expect(Math.abs((w + e) / 2 - stop.longitude)).toBeLessThan(0.001)
  expect(Math.abs((s + n) / 2 - stop.latitude)).toBeLessThan(0.001)

  // Every free side within 500 m by the core's distance rule, counted here from the server's data.
  const near = facesWithinRadius(free, [stop.longitude, stop.latitude], 500).map((f) => f.s)
  expect(near.length).toBeGreaterThan(2)
  await page.getByRole('button', { name: 'Выбрать в радиусе 500 м' }).click()
  await expect.poll(count).toBe(near.length)
  const nearTotal = await serverTotal(near)
  await expect.poll(total).toBe(nearTotal)
  await checkScreen(page, 'R-SCREEN-62-map-place')

  // Undo by keyboard brings the count and the price back; redo takes them again.
  await page.keyboard.press('Control+z')
  await expect.poll(count).toBe(0)
  await page.keyboard.press('Control+Shift+z')
  await expect.poll(count).toBe(near.length)
  await expect.poll(total).toBe(nearTotal)

  // Cleared, then a polygon drawn round the view past the map's buttons (closed by Enter): the circle's sides
  // and those in its corners.
  await page.getByRole('button', { name: 'Очистить выбор' }).click()
  await expect.poll(count).toBe(0)
  await page.getByRole('button', { name: 'Выделить область' }).click()
  await map.scrollIntoViewIfNeeded()
  const frame = (await map.boundingBox())!
  for (const [x, y] of [
    [10, 10],
    [frame.width - 70, 10],
    [frame.width - 10, 90],
    [frame.width - 10, frame.height - 50],
    [frame.width - 50, frame.height - 10],
    [10, frame.height - 10],
  ] as const)
    await page.mouse.click(frame.x + x, frame.y + y)
  await page.keyboard.press('Enter')
  const [[bw, bs], [be, bn]] = (await shown(map)).bounds
  const inView = free.filter(
    (f) => f.longitude >= bw && f.longitude <= be && f.latitude >= bs && f.latitude <= bn,
  )
  await expect.poll(count).toBeGreaterThanOrEqual(near.length)
  expect(await count()).toBeLessThanOrEqual(inView.length)
  // The polygon, the clear and the radius are steps back, each with its price.
  await page.getByRole('button', { name: 'Отменить' }).click()
  await expect.poll(count).toBe(0)
  await page.getByRole('button', { name: 'Отменить' }).click()
  await expect.poll(count).toBe(near.length)
  await expect.poll(total).toBe(nearTotal)
  await expect(page.getByRole('button', { name: 'Вернуть' })).toBeEnabled()

  // A whole district from the list of areas: its free sides by the stop's own district, as the server says it.
  await page.getByRole('button', { name: 'Очистить выбор' }).click()
  await page.getByRole('combobox', { name: 'Район или АО' }).fill('Данилов')
  await page.getByRole('option', { name: 'Даниловский', exact: true }).click()
  await page.getByRole('button', { name: 'Выбрать все стороны' }).click()
  const district = free.filter((f) => f.s.advertisingPlatform.region.name === 'Даниловский').map((f) => f.s)
  expect(district.length).toBeGreaterThan(near.length)
  await expect.poll(count).toBe(district.length)
  await expect.poll(total).toBe(await serverTotal(district))
})
