import { expect, test, type Page } from '@playwright/test'
import { afterConfirmationNote, MATERIAL_AFTER_CONFIRMATION } from '../../core/cabinet/view/wizard.view-model'
import { TAKEN_NOTE } from '../../core/pricing/selection/items-calculator'
import { apiCall, staffCall } from './support/api'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

/**
 * A transit-shelter campaign from the list to its layout (walk defects 2, 3 and 6): its layout and invoice wait for
 * the manager's confirmation and the screens say so; «Продолжить оформление» edits the same campaign, with its own
 * sides chosen, not taken; once confirmed, its card opens it and its page leads to the upload.
 */
let product: RunningProduct
test.beforeAll(async () => {
  test.setTimeout(150_000) // the product seeds its inventory at start: slower on a busy machine
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

/** A shelter campaign holding two sides of stop `stop` in January 2027, as the wizard saves it; answers its id. */
const shelterCampaign = async (page: Page, name: string, stop: string): Promise<string> => {
  const created = await apiCall(
    page,
    product.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/transitShelter',
    {
      name,
      calculation: {
        months: ['2027-01'],
        stops: [
          { inventoryNumber: `ОСТ-${stop}-A`, side: 'a', region: 'ЗАО' },
          { inventoryNumber: `ОСТ-${stop}-B`, side: 'b', region: 'ЗАО' },
        ],
      },
    },
  )
  expect(created.status).toBe(201)
  return (created.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}

const LAYOUT_MISSING =
  'Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)'

test('R-SCREEN-05 R-SCREEN-03 R-SCREEN-61 R-WIZ-02 R-ERR-15 R-LINK-10 R-STOP-01 before the confirmation: the page says the layout waits for the manager, «Продолжить оформление» edits the same campaign with its own sides chosen, and nothing loops', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await newAdvertiser(page, product, 'shelter-wait')
  const id = await shelterCampaign(page, 'Остановки у реки', '000012')

  // The page: why there is no upload yet, and no link that would lead to a step the wizard does not have.
  await page.goto(`${product.baseUrl}/app/campaigns/${id}`)
  const totals = page.getByRole('complementary', { name: 'Итоги кампании' })
  await expect(totals).toContainText(LAYOUT_MISSING)
  await expect(totals.getByRole('note').filter({ hasText: MATERIAL_AFTER_CONFIRMATION })).toBeVisible()
  await expect(totals.getByRole('link', { name: 'Загрузить макет' })).toHaveCount(0)
  await expect(totals.getByRole('link', { name: 'Счёт на оплату' })).toHaveCount(0)
  await checkScreen(page, 'R-SCREEN-05-shelter-awaiting-confirmation')

  // «Продолжить оформление» (R-LINK-10's address) opens this campaign, by its name, at its calculator.
  await totals.getByRole('link', { name: 'Продолжить оформление' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/calculator/step-3\\?advertisePlace=transitShelter&.*campaignId=${id}`),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Остановки у реки')
  await expect(
    page.getByRole('list', { name: 'Шаги' }).getByRole('link', { name: /Выбор рекламодателя/ }),
  ).toHaveAttribute('href', `/app/calculator/step-2/${id}`)
  await expect(page.getByText(/Найдено сторон: [\d\s\u00a0]+\. Выбрано: 2/)).toBeVisible()

  // Its own sides are chosen, not taken, and can be given back and chosen again (walk defect 6).
  const list = page.getByRole('grid', { name: 'Остановочные павильоны' })
  await page.getByLabel('Поиск по номеру или остановке').fill('ОСТ-000012-A')
  await expect(list.getByRole('row')).toHaveCount(1)
  const own = list.getByRole('row').first()
  await expect(own).toHaveAttribute('aria-selected', 'true')
  await expect(own).not.toContainText(TAKEN_NOTE)
  await own.click()
  await expect(own).toHaveAttribute('aria-selected', 'false')
  await expect(own).not.toContainText(TAKEN_NOTE)
  await expect(own).not.toHaveAttribute('aria-disabled', 'true')
  await own.click()
  await expect(own).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Поиск по номеру или остановке').fill('')

  // The wizard's last step says what comes next.
  await expect(
    page
      .getByRole('note')
      .filter({ hasText: afterConfirmationNote(['Ввод реквизитов', 'Загрузка материалов']) }),
  ).toBeVisible()
  await checkScreen(page, 'R-SCREEN-61-shelter-own-sides')

  // «Далее» keeps the campaign: its page, not a new advertiser form.
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/campaigns/${id}$`))

  // A step the campaign's wizard has only after the confirmation goes back to the catalogue, and the catalogue's
  // «Продолжить» does not offer it again (the loop of walk defect 2).
  await page.goto(`${product.baseUrl}/app/calculator/step-5/${id}`)
  await expect(page).toHaveURL(/\/calculator\/step-1$/)
  const resume = page.getByRole('link', { name: 'Продолжить: «Остановки у реки»' })
  await expect(resume).toBeVisible()
  await expect(resume).not.toHaveAttribute('href', /step-5/)
  await resume.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Остановки у реки')
  await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible()
})

test('R-SCREEN-04 R-SCREEN-05 R-SCREEN-03 R-LINK-09 R-ERR-15 after the confirmation: the card opens the campaign, and its page leads to the layout upload and the invoice', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await newAdvertiser(page, product, 'shelter-confirmed')
  const id = await shelterCampaign(page, 'Остановки у парка', '000040')
  expect(await staffCall(page, product.baseUrl, `/campaigns/${id}/confirm-reservation`)).toBe(200)

  // The card of the campaign waiting for its invoice opens its page (R-LINK-09: no wizard link; walk defect 3).
  await page.goto(`${product.baseUrl}/app/campaigns`)
  const card = page.getByRole('article', { name: 'Кампания Остановки у парка' })
  await expect(card).toContainText('Резерв подтверждён')
  await expect(card.getByRole('link', { name: 'Остановки у парка' })).toHaveAttribute(
    'href',
    `/app/campaigns/${id}`,
  )
  await checkScreen(page, 'R-SCREEN-04-shelter-confirmed-card')
  await card.getByRole('link', { name: 'Остановки у парка' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/campaigns/${id}$`))

  // Its page: the invoice and the layout, each a link to its step.
  const totals = page.getByRole('complementary', { name: 'Итоги кампании' })
  await expect(totals).toContainText(LAYOUT_MISSING)
  await expect(totals).not.toContainText(MATERIAL_AFTER_CONFIRMATION)
  await expect(totals.getByRole('link', { name: 'Счёт на оплату' })).toHaveAttribute(
    'href',
    `/app/calculator/step-4/${id}`,
  )
  const upload = totals.getByRole('link', { name: 'Загрузить макет' })
  await expect(upload).toHaveAttribute('href', `/app/calculator/step-5/${id}`)
  await checkScreen(page, 'R-SCREEN-05-shelter-confirmed')
  await upload.click()
  await expect(page).toHaveURL(new RegExp(`/calculator/step-5/${id}$`))
  await expect(page.getByRole('heading', { name: 'Загрузка материалов' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Выбрать файл' })).toBeVisible()
})
