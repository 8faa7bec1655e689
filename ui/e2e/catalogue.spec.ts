import { expect, test, type Page } from '@playwright/test'
import { format } from 'date-fns'
import {
  CATALOGUE_PLACES,
  catalogueFormatTitle,
  catalogueLinkText,
} from '../../core/cabinet/routing/catalogue-places'
import {
  catalogueInput,
  creativeRequirements,
  formatSize,
  priceText,
  SAMPLE_SIDE,
} from '../../core/cabinet/view/format-catalogue.view-model'
import { PLACE_NAMES } from '../../core/campaign/place-names'
import { stepNumber } from '../../core/campaign/wizard.steps'
import { VIDEO_FORMATS } from '../../core/places/media'
import { hasForm } from '../../core/pricing/selection/calculator-form'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { apiCall } from './support/api'
import { moscowToday } from './support/dates'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'
import { expectPublicFrame } from './support/site-frame'

/**
 * Issue #50 item 5: the catalogue of formats, a public page of the site (our paths /app/catalogue and
 * /app/catalogue/<place>; the spec names none, so the ids are the public pages' it sits beside: the landing's
 * R-SCREEN-72 and the public calculators' R-SCREEN-36..42, and R-SCREEN-33 for the shelters' page).
 */
let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

const today = () => format(moscowToday(), 'yyyy-MM-dd')

interface ServerQuote {
  readonly totals: { readonly total: number }
  readonly ots?: number
  readonly grp?: number
}

/** The page's price, audience and requirements against the quote the server gives the same calculation. */
const expectFigures = async (page: Page, quote: ServerQuote) => {
  await expect(page.locator('[data-figure=price]')).toHaveText(priceText(quote.totals.total))
  if (quote.ots !== undefined)
    await expect(page.locator('[data-figure=ots]')).toHaveText(
      String(Math.round(quote.ots)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'),
    )
  if (quote.grp !== undefined)
    await expect(page.locator('[data-figure=grp]')).toHaveText(String(quote.grp).replace('.', ','))
}

test('R-SCREEN-72 R-SCREEN-38 R-FMT-01 R-FMT-02 R-FMT-04 the catalogue: every format opens from the index, its requirements as the upload checks them, its list price as the server calculates it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const base = product.baseUrl
  const reference = (
    (await (await page.request.get(`${base}/api/v1/pricing/reference`)).json()) as {
      data: PricingReferenceData
    }
  ).data
  await page.goto(`${base}/app/catalogue`)
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог форматов' })).toBeVisible()
  await expect(page).toHaveTitle('Табло — Каталог форматов')
  await expectPublicFrame(page)
  const index = page.getByRole('list', { name: 'Форматы' })
  await expect(index.getByRole('listitem')).toHaveCount(CATALOGUE_PLACES.length)
  await checkScreen(page, 'R-SCREEN-72-catalogue-index')

  for (const place of CATALOGUE_PLACES) {
    await index.getByRole('link', { name: PLACE_NAMES[place], exact: true }).click()
    const title = catalogueFormatTitle(place)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(`Табло — ${title}`)
    await expect(page.locator('[data-figure=size]')).toHaveText(formatSize(place).text)
    // The requirements are the upload's own rules (core/media/creative-check.ts), row by row; a screen's
    // resolution is R-FMT-01's.
    const requirements = page.locator('[data-figure=requirements]')
    const labels = await requirements.locator('dt').allTextContents()
    const values = await requirements.locator('dd').allTextContents()
    expect(
      labels.map((label, i) => ({ label, value: values[i] })),
      place,
    ).toEqual(creativeRequirements(place))
    const screen = (VIDEO_FORMATS as Partial<Record<string, { width: number; height: number }>>)[place]
    if (screen) await expect(requirements).toContainText(`${screen.width}×${screen.height} пикселей`)
    if (!hasForm(place)) {
      await expect(page.getByText('Стоимость рассчитывает менеджер по заявке')).toBeVisible()
    } else if (place !== 'transitShelter') {
      // The sides of the shelters are listed only signed in: their price is checked in the next test.
      const priced = catalogueInput(place, reference, today())!
      const answer = await page.request.post(`${base}/api/v1/commercial-campaigns/${place}/calculate`, {
        data: priced.input,
      })
      expect(answer.status(), place).toBe(200)
      await expectFigures(page, ((await answer.json()) as { data: { quote: ServerQuote } }).data.quote)
      await expect(page.getByRole('link', { name: 'Рассчитать стоимость' })).toBeVisible()
    }
    if (place === 'metroMonitors') await checkScreen(page, 'R-SCREEN-41-catalogue-metro-monitors')
    await page.getByRole('link', { name: 'Каталог форматов', exact: true }).first().click()
  }

  // A public calculator page leads to its format's page.
  await page.goto(`${base}/app/lightboxes-bus`)
  await page.getByRole('link', { name: catalogueLinkText('lightBoxes') }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: catalogueFormatTitle('lightBoxes') }),
  ).toBeVisible()
  // An address naming no format is the index.
  await page.goto(`${base}/app/catalogue/noSuchFormat`)
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог форматов' })).toBeVisible()
})

test('R-SCREEN-33 R-SCREEN-36 R-SCREEN-37 R-SCREEN-39 R-SCREEN-40 R-SCREEN-42 every calculator leads to its format; a shelter side’s price is the server’s for a real side', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const base = product.baseUrl
  await newAdvertiser(page, product, 'catalogue')
  for (const place of CATALOGUE_PLACES.filter(hasForm)) {
    const step = stepNumber(place, 'calculator', { fromCalculator: false, isAgency: false })
    expect(step.ok, place).toBe(true)
    await page.goto(`${base}/app/calculator/step-${step.ok ? step.value : 2}?advertisePlace=${place}`)
    const heading = page.getByRole('heading', { level: 1, name: catalogueFormatTitle(place) })
    // A calculator's lists come after its form (ground transport's 982 routes) and move the link down: a click
    // that met the old place is tried again once the page has settled; the link must still lead to its format.
    await expect(async () => {
      if (!(await heading.isVisible()))
        await page.getByRole('link', { name: catalogueLinkText(place) }).click()
      await expect(heading).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
  }
  // A place page a manager prices leads to its format's page too.
  await page.goto(`${base}/app/beauty-monitors`)
  await page.getByRole('link', { name: catalogueLinkText('beautySalonMonitors') }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: catalogueFormatTitle('beautySalonMonitors') }),
  ).toBeVisible()

  // The shelters' page prices one side in the centre: the server prices a real side there alike.
  await page.goto(`${base}/app/catalogue/transitShelter`)
  const reference = (await apiCall(page, base, 'GET', '/api/v1/pricing/reference'))
    .data as PricingReferenceData
  const priced = catalogueInput('transitShelter', reference, today())!
  const sample = (priced.input['stops'] as { inventoryNumber: string; side: string; region: string }[])[0]!
  expect(sample.inventoryNumber).toBe(SAMPLE_SIDE)
  const months = priced.input['months'] as string[]
  // The okrug by its abbreviation (the price list's key), then one of its sides, as the shelters' list asks.
  const okrugs = await apiCall(page, base, 'POST', '/api/graphql', {
    query: 'query { regions(level: 1, limit: 200) { code abbrev } }',
  })
  const okrug = (okrugs.data as { regions: { code: string; abbrev: string }[] }).regions.find(
    (r) => r.abbrev === sample.region,
  )!
  const listed = await apiCall(page, base, 'POST', '/api/graphql', {
    query: `query($period: PeriodInput!, $regions: [String!], $limit: Int) {
      getTransitShelterSpacesByPeriod(period: $period, regions: $regions, limit: $limit) {
        nodes { inventoryNumber side }
      }
    }`,
    variables: {
      period: { startDate: `${months[0]}-01`, endDate: `${months[0]}-28` },
      regions: [okrug.code],
      limit: 1,
    },
  })
  const real = (
    listed.data as {
      getTransitShelterSpacesByPeriod: { nodes: { inventoryNumber: string; side: string }[] }
    }
  ).getTransitShelterSpacesByPeriod.nodes[0]!
  const answer = await apiCall(page, base, 'POST', '/api/v1/commercial-campaigns/transitShelter/calculate', {
    ...priced.input,
    stops: [{ ...sample, inventoryNumber: real.inventoryNumber, side: real.side }],
  })
  expect(answer.status).toBe(200)
  await expectFigures(page, (answer.data as { quote: ServerQuote }).quote)
  await expect(page.locator('.basis')).toContainText(`1 сторона остановки, ${sample.region}`)
  await checkScreen(page, 'R-SCREEN-33-catalogue-transit-shelter')
})
