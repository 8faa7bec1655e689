import { expect, test } from '@playwright/test'
import { apiCall, createMetroCampaign } from './support/api'
import { newAdvertiser } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

test('R-SCREEN-08 R-SCREEN-09 R-LIST-18 advertisers: add one, see its campaigns on its page and its name on their cards', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'agency', 'Агентство «Маяк»')
  await page.goto(`${product.baseUrl}/app/advertisers`)
  await expect(page).toHaveTitle('Табло — Рекламодатели')
  const form = page.getByRole('form', { name: 'Новый рекламодатель' })
  await form.getByLabel('Название рекламодателя').fill('ООО «Пекарня»')
  await form.getByLabel('Бренд').fill('Хлебница')
  await form.getByRole('button', { name: 'Добавить' }).click()
  const list = page.getByRole('list', { name: 'Рекламодатели' })
  await expect(list).toContainText('Хлебница')

  const partners = (await apiCall(page, product.baseUrl, 'GET', '/api/v1/clients/partners')).data as {
    _id: string
  }[]
  const partnerId = partners[0]?._id ?? ''
  await createMetroCampaign(page, product.baseUrl, 'Хлеб к завтраку', '2027-04-01', [partnerId])
  await createMetroCampaign(page, product.baseUrl, 'Без рекламодателя', '2027-05-01')
  await page.reload()
  await expect(list).toContainText('кампаний: 1')
  await checkScreen(page, 'R-SCREEN-08-advertisers')

  await list.getByRole('link', { name: 'ООО «Пекарня»' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/advertisers/${partnerId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ООО «Пекарня»')
  const table = page.getByRole('grid', { name: 'Рекламные кампании' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Хлебница')
  await expect(table).not.toContainText('Без рекламодателя')
  await checkScreen(page, 'R-SCREEN-09-advertiser')

  // R-LIST-18: the campaign's card names its advertiser as name/brand, once.
  await page.goto(`${product.baseUrl}/app/campaigns`)
  const card = page.getByRole('list', { name: 'Рекламные кампании' }).getByRole('article', {
    name: 'Кампания Хлеб к завтраку',
  })
  await expect(card).toContainText('ООО «Пекарня»/Хлебница')
  expect((await card.textContent())?.split('Хлебница')).toHaveLength(2)
})
