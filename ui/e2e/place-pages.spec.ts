import { expect, test } from '@playwright/test'
import { PLACE_OF_PAGE } from '../../core/cabinet/routing/place-pages'
import { PLACE_INFO } from '../../core/cabinet/view/place-info.catalogue'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'
import { expectPublicFrame } from './support/site-frame'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-21 R-SCREEN-22 R-SCREEN-23 R-SCREEN-25 R-SCREEN-26 R-SCREEN-27 R-SCREEN-28 R-SCREEN-29 R-SCREEN-30 R-SCREEN-31 R-SCREEN-34 R-SCREEN-35 R-VAL-05 places without a calculator: what they are, their formats, a request to a manager', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await newAdvertiser(page, product, 'place-info')
  for (const [path, info] of Object.entries(PLACE_INFO)) {
    await page.goto(`${product.baseUrl}/app/${path}`)
    await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible()
    // A tab of its own, the place's name (R-HEAD-22; issue #47: every tab read 'Табло — Калькулятор').
    await expect(page).toHaveTitle(`Табло — ${info.title}`)
    await expect(page.getByText(info.summary)).toBeVisible()
    for (const format of info.formats)
      await expect(page.getByRole('listitem').filter({ hasText: format }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: `Оставить заявку: ${info.title}` })).toBeVisible()
    // The scheme draws the surfaces to scale beside a person, each with its line in the legend.
    await expect(
      page.getByRole('img', { name: /^Схема в масштабе: .+ рядом с человеком ростом 1,75 м$/ }),
    ).toBeVisible()
    for (const surface of info.surfaces)
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `${surface.label}: ` })
          .first(),
      ).toBeVisible()
  }
  await checkScreen(page, 'R-SCREEN-35-bus-branding-novosibirsk')
  await page.goto(`${product.baseUrl}/app/ooh`)
  await expect(page.getByText('Суперсайт: 15 × 5 м, нижний край на высоте 6 м')).toBeVisible()
  await checkScreen(page, 'R-SCREEN-23-ooh')

  // The request reaches sales as the fast order for the place.
  await page.goto(`${product.baseUrl}/app/cdek`)
  await page.getByRole('button', { name: 'Оставить заявку: Пункты выдачи СДЭК' }).click()
  const dialog = page.getByRole('dialog')
  // R-VAL-05: a phone takes at most 15 characters, as its hint says; the rest of what is typed is not taken.
  const phone = dialog.getByLabel('Телефон')
  await phone.clear()
  await phone.pressSequentially('+7901234567890123456')
  await expect(phone).toHaveValue('+79012345678901')
  await expect(dialog.getByText('До 15 символов, например +79001234567')).toBeVisible()
  await phone.fill(`+7901${String(Date.now()).slice(-7)}`)
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(dialog.getByText('Заявка отправлена')).toBeVisible()
  await expect.poll(() => product.log()).toContain('mail to sales@tablo.local: Табло: новая заявка (cdek)')
})

test('R-SCREEN-36 R-SCREEN-37 R-SCREEN-38 R-SCREEN-40 R-SCREEN-42 R-API-38 public calculators signed out, in the site’s frame with a title of their own; R-SCREEN-24 R-SCREEN-32 open the wizard signed in', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ru-RU' })
  const visitor = await context.newPage()
  for (const path of [
    'groundTransportation',
    'groundTransportationTram',
    'lightboxes-bus',
    'media-facade-on-varshavka',
    'city-format-group',
  ] as const) {
    const title = PLACE_OF_PAGE[path]?.title ?? ''
    await visitor.goto(`${product.baseUrl}/app/${path}`)
    await expect(visitor.getByRole('heading', { level: 1, name: `Калькулятор: ${title}` })).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Калькулятор' })).toBeVisible()
    await expect(visitor.getByRole('complementary', { name: 'Стоимость' })).toBeVisible()
    await expect(visitor.getByRole('button', { name: 'Забронировать' })).toBeVisible()
    // Issue #47: the site's header (the way home and in) and footer, and the place's own tab title.
    await expectPublicFrame(visitor)
    await expect(visitor).toHaveTitle(`Табло — ${title}`)
  }
  await checkScreen(visitor, 'R-SCREEN-42-city-format-group-public')
  // The inventory planner answers a visitor too (R-API-38 is a public call): the facade chosen has its airtime
  // over the period, and the visitor stays on the page.
  await visitor.goto(`${product.baseUrl}/app/media-facade-on-varshavka`)
  await visitor.getByRole('grid', { name: 'Рекламные места' }).getByRole('row').first().click()
  await expect(visitor.getByRole('region', { name: 'Свободный эфир' })).toContainText(
    /Эфир есть с \d\d\.\d\d\.\d{4} по \d\d\.\d\d\.\d{4}: 1 экран × \d+ д(ень|ня|ней), 8 выходов в час на каждом\./,
  )
  await expect(visitor).toHaveURL(/\/app\/media-facade-on-varshavka$/)
  // Booking (the whole city's buses, as the page opens) leads to the choice of both entrances, carrying the place.
  await visitor.goto(`${product.baseUrl}/app/groundTransportation`)
  await expect(visitor.getByTestId('price-total')).toBeVisible()
  await visitor.getByRole('button', { name: 'Забронировать' }).click()
  await expect(visitor).toHaveURL(/\/app\/authorization\?calculatorAutoFlow=groundTransportation$/)
  await expect(
    visitor
      .getByRole('region', { name: 'Малому бизнесу' })
      .getByRole('link', { name: 'Продолжить по e-mail' }),
  ).toHaveAttribute('href', '/app/msb-authorization?calculatorAutoFlow=groundTransportation')
  await expect(visitor.getByRole('region', { name: 'Рекламодателям и агентствам' })).toBeVisible()
  await context.close()

  await newAdvertiser(page, product, 'place-calculators')
  await page.goto(`${product.baseUrl}/app/mediafacade`)
  await expect(page).toHaveURL(/\/app\/calculator\/step-2\?advertisePlace=mediaFacade$/)
  await page.goto(`${product.baseUrl}/app/transport-stop`)
  await expect(page).toHaveURL(/\/app\/calculator\/step-2\?advertisePlace=transitShelter$/)
})
