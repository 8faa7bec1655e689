import { expect, test, type Locator, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { readFileSync } from 'node:fs'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import { PLAN_HEADER } from '../../core/documents/media-plan.document'
import { addDays } from 'date-fns'
import { apiCall } from './support/api'
import { moscowToday, shownDate } from './support/dates'
import { DEMO, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

// What was bought, everywhere it is shown (issue #47 item 4), on the product as `npm start` runs it: the demo
// cabinet lived through its last 45 days, with creatives, invoices, a month of plays and campaigns in every state.
let product: RunningProduct
test.beforeAll(async () => {
  // Living 45 days takes a while on a busy machine: the server's own start allows it two minutes.
  test.setTimeout(150_000)
  product = await startProduct({ SEED_DEMO_CABINET: 'true' })
})
test.afterAll(async () => {
  await product?.stop()
})

const CC = '/api/v1/clients/commercial-campaigns'

interface Listed {
  readonly _id: string
  readonly startDate: string
  readonly endDate: string
}

/** The signed-in advertiser's campaigns by name (the demo's dates move with the day it is started). */
const campaigns = async (page: Page): Promise<Record<string, Listed>> => {
  const list = (await apiCall(page, product.baseUrl, 'GET', `${CC}?limit=50`)).data as {
    advertisingCampaigns: (Listed & { name: string })[]
  }
  return Object.fromEntries(list.advertisingCampaigns.map((c) => [c.name, c]))
}
const day = (wire: string) => wire.slice(0, 10)

/** Money as the page writes it, through the core's formatter (a non-breaking space before ₽). */
const money = (kopecks: number) => formatRoubles(kopecks as Kopecks)
const ru = (n: number) => new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')

/**
 * The pixels the browser drew for an element, read back from its screenshot in the page: their mean luminance
 * and the share of near-black ones. A poster that did not come (the old 401) is a black box: near-black but for
 * the player's few control pixels.
 */
const drawnPixels = async (page: Page, element: Locator) => {
  const png = await element.screenshot()
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    let sum = 0
    let dark = 0
    for (let i = 0; i < data.length; i += 4) {
      const l = 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)
      sum += l
      if (l < 16) dark++
    }
    const n = data.length / 4
    return { mean: sum / n, dark: dark / n }
  }, png.toString('base64'))
}
const expectNotBlack = async (page: Page, element: Locator, what: string) => {
  const drawn = await drawnPixels(page, element)
  expect(drawn.mean, `${what}: mean luminance`).toBeGreaterThan(25)
  expect(drawn.dark, `${what}: share of near-black pixels`).toBeLessThan(0.5)
}

test('R-SCREEN-05 R-PLAN-10 R-LIST-06 R-CONST-06 what was bought: each light box with its station and quoted price, its invoice, print order and history, and the same rows in its media plan', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  // Two light boxes of the inventory, priced by the server's own calculate, then booked.
  const calculation = { startDate: '2027-01-20', endDate: '2027-02-10', itemIds: ['ЛБ-00001', 'ЛБ-00002'] }
  const priced = (
    await apiCall(
      page,
      product.baseUrl,
      'POST',
      '/api/v1/commercial-campaigns/lightBoxes/calculate',
      calculation,
    )
  ).data as {
    quote: { items: { itemId: string; itemName: string; totalPrice: number }[] }
    totalSumWithoutTaxes: number
  }
  const created = await apiCall(page, product.baseUrl, 'POST', `${CC}/lightBoxes`, {
    name: 'Лайтбоксы у метро',
    calculation,
  })
  expect(created.status).toBe(201)
  const id = (created.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  const print = await apiCall(page, product.baseUrl, 'POST', `${CC}/lightBoxes/${id}/typography`, {
    typographyId: 'standard',
  })
  expect(print.status).toBe(200)
  const entities = (await apiCall(page, product.baseUrl, 'GET', '/api/v1/clients/legal-entities')).data as {
    _id: string
  }[]
  const invoice = await apiCall(page, product.baseUrl, 'POST', `${CC}/lightBoxes/${id}/invoice`, {
    legalEntityId: entities[0]?._id,
  })
  expect(invoice.status).toBe(201)
  const number = (invoice.data as { number: string }).number

  await page.goto(`${product.baseUrl}/app/campaigns/${id}`)
  const bought = page.getByRole('grid', { name: 'Что куплено' })
  // Each box once, with its number, its station (with the line) and the price the quote gave it; its two
  // periods under it, each naming it: no two rows alike.
  await expect(bought.getByRole('row')).toHaveCount(1 + 2 * 3)
  for (const item of priced.quote.items) {
    const row = bought.getByRole('row').filter({ hasText: `№ ${item.itemId}` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(item.itemName)
    await expect(row).toContainText(/\S+ \(\S.*\)/)
    await expect(row).toContainText('20.01.2027 – 10.02.2027')
    await expect(row).toContainText(money(item.totalPrice))
    await expect(bought.getByRole('row').filter({ hasText: item.itemName })).toHaveCount(3)
  }
  await expect(bought.getByRole('row').filter({ hasText: 'Период 2 из 2' })).toHaveCount(2)
  const summary = page.getByRole('complementary', { name: 'Итоги кампании' })
  await expect(summary).toContainText(money(Math.round(priced.totalSumWithoutTaxes * 100)))
  await expect(summary).toContainText(/OTS[\d\s]+GRP\d+,\d\d/)
  const paperwork = page.getByRole('region', { name: 'Счета и печать' })
  await expect(paperwork.getByRole('listitem')).toHaveCount(1)
  await expect(paperwork.getByRole('listitem')).toContainText(`Счёт № ${number}`)
  // R-CONST-06: the invoice made out today is to be paid within five days.
  await expect(paperwork.getByRole('listitem')).toContainText(
    `оплатить до ${shownDate(addDays(moscowToday(), 5))}`,
  )
  await expect(paperwork.getByRole('listitem')).toContainText('Ожидает оплаты')
  await expect(paperwork.getByRole('listitem').getByRole('button', { name: 'Скачать' })).toBeVisible()
  await expect(paperwork.getByRole('definition').first()).toHaveText('Печать в типографии')
  await expect(page.getByRole('region', { name: 'История' })).toContainText('Статус «Черновик»')
  await checkScreen(page, 'R-SCREEN-05-campaign-bought')

  // Its media plan, downloaded from its row: a row a box, with number, station, format and real dates.
  await page.goto(`${product.baseUrl}/app/campaigns?view=table`)
  await page.getByRole('button', { name: 'Действия: Лайтбоксы у метро' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Скачать медиаплан' }).click()
  const file = await download
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('Медиаплан')
  const col = (name: (typeof PLAN_HEADER)[number]) => PLAN_HEADER.indexOf(name) + 1
  const rows: ExcelJS.Row[] = []
  sheet?.eachRow((row, n) => {
    if (n > 1 && row.getCell(2).value === 'Лайтбоксы у метро') rows.push(row)
  })
  expect(rows.map((r) => r.getCell(col('Инвентарный номер')).value)).toEqual(calculation.itemIds)
  for (const row of rows) {
    expect(String(row.getCell(col('Адрес / станция')).value)).toMatch(/\S+ \(\S.*\)/)
    expect(row.getCell(col('Формат')).value).toBe('Лайтбокс 1200×1800')
    expect(row.getCell(col('Начало')).value).toEqual(new Date('2027-01-20T00:00:00Z'))
    expect(row.getCell(col('Окончание')).value).toEqual(new Date('2027-02-10T00:00:00Z'))
    expect(row.getCell(col('Начало')).numFmt).toBe('dd.mm.yyyy')
  }
  const net = rows.reduce(
    (s, r) => s + Math.round(Number(r.getCell(col('Стоимость без НДС, ₽')).value) * 100),
    0,
  )
  expect(net).toBe(Math.round(priced.totalSumWithoutTaxes * 100))

  // A demo campaign that went all the way: its history, state by state with their dates.
  const windows = (await campaigns(page))['Окна в город']
  await page.goto(`${product.baseUrl}/app/campaigns/${windows?._id}`)
  const history = page.getByRole('region', { name: 'История' }).getByRole('listitem')
  await expect(history).toHaveText([
    /^\d\d\.\d\d\.\d{4} \d\d:\d\dСтатус «Черновик»$/,
    /Статус «На модерации»$/,
    /Статус «Согласована»$/,
    /Резерв подтверждён$/,
    /Оплата: Оплачена$/,
    /Статус «Ожидает запуска»$/,
  ])
})

test('R-SCREEN-06 statistics of the finished demo campaign: plays, OTS and GRP against the order, axes titled from 0 and never cut', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.advertiser)
  const spring = (await campaigns(page))['Весенняя распродажа']
  const id = spring?._id ?? ''
  const [from, to] = [day(spring?.startDate ?? ''), day(spring?.endDate ?? '')]
  const asked = (
    await apiCall(
      page,
      product.baseUrl,
      'GET',
      `/api/v1/commercial-campaign-statistics?campaignId=${id}&dateFrom=${from}&dateTo=${to}`,
    )
  ).data as {
    total: { plays: number; ots: number }
    ordered: { plays: number; ots: number; days: number }
  }
  expect(asked.total.plays).toBeGreaterThan(0)
  await page.goto(`${product.baseUrl}/app/campaigns/${id}/stats`)
  const totals = page.getByRole('list', { name: 'Итоги периода' }).getByRole('listitem')
  const share = (a: number, b: number) =>
    `${String(Math.floor((a / b) * 1000) / 10).replace('.', ',')}\u00a0%`
  await expect(totals.nth(0)).toContainText(
    `Показано ${ru(asked.total.plays)} из ${ru(asked.ordered.plays)} (${share(asked.total.plays, asked.ordered.plays)})`,
  )
  await expect(totals.nth(1)).toContainText(`Из ${ru(asked.ordered.ots)} по заказу`)
  // Finished: all its days have gone.
  const days = asked.ordered.days
  await expect(totals.nth(3)).toHaveText(`Ход кампании100\u00a0%Прошло дней: ${days} из ${days}`)
  const chart = page.getByRole('img', { name: /^Показы и OTS по дням/ })
  await expect(chart).toHaveAccessibleName(/Показы, шт\.: от 0 до [\d\s]+; OTS, контактов: от 0 до [\d\s]+$/)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    // Whatever uPlot drew stays inside its canvas: nothing touches the outer columns (a cut label would).
    await expect
      .poll(() =>
        page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d')
          if (!context) return -1
          const ink = (x: number) => {
            const { data } = context.getImageData(x, 0, 1, canvas.height)
            let n = 0
            for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++
            return n
          }
          const edges = [0, 1, 2, canvas.width - 3, canvas.width - 2, canvas.width - 1]
          return edges.reduce((s, x) => s + ink(x), 0)
        }),
      )
      .toBe(0)
  }
  await checkScreen(page, 'R-SCREEN-06-statistics-ordered')
})

test('R-LIST-16 R-LIST-19 R-SCREEN-04 R-SCREEN-05 R-SCREEN-51 R-SCREEN-20 posters show a real frame on video cards, the campaign page, the library and the material view, to the observer too', async ({
  page,
  browser,
}) => {
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`)
  })
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await page.goto(`${product.baseUrl}/app/campaigns`)
  // The demo's three video campaigns (metro, tram, city format) show their frames.
  const frames = page.getByRole('img', { name: /^Кадр ролика кампании/ })
  await expect(frames.first()).toBeVisible()
  expect(await frames.count()).toBeGreaterThanOrEqual(3)
  for (const frame of await frames.all()) await expectNotBlack(page, frame, 'a video card')
  // The owner plays it from its signed link.
  const spring = page.getByRole('article', { name: 'Кампания Весенняя распродажа' })
  await spring.getByRole('button', { name: 'Смотреть ролик кампании Весенняя распродажа' }).click()
  await expect(spring.getByLabel('Ролик кампании Весенняя распродажа')).toHaveAttribute('src', /signature=/)

  await page.goto(`${product.baseUrl}/app/campaigns/${(await campaigns(page))['Весенняя распродажа']?._id}`)
  const creatives = page.getByRole('region', { name: 'Материалы' })
  await expectNotBlack(page, creatives.getByRole('img', { name: 'Кадр ролика Весна 10 с.mp4' }), 'a creative')
  await expect(creatives).toContainText('Согласовано')

  await page.goto(`${product.baseUrl}/app/media`)
  // Every file of the library has its preview: the videos' posters, the images' thumbnails.
  const library = page.getByRole('grid', { name: 'Медиатека' })
  await expect(library.locator('img').first()).toBeVisible()
  const files = (await library.getByRole('row').count()) - 1
  expect(files).toBeGreaterThanOrEqual(3)
  await expect(library.locator('img')).toHaveCount(files)
  for (const preview of await library.locator('img').all())
    await expectNotBlack(page, preview, 'a library preview')
  await page.getByRole('link', { name: 'Весна 10 с.mp4' }).click()
  const player = page.getByLabel('Ролик Весна 10 с.mp4')
  await expect(player).toHaveAttribute('poster', /^blob:/)
  await expectNotBlack(page, player, 'the material view')
  expect(refused).toEqual([])

  // The observer reads the same cards: the poster without a player (it gets no link to the file).
  const observer = await browser.newPage()
  await signIn(observer, product.baseUrl, DEMO.observer)
  await observer.goto(`${product.baseUrl}/app/campaigns`)
  const seen = observer.getByRole('img', { name: /^Кадр ролика кампании/ })
  await expect(seen.first()).toBeVisible()
  await expectNotBlack(observer, seen.first(), 'an observer’s card')
  await expect(observer.getByRole('button', { name: /^Смотреть ролик/ })).toHaveCount(0)
  await observer.close()
})
