import type { Browser } from '@playwright/test'
import { CALCULATIONS } from '../server/testing/campaign-fixtures'
import { DEMO_PASSWORD } from '../server/seed'
import { call, startTestServer, type TestServer } from '../server/testing/test-server'
import { launchChromiumBeside, signInAsDemo } from './chromium'

export interface TableTimes {
  /** From navigation start to the table's first row on screen (a performance mark set by a DOM observer). */
  readonly renderMs: number
  /** From setting the scroll to the end, once every campaign is read, to the last row on screen. */
  readonly scrollMs: number
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/** Copies the account's one real campaign until the account has `total` (new ids, start dates spread). */
const fillTo = async (server: TestServer, ownerId: string, total: number): Promise<void> => {
  const [have] = await server.db.query<{ n: string }>(
    'select count(*)::text as n from campaigns where owner_id = $1',
    [ownerId],
  )
  const missing = total - Number(have?.n ?? 0)
  if (missing <= 0) return
  await server.db.query(
    `insert into campaigns (id, owner_id, advertise_place, name, state, reservation_state, payment_state,
       start_date, end_date, calculation, periods_price, taxes_sum, total_sum_without_taxes, created_at, updated_at)
     select gen_random_uuid(), c.owner_id, c.advertise_place, c.name || ' ' || g, c.state, c.reservation_state,
       c.payment_state, c.start_date + (g % 300), c.end_date + (g % 300), c.calculation, c.periods_price,
       c.taxes_sum, c.total_sum_without_taxes, c.created_at, c.updated_at
     from (select * from campaigns where owner_id = $1 order by created_at limit 1) c, generate_series(1, $2::int) g`,
    [ownerId, missing],
  )
}

/** Five cold loads of the table as the signed-in demo advertiser; the medians. */
const timesOf = async (browser: Browser, server: TestServer, rows: number): Promise<TableTimes> => {
  const got: TableTimes[] = []
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signInAsDemo(page, server.baseUrl)
    // The mark is set by the page itself, the moment the first data row is in the DOM.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role=grid] [role=row][aria-rowindex="2"]')) {
          performance.mark('table-rendered')
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${server.baseUrl}/app/campaigns?view=table`)
    await page.getByRole('grid', { name: 'Рекламные кампании' }).getByRole('row').nth(1).waitFor()
    // The scroll is measured once every campaign is in the table (the rest are read after the first rows).
    await page.locator(`[role=grid][aria-rowcount="${rows + 1}"]`).waitFor()
    const renderMs = await page.evaluate(
      () => performance.getEntriesByName('table-rendered')[0]?.startTime ?? Number.NaN,
    )
    // A string, not a function: tsx's helper names (__name) do not exist in the page.
    const scrollMs = (await page.evaluate(`new Promise((resolve) => {
      let scroller = document.querySelector('[role=grid]')
      while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement
      const t0 = performance.now()
      if (scroller) scroller.scrollTop = scroller.scrollHeight
      const poll = () =>
        document.querySelector('[role=row][aria-rowindex="${rows + 1}"]')
          ? resolve(performance.now() - t0)
          : requestAnimationFrame(poll)
      poll()
    })`)) as number
    got.push({ renderMs, scrollMs })
    await context.close()
  }
  return { renderMs: median(got.map((t) => t.renderMs)), scrollMs: median(got.map((t) => t.scrollMs)) }
}

/**
 * Issue 14: the campaign table with 5,000 campaigns against the same with 10, in chromium over the production
 * build and a real server (in-memory PGlite): first render and a scroll to the end.
 */
export const measureCampaignTable = async (
  uiDir: string,
): Promise<{ ten: TableTimes; hundred: TableTimes; many: TableTimes }> => {
  const server = await startTestServer({ demoAccounts: true, uiDir })
  const browser = await launchChromiumBeside(() => server.close())
  try {
    const login = await call(server.baseUrl, 'POST', '/api/v1/clients/auth', {
      email: 'demo@tablo.local',
      password: DEMO_PASSWORD,
    })
    const token = (login.body.data as { token: string }).token
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      {
        name: 'Замер',
        calculation: CALCULATIONS.metroMonitors,
      },
      token,
    )
    if (created.status !== 201) throw new Error(`bench: no campaign (${created.status})`)
    const [owner] = await server.db.query<{ id: string }>(
      `select id::text as id from accounts where email = 'demo@tablo.local'`,
    )
    const ownerId = owner?.id ?? ''
    await fillTo(server, ownerId, 10)
    const ten = await timesOf(browser, server, 10)
    // Ten rows fit the table's height, so nothing scrolls: a hundred is the scroll's floor.
    await fillTo(server, ownerId, 100)
    const hundred = await timesOf(browser, server, 100)
    await fillTo(server, ownerId, 5000)
    const many = await timesOf(browser, server, 5000)
    return { ten, hundred, many }
  } finally {
    await browser.close()
    await server.close()
  }
}
