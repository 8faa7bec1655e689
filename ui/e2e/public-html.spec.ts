import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { addMonths, format, startOfMonth } from 'date-fns'
import { calculatorPlaceOf, pageHead, INDEXED_PATHS } from '../../core/cabinet/routing/site-index'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import {
  decodePricingReference,
  type PricingReferenceData,
} from '../../core/pricing/reference/pricing-reference.schema'
import { calculatorPreview } from '../../core/pricing/selection/calculator-preview'
import type { FormPlace } from '../../core/pricing/selection/calculator-form'
import { moscowToday, shownDate } from './support/dates'
import { panelTotal } from './support/price'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

/**
 * Issue #51 item 2: a public calculator's page carries its heading, its calculator's defaults and its default price
 * in the HTML the server sends, so a visitor reads them at the first paint, before any script; the interactive form
 * then takes their place at the same price.
 */
let product: RunningProduct
let reference: PricingReferenceData
test.beforeAll(async ({ request }) => {
  product = await startProduct()
  const listed = await request.get(`${product.baseUrl}/api/v1/pricing/reference`)
  const decoded = decodePricingReference(((await listed.json()) as { data: unknown }).data)
  if (!decoded.ok) throw new Error('the price list does not decode')
  reference = decoded.value
})
test.afterAll(async () => {
  await product?.stop()
})

/** The landing and the seven public place pages that price a place (R-ROUTE-07). */
const PRICED = INDEXED_PATHS.filter((path) => calculatorPlaceOf(path) !== undefined)
const registry = new CalculatorRegistry(allCalculators())
const today = () => format(moscowToday(), 'yyyy-MM-dd')

/** The server's calculate answer for an input at list prices, in kopecks, or undefined when it refuses. */
const calculated = async (
  request: APIRequestContext,
  place: string,
  input: unknown,
): Promise<number | undefined> => {
  const answer = await request.post(`${product.baseUrl}/api/v1/commercial-campaigns/${place}/calculate`, {
    data: input,
  })
  if (answer.status() !== 200) return undefined
  return ((await answer.json()) as { data: { quote: { totals: { total: number } } } }).data.quote.totals.total
}

/** The price text of a screen back in kopecks ('38 099,39 ₽'). */
const kopecksOf = (text: string): number => {
  const match = /([\d\s\u00a0]+),(\d\d)/.exec(text)
  if (!match) throw new Error(`no price in "${text}"`)
  return Number(match[1]!.replace(/\D/g, '')) * 100 + Number(match[2])
}

test('R-SCREEN-72 R-SCREEN-36 R-SCREEN-37 R-SCREEN-38 R-SCREEN-39 R-SCREEN-40 R-SCREEN-41 R-SCREEN-42 a public calculator read without JavaScript: its heading, its defaults and its price come in the server’s HTML', async ({
  browser,
  request,
}) => {
  expect(PRICED).toHaveLength(8)
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' })
  const page = await context.newPage()
  let priced = 0
  for (const path of PRICED) {
    await page.goto(`${product.baseUrl}${path}`)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(pageHead(path)!.heading)
    const place = calculatorPlaceOf(path)! as FormPlace
    const expected = calculatorPreview(place, reference, today(), (p, input) =>
      registry.price(p, input, reference, { today: today() }),
    )
    // Each field of the form with its default, as the interactive form starts.
    const defaults = page.getByRole('definition')
    await expect(page.getByRole('term'), path).toHaveText(expected.fields.map((f) => f.label))
    await expect(defaults, path).toHaveText(expected.fields.map((f) => f.value))
    const server = await calculated(request, place, expected.input)
    const total = page.getByTestId('server-price-total')
    if (server === undefined) {
      // Nothing chosen yet (its places are picked in the form): no price to show, none shown.
      await expect(total, path).toHaveCount(0)
      continue
    }
    priced++
    await expect(total, path).toContainText('Итоговая стоимость')
    // The price the server's calculate answers for these defaults, to the kopeck.
    expect(kopecksOf((await total.locator('.amount').textContent()) ?? ''), path).toBe(server)
  }
  // The landing's metro monitors and the pages that price their defaults (a month from next month's first).
  expect(priced).toBeGreaterThanOrEqual(1)
  await page.goto(`${product.baseUrl}/app/monitory-metro`)
  const start = startOfMonth(addMonths(moscowToday(), 1))
  await expect(page.getByRole('definition').nth(1)).toHaveText(new RegExp(`^${shownDate(start)} — `))
  await context.close()
})

/** Every price the page showed, server's or client's, in the order they appeared; and the layout's shift. */
/** One LCP candidate as the page saw it: when it was drawn (paintTime), its size in px² and its element's tag. */
type LargestPaint = { at: number; size: number; tag: string }

const watchPrices = async (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = []
    let cls = 0
    // Issue #51 item 2: when the page's largest paints were drawn (each LCP candidate's paintTime, the rendering
    // update that drew it, not when its frame reached the screen), and when React first changes the server's page
    // (its root replaces the server's nodes: the parser only adds, React's first render removes).
    const largest: LargestPaint[] = []
    Object.assign(window, { pricesSeen: seen, shifts: () => cls, largest, reactAt: undefined })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        paintTime?: number
        startTime: number
        size: number
        element: Element | null
      }[])
        largest.push({ at: e.paintTime ?? e.startTime, size: e.size, tag: e.element?.tagName ?? '' })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new MutationObserver((records, observer) => {
      if (!records.some((r) => r.removedNodes.length > 0)) return
      Object.assign(window, { reactAt: performance.now() })
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
    const read = () => {
      for (const amount of document.querySelectorAll(
        '[data-testid=server-price-total] .amount, [data-testid=price-total] .amount',
      )) {
        const text = amount.textContent ?? ''
        if (seen[seen.length - 1] !== text) seen.push(text)
      }
    }
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })

test('R-SCREEN-72 R-SCREEN-41 the interactive calculator takes the server’s place at the server’s price, without a jump', async ({
  page,
  request,
}) => {
  await watchPrices(page)
  for (const path of ['/', '/app/monitory-metro']) {
    const html = await (await request.get(`${product.baseUrl}${path}`)).text()
    const server = Number(/data-testid="server-price-total" data-kopecks="(\d+)"/.exec(html)?.[1])
    expect(server, path).toBeGreaterThan(0)
    await page.goto(`${product.baseUrl}${path}`)
    await expect(page.getByRole('textbox', { name: 'Число показов' })).toBeEditable()
    await expect(page.getByTestId('price-total')).toBeVisible()
    // The interactive form's price equals the server's, and no other price showed meanwhile.
    expect(await panelTotal(page), path).toBe(server)
    const seen = await page.evaluate(() => (window as unknown as { pricesSeen: string[] }).pricesSeen)
    expect(seen.length, path).toBeGreaterThan(0)
    expect(new Set(seen.map(kopecksOf)), path).toEqual(new Set([server]))
    // The server's block is gone once the form is there: one price on the page.
    await expect(page.getByTestId('server-price-total')).toHaveCount(0)
    const cls = await page.evaluate(() => (window as unknown as { shifts: () => number }).shifts())
    expect(cls, `${path}: CLS`).toBeLessThanOrEqual(0.1)
    // The page's largest paint is its first one: React's copy of the heading and text is never a later, larger
    // one (issue #51 item 2: LCP at the page's first paint). Every candidate after the first is checked against
    // React's first change: none may come after it. The first may: on the second page, its code cached, React's
    // first render came before the page's first frame with text in 2 of 15 runs (one candidate, the same
    // 46,018 px² as the server's text), and that frame is still the page's first paint.
    const paints = await page.evaluate(() => {
      const w = window as unknown as { largest: LargestPaint[]; reactAt?: number }
      return { largest: [...w.largest], reactAt: w.reactAt ?? 0 }
    })
    expect(paints.largest.length, `${path}: LCP candidates`).toBeGreaterThan(0)
    expect(paints.reactAt, `${path}: React took the page over`).toBeGreaterThan(0)
    expect(
      paints.largest.slice(1).filter((p) => p.at >= paints.reactAt),
      `${path}: no larger paint after React's first render (${JSON.stringify(paints)})`,
    ).toEqual([])
  }
  await checkScreen(page, 'R-SCREEN-41-monitory-metro-interactive')
})
