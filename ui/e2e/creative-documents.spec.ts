import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { apiCall, tokenOf } from './support/api'
import { newAdvertiser, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'

let product: RunningProduct
test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

const REASON = 'Нарушены требования закона «О рекламе»'
const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
})

/** A sticker campaign with its layout, as the materials step uploads it (which sends it to moderation). */
const stickerWithLayout = async (page: Page): Promise<{ campaignId: string; mediaId: string }> => {
  const created = await apiCall(
    page,
    product.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/metroStickers',
    {
      name: 'Стикеры с документами',
      calculation: { startDate: '2027-01-01', endDate: '2027-01-31', formatId: 'A3', stickerCount: 2 },
    },
  )
  const campaignId = (created.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  const layout = await sharp({ create: { width: 1200, height: 1700, channels: 3, background: '#1d5fa8' } })
    .png()
    .toBuffer()
  const answer = await page.request.fetch(
    `${product.baseUrl}/api/v1/clients/commercial-campaigns/metroStickers/${campaignId}/images`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      multipart: { file: { name: 'Стикер.png', mimeType: 'image/png', buffer: layout } },
    },
  )
  expect(answer.status(), await answer.text()).toBe(201)
  const mediaId = ((await answer.json()) as { data: { media: { _id: string } } }).data.media._id
  return { campaignId, mediaId }
}

test('R-SCREEN-20 staff-review a creative’s document: added on the material page, returned by staff with a reason, replaced, accepted (R-STATE-13, R-STATE-14, R-API-24)', async ({
  page,
}) => {
  await newAdvertiser(page, product, 'documents')
  const { campaignId, mediaId } = await stickerWithLayout(page)
  await page.goto(`${product.baseUrl}/app/material/${campaignId}/${mediaId}`)
  const about = page.getByRole('region', { name: 'О файле' })
  await expect(about).toContainText('На модерации')
  await expect(about).not.toContainText('Причина отклонения')
  const documents = page.getByRole('main').getByRole('region', { name: 'Документы' })
  await expect(documents).toContainText('Документов пока нет')
  const form = documents.getByRole('form', { name: 'Добавить документ' })
  await form.getByRole('button', { name: /Категория документа/ }).click()
  await page.getByRole('option', { name: 'Права на товарный знак — Свидетельство' }).click()

  // A file that is not a document: the server's reason under the file, and nothing added.
  await form.locator('input[type=file]').setInputFiles({
    name: 'заметки.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('не документ'),
  })
  await form.getByRole('button', { name: 'Загрузить документ' }).click()
  await expect(form.getByRole('alert')).toContainText('«заметки.txt» не загружен:')
  await expect(documents).toContainText('Документов пока нет')

  await form.locator('input[type=file]').setInputFiles(pdf('Свидетельство'))
  await form.getByRole('button', { name: 'Загрузить документ' }).click()
  const first = documents.getByRole('listitem', { name: 'Документ «Свидетельство.pdf»' })
  await expect(first).toContainText('Загружен, ждёт проверки')
  await expect(first).toContainText('Права на товарный знак — Свидетельство')
  await checkScreen(page, 'R-SCREEN-20-material-documents')

  // Staff, in a window of their own, return it with a reason: the creative is rejected with it.
  const desk = await page.context().newPage()
  await signIn(desk, product.baseUrl, 'moderator@tablo.local')
  await desk.goto(`${product.baseUrl}/app/staff/campaigns/${campaignId}`)
  const creative = desk.getByRole('article', { name: 'Материал «Стикер.png»' })
  const onDesk = creative.getByRole('listitem', { name: 'Документ «Свидетельство.pdf»' })
  await expect(onDesk).toContainText('Загружен, ждёт проверки')
  await onDesk.getByRole('button', { name: 'Вернуть на доработку' }).click()
  const dialog = desk.getByRole('dialog', { name: 'Вернуть документ на доработку' })
  await dialog.getByRole('radio', { name: REASON }).check({ force: true })
  await dialog.getByRole('button', { name: 'Вернуть на доработку' }).click()
  await expect(dialog).toBeHidden()
  await expect(onDesk).toContainText('На доработке')
  await expect(creative).toContainText('Отклонено')
  await expect(onDesk.getByRole('button')).toHaveCount(0)

  // The advertiser reads the reason, replaces the file: loaded again, and the layout back on moderation.
  await page.reload()
  await expect(about).toContainText('Отклонено')
  await expect(about).toContainText(`Причина отклонения${REASON}`)
  await expect(first).toContainText('На доработке')
  await expect(first).toContainText('Документ нужно заменить')
  await page.getByRole('button', { name: /^Оповещения, непрочитанных/ }).click()
  await expect(page.getByText(`отправлен на доработку. Причина: ${REASON}`).first()).toBeVisible()
  await page.keyboard.press('Escape')
  const chooser = page.waitForEvent('filechooser')
  await first.getByRole('button', { name: 'Заменить файл' }).click()
  await (await chooser).setFiles(pdf('Свидетельство-2'))
  const fresh = documents.getByRole('listitem', { name: 'Документ «Свидетельство-2.pdf»' })
  await expect(fresh).toContainText('Загружен, ждёт проверки')
  await expect(first).toHaveCount(0)
  await expect(about).toContainText('На модерации')

  // Staff accept the new one.
  await desk.reload()
  const accepted = creative.getByRole('listitem', { name: 'Документ «Свидетельство-2.pdf»' })
  await accepted.getByRole('button', { name: 'Принять документ' }).click()
  await expect(accepted).toContainText('Проверен')
  await expect(creative).toContainText('На модерации')
})
