import type { Page } from '@playwright/test'
import { launchChromiumBeside } from './chromium'
import { startProduct } from '../server/testing/product-process'

export interface Vitals {
  readonly lcpMs: number
  readonly cls: number
}

/**
 * LCP and CLS of the page as loaded (or, `navigate` false, of the page already open at url), read by
 * PerformanceObserver (buffered) once the page has settled.
 */
const vitalsOf = async (page: Page, url: string, navigate = true): Promise<Vitals> => {
  if (navigate) await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  return page.evaluate(
    () =>
      new Promise<Vitals>((resolve) => {
        let lcpMs = 0
        let cls = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcpMs = Math.max(lcpMs, e.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) cls += e.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ lcpMs, cls }), 100)
      }),
  )
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/**
 * Issue 14: LCP and CLS of /app/login and /app/campaigns in chromium (issue 16: and of the landing and a public
 * place page) (a cold page each time, the median of 5),
 * against the floor of the same browser at the same minute: a static page of one heading from the same server
 * (the favicon's origin, no JavaScript).
 */
export const measureWebVitals = async (
  uiDir: string,
): Promise<{ floor: Vitals; login: Vitals; campaigns: Vitals; landing: Vitals; placePage: Vitals }> => {
  const product = await startProduct({ UI_DIR: uiDir })
  const browser = await launchChromiumBeside(() => product.stop())
  try {
    const runs = async (open: (page: Page) => Promise<Vitals>): Promise<Vitals> => {
      const got: Vitals[] = []
      for (let i = 0; i < 5; i++) {
        const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } })
        got.push(await open(await context.newPage()))
        await context.close()
      }
      return { lcpMs: median(got.map((v) => v.lcpMs)), cls: median(got.map((v) => v.cls)) }
    }
    const floor = await runs(async (page) => {
      await page.route(`${product.baseUrl}/floor`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Табло</h1>' }),
      )
      return vitalsOf(page, `${product.baseUrl}/floor`)
    })
    const login = await runs((page) => vitalsOf(page, `${product.baseUrl}/app/login`))
    // Issue 16: the public pages a visitor meets first, signed out.
    const landing = await runs((page) => vitalsOf(page, `${product.baseUrl}/`))
    const placePage = await runs((page) => vitalsOf(page, `${product.baseUrl}/app/monitory-metro`))
    const campaigns = await runs(async (page) => {
      await page.goto(`${product.baseUrl}/app/login`)
      await page.getByLabel('E-mail').fill('demo@tablo.local')
      await page.getByLabel('Пароль').fill('tablo-demo-2026')
      await page.getByRole('button', { name: 'Войти' }).click()
      await page
        .getByRole('button', { name: 'Выйти' })
        .or(page.getByRole('button', { name: 'Меню' }))
        .waitFor()
      return vitalsOf(page, `${product.baseUrl}/app/campaigns`)
    })
    return { floor, login, campaigns, landing, placePage }
  } finally {
    await browser.close()
    await product.stop()
  }
}

/** A calculator's form is interactive once one of its controls is on the page (React renders it with its handlers). */
const FORM_CONTROL =
  'section[aria-label="Калькулятор"] :is(input, button, [role="spinbutton"], [role="combobox"], [role="slider"])'

export interface CalculatorWait {
  readonly page: string
  readonly lcpMs: number
  /** From navigation start to the first control of the calculator's form on the page. */
  readonly formMs: number
  /** The first paint with content (FCP): a page whose text comes in its HTML has its LCP here, unless a later paint is larger. */
  readonly fcpMs: number
  /** The layout shift of the load (CLS): the server's calculator replaced by the interactive one without a jump. */
  readonly cls: number
  /** The LCP's element (its tag and its first words) and its size in px², of the last run: what paints last and largest. */
  readonly lcpElement: string
}

/** The CPU slowdown of the calculator figures: Lighthouse's mobile preset (a mid-range phone). */
export const CPU_SLOWDOWN = 4

/** One page's calculator figures beside the floor loaded in turn with it, and the median of the pairs' ratios. */
export interface PairedCalculatorWait extends CalculatorWait {
  /** The floor's figures, of its loads paired with this page's (the medians). */
  readonly floor: CalculatorWait
  /** The median of the per-pair ratios page ÷ floor (each page load against the floor load just before it). */
  readonly lcpRatio: number
  readonly formRatio: number
}

/** The median of the ratios a[i] ÷ b[i], pair by pair (a floor of 0 counts as 1 ms). */
export const medianPairRatio = (a: readonly number[], b: readonly number[]): number =>
  median(a.map((x, i) => x / Math.max(1, b[i] ?? 0)))

/**
 * Issue 51 item 2: the landing's and the eight place pages' calculators in chromium with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate), each a cold page: its LCP and the time until its form has a control a person can
 * use, beside the floor of the same browser: a static page of the same origin holding a heading and a form with one
 * input (no JavaScript), measured the same way. The floor and the page are loaded in turn (floor, page, floor, page,
 * …) `runs` times, so that each page load has a floor load of the same moment (the floor alone moved 108–216 ms
 * between runs of 3); each figure is the median of its loads, and each ratio the median of the pairs' ratios.
 */
export const measureCalculatorWaits = async (
  uiDir: string,
  pages: readonly string[],
  runs = 7,
): Promise<{ pages: PairedCalculatorWait[] }> => {
  const product = await startProduct({ UI_DIR: uiDir })
  const browser = await launchChromiumBeside(() => product.stop())
  type Load = { lcpMs: number; formMs: number; fcpMs: number; cls: number; lcpElement: string }
  try {
    const load = async (path: string): Promise<Load> => {
      const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } })
      try {
        const page = await context.newPage()
        // Only the floor's load is routed: a route makes Playwright pause every request of the page (Fetch.enable
        // for all addresses) and ask the bench whether it is to be answered, so a page's fonts, script and price
        // list each waited for that round trip, and the floor, with one request, for one (the page's own HTML
        // waits for its server, as the floor's for the bench: one trip each).
        if (path === '/floor')
          await page.route(`${product.baseUrl}/floor`, (route) =>
            route.fulfill({
              contentType: 'text/html; charset=utf-8',
              body:
                '<!doctype html><html lang="ru"><meta charset="utf-8"><h1>Табло</h1><section aria-label="Калькулятор">' +
                '<label>Показов <input type="number" value="10000"></label></section></html>',
            }),
          )
        // The moment the form's first control appears, seen from inside the page, whatever renders it.
        // No named function inside: tsx would wrap it in a helper the page does not have.
        await page.addInitScript((selector) => {
          const w = window as unknown as { __formAt?: number }
          new MutationObserver((_, observer) => {
            if (w.__formAt !== undefined || !document.querySelector(selector)) return
            w.__formAt = performance.now()
            observer.disconnect()
          }).observe(document, { childList: true, subtree: true })
          // A page parsed in one piece may come whole, before the observer sees a change.
          document.addEventListener('DOMContentLoaded', () => {
            if (w.__formAt === undefined && document.querySelector(selector)) w.__formAt = performance.now()
          })
        }, FORM_CONTROL)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        await page.goto(`${product.baseUrl}${path}`)
        await page
          .waitForFunction(
            () => (window as unknown as { __formAt?: number }).__formAt !== undefined,
            undefined,
            {
              timeout: 60_000,
              polling: 50,
            },
          )
          .catch(() => {
            throw new Error(`${path}: no control of the calculator's form within a minute`)
          })
        const formMs = await page.evaluate(() => (window as unknown as { __formAt: number }).__formAt)
        const { lcpMs, cls } = await vitalsOf(page, page.url(), false)
        const paint = await page.evaluate(
          () =>
            new Promise<{ fcp: number; element: string }>((resolve) => {
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
              let element = ''
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as unknown as {
                  size: number
                  element?: Element | null
                }[]) {
                  const words = (e.element?.textContent ?? '').trim().slice(0, 24)
                  // Chrome names no element once React has replaced the one painted: its size still tells which.
                  element = e.element
                    ? `<${e.element.tagName}> ${e.size} px² «${words}»`
                    : `(not named) ${e.size} px²`
                }
              }).observe({ type: 'largest-contentful-paint', buffered: true })
              setTimeout(() => resolve({ fcp, element }), 50)
            }),
        )
        return { lcpMs, formMs, fcpMs: paint.fcp, cls, lcpElement: paint.element }
      } finally {
        await context.close()
      }
    }
    const summary = (path: string, got: readonly Load[]): CalculatorWait => ({
      page: path,
      lcpMs: median(got.map((g) => g.lcpMs)),
      formMs: median(got.map((g) => g.formMs)),
      fcpMs: median(got.map((g) => g.fcpMs)),
      cls: median(got.map((g) => g.cls)),
      lcpElement: got.at(-1)?.lcpElement ?? '',
    })
    const measured: PairedCalculatorWait[] = []
    for (const path of pages) {
      const floors: Load[] = []
      const loads: Load[] = []
      for (let i = 0; i < runs; i++) {
        floors.push(await load('/floor'))
        loads.push(await load(path))
      }
      measured.push({
        ...summary(path, loads),
        floor: summary('/floor', floors),
        lcpRatio: medianPairRatio(
          loads.map((l) => l.lcpMs),
          floors.map((f) => f.lcpMs),
        ),
        formRatio: medianPairRatio(
          loads.map((l) => l.formMs),
          floors.map((f) => f.formMs),
        ),
      })
    }
    return { pages: measured }
  } finally {
    await browser.close()
    await product.stop()
  }
}
