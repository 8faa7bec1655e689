import { startTestServer } from '../server/testing/test-server'
import { launchChromiumBeside, signInAsDemo } from './chromium'

export interface ShelterListFigures {
  /** Milliseconds from the press of «Далее» to the paint of the transit-shelter list's first row (median). */
  readonly firstRowsMs: number
  /** From the same press to the paint of the same step with its list still empty: the floor. */
  readonly emptyListMs: number
  readonly rounds: number
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

// A string, not a function: tsx's helper names (__name) do not exist in the page.
/**
 * From the press (the pointerdown's own time stamp) to the paint after the step's list is in the page empty
 * ('step') and after its first row is ('rows'): a frame's requestAnimationFrame, then a message, which the
 * browser delivers once that frame is painted.
 */
const PAINTS = `new Promise((resolve) => {
  let t0 = Number.NaN
  const times = {}
  const painted = (name) => { times[name] = -1; requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      times[name] = performance.now() - t0
      if (times.step > 0 && times.rows > 0) { seen.disconnect(); resolve(times) }
    }
    channel.port2.postMessage(0)
  }) }
  const look = () => {
    if (Number.isNaN(t0)) return
    if (times.step === undefined && document.querySelector('[aria-label="Вид выбора остановок"]')) painted('step')
    if (times.rows === undefined && document.querySelector('[role=grid][aria-label="Остановочные павильоны"] [role=row]')) painted('rows')
  }
  const seen = new MutationObserver(look)
  seen.observe(document.body, { subtree: true, childList: true })
  addEventListener('pointerdown', (e) => { t0 = e.timeStamp; look() }, { capture: true, once: true })
  setTimeout(() => { seen.disconnect(); resolve({ step: Number.NaN, rows: Number.NaN }) }, 30000)
})`

/**
 * Issue #51 item 2: the transit-shelter list's first rows within 200 ms of the step opening, on a warm server. In
 * chromium over the production build: the demo advertiser's campaign at its advertiser step, loaded afresh each
 * round (the page's own code and stores start empty; the server and the browser's cache are warm from the first
 * round, which is not counted); «Далее» pressed, and the time to the paint of the list's first row, beside the
 * time to the paint of the same step with its list still empty (the floor: the step's own code and render).
 */
export const measureShelterList = async (uiDir: string, rounds = 7): Promise<ShelterListFigures> => {
  const server = await startTestServer({ demoAccounts: true, inventory: true, uiDir })
  const browser = await launchChromiumBeside(() => server.close())
  try {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1200 } })
    const page = await context.newPage()
    await signInAsDemo(page, server.baseUrl)
    await page.goto(`${server.baseUrl}/app/calculator/step-1`)
    await page.getByRole('button', { name: 'Выбрать: Остановки наземного транспорта', exact: true }).click()
    await page.getByLabel('Название кампании').fill('Замер списка')
    const advertiserStep = page.url()
    const rows: number[] = []
    const empty: number[] = []
    for (let round = 0; round <= rounds; round++) {
      await page.goto(advertiserStep)
      await page.getByLabel('Название кампании').waitFor()
      await page.waitForTimeout(300)
      const times = page.evaluate(PAINTS) as Promise<{ step: number; rows: number }>
      await page.waitForTimeout(50)
      await page.getByRole('button', { name: 'Далее' }).click()
      const t = await times
      if (round === 0) continue // warms the server and the browser's cache
      rows.push(t.rows)
      empty.push(t.step)
    }
    await context.close()
    return { firstRowsMs: median(rows), emptyListMs: median(empty), rounds }
  } finally {
    await browser.close()
    await server.close()
  }
}
