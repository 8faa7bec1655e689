import type { Page } from '@playwright/test'
import { launchChromium } from './chromium'
import { startProduct } from '../server/testing/product-process'

export interface Vitals {
  readonly lcpMs: number
  readonly cls: number
}

/** LCP and CLS of the page as loaded, read by PerformanceObserver (buffered) once the page has settled. */
const vitalsOf = async (page: Page, url: string): Promise<Vitals> => {
  await page.goto(url, { waitUntil: 'networkidle' })
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
  const browser = await launchChromium()
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
