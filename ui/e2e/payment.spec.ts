import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { PDFParse } from 'pdf-parse'
import sharp from 'sharp'
import { apiCall, staffCall } from './support/api'
import { DEMO, newAdvertiser, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { checkScreen } from './support/screens'
import { OUTDATED_INVOICE } from '../../core/cabinet/view/payment.view-model'

/**
 * Issue #47 "money that vanishes", where a person meets it: the requisites step, the dialog that adds a legal
 * entity without leaving the wizard, the print order in the sums and on the invoice, an agency invoicing its
 * client, a transit-shelter campaign invoiced once confirmed, and no sending to moderation without a creative.
 */
let product: RunningProduct
test.beforeAll(async () => {
  test.setTimeout(150_000) // the product seeds its inventory at start: slower on a busy machine
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.stop()
})

const plain = (s: string) => s.replace(/\u00a0/g, ' ')
/** '111 767,68 ₽' as kopecks. */
const kopecksIn = (text: string): number => {
  const m = /([\d\s\u00a0]+),(\d\d)\s*₽/.exec(text)
  if (!m) throw new Error(`no sum in "${text}"`)
  return Number(m[1]!.replace(/\D/g, '')) * 100 + Number(m[2])
}
/** A sum as a Russian document prints it, for the PDF's text (its spaces made plain). */
const money = (kopecks: number) =>
  `${String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${String(kopecks % 100).padStart(2, '0')} ₽`
/** The sum the last figure of a list of sums on the page reads, in kopecks. */
const lastSum = async (list: ReturnType<Page['getByLabel']>) =>
  kopecksIn((await list.getByRole('definition').last().textContent()) ?? '')

/** The requisites as a person types them into the form, by the fields' labels. */
const fillRequisites = async (page: Page, values: Readonly<Record<string, string>>) => {
  const dialog = page.getByRole('dialog')
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value)
}
const ORGANISATION = {
  Наименование: 'ООО «Ромашка»',
  ИНН: '7701234567',
  КПП: '770101001',
  'ОГРН / ОГРНИП': '1027700132195',
  'Юридический адрес': 'Москва, Тверская, 1',
  'ФИО подписанта': 'Иванова Анна Сергеевна',
  Банк: 'ПАО Банк',
  БИК: '044525225',
  'Корреспондентский счёт': '30101810400000000225',
  'Расчётный счёт': '40702810938000000001',
}

/** The text of a PDF the page downloads with its button. */
const downloadedText = async (page: Page, button: string): Promise<string> => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(await file.path())) })
  try {
    return plain((await parser.getText()).text)
  } finally {
    await parser.destroy()
  }
}

const layout = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#1d5fa8' } })
    .png()
    .toBuffer()
const upload = async (page: Page, button: string) => {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button }).click()
  await (await chooser).setFiles({ name: 'макет.png', mimeType: 'image/png', buffer: await layout() })
  await expect(page.getByRole('list', { name: 'Проверка файлов' })).toContainText('«макет.png» принят')
}

test('R-SCREEN-03 R-SCREEN-58 R-SCREEN-54 R-ENT-10 R-VAL-01 R-VAL-03 R-VAL-04 R-PRICE-12 the requisites added in the wizard, an invoice that stays after a reload, the print order on it and in the sums', async ({
  page,
}) => {
  test.setTimeout(150_000) // the whole road from the calculator to the print order and the PDF
  await newAdvertiser(page, product, 'payment')
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: /^Выбрать: (Лайтбоксы|Световые короба)/ }).click()
  await page.getByLabel('Название кампании').fill('Окна с печатью')
  await page.getByRole('button', { name: 'Далее' }).click()
  const rows = page.getByRole('grid', { name: 'Рекламные места' }).getByRole('row')
  await rows.nth(0).click()
  await rows.nth(2).click()
  await expect(page.getByText('Выбрано: 2 из')).toBeVisible()
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Ввод реквизитов' })).toBeVisible()
  let campaignTotal = await lastSum(page.getByLabel('К оплате', { exact: true }))

  // No legal entity yet: one is added in a dialog, the wizard stays where it was.
  await page.getByRole('button', { name: 'Добавить юридическое лицо' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новое юридическое лицо' })
  // R-VAL-04: the required lengths are said before anything is typed.
  await expect(dialog.getByText('10 цифр')).toBeVisible()
  await expect(dialog.getByText('20 цифр')).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Сохранить и выбрать' }).click()
  // R-VAL-01: every field says its own message; the fields to check are named by their labels, never by their ids.
  const summary = dialog.getByRole('alert')
  await expect(summary).toHaveText(
    'Проверьте поля: Наименование, ИНН, КПП, ОГРН / ОГРНИП, Юридический адрес, ФИО подписанта, Банк, БИК, ' +
      'Корреспондентский счёт, Расчётный счёт',
  )
  await expect(dialog.getByText('Данное поле является обязательным')).toHaveCount(10)
  // R-VAL-03: a wrong length says so at the field, as it is typed.
  await fillRequisites(page, { ...ORGANISATION, ИНН: '123' })
  await dialog.getByRole('button', { name: 'Сохранить и выбрать' }).click()
  await expect(summary).toHaveText('Проверьте поля: ИНН')
  await expect(dialog.getByText('Введите корректное значение')).toBeVisible()
  await checkScreen(page, 'R-SCREEN-58-requisites-dialog')
  await fillRequisites(page, { ИНН: ORGANISATION.ИНН })
  await dialog.getByRole('button', { name: 'Сохранить и выбрать' }).click()
  await expect(dialog).toBeHidden()
  // R-ENT-10: the picker names the form of business in words.
  const picker = page.getByRole('button', { name: /Юридическое лицо/ })
  await expect(picker).toContainText('ООО «Ромашка» (организация), ИНН 7701234567')
  await expect(picker).not.toContainText('legalEntityOrg')
  await expect(page).toHaveURL(/\/calculator\/step-4\/[0-9a-f-]{36}$/)

  await page.getByRole('button', { name: 'Выставить счёт' }).click()
  const invoice = page.getByLabel('Счёт', { exact: true })
  await expect(invoice).toContainText('Оплатить до')
  const number = (await invoice.getByRole('definition').first().textContent())!
  expect(kopecksIn((await invoice.textContent()) ?? '')).toBe(campaignTotal)
  // The invoice is the server's: a reload shows it, and offers to issue it again, not for the first time.
  await page.reload()
  await expect(invoice.getByRole('definition').first()).toHaveText(number)
  await expect(invoice).toContainText('ООО «Ромашка»')
  await expect(page.getByRole('button', { name: 'Выставить заново' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Выставить счёт' })).toHaveCount(0)
  await checkScreen(page, 'R-SCREEN-03-payment-read-back')

  // Issued again for what it already says (a second press), it stays the one invoice: one bill for one sum.
  const issued = () =>
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/invoice$/.test(r.url()))
  await Promise.all([issued(), page.getByRole('button', { name: 'Выставить заново' }).click()])
  await expect(invoice.getByRole('definition').first()).toHaveText(number)
  await expect(page.getByText(OUTDATED_INVOICE)).toHaveCount(0)

  // Back on the calculator a third box is taken: the requisites step reads the campaign again, owes the new sum
  // (not the one read when the wizard opened) and says the invoice is for the old one until it is issued again.
  await page.getByRole('button', { name: 'Назад' }).click()
  await expect(page.getByText('Выбрано: 2 из')).toBeVisible()
  await rows.nth(4).click()
  await expect(page.getByText('Выбрано: 3 из')).toBeVisible()
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Ввод реквизитов' })).toBeVisible()
  const threeBoxes = await lastSum(page.getByLabel('К оплате', { exact: true }))
  expect(threeBoxes).toBeGreaterThan(campaignTotal)
  await expect(page.getByText(OUTDATED_INVOICE)).toBeVisible()
  await Promise.all([issued(), page.getByRole('button', { name: 'Выставить заново' }).click()])
  await expect(invoice.getByRole('definition').first()).not.toHaveText(number)
  const reissued = (await invoice.getByRole('definition').first().textContent())!
  expect(kopecksIn((await invoice.textContent()) ?? '')).toBe(threeBoxes)
  await expect(page.getByText(OUTDATED_INVOICE)).toHaveCount(0)
  campaignTotal = threeBoxes

  // Materials: sending waits for the layout moderation needs.
  await page.getByRole('button', { name: 'Далее' }).click()
  const sending = page.getByRole('region', { name: 'Отправка на модерацию' })
  await expect(sending).toContainText(
    'Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)',
  )
  await expect(sending.getByRole('button', { name: 'Отправить на модерацию' })).toHaveCount(0)
  await upload(page, 'Выбрать файл')
  await expect(sending.getByRole('button', { name: 'Отправить на модерацию' })).toBeVisible()

  // Printing: three boxes × 1 500 ₽ + 500 ₽ delivery = 5 000 ₽ с НДС, added to what is owed and to the invoice.
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Типография' })).toBeVisible()
  const packages = page.getByRole('radiogroup', { name: 'Пакет типографии' })
  await packages.getByRole('radio', { name: /Печать в типографии/ }).check({ force: true })
  await page.getByRole('checkbox', { name: /Принимаю условия/ }).check({ force: true })
  await page.getByRole('button', { name: 'Заказать печать' }).click()
  const owed = page.getByLabel('К оплате', { exact: true })
  await expect(owed).toContainText('Печать «Печать в типографии», 3 шт.')
  await expect(owed).toContainText('5 000,00 ₽ с НДС')
  const total = campaignTotal + 5_000_00
  expect(await lastSum(owed)).toBe(total)
  await expect(page.getByText(/^Счёт № \d+ на .* включает печать\.$/)).toBeVisible()
  await checkScreen(page, 'R-SCREEN-54-print-in-the-sum')

  // The invoice of the payment step now has the print line, and totals to the kopeck.
  await page.getByRole('link', { name: /4\. Ввод реквизитов/ }).click()
  await expect(invoice.getByRole('definition').first()).not.toHaveText(number)
  expect(kopecksIn((await invoice.textContent()) ?? '')).toBe(total)
  const renewed = (await invoice.getByRole('definition').first().textContent())!
  expect(renewed).not.toBe(number)
  const text = await downloadedText(page, `Скачать счёт ${renewed}`)
  expect(text).toContain('Печать: «Печать в типографии», 3 шт. (5 000,00 ₽ с НДС)')
  expect(text).toContain(`Всего к оплате: ${money(total)}`)
  expect(text).toContain('Покупатель')
  expect(text).toContain('ООО «Ромашка», ИНН 7701234567')

  // The campaign page owes the same; the layout is there, so it can be sent.
  await page.goto(`${product.baseUrl}/app/campaigns/${page.url().split('/').pop()}`)
  const totals = page.getByRole('complementary', { name: 'Итоги кампании' })
  await expect(totals).toContainText('К оплате')
  expect(await lastSum(totals)).toBe(total)
  await expect(totals.getByRole('button', { name: 'Отправить на модерацию' })).toBeVisible()
  // Its bills: each issued again replaced the one before; only the latest is to be paid, here and on /bills.
  const bills = page.getByRole('list', { name: 'Счета' }).getByRole('listitem')
  await expect(bills).toHaveCount(3)
  await expect(bills.nth(0)).toContainText(`Счёт № ${number}`)
  await expect(bills.nth(0)).toContainText(`Заменён счётом № ${reissued}`)
  await expect(bills.nth(1)).toContainText(`Заменён счётом № ${renewed}`)
  await expect(bills.nth(2)).toContainText(`Счёт № ${renewed}`)
  await expect(bills.nth(2)).toContainText('Ожидает оплаты')
  await page.goto(`${product.baseUrl}/app/bills`)
  const first = page.getByRole('row').filter({ hasText: new RegExp(`^\\s*${number}\\D`) })
  await expect(first).toContainText(`Заменён счётом № ${reissued}`)
  await expect(page.getByRole('row').filter({ hasText: `Заменён счётом № ${renewed}` })).toHaveCount(1)
  await expect(page.getByText('Ожидает оплаты')).toHaveCount(1)
})

test('R-WIZ-03 R-SCREEN-03 R-SCREEN-58 an agency books for its client and the invoice names the client’s legal entity', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, DEMO.agency)
  const client = await apiCall(page, product.baseUrl, 'POST', '/api/v1/clients/partners', {
    name: 'ООО «Вкусный дом»',
    brand: 'Вкусный дом',
  })
  expect(client.status).toBe(201)
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: /^Выбрать: Мониторы в метро/ }).click()
  await expect(page.getByRole('list', { name: 'Шаги' })).toContainText('Ввод реквизитов')
  await page.getByLabel('Название кампании').fill('Хлеб к ужину')
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(
    page.getByText('Выберите рекламодателя: счёт выставляется на его юридическое лицо'),
  ).toBeVisible()
  await page.getByRole('button', { name: /Рекламодатель/ }).click()
  await page.getByRole('option', { name: 'ООО «Вкусный дом» — Вкусный дом' }).click()
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Калькулятор' })).toBeVisible()
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Ввод реквизитов' })).toBeVisible()
  await expect(
    page.getByText('Счёт выставляется рекламодателю ООО «Вкусный дом» — Вкусный дом'),
  ).toBeVisible()
  await expect(page.getByText('Нет реквизитов рекламодателя ООО «Вкусный дом»')).toBeVisible()

  await page.getByRole('button', { name: 'Добавить юридическое лицо' }).click()
  const dialog = page.getByRole('dialog', { name: 'Реквизиты рекламодателя ООО «Вкусный дом» — Вкусный дом' })
  await fillRequisites(page, { ...ORGANISATION, Наименование: 'ООО «Вкусный дом»', ИНН: '7707083893' })
  await dialog.getByRole('button', { name: 'Сохранить и выбрать' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Выставить счёт' }).click()
  const invoice = page.getByLabel('Счёт', { exact: true })
  await expect(invoice).toContainText('ООО «Вкусный дом»')
  const number = (await invoice.getByRole('definition').first().textContent())!
  const text = await downloadedText(page, `Скачать счёт ${number}`)
  expect(text).toContain('ООО «Вкусный дом», ИНН 7707083893')
  expect(text).toContain('Хлеб к ужину')
  // The agency's own profile keeps those requisites as the client's.
  await page.goto(`${product.baseUrl}/app/profile`)
  await expect(page.getByRole('list', { name: 'Организации' })).toContainText(
    'рекламодатель ООО «Вкусный дом»',
  )
})

test('R-WIZ-02 R-ERR-15 R-SCREEN-05 R-SCREEN-03 a transit-shelter campaign is invoiced once confirmed; sending without a creative is refused where the user is', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, product.baseUrl, DEMO.advertiser)
  await apiCall(page, product.baseUrl, 'POST', '/api/v1/clients/legal-entities', {
    formOfBusiness: 'legalEntityOrg',
    basisId: 'charter',
    name: 'ООО «Северное сияние»',
    inn: '7701234568',
    kpp: '770101001',
    ogrn: '1027700132195',
    address: 'Москва, Тверская, 7',
    signerFullName: 'Рекламова Анна Сергеевна',
    bankName: 'ПАО Банк',
    bik: '044525225',
    correspondingAccount: '30101810400000000225',
    checkingAccount: '40702810938000000001',
  })
  const created = await apiCall(
    page,
    product.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/transitShelter',
    {
      name: 'Остановки у парка',
      calculation: {
        months: ['2027-01'],
        stops: [{ inventoryNumber: 'ОСТ-000012-A', side: 'a', region: 'ЦАО' }],
      },
    },
  )
  expect(created.status).toBe(201)
  const id = (created.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id

  // Before the manager's confirmation: no way to pay yet, and no sending without the layout.
  await page.goto(`${product.baseUrl}/app/campaigns/${id}`)
  const totals = page.getByRole('complementary', { name: 'Итоги кампании' })
  await expect(totals).toContainText(
    'Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)',
  )
  await expect(totals.getByRole('button', { name: 'Отправить на модерацию' })).toHaveCount(0)
  await expect(totals.getByRole('link', { name: 'Счёт на оплату' })).toHaveCount(0)

  // The manager confirms the reservation (the staff API, as `npm run admin` calls it).
  expect(await staffCall(page, product.baseUrl, `/campaigns/${id}/confirm-reservation`)).toBe(200)

  await page.reload()
  await totals.getByRole('link', { name: 'Счёт на оплату' }).click()
  await expect(page).toHaveURL(new RegExp(`/calculator/step-4/${id}$`))
  await expect(page.getByRole('list', { name: 'Шаги' })).toContainText('5. Загрузка материалов')
  await page.getByRole('button', { name: 'Выставить счёт' }).click()
  await expect(page.getByLabel('Счёт', { exact: true })).toContainText('ООО «Северное сияние»')

  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Загрузка материалов' })).toBeVisible()
  await upload(page, 'Выбрать файл')
  const sending = page.getByRole('region', { name: 'Отправка на модерацию' })
  await expect(sending.getByRole('button', { name: 'Отправить на модерацию' })).toBeVisible()
  // Meanwhile the moderator rejects the layout: the server refuses, and says so here, where the user is.
  const campaign = await apiCall(page, product.baseUrl, 'GET', `/api/v1/clients/commercial-campaigns/${id}`)
  const [layoutRef] = (
    campaign.data as { advertisingCampaign: { advertiser: { images: { _id: string }[] } } }
  ).advertisingCampaign.advertiser.images
  expect(
    await staffCall(page, product.baseUrl, `/media/${layoutRef!._id}/reject`, {
      reason: 'Нет маркировки ERID',
    }),
  ).toBe(200)
  await sending.getByRole('button', { name: 'Отправить на модерацию' }).click()
  await expect(sending.getByRole('alert')).toHaveText(
    'Материал кампании отклонён модератором: загрузите новый макет (изображение JPEG или PNG), затем отправьте кампанию на модерацию',
  )
  await expect(sending.getByRole('button', { name: 'Отправить на модерацию' })).toHaveCount(0)
  await checkScreen(page, 'R-SCREEN-03-materials-refused')
  // A new layout, and it goes.
  await upload(page, 'Заменить файл')
  await sending.getByRole('button', { name: 'Отправить на модерацию' }).click()
  await expect(sending.getByRole('status')).toHaveText('Кампания отправлена на модерацию')
  const sent = await apiCall(page, product.baseUrl, 'GET', `/api/v1/clients/commercial-campaigns/${id}`)
  expect(
    (sent.data as { advertisingCampaign: { state: { _id: string } } }).advertisingCampaign.state._id,
  ).toBe('moderation')
})
