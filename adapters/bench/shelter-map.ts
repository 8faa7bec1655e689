import type { Page } from '@playwright/test'
import { startTestServer } from '../server/testing/test-server'
import { launchChromiumBeside, signInAsDemo } from './chromium'

export interface ShelterMapFigures {
  /** Frames a second while the map of every stop is panned and zoomed by a script (NaN when not asked). */
  readonly panFps: number
  /** Frames a second an empty page of the same server gives under the same scripted drag: the floor. */
  readonly panFloorFps: number
  /** Frames a second the map's page gives with nothing moving. */
  readonly idleFps: number
  /** Milliseconds from pressing a side in the list to the next paint showing the new total, the whole city chosen. */
  readonly pressMs: number
  /** Milliseconds from a press on a spot that does nothing to the next paint: the frame's own round trip. */
  readonly pressFloorMs: number
  /** From the press to the paint of the new total with one side chosen. */
  readonly pressOneMs: number
  /** Milliseconds from the press to the next paint of the pressed row in its new state, the whole city chosen. */
  readonly rowMs: number
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
 * What a browser does after a press, timed from the press (the pointerdown's own time stamp) to the next paint:
 * a frame's requestAnimationFrame, then a message, which the browser delivers once that frame is painted. With
 * `price`, to the paint after the total's text changed and after the pressed row's aria-selected changed; without,
 * to the paint after the press itself — nothing changes, so that is the frame's round trip, the floor.
 */
const NEXT_PAINT = (watch: boolean) => `new Promise((resolve) => {
  const watch = ${watch}
  const total = document.querySelector('[data-testid=price-total]')
  const grid = document.querySelector('[role=grid][aria-label="Остановочные павильоны"]')
  let t0 = Number.NaN
  const times = {}
  const painted = (name) => times[name] === undefined && requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      times[name] = performance.now() - t0
      if (!watch || (times.price !== undefined && times.row !== undefined)) resolve(times)
    }
    channel.port2.postMessage(0)
  })
  addEventListener('pointerdown', (e) => { t0 = e.timeStamp; if (!watch) painted('price') }, { capture: true, once: true })
  if (!watch) return
  const price = new MutationObserver(() => { price.disconnect(); painted('price') })
  price.observe(total, { childList: true, subtree: true, characterData: true })
  const row = new MutationObserver((records) => {
    if (!records.some((r) => r.attributeName === 'aria-selected')) return
    row.disconnect()
    painted('row')
  })
  row.observe(grid, { subtree: true, attributes: true, attributeFilter: ['aria-selected'] })
  setTimeout(() => { price.disconnect(); row.disconnect(); resolve({ price: Number.NaN, row: Number.NaN }) }, 10000)
})`

interface Repaint {
  readonly price: number
  readonly row: number
}

const listRow = (page: Page) =>
  page.getByRole('grid', { name: 'Остановочные павильоны' }).getByRole('row').first()

/**
 * Ten presses (choose, give back, …) on the first row of the list, or with `floor` on the page's heading, which
 * does nothing: the median times from the press to the next paint of the total and of the row.
 */
const pressTimes = async (page: Page, floor = false): Promise<Repaint> => {
  const target = floor ? page.getByRole('heading', { level: 1 }).first() : listRow(page)
  const times: Repaint[] = []
  for (let i = 0; i < 10; i++) {
    const repaint = page.evaluate(NEXT_PAINT(!floor)) as Promise<Partial<Repaint>>
    await page.waitForTimeout(50)
    await target.click()
    const t = await repaint
    times.push({ price: t.price ?? Number.NaN, row: t.row ?? t.price ?? Number.NaN })
    // The deferred list has settled before the next press.
    await page.waitForTimeout(100)
  }
  return { price: median(times.map((t) => t.price)), row: median(times.map((t) => t.row)) }
}

/** A scripted drag of about 40 moves and six wheel turns around a point, as a person pans and zooms a map. */
const dragAround = async (page: Page, cx: number, cy: number): Promise<void> => {
  await page.mouse.move(cx, cy)
  await page.mouse.down()
  for (let i = 0; i < 40; i++) await page.mouse.move(cx + Math.sin(i / 6) * 150, cy + Math.cos(i / 6) * 90)
  await page.mouse.up()
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, i < 3 ? -240 : 240)
}

/**
 * Issue #50 item 6 (issue 15's figures, each beside a floor): in chromium over the production build and a real
 * server, the transit-shelter calculator driven as a person drives it (its labels and roles only). With every side
 * of the city chosen, a side pressed in the list until the new total is painted, beside a press that changes
 * nothing (the frame's own round trip); the map of all 8,414 stops panned and zoomed by a scripted drag, beside
 * the same drag over an empty page of the same server. `press` and `pan` say which to measure.
 */
export const measureShelterMap = async (
  uiDir: string,
  asked: { readonly press: boolean; readonly pan: boolean } = { press: true, pan: true },
): Promise<ShelterMapFigures> => {
  const server = await startTestServer({ demoAccounts: true, inventory: true, uiDir })
  const browser = await launchChromiumBeside(() => server.close())
  try {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1200 } })
    const page = await context.newPage()

    // The pan's floor: the same drag over an empty page of the same server, its frames counted alike.
    let panFloorFps = Number.NaN
    if (asked.pan) {
      await page.goto(`${server.baseUrl}/robots.txt`)
      const counting = page.evaluate(FRAMES_FOR(3000)) as Promise<number>
      await dragAround(page, 720, 600)
      panFloorFps = await counting
    }

    await signInAsDemo(page, server.baseUrl)
    await page.goto(`${server.baseUrl}/app/calculator/step-1`)
    await page.getByRole('button', { name: 'Выбрать: Остановки наземного транспорта', exact: true }).click()
    await page.getByLabel('Название кампании').fill('Замер карты')
    await page.getByRole('button', { name: 'Далее' }).click()
    await page.getByText(/Найдено сторон: 16\s828/).waitFor()

    // One side chosen: the press with little to price, and the floor, a press that changes nothing.
    await page.getByRole('grid', { name: 'Остановочные павильоны' }).getByRole('row').nth(1).click()
    await page.getByTestId('price-total').waitFor()
    const one = asked.press ? await pressTimes(page) : undefined
    const floor = asked.press ? await pressTimes(page, true) : undefined

    await page.getByRole('tab', { name: 'Карта' }).click()
    const map = page.getByTestId('shelter-map')
    await page.locator('[data-testid=shelter-map][data-stops="8414"]').waitFor({ timeout: 60_000 })
    await map.scrollIntoViewIfNeeded()
    const box = await map.boundingBox()
    if (!box) throw new Error('bench: the map has no box')
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.waitForTimeout(500)
    let idleFps = Number.NaN
    let panFps = Number.NaN
    if (asked.pan) {
      idleFps = (await page.evaluate(FRAMES_FOR(2000))) as number
      // Pan and zoom for about three seconds while the frames are counted.
      const counting = page.evaluate(FRAMES_FOR(3000)) as Promise<number>
      await dragAround(page, cx, cy)
      panFps = await counting
    }
    if (!asked.press) {
      await context.close()
      return {
        panFps,
        panFloorFps,
        idleFps,
        pressMs: NaN,
        pressFloorMs: NaN,
        pressOneMs: NaN,
        rowMs: NaN,
        chosen: 0,
      }
    }

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
    await listRow(page).waitFor()
    const city = await pressTimes(page)
    await context.close()
    return {
      panFps,
      panFloorFps,
      idleFps,
      pressMs: city.price,
      pressFloorMs: floor?.price ?? Number.NaN,
      pressOneMs: one?.price ?? Number.NaN,
      rowMs: city.row,
      chosen,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
