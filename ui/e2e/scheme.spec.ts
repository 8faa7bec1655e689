import { expect, test, type Page } from '@playwright/test'
import { apiCall } from './support/api'
import { draftOf } from './support/draft'
import { newAdvertiser } from './support/login'
import { panelTotal, serverTotalAt } from './support/price'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

/** The server's calculate answer for the same input and caller, in kopecks. */
const serverTotal = (page: Page, place: string, input: unknown): Promise<number> =>
  serverTotalAt(page, product.baseUrl, place, input)

/** The station button the keyboard is on: its label, 'Лубянка, Сокольническая: 3 места, выбрано 0'. */
const focusedStation = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el?.getAttribute('data-station') ? (el.getAttribute('aria-label') ?? '') : ''
  })

const boxesOf = (label: string): number => Number(/: (\d+) мест/.exec(label)![1])

test('R-SCREEN-59 R-SCREEN-67 light boxes on the metro scheme: lines in colour, stations by keyboard select their boxes, priced as the server', async ({
  page,
}) => {
  test.setTimeout(150_000) // axe reads some six hundred shapes of the scheme at three widths
  await newAdvertiser(page, product, 'metro-scheme')
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: 'Выбрать: Лайтбоксы' }).click()
  await page.getByLabel('Название кампании').fill('Короба по линиям')
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible()

  const scheme = page.getByRole('group', { name: /^Схема метро: станций с местами — \d+$/ })
  await expect(scheme).toBeVisible()
  const everywhere = Number((await scheme.getAttribute('aria-label'))!.split('— ')[1])
  expect(everywhere).toBeGreaterThan(200)
  // Every line in its colour, drawn station to station; the Circle line closed.
  const circle = scheme.locator('line.track[stroke="#75573e"]')
  await expect(circle).toHaveCount(13)
  expect(await scheme.locator('line.track').count()).toBeGreaterThan(250)
  // Every station can be pointed at: at a hub the stations of different lines are drawn apart, so the centre of each
  // station's circle is that station's own, not another line's station lying over it (nor a shown name).
  await scheme.scrollIntoViewIfNeeded()
  const pointed = await scheme.evaluate((svg) => {
    const missed: string[] = []
    let checked = 0
    for (const station of svg.querySelectorAll<SVGGElement>('g.station')) {
      const box = station.querySelector('circle')!.getBoundingClientRect()
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
      if (y < 0 || y > window.innerHeight) continue
      checked++
      if (document.elementFromPoint(x, y)?.closest('g.station') !== station)
        missed.push(station.getAttribute('aria-label') ?? '')
    }
    return { checked, missed }
  })
  expect(pointed.checked).toBeGreaterThan(everywhere / 2)
  expect(pointed.missed).toEqual([])
  const lines = scheme.getByRole('toolbar')
  expect(await lines.count()).toBeGreaterThan(10)
  await expect(lines.first()).toHaveAttribute('aria-label', /^Линия /)
  const list = page.getByRole('grid', { name: 'Рекламные места' })
  const all = Number(await list.getAttribute('aria-rowcount'))

  // Tab reaches the scheme: the first station of the first line.
  await page.getByRole('combobox', { name: 'Станция' }).focus()
  for (let i = 0; i < 6 && (await focusedStation(page)) === ''; i++) await page.keyboard.press('Tab')
  const first = await focusedStation(page)
  const firstLine = first.split(', ')[1]!.split(':')[0]!
  expect(first).toMatch(/^.+, .+: \d+ мест.*, выбрано 0$/)
  // The arrows go along the line, Tab to the next line.
  await page.keyboard.press('ArrowRight')
  const second = await focusedStation(page)
  expect(second).not.toBe(first)
  expect(second).toContain(`, ${firstLine}:`)
  await page.keyboard.press('ArrowLeft')
  expect(await focusedStation(page)).toBe(first)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Tab')
  const other = await focusedStation(page)
  expect(other).not.toContain(`, ${firstLine}:`)
  await page.keyboard.press('Shift+Tab')
  // The line keeps the station it was left on.
  expect(await focusedStation(page)).toBe(second)

  // Enter selects the station's boxes: the station, the list's count and the price follow.
  await page.keyboard.press('Enter')
  const here = boxesOf(second)
  await expect.poll(() => focusedStation(page)).toMatch(new RegExp(`выбрано ${here}$`))
  await expect(scheme.locator('[aria-pressed="true"]')).toHaveCount(1)
  await expect(page.getByText(new RegExp(`^Выбрано: ${here} из ${all}`))).toBeVisible()
  let input = (await draftOf(page)).calculation as { itemIds: string[] }
  expect(input.itemIds).toHaveLength(here)
  await expect.poll(() => panelTotal(page)).toBe(await serverTotal(page, 'lightBoxes', input))

  // Enter again unselects them; Space on the next station adds its own.
  await page.keyboard.press('Enter')
  await expect(page.getByText(new RegExp(`^Выбрано: 0 из ${all}`))).toBeVisible()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  const third = await focusedStation(page)
  await page.keyboard.press(' ')
  const both = here + boxesOf(third)
  await expect(page.getByText(new RegExp(`^Выбрано: ${both} из ${all}`))).toBeVisible()
  await expect(scheme.locator('[aria-pressed="true"]')).toHaveCount(2)
  input = (await draftOf(page)).calculation as { itemIds: string[] }
  expect(input.itemIds).toHaveLength(both)
  await expect.poll(() => panelTotal(page)).toBe(await serverTotal(page, 'lightBoxes', input))
  // A click of the pointer on a chosen station unselects it, as Enter does (no other station lies over it).
  await scheme.locator('[aria-pressed="true"] circle').first().click()
  await expect(scheme.locator('[aria-pressed="true"]')).toHaveCount(1)
  await checkScreen(page, 'R-SCREEN-59-metro-scheme')

  // A line narrows the scheme and the list to its stations; the station field narrows the list to one station.
  await page.getByRole('button', { name: /Линия метро/ }).click()
  await page.getByRole('option', { name: 'Кольцевая', exact: true }).click()
  await expect(scheme).not.toHaveAttribute('aria-label', `Схема метро: станций с местами — ${everywhere}`)
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toHaveAttribute('aria-label', 'Линия Кольцевая')
  const ring = scheme.getByRole('button')
  for (const label of await ring.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
    expect(label).toContain(', Кольцевая:')
  await expect.poll(async () => Number(await list.getAttribute('aria-rowcount'))).toBeLessThan(all)
  const station = page.getByRole('combobox', { name: 'Станция' })
  await station.click()
  const option = page.getByRole('option').first()
  const name = (await option.textContent())!.split(' (')[0]!
  await option.click()
  const rows = list.getByRole('row')
  await expect(rows.first()).toContainText(name)
  const shown = await rows.count()
  for (let i = 0; i < shown; i++) await expect(rows.nth(i)).toContainText(name)
  await page.getByRole('button', { name: 'Все места' }).click()
  await expect(list).toHaveAttribute('aria-rowcount', String(all))
})

test('R-SCREEN-68 ground routes by their termini: a route chosen from the list shows its stops, priced as the server', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'ground-routes')
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: 'Выбрать: Наземный транспорт: автобусы', exact: true }).click()
  await page.getByLabel('Название кампании').fill('Автобусы по Дербеневской')
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible()
  const list = page.getByRole('grid', { name: /^Маршруты/ })
  // The routes of the stops data come first, each by its termini (the server draws them on its first ask).
  await expect(list.getByRole('row').first()).toContainText(/^Маршрут \d+\S*: «.+» — «.+»/, {
    timeout: 20_000,
  })
  await page.getByRole('searchbox', { name: /^Маршруты.*поиск/ }).fill('Маршрут 13:')
  const row = list.getByRole('row').first()
  await expect(row).toContainText(/^Маршрут 13: «.+» — «.+»/)
  await row.click()

  const heading = page.getByRole('heading', { name: /^Маршрут 13: / })
  await expect(heading).toBeVisible()
  const title = (await heading.textContent())!
  const [, first, last] = /«(.+)» — «(.+)»/.exec(title)!
  const stops = page.getByRole('list', { name: `Остановки: ${title}` }).getByRole('listitem')
  expect(await stops.count()).toBeGreaterThan(5)
  await expect(stops.first()).toHaveText(first!)
  await expect(stops.last()).toHaveText(last!)
  await expect(page.getByRole('img', { name: `Схема: ${title}` })).toBeVisible()
  // The server names the route the same way, from the same stops.
  const served = await apiCall(
    page,
    product.baseUrl,
    'GET',
    `/api/v1/public/ground-routes/${encodeURIComponent('А13')}`,
  )
  expect((served.data as { title: string }).title).toBe(title)
  const input = (await draftOf(page)).calculation as { transportRouteIds: string[] }
  expect(input.transportRouteIds).toEqual(['А13'])
  await expect.poll(() => panelTotal(page)).toBe(await serverTotal(page, 'groundTransportation', input))
  await checkScreen(page, 'R-SCREEN-68-ground-routes')
})

// Issue 51 item 2: on a slow device the scheme's chunk came after the list, and the list jumped down by the scheme's
// whole height (CLS 0.031 on the light-box and crystal-light pages). Its place is now held by a box of its size.
test('R-SCREEN-59 the metro scheme holds its place while it loads: the list below does not move when it is drawn', async ({
  page,
}) => {
  // Every wait is held in turn: the control's chunk, the metro reference (lines and stations) and the scheme's own
  // chunk. On a slow device the control came after the form and the reference after the list, and each pushed the
  // page down (crystal lights, CLS 0.156 at 4× CPU).
  for (const [width, path] of [
    [1440, '/app/crystalLight'],
    [390, '/app/lightboxes-bus'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    const hold = async (pattern: string) => {
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(pattern, async (route) => {
        await held
        await route.continue()
      })
      return release
    }
    const releaseControl = await hold('**/assets/MetroItemsControl-*.js')
    const releaseReference = await hold('**/api/v1/public/metro-lines')
    const releaseChunk = await hold('**/assets/MetroLineScheme-*.js')
    const controlAsked = page.waitForRequest('**/assets/MetroItemsControl-*.js')
    await page.goto(`${product.baseUrl}${path}`)
    // The form waits for its place's own control: until it is in, the server's calculator stays, not a form with a
    // grey block where the list will be.
    await controlAsked
    await expect(
      page.getByText('Калькулятор загружается: параметры можно будет изменить.').filter({ visible: true }),
    ).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Забронировать' })).toHaveCount(0)
    releaseControl()
    const waiting = page.getByText('Рисуем схему метро…')
    await expect(waiting).toBeVisible()
    const search = page.getByLabel('Рекламные места: поиск по названию или номеру')
    await expect(search).toBeVisible()
    const before = { search: (await search.boundingBox())!, box: (await waiting.boundingBox())! }
    // The scheme's chunk is asked for only once the reference is drawn from: the box then stands for the scheme.
    const chunkAsked = page.waitForRequest('**/assets/MetroLineScheme-*.js')
    releaseReference()
    await chunkAsked
    await expect(waiting).toBeVisible()
    const reference = (await waiting.boundingBox())!
    expect(
      Math.abs(reference.height - before.box.height),
      `the box with the reference at ${width} px`,
    ).toBeLessThan(1)
    expect((await search.boundingBox())!.y, `the list with the reference at ${width} px`).toBeCloseTo(
      before.search.y,
      0,
    )
    releaseChunk()
    const scheme = page.getByRole('group', { name: /^Схема метро: станций с местами — \d+$/ })
    await expect(scheme).toBeVisible()
    await expect(waiting).toHaveCount(0)
    const drawn = (await scheme.boundingBox())!
    expect(Math.abs(drawn.height - before.box.height), `the scheme's height at ${width} px`).toBeLessThan(1)
    expect(Math.abs(drawn.width - before.box.width), `the scheme's width at ${width} px`).toBeLessThan(1)
    expect((await search.boundingBox())!.y, `the list's place at ${width} px`).toBeCloseTo(before.search.y, 0)
    await page.unrouteAll()
  }
})
