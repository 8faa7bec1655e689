import { expect, test } from '@playwright/test'
import { createMetroCampaign } from './support/api'
import { DEMO, newAdvertiser, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen, expectAccessible } from './support/screens'
import { expectOneLeftEdge } from './support/site-frame'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-01 R-HEAD-02 R-HEAD-15 home: the header by role, the footer with every entry, the offer archive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await expect(page).toHaveTitle('Табло — Главная')
  // R-HEAD-02: the logo leads home, then the highlighted new campaign and the three sections.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Табло — на главную' })).toHaveAttribute(
    'href',
    '/app/',
  )
  const nav = page.getByRole('navigation', { name: 'Разделы' })
  await expect(nav.getByRole('link')).toHaveText([
    'Новая кампания',
    'Рекламные кампании',
    'Рекламодатели',
    'Счета',
  ])
  await expect(nav.getByRole('link', { name: 'Новая кампания' })).toHaveAttribute('data-highlighted', 'true')
  await expect(page.getByRole('button', { name: /^Оповещения/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Личный кабинет/ })).toBeVisible()

  const footer = page.getByRole('contentinfo')
  for (const entry of [
    'Публичная оферта',
    'Виды деятельности',
    'Архив оферт',
    'Федеральный закон «О рекламе»',
    'Подтверждение партнёрства',
    'Реквизиты организации',
    'Политика конфиденциальности',
    'Социальная реклама',
    'Вопросы и ответы',
    'Отдел продаж',
    'Жалобы на качество',
    'Поддержка',
    'Пресс-служба',
  ])
    await expect(footer.getByText(entry, { exact: false }).first()).toBeVisible()
  await checkScreen(page, 'R-SCREEN-01-home')

  await footer.getByRole('button', { name: 'Архив оферт' }).click()
  const archive = page.getByRole('dialog', { name: 'Архив оферт' })
  await expect(archive.getByRole('link').first()).toContainText('по настоящее время')
  // R-HEAD-15: each archived offer is its file, labelled with the days it was in force.
  const offers = archive.getByRole('link')
  for (let i = 0; i < (await offers.count()); i++) {
    await expect(offers.nth(i)).toHaveAttribute('href', /^\/api\/v1\/public\/offer\/[^/]+\.pdf$/)
    await expect(offers.nth(i)).toHaveText(
      i === 0
        ? /^Оферта с \d{2}\.\d{2}\.\d{4} по настоящее время$/
        : /^Оферта \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/,
    )
  }
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(archive).toBeHidden()
  // Once loaded, the footer's public offer is the newest offer itself.
  await expect(footer.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute(
    'href',
    /\/api\/v1\/public\/offer\//,
  )
})

test('R-SCREEN-01 the bell: opening fetches, only unread ones or "Нет новых оповещений", outside click closes', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  const bell = page.getByRole('button', { name: /^Оповещения/ })
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Новые оповещения' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText('Нет новых оповещений').or(panel.getByRole('listitem').first())).toBeVisible()
  await expectAccessible(page)
  await page.mouse.click(10, 400)
  await expect(panel).toBeHidden()
})

test('R-SCREEN-01 R-ROLE-05 R-ROLE-09 R-ROUTE-05 R-ROUTE-09 an observer sees campaigns and logout only, no bell, no profile, no new campaign; the routes not theirs land on the campaigns', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.observer)
  const nav = page.getByRole('navigation', { name: 'Разделы' })
  await expect(nav.getByRole('link')).toHaveText(['Рекламные кампании'])
  await expect(page.getByRole('button', { name: /^Оповещения/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Личный кабинет/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible()
  // Typed by hand: the bills, the advertisers and the calculator are not an observer's (R-ROLE-05, R-ROLE-09,
  // R-ROUTE-05), and the sign-in pages are not a signed-in person's (R-ROUTE-09): each lands on the campaigns.
  for (const path of [
    'bills',
    'advertisers',
    'calculator',
    'calculator/step-1',
    'login',
    'sign-in',
    'msb-authorization',
  ]) {
    await page.goto(`${product.baseUrl}/app/${path}`)
    await expect(page, path).toHaveURL(/\/app\/campaigns$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Рекламные кампании' })).toBeVisible()
  }
})

test('R-API-05 a token the server no longer knows is dropped, and the visitor is asked to sign in again', async ({
  page,
}) => {
  const answer = await page.request.get(`${product.baseUrl}/api/v1/clients/profile`, {
    headers: { authorization: 'Bearer forged-token' },
  })
  expect(answer.status()).toBe(401)
  expect(((await answer.json()) as { message: string }).message).toBe('Token verification error')
  await page.goto(`${product.baseUrl}/app/login`)
  await page.evaluate(() => sessionStorage.setItem('authToken', 'forged-token'))
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await expect(page).toHaveURL(/\/app\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull()
})

test('R-SCREEN-01 R-HEAD-05 on a phone: no sideways scroll, the menu counts the unread, closes 300 ms after a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // A new advertiser with two campaigns: each creation writes a notification, neither read yet.
  await newAdvertiser(page, product, 'phone')
  await createMetroCampaign(page, product.baseUrl, 'Телефон один', '2027-02-01')
  await createMetroCampaign(page, product.baseUrl, 'Телефон два', '2027-03-01')
  const unread = 2
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await expect(page.getByRole('heading', { level: 1, name: 'Рекламные кампании' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.getByRole('button', { name: 'Меню' }).click()
  const menu = page.getByRole('dialog', { name: 'Меню' })
  await expect(menu.getByRole('link')).toHaveText([
    'Новая кампания',
    'Рекламные кампании',
    'Рекламодатели',
    'Счета',
    `Оповещения${unread}`,
    'Личный кабинет',
  ])
  await expect(menu.getByRole('link', { name: `Оповещения, непрочитанных: ${unread}` })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Выйти' })).toBeVisible()
  await expectAccessible(page)
  await menu.getByRole('link', { name: 'Личный кабинет' }).click()
  await expect(page).toHaveURL(/\/app\/profile$/)
  await expect(menu).toBeHidden()
})

test('R-SCREEN-10 R-SCREEN-01 R-SCREEN-04 R-ROUTE-04 R-CONST-12 a reload of /bills stays on the bills and keeps its title; one left edge at 1440, 1024 and 390 px; no page under a list or a detail', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await expectOneLeftEdge(page, 'home')
  await page.goto(`${product.baseUrl}/app/bills`)
  await expect(page).toHaveURL(/\/app\/bills$/)
  await expect(page).toHaveTitle('Табло — Счета')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectOneLeftEdge(page, 'bills')
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectOneLeftEdge(page, 'campaigns')
  // R-CONST-12: signed-in pages take their phone layout below 1024 px: the sections give way to the menu button.
  const sections = page.getByRole('navigation', { name: 'Разделы' })
  const menuButton = page.getByRole('button', { name: 'Меню' })
  for (const [width, phone] of [
    [1024, false],
    [1023, true],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await expect(phone ? menuButton : sections, `${width} px`).toBeVisible()
    await expect(phone ? sections : menuButton, `${width} px`).toBeHidden()
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  // R-ROUTE-04: a list's or a detail's address with more after it is no page of its own: the campaign list.
  for (const path of ['campaigns/c-17/extra', 'advertisers/a-1/x', 'documents/old']) {
    await page.goto(`${product.baseUrl}/app/${path}`)
    await expect(page, path).toHaveURL(/\/app\/campaigns$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Рекламные кампании' })).toBeVisible()
  }
})

test('R-ROUTE-10 logged out, a calculatorAutoFlow link goes to the small-business authorization, the rest to login', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/app/campaigns?calculatorAutoFlow=1`)
  await expect(page).toHaveURL(/\/app\/msb-authorization\?calculatorAutoFlow=1$/)
  await page.goto(`${product.baseUrl}/app/bills`)
  await expect(page).toHaveURL(/\/app\/login$/)
  // R-ROUTE-10: addresses of the ways in (sign-in/confirm, msb, auth) are not sent to the login.
  for (const path of ['/app/sign-in/confirm/unknown-token', '/app/msb-authorization', '/app/auth/unknown']) {
    await page.goto(`${product.baseUrl}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  }
  const icon = await page.request.get(`${product.baseUrl}/favicon.ico`)
  expect(icon.status()).toBe(200)
})

test('R-ASYNC-09 the cabinet asks for notifications at once and every 30 s after; an observer’s never asks', async ({
  page,
  browser,
}) => {
  /** The page's reads of the notifications (asked, answered), on the page's own clock, which the test runs forward. */
  const counted = async (who: typeof page) => {
    const reads = { asked: 0, answered: 0 }
    const isRead = (url: string) => new URL(url).pathname === '/api/v1/clients/notifications'
    who.on('request', (r) => void (isRead(r.url()) && reads.asked++))
    who.on('requestfinished', (r) => void (isRead(r.url()) && reads.answered++))
    await who.clock.install()
    return reads
  }
  const reads = await counted(page)
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await expect(page.getByRole('heading', { level: 1, name: 'Рекламные кампании' })).toBeVisible()
  await expect.poll(() => reads.asked).toBeGreaterThanOrEqual(1)
  // Each read answered before the clock moves on: a tick that finds a read still out skips it (exhaustMap).
  const settled = () => expect.poll(() => reads.answered).toBe(reads.asked)
  await settled()
  // From here the page's time moves only when the test moves it: a paused clock does not run on while the test waits
  // for an answer (on a busy machine those seconds put a tick inside a window the test thought shorter).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
  const first = reads.asked
  // The next read is found second by second (seen a second late at most, on a busy machine)…
  const read = () =>
    expect
      .poll(() => reads.asked, { timeout: 400, intervals: [50] })
      .toBeGreaterThan(first)
      .then(
        () => true,
        () => false,
      )
  let waited = 0
  while (waited < 31 && !(await read())) {
    await page.clock.runFor(1_000)
    waited++
  }
  expect(reads.asked, 'one read within 30 s of the page’s time').toBe(first + 1)
  await settled()
  // …and the one after it comes 30 s later: none in the next 27 s, one by the 30th.
  await page.clock.runFor(27_000)
  await page.waitForTimeout(300)
  expect(reads.asked).toBe(first + 1)
  await page.clock.runFor(3_000)
  await expect.poll(() => reads.asked).toBe(first + 2)

  const observer = await browser.newPage()
  const seen = await counted(observer)
  await signIn(observer, product.baseUrl, DEMO.observer)
  await observer.goto(`${product.baseUrl}/app/campaigns`)
  await expect(observer.getByRole('heading', { level: 1, name: 'Рекламные кампании' })).toBeVisible()
  await observer.clock.runFor(65_000)
  await expect(observer.getByRole('heading', { level: 1, name: 'Рекламные кампании' })).toBeVisible()
  expect(seen.asked).toBe(0)
  await observer.close()
})
