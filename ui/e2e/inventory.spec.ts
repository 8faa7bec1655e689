import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiCall } from './support/api'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

/**
 * Issue #47 items 2 and 3 where a person meets them: every place named as R-ENT-06 names it, every unit of a
 * list named by its station and line (or address) and once, the count of the list honest under the metro
 * filter, and taken is taken — a unit another advertiser holds for the period is said taken and cannot be
 * chosen, and a conflict that arises anyway is said by the button pressed, naming the unit as the list does.
 * Where the spec fixes a string it is read from the rule catalogue (features/RULES.md), not from the code.
 */

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

const CATALOGUE = readFileSync('features/RULES.md', 'utf8')
/** A rule's text as the catalogue has it. */
const ruleText = (id: string): string => {
  const row = CATALOGUE.split('\n').find((l) => l.startsWith(`| ${id} |`))
  if (!row) throw new Error(`no row ${id} in features/RULES.md`)
  return row.split(' | ')[1] ?? ''
}
/** The strings a rule quotes, in its order. */
const quotedIn = (id: string): string[] => [...ruleText(id).matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '')
/** R-ENT-06's media types: what the spec calls each ('light boxes') and the name it gives it ('Лайтбоксы'). */
const mediaTypes = (): Map<string, string> =>
  new Map(
    [...ruleText('R-ENT-06').matchAll(/(?:: |; )([a-z -]+) '([^']+)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  )

/** The wizard's list of a place's units, opened at the calculator step as a new campaign's. */
const openList = async (page: Page, place: string) => {
  await page.goto(`${product.baseUrl}/app/calculator/step-3?advertisePlace=${place}`)
  const list = page.getByRole('grid', { name: 'Рекламные места' })
  await expect(list.getByRole('row').first()).toBeVisible()
  return list
}
const rowNames = async (page: Page): Promise<string[]> =>
  page
    .getByRole('grid', { name: 'Рекламные места' })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('.name')?.textContent ?? ''))
const draftPeriod = async (page: Page): Promise<{ startDate: string; endDate: string }> =>
  page.evaluate(() => {
    // The page writes its draft when idle, and at once when hidden: told it is hidden, it has written it.
    dispatchEvent(new Event('pagehide'))
    const draft = JSON.parse(localStorage.getItem('tablo.wizardDraft') ?? '{}') as {
      calculation?: { startDate: string; endDate: string }
    }
    return { startDate: draft.calculation?.startDate ?? '', endDate: draft.calculation?.endDate ?? '' }
  })
/** A unit's id by the name the list shows it by, from the public price list (what the list is built from). */
const idOfUnit = async (page: Page, place: 'lightBoxes', name: string): Promise<string> => {
  const reference = (await (
    await page.request.get(`${product.baseUrl}/api/v1/pricing/reference`)
  ).json()) as {
    data: { tariffs: Record<string, { items: { id: string; name: string }[] }> }
  }
  const unit = reference.data.tariffs[place]?.items.find((i) => i.name === name)
  if (!unit) throw new Error(`no unit named ${name}`)
  return unit.id
}
/** Another advertiser (registered for the purpose) books units of a place, light boxes by default, through the API. */
const bookAsAnother = async (
  browser: Browser,
  prefix: string,
  calculation: unknown,
  place = 'lightBoxes',
): Promise<void> => {
  const other = await browser.newPage()
  await newAdvertiser(other, product, prefix)
  const held = await apiCall(
    other,
    product.baseUrl,
    'POST',
    `/api/v1/clients/commercial-campaigns/${place}`,
    {
      name: `Кампания ${prefix}`,
      calculation,
    },
  )
  expect(held.status).toBe(201)
  await other.close()
}
const STATION_UNIT = /^[^:()]+ \([^)]+\): \S/

test('R-ENT-06 R-WIZ-04 R-SCREEN-02 R-SCREEN-38 R-SCREEN-04 every place is named as R-ENT-06 names it: catalogue, public page, campaign list', async ({
  page,
  browser,
}) => {
  const types = mediaTypes()
  expect(types.size).toBe(10)
  const names = [...types.values()]
  await newAdvertiser(page, product, 'names')
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  const [placements] = quotedIn('R-WIZ-04')
  await expect(page.getByRole('heading', { name: placements, exact: true })).toBeVisible()
  // Eight media types are places the wizard prices; the special projects are a manager's, beauty salons among them.
  const [specialProjects, beautySalons] = [types.get('special projects'), types.get('beauty-salon monitors')]
  for (const name of names.filter((n) => n !== specialProjects && n !== beautySalons))
    await expect(page.getByRole('button', { name: `Выбрать: ${name}`, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: specialProjects, exact: true })).toBeVisible()
  await expect(
    page.getByRole('button', { name: `Оставить заявку: ${beautySalons}`, exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Выбрать: Световые короба' })).toHaveCount(0)

  // A light-box campaign is listed under R-ENT-06's name.
  const lightBoxes = types.get('light boxes') ?? ''
  const created = await apiCall(
    page,
    product.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/lightBoxes',
    {
      name: 'Лайтбоксы у вестибюлей',
      calculation: await (async () => {
        await openList(page, 'lightBoxes')
        return { ...(await draftPeriod(page)), itemIds: ['LB-010'] }
      })(),
    },
  )
  expect(created.status).toBe(201)
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await expect(page.getByText('Лайтбоксы у вестибюлей').first()).toBeVisible()
  await expect(page.getByText(lightBoxes, { exact: true }).first()).toBeVisible()

  // The public page of light boxes is titled by the same name for a visitor.
  const visitor = await (await browser.newContext({ locale: 'ru-RU' })).newPage()
  await visitor.goto(`${product.baseUrl}/app/lightboxes-bus`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Калькулятор: ${lightBoxes}`)
  await visitor.context().close()
})

test('R-SCREEN-59 R-SCREEN-67 R-SCREEN-65 every unit is named by its station and line or its address, once; the count follows the line', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'units')
  // Every list of units: the rows shown name where the unit is, and no two rows the same.
  // (Every list of the seeded price list, whole, is checked by adapters/server/taken-units.routes.test.ts.)
  for (const place of ['cristalLight', 'turnsTiles', 'cityFormat']) {
    await openList(page, place)
    const shown = await rowNames(page)
    expect(shown.length, place).toBeGreaterThan(3)
    expect(new Set(shown).size, place).toBe(shown.length)
    for (const name of shown) expect(name, place).toMatch(STATION_UNIT)
  }
  await openList(page, 'mediaFacade')
  const facades = await rowNames(page)
  expect(new Set(facades).size).toBe(facades.length)
  for (const name of facades) expect(name).toMatch(/^Медиафасад: .+, \d/)

  const list = await openList(page, 'lightBoxes')
  const all = Number(await list.getAttribute('aria-rowcount'))
  expect(all).toBeGreaterThan(1000)
  await expect(page.getByText(new RegExp(`^Выбрано: 0 из ${all}(\\.|$)`))).toBeVisible()
  // Авиамоторная is a station of three lines: its light boxes read apart by the line.
  const atStation = async (line: string, chosen: number) => {
    await page.getByRole('button', { name: /Линия метро/ }).click()
    await page.getByRole('option', { name: line, exact: true }).click()
    const onLine = Number(await list.getAttribute('aria-rowcount'))
    expect(onLine).toBeLessThan(all)
    // The count says what the filter shows and the whole choice, both.
    await expect(page.getByText(`из ${onLine} показанных (всего: ${chosen} из ${all})`)).toBeVisible()
    await page.getByRole('combobox', { name: 'Станция' }).fill('Авиамоторная')
    await page.getByRole('option', { name: `Авиамоторная (${line})`, exact: true }).click()
    const names = await rowNames(page)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(new RegExp(`^Авиамоторная \\(${line}\\): лайтбокс \\d+$`))
    expect(new Set(names).size).toBe(names.length)
    return names
  }
  const kalininskaya = await atStation('Калининская', 0)
  await list.getByRole('row').first().click()
  await expect(
    page.getByText(`Выбрано: 1 из ${kalininskaya.length} показанных (всего: 1 из ${all})`),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Все места' }).click()
  const ring = await atStation('Большая кольцевая', 1)
  expect(ring.filter((n) => kalininskaya.includes(n))).toEqual([])
  await expect(page.getByText(`(всего: 1 из ${all})`)).toBeVisible()
})

test('R-SCREEN-67 R-SCREEN-59 R-STOP-07 a unit another advertiser holds for the period is said taken, cannot be chosen nor priced; another period frees it', async ({
  page,
  browser,
}) => {
  await newAdvertiser(page, product, 'taken')
  const list = await openList(page, 'lightBoxes')
  const period = await draftPeriod(page)
  const name = 'Курская (Арбатско-Покровская): лайтбокс в вестибюле'
  const unit = await idOfUnit(page, 'lightBoxes', name)

  // Another advertiser books the box over the same days, through the API.
  await bookAsAnother(browser, 'taken-holder', { ...period, itemIds: [unit] })

  await page.reload()
  await page.getByLabel('Рекламные места: поиск по названию или номеру').fill('Курская вестибюле')
  const row = list.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })
  await expect(row).toContainText('Занято на эти даты')
  await expect(row).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText(/Занято на эти даты: 1$/)).toBeVisible()
  await row.click({ force: true })
  await expect(page.getByText(/^Выбрано: 0 из/)).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Стоимость' })).toContainText(
    'Выберите хотя бы один объект',
  )
  await checkScreen(page, 'R-SCREEN-67-taken-unit')

  // A month later the box is free: the list asks the server again for the new period.
  await page.getByRole('spinbutton', { name: /день, Дата начала/ }).click()
  const later = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`)
    d.setUTCMonth(d.getUTCMonth() + 2, 1)
    return d
  }
  const start = later(period.startDate)
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0))
  const typed = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`
  await page.keyboard.type(typed(start))
  await page.getByRole('spinbutton', { name: /день, Дата окончания/ }).click()
  await page.keyboard.type(typed(end))
  await expect(row).not.toContainText('Занято на эти даты')
  await row.click()
  await expect(page.getByText(/^Выбрано: 1 из/)).toBeVisible()
  await expect(page.getByTestId('price-total')).toContainText('Итоговая стоимость')
})

test('R-SCREEN-67 R-STOP-05 R-STOP-06 a unit taken after the list was read (a hold lapsed meanwhile) is said by the button pressed, by its name, with a way on', async ({
  page,
  browser,
}) => {
  await newAdvertiser(page, product, 'conflict')
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: 'Выбрать: Лайтбоксы', exact: true }).click()
  await page.getByLabel('Название кампании').fill('Позже всех')
  await page.getByRole('button', { name: 'Далее' }).click()
  const list = page.getByRole('grid', { name: 'Рекламные места' })
  const search = page.getByLabel('Рекламные места: поиск по названию или номеру')
  const name = 'Киевская (Арбатско-Покровская): лайтбокс в вестибюле'
  const unit = await idOfUnit(page, 'lightBoxes', name)
  await search.fill('Киевская вестибюле')
  await list.getByRole('row').first().click()
  await search.fill('Белорусская (Замоскворецкая): лайтбокс в вестибюле')
  await list.getByRole('row').first().click()
  await expect(page.getByText(/^Выбрано: 1 из 1 показанных \(всего: 2 из/)).toBeVisible()

  // While the page still shows it free, another advertiser takes the box over the same days.
  await bookAsAnother(browser, 'conflict-holder', { ...(await draftPeriod(page)), itemIds: [unit] })

  await page.getByRole('button', { name: 'Далее' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'забронированы' })
  await expect(alert).toHaveText(
    new RegExp(
      `^Некоторые места уже забронированы другой кампанией на эти даты: ${name.replace(/[()]/g, '\\$&')}\\.`,
    ),
  )
  await expect(alert).not.toContainText(unit)
  // Said where the user is: in view, by the button pressed, not at the top of the page.
  await expect(alert).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Далее' })).toBeInViewport()
  await expect(page).toHaveURL(/step-3\?advertisePlace=lightBoxes$/)

  await alert.getByRole('button', { name: 'Убрать занятые' }).click()
  await expect(alert).toBeHidden()
  await search.fill('Киевская вестибюле')
  await expect(list.getByRole('row').first()).toContainText('Занято на эти даты')
  await expect(page.getByText(/\(всего: 1 из/)).toBeVisible()
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page).toHaveURL(/\/calculator\/step-4\/[0-9a-f-]{36}$/)
})

test('R-SCREEN-61 R-STOP-05 R-STOP-07 a shelter side another advertiser holds for the months reads taken and cannot be chosen', async ({
  page,
  browser,
}) => {
  await newAdvertiser(page, product, 'shelters')
  await page.goto(`${product.baseUrl}/app/calculator/step-3?advertisePlace=transitShelter`)
  const list = page.getByRole('grid', { name: 'Остановочные павильоны' })
  const row = list.getByRole('row').first()
  await expect(row).toContainText('сторона')
  const [, number, letter] = /^(\S+) · сторона ([АБ])/.exec((await row.textContent()) ?? '') ?? []
  expect(number).toBeTruthy()
  const months = await page.evaluate(() => {
    dispatchEvent(new Event('pagehide'))
    return (
      JSON.parse(localStorage.getItem('tablo.wizardDraft') ?? '{}') as { calculation?: { months?: string[] } }
    ).calculation?.months
  })
  const side = { inventoryNumber: number, side: letter === 'Б' ? 'b' : 'a', region: 'ЦАО' }
  await bookAsAnother(browser, 'shelters-holder', { months, stops: [side] }, 'transitShelter')

  await page.reload()
  await page.getByLabel('Поиск по номеру или остановке').fill(number ?? '')
  const taken = list.getByRole('row', { name: new RegExp(`^${number} · сторона ${letter}`) })
  await expect(taken).toContainText('Занято на эти даты')
  await expect(taken).toHaveAttribute('aria-disabled', 'true')
  await taken.click({ force: true })
  await expect(page.getByText(/Выбрано: 0$/)).toBeVisible()
})
