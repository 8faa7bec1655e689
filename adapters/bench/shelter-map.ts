import type { Page } from '@playwright/test'
import { startTestServer } from '../server/testing/test-server'
import { launchChromium, signInAsDemo } from './chromium'

export interface ShelterMapFigures {
  /** Frames a second while the map of every stop is panned and zoomed by a script. */
  readonly panFps: number
  /** Frames a second the same page gives with nothing moving: the most the browser paints here. */
  readonly idleFps: number
  /** Milliseconds from pressing a side in the list to the repainted total, with the whole city chosen. */
  readonly toggleMs: number
  /** The same with one side chosen. */
  readonly toggleFloorMs: number
  /** Milliseconds from the press to the pressed row repainted in its new state, with the whole city chosen. */
  readonly rowMs: number
  /** The same with one side chosen. */
  readonly rowFloorMs: number
  /** Sides chosen for the whole-city figure. */
  readonly chosen: number
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

// Strings, not functions: tsx's helper names (__name) do not exist in the page.
const FRAMES_FOR = (ms: number) => `new Promise((resolve) => {
  let frames = 0
  const t0 = performance.now()
  const tick = () => {
    frames++
    if (performance.now() - t0 < ${ms}) requestAnimationFrame(tick)
    else resolve(frames / ((performance.now() - t0) / 1000))
  }
  requestAnimationFrame(tick)
})`
/**
 * From the next press to the frame after the total changed, and to the frame after the pressed row showed its new
 * state (the list follows the price in a deferred render).
 */
const NEXT_REPAINT = `new Promise((resolve) => {
  const total = document.querySelector('[data-testid=price-total]')
  const grid = document.querySelector('[role=grid][aria-label="Остановочные павильоны"]')
  let t0 = 0
  const times = {}
  const done = (name) => (times[name] === undefined && requestAnimationFrame(() => {
    times[name] = performance.now() - t0
    if (times.price !== undefined && times.row !== undefined) resolve(times)
  }))
  addEventListener('pointerdown', () => { t0 = performance.now() }, { capture: true, once: true })
  const price = new MutationObserver(() => { price.disconnect(); done('price') })
  price.observe(total, { childList: true, subtree: true, characterData: true })
  const row = new MutationObserver((records) => {
    if (!records.some((r) => r.attributeName === 'aria-selected')) return
    row.disconnect()
    done('row')
  })
  row.observe(grid, { subtree: true, attributes: true, attributeFilter: ['aria-selected'] })
  setTimeout(() => { price.disconnect(); row.disconnect(); resolve({ price: Number.NaN, row: Number.NaN }) }, 10000)
})`

interface Repaint {
  readonly price: number
  readonly row: number
}

/**
 * Ten presses on the first row of the list (choose, give back, …): the median times to the repainted total and to
 * the repainted row.
 */
const toggleTimes = async (page: Page): Promise<Repaint> => {
  const row = page.getByRole('grid', { name: 'Остановочные павильоны' }).getByRole('row').first()
  const times: Repaint[] = []
  for (let i = 0; i < 10; i++) {
    const repaint = page.evaluate(NEXT_REPAINT) as Promise<Repaint>
    await page.waitForTimeout(50)
    await row.click()
    times.push(await repaint)
    // The deferred list has settled before the next press.
    await page.waitForTimeout(100)
  }
  return { price: median(times.map((t) => t.price)), row: median(times.map((t) => t.row)) }
}

/**
 * Issue 15's figures for the transit-shelter calculator, in chromium over the production build and a real server:
 * the map of all 8,414 stops (16,828 sides) panned and zoomed, against the frame rate of the same page at rest;
 * and a side pressed in the list with the whole city chosen, against the same press with one side chosen.
 */
export const measureShelterMap = async (uiDir: string): Promise<ShelterMapFigures> => {
  const server = await startTestServer({ demoAccounts: true, inventory: true, uiDir })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1200 } })
    const page = await context.newPage()
    await signInAsDemo(page, server.baseUrl)
    await page.goto(`${server.baseUrl}/app/calculator/step-1`)
    await page.getByRole('button', { name: 'Выбрать: Остановки наземного транспорта', exact: true }).click()
    await page.getByLabel('Название кампании').fill('Замер карты')
    await page.getByRole('button', { name: 'Далее' }).click()
    await page.getByText(/Найдено сторон: 16\s828/).waitFor()

    // The floor of the toggle: one side chosen.
    await page.getByRole('grid', { name: 'Остановочные павильоны' }).getByRole('row').nth(1).click()
    await page.getByTestId('price-total').waitFor()
    const floor = await toggleTimes(page)

    await page.getByRole('tab', { name: 'Карта' }).click()
    const map = page.getByTestId('shelter-map')
    await page.locator('[data-testid=shelter-map][data-stops="8414"]').waitFor({ timeout: 60_000 })
    await map.scrollIntoViewIfNeeded()
    const box = await map.boundingBox()
    if (!box) throw new Error('bench: the map has no box')
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.waitForTimeout(500)
    const idleFps = (await page.evaluate(FRAMES_FOR(2000))) as number

    // Pan and zoom for about three seconds while the frames are counted.
    const counting = page.evaluate(FRAMES_FOR(3000)) as Promise<number>
    await page.mouse.move(cx, cy)
    await page.mouse.down()
    for (let i = 0; i < 40; i++) await page.mouse.move(cx + Math.sin(i / 6) * 150, cy + Math.cos(i / 6) * 90)
    await page.mouse.up()
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, i < 3 ? -240 : 240)
    const panFps = await counting

    // The whole city chosen: an area over the whole map, zoomed out to the city's bounds.
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 600)
    await page.waitForTimeout(800)
    await page.getByRole('button', { name: 'Выделить область' }).click()
    // The area's hint moves the map down: its corners are read again.
    await map.scrollIntoViewIfNeeded()
    const area = (await map.boundingBox()) ?? box
    // Inside the map controls (zoom buttons top right, attribution bottom right): a corner there is not a corner.
    const inset = 60
    for (const [x, y] of [
      [area.x + inset, area.y + inset],
      [area.x + area.width - inset, area.y + inset],
      [area.x + area.width - inset, area.y + area.height - inset],
      [area.x + inset, area.y + area.height - inset],
    ] as const)
      await page.mouse.click(x, y)
    await page.getByRole('button', { name: 'Выбрать в области' }).click()
    // The count follows the choice a render late: read once it has left the one side chosen before.
    await page.getByText(/Выбрано сторон: \d[\d\s\u00a0]{3,}$/).waitFor()
    const said = await page.getByText(/Выбрано сторон: [\d\s\u00a0]+$/).textContent()
    const chosen = Number((/Выбрано сторон: ([\d\s\u00a0]+)$/.exec(said ?? '')?.[1] ?? '').replace(/\D/g, ''))
    await page.getByRole('tab', { name: 'Список' }).click()
    await page.getByRole('grid', { name: 'Остановочные павильоны' }).getByRole('row').first().waitFor()
    const city = await toggleTimes(page)
    await context.close()
    return {
      panFps,
      idleFps,
      toggleMs: city.price,
      toggleFloorMs: floor.price,
      rowMs: city.row,
      rowFloorMs: floor.row,
      chosen,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
