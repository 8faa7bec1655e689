import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { bytesText } from '../../core/cabinet/stores/downloads.store'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { expectAccessible } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  test.setTimeout(150_000) // the product seeds its inventory at start: slower on a busy machine
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

/** Bytes a second of the throttled network: the whole city's address program (~MBs) takes seconds, as on a slow line. */
const THROTTLE = 300 * 1024

test('R-SCREEN-61 R-STOP-20 R-STOP-18 R-SCREEN-04 okrugs listed before their counts; a failed download said once; a long one shows its progress while the person moves on, and comes whole', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await newAdvertiser(page, product, 'downloads')
  // The okrugs' free sides (a whole city's count on the server) are held back until the test lets them go, so the
  // list is read as it is before they arrive, every time.
  let letCountsGo: () => void = () => undefined
  const counted = new Promise<void>((resolve) => (letCountsGo = resolve))
  await page.route('**/api/graphql', async (route) => {
    const asked = `${route.request().url()} ${route.request().postData() ?? ''}`
    if (asked.includes('getTransitShelterRegionAvailability')) await counted
    await route.fallback()
  })
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: 'Выбрать: Остановки наземного транспорта', exact: true }).click()
  await page.getByLabel('Название кампании').fill('Программа города')
  await page.getByRole('button', { name: 'Далее' }).click()
  const program = page.getByRole('button', { name: 'Скачать адресную программу' })
  await expect(program).toBeVisible()

  // The okrug filter lists the whole city and its 12 okrugs with the rows, by name, before they are counted...
  const okrugs = page.getByRole('option')
  await page.getByRole('button', { name: 'Округ' }).click()
  await expect(okrugs).toHaveCount(13)
  await expect(okrugs.nth(0)).toHaveText('Вся Москва')
  await expect(okrugs.nth(1)).toHaveText(/^[А-ЯЁ][а-яё-]+/)
  await expect(okrugs.filter({ hasText: 'свободно' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  // ...and each with its free sides once counted.
  letCountsGo()
  await page.getByRole('button', { name: 'Округ' }).click()
  await expect(okrugs.filter({ hasText: /— свободно [\d\s\u00a0]+$/ })).toHaveCount(12)
  await page.keyboard.press('Escape')
  await page.unroute('**/api/graphql')

  // A download that fails (the line cut) is said once, in the downloads region, until it is closed.
  const failed = 'Не удалось скачать файл. Попробуйте ещё раз.' // adapters/browser/file-download.ts
  await page.route('**/api/v1/inventory/exports/**', (route) => route.abort('connectionreset'))
  await program.click()
  const downloads = page.getByRole('region', { name: 'Скачивание файлов' })
  await expect(downloads.getByText(failed)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(failed)).toHaveCount(1)
  await downloads.getByRole('button', { name: /^Закрыть: address-program-.+\.xlsx$/ }).click()
  await expect(page.getByText(failed)).toHaveCount(0)
  await page.unroute('**/api/v1/inventory/exports/**')

  // A slow line from here on (Chromium's own network throttling): the file arrives over seconds.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: THROTTLE,
    uploadThroughput: THROTTLE,
  })
  const saved = page.waitForEvent('download', { timeout: 90_000 })
  await program.click()
  const bar = downloads.getByRole('progressbar')
  // The server first makes the workbook (every side of the city priced), then sends it.
  await expect(bar).toBeVisible({ timeout: 60_000 })

  // The person moves on to the campaign list inside the cabinet (no reload): the download goes on, on screen.
  await page.getByRole('link', { name: 'Рекламные кампании' }).first().click()
  const leave = page.getByRole('button', { name: 'Уйти' })
  if (await leave.isVisible().catch(() => false)) await leave.click()
  await expect(page).toHaveURL(/\/app\/campaigns$/)
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/, { timeout: 60_000 })
  await expect(bar).toHaveAccessibleName(/\.xlsx$/)
  const sizes = await downloads.getByText(/ из [\d,]+ (КБ|МБ)$/).textContent()
  await expectAccessible(page)

  const file = await saved
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  // The file is the whole workbook: its size is the one the progress counted to, and it reads as the city's program.
  const bytes = readFileSync(await file.path())
  expect(sizes).toMatch(new RegExp(` из ${bytesText(bytes.length)}$`))
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  expect(book.worksheets[0]!.rowCount).toBeGreaterThan(16_000)
  // Done, the line goes (the browser shows the saved file); the person is still where they went.
  await expect(bar).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/campaigns$/)
})
