import { expect, test, type Page } from '@playwright/test'
import { DEMO, DEMO_PASSWORD, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen, expectAccessible } from './support/screens'

/**
 * The defects a newcomer's walk through the demo cabinet found (walk 7, 9, 10, 11 and 15), each checked where a
 * person meets it: the observer's campaign page, a move from a scrolled page to another, the campaign list's add
 * card, the «Где» column of «Что куплено», and the staff desk's place filter and material checks.
 */
let product: RunningProduct
test.beforeAll(async () => {
  test.setTimeout(150_000) // the product seeds its inventory and lives the demo's 45 days at start
  product = await startProduct({ SEED_DEMO_CABINET: 'true' })
})
test.afterAll(async () => {
  await product?.stop()
})

/** The demo advertiser's campaigns by name, read as a second tab of theirs would (observers and staff too). */
const demoCampaignId = async (page: Page, name: string): Promise<string> => {
  const auth = await page.request.post(`${product.baseUrl}/api/v1/clients/auth`, {
    data: { email: DEMO.advertiser, password: DEMO_PASSWORD },
  })
  const { token } = ((await auth.json()) as { data: { token: string } }).data
  const answer = await page.request.get(`${product.baseUrl}/api/v1/clients/commercial-campaigns?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { advertisingCampaigns } = (
    (await answer.json()) as {
      data: { advertisingCampaigns: { _id: string; name: string }[] }
    }
  ).data
  const id = advertisingCampaigns.find((c) => c.name === name)?._id
  if (!id) throw new Error(`no demo campaign «${name}»`)
  return id
}

test('R-SCREEN-05 R-ROLE-05 R-ROLE-08 an observer reads a metro campaign’s plan of clips, and the media library it may not read is never asked for (walk 7)', async ({
  page,
}) => {
  const id = await demoCampaignId(page, 'Весенняя распродажа')
  const consoleErrors: string[] = []
  const library: string[] = []
  const refused: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  page.on('request', (r) => {
    if (r.url().includes('/media-library/')) library.push(r.url())
  })
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`)
  })
  await signIn(page, product.baseUrl, DEMO.observer)
  await page.goto(`${product.baseUrl}/app/campaigns/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Весенняя распродажа')
  const plan = page.getByRole('region', { name: 'План показа роликов' })
  await expect(plan).toBeVisible()
  await expect(plan.getByText(/Плана нет|Периоды плана показа/).or(plan.getByRole('list'))).toBeVisible()
  // Read only: no error box, no retry, and no form offering the library's clips.
  await expect(plan.getByText(/Не удалось загрузить/)).toHaveCount(0)
  await expect(plan.getByRole('button')).toHaveCount(0)
  await expect(plan.getByRole('form')).toHaveCount(0)
  await expect(plan.getByText(/В медиатеке нет роликов/)).toHaveCount(0)
  await checkScreen(page, 'walk-R-SCREEN-05-observer-plan')
  expect(library).toEqual([])
  expect(refused).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('R-SCREEN-04 R-SCREEN-05 R-LIST-12 from a scrolled list, a campaign opens at its top with what it bought drawn; the add card invites another campaign, not the first (walk 9, 10)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 600 })
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/campaigns`)
  const tiles = page.getByRole('list', { name: 'Рекламные кампании' })
  await expect(tiles.getByRole('article')).toHaveCount(7)
  // Seven campaigns: the card adds one more (walk 10); 'первую' only on an empty list (campaigns.spec.ts).
  await expect(tiles.getByRole('link', { name: 'Добавить кампанию' })).toHaveAttribute(
    'href',
    '/app/calculator/step-1',
  )
  await expect(page.getByText('Добавить первую рекламную кампанию')).toHaveCount(0)

  // To the bottom of the list, then into the last campaign whose card opens its page (walk 9).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  const links = tiles.locator('a[href^="/app/campaigns/"]')
  await expect(links.last()).toBeVisible()
  const href = (await links.last().getAttribute('href')) ?? ''
  await links.last().click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  // The virtualised table draws its first row at once, without a scroll to wake it.
  const bought = page.getByRole('grid', { name: 'Что куплено' })
  await expect(bought.getByRole('row').nth(1)).toBeVisible()
  await expect(bought.getByRole('row').nth(1)).not.toHaveText('')
  await expectAccessible(page)
})

test('R-SCREEN-05 the «Где» of «Что куплено» ends in an ellipsis past two lines, whole in its title, never cut against «Даты» (walk 11)', async ({
  page,
}) => {
  const id = await demoCampaignId(page, 'Окна в город')
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/campaigns/${id}`)
  const bought = page.getByRole('grid', { name: 'Что куплено' })
  const row = bought.getByRole('row').filter({ hasText: 'Охотный Ряд' }).first()
  await expect(row).toBeVisible()
  const where = row.getByRole('gridcell').first().locator('[title]')
  await expect(where).toContainText('Охотный Ряд (Сокольническая)')
  const fit = await where.evaluate((el) => ({
    whole: el.getAttribute('title') === el.textContent,
    // Wrapped, not clipped sideways mid-word; what does not fit in two lines ends in an ellipsis.
    noSidewaysOverflow: el.scrollWidth <= el.clientWidth + 1,
    clamp: getComputedStyle(el).getPropertyValue('-webkit-line-clamp'),
  }))
  expect(fit).toEqual({ whole: true, noSidewaysOverflow: true, clamp: '2' })
  const text = await where.boundingBox()
  const cell = await row.getByRole('gridcell').first().boundingBox()
  const dates = await row.getByRole('gridcell').nth(1).boundingBox()
  expect(text && cell && dates).toBeTruthy()
  expect(text!.x + text!.width).toBeLessThanOrEqual(cell!.x + cell!.width + 0.5)
  expect(text!.x + text!.width).toBeLessThanOrEqual(dates!.x + 0.5)
  await checkScreen(page, 'walk-R-SCREEN-05-bought-where')
})

test('R-STATE-05 staff desk (moderator screens, left open by the spec): the place filter names each place once, and a check without a limit reads naturally (walk 15)', async ({
  page,
}) => {
  const id = await demoCampaignId(page, 'Стикеры в вагонах')
  await signIn(page, product.baseUrl, 'moderator@tablo.local')
  await expect(page).toHaveURL(/\/app\/staff$/)
  await page.getByRole('button', { name: /Место/ }).click()
  const options = await page.getByRole('option').allTextContents()
  expect(options[0]).toBe('Все места')
  expect(options).toContain('Лайтбоксы')
  expect(options).not.toContain('Спецпроект')
  expect(new Set(options).size).toBe(options.length)
  await page.keyboard.press('Escape')

  await page.goto(`${product.baseUrl}/app/staff/campaigns/${id}`)
  const checks = page.getByRole('list', { name: /^Проверки «/ }).first()
  await expect(checks).toContainText(/Разрешение: \d+×\d+ — подходит \(ограничений нет\)/)
  await expect(page.getByText(/нужно не ограничено/)).toHaveCount(0)
  await expectAccessible(page)
})
