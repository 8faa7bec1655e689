import { expect, test, type Page } from '@playwright/test'
import { addDays } from 'date-fns'
import sharp from 'sharp'
import { writeBankStatement, type BankPayment } from '../../core/payments/bank-statement'
import { isoDate } from '../../core/shared/calendar'
import { fromRoubles } from '../../core/shared/money'
import { apiCall, ORGANISATION } from './support/api'
import { DEMO_PASSWORD, newAdvertiser, signIn } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { moscowToday, shownDate } from './support/dates'
import { checkScreen, expectAccessible } from './support/screens'
import { windows1251 } from './support/windows-1251'

/**
 * Issue #48, where each person meets it: a campaign's whole road through the marketplace in the browser, each
 * role at its own screens — the advertiser books and sends, the moderator rejects the layout with a reason at the
 * staff desk, the advertiser fixes it and sends again, the moderator approves, the accountant imports the bank's
 * statement that pays it, and on its start date it runs and plays. No terminal, no `npm run admin`.
 * The tests run in order and share the campaign; the server may have its clock moved (CLOCK_CONTROL).
 */
let product: RunningProduct
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  test.setTimeout(150_000) // the product seeds its inventory at start: slower on a busy machine
  product = await startProduct({ CLOCK_CONTROL: 'true' })
})
test.afterAll(async () => {
  await product?.stop()
})

const STAFF = {
  moderator: { email: 'moderator@tablo.local', name: 'Мария Модераторова', role: 'Модератор' },
  accountant: { email: 'accountant@tablo.local', name: 'Бэлла Бухгалтерова', role: 'Бухгалтер' },
  admin: { email: 'admin@tablo.local', name: 'Алексей Администраторов', role: 'Администратор' },
} as const
const REASON = 'Нет маркировки рекламы (erid) или сведений о рекламодателе'

/** What the tests learn along the road and pass on. */
const road = { email: '', password: 'надёжный-пароль-1', campaignId: '', name: `Окна у метро ${Date.now()}` }

/** A call of the staff API as a demo staff member, as a second window of theirs would make it. */
const staffApi = async (page: Page, email: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const auth = await page.request.post(`${product.baseUrl}/api/v1/clients/auth`, {
    data: { email, password: DEMO_PASSWORD },
  })
  const { token } = ((await auth.json()) as { data: { token: string } }).data
  const answer = await page.request.fetch(`${product.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  })
  return { status: answer.status(), data: ((await answer.json()) as { data?: unknown }).data }
}

const layout = (background: string) =>
  sharp({ create: { width: 600, height: 900, channels: 3, background } })
    .png()
    .toBuffer()
const chooseLayout = async (page: Page, button: string, name: string, background: string) => {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button, exact: true }).click()
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await layout(background) })
}

/** Signs a staff member in, as a person would, and checks they land on the desk, named with their role. */
const staffSignIn = async (page: Page, who: (typeof STAFF)[keyof typeof STAFF]) => {
  await signIn(page, product.baseUrl, who.email)
  await expect(page).toHaveURL(/\/app\/staff$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Очередь на проверку/)
  await expect(page.getByTestId('staff-person')).toHaveText(`${who.name}${who.role}`)
}

const queueRows = (page: Page) =>
  page.getByRole('grid', { name: 'Очередь на проверку' }).getByRole('rowgroup').nth(1).getByRole('row')

test('R-STATE-06 R-SCREEN-03 R-ROLE-02 a fresh advertiser books light boxes, uploads a layout and sends it to moderation', async ({
  page,
}) => {
  road.email = await newAdvertiser(page, product, 'desk')
  // Their organisation is on file, as an advertiser who has paid before has it.
  expect(
    (await apiCall(page, product.baseUrl, 'POST', '/api/v1/clients/legal-entities', ORGANISATION)).status,
  ).toBe(201)
  await page.goto(`${product.baseUrl}/app/calculator/step-1`)
  await page.getByRole('button', { name: /^Выбрать: (Лайтбоксы|Световые короба)/ }).click()
  await page.getByLabel('Название кампании').fill(road.name)
  await page.getByRole('button', { name: 'Далее' }).click()
  const rows = page.getByRole('grid', { name: 'Рекламные места' }).getByRole('row')
  await rows.nth(0).click()
  await rows.nth(1).click()
  await expect(page.getByText('Выбрано: 2 из')).toBeVisible()
  await page.getByRole('button', { name: 'Далее' }).click()
  await expect(page.getByRole('heading', { name: 'Ввод реквизитов' })).toBeVisible()
  await page.getByRole('button', { name: 'Выставить счёт' }).click()
  await expect(page.getByLabel('Счёт', { exact: true })).toContainText('Оплатить до')
  road.campaignId = page.url().split('/').pop() ?? ''
  await page.getByRole('button', { name: 'Далее' }).click()
  await chooseLayout(page, 'Выбрать файл', 'макет.png', '#1d5fa8')
  await expect(page.getByRole('list', { name: 'Проверка файлов' })).toContainText('«макет.png» принят')
  const sending = page.getByRole('region', { name: 'Отправка на модерацию' })
  await sending.getByRole('button', { name: 'Отправить на модерацию' }).click()
  await expect(sending).toContainText('Кампания отправлена на модерацию')
  // The advertiser has no desk: its address leads back to the cabinet.
  await page.goto(`${product.baseUrl}/app/staff`)
  await expect(page).toHaveURL(/\/app\/campaigns$/)
})

test('R-STATE-05 R-STATE-03 a moderator lands on the desk, finds the campaign in the queue and rejects its layout with a reason', async ({
  page,
}) => {
  await staffSignIn(page, STAFF.moderator)
  // Only the queue: no bank statements for a moderator, not even by address; the cabinet's addresses lead here.
  const sections = page.getByRole('navigation', { name: 'Разделы рабочего места' })
  await expect(sections.getByRole('link')).toHaveText(['Очередь'])
  for (const path of ['/app/staff/payments', '/app/campaigns', '/app/media']) {
    await page.goto(`${product.baseUrl}${path}`)
    await expect(page).toHaveURL(/\/app\/staff$/)
  }
  await expect(page.getByText(/Не удалось загрузить/)).toHaveCount(0)

  // Found by the advertiser's e-mail as it is typed; the address keeps the search, so a reload shows the same.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(road.email)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(road.email).replace(/\./g, '\\.')}`))
  await expect(queueRows(page)).toHaveCount(1)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue(road.email)
  const row = queueRows(page).first()
  await expect(row).toContainText(road.name)
  await expect(row).toContainText('Лайтбоксы')
  await expect(row).toContainText('ИНН 7701234567')
  await expect(row).toContainText(/\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/)
  await expect(row).toContainText(/\d[\d\s]*,\d\d\s₽/)
  await expect(row).toContainText('На модерации')
  await expect(row).toContainText('Материал')
  // Narrowed to what waits for a decision on a creative: still there, and the address says so too.
  await page.getByRole('button', { name: /Что ждёт/ }).click()
  await page.getByRole('option', { name: 'Материал' }).click()
  await expect(page).toHaveURL(/[?&]waits=creative/)
  await expect(queueRows(page)).toHaveCount(1)
  await checkScreen(page, 'staff-queue')

  // The keyboard opens it: the row takes focus, Enter opens its review.
  await row.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/app/staff/campaigns/${road.campaignId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(road.name)
  const bought = page.getByRole('grid', { name: 'Что куплено' })
  await expect(bought.getByRole('row').filter({ hasText: /№ \S/ })).toHaveCount(2)
  const creative = page.getByRole('article', { name: 'Материал «макет.png»' })
  await expect(creative.getByRole('img', { name: 'Макет «макет.png»' })).toBeVisible()
  await expect(creative.getByRole('list', { name: 'Проверки «макет.png»' })).toContainText('подходит')
  await expect(page.getByRole('region', { name: 'Счета и документы' })).toContainText('Ожидает оплаты')
  await expect(page.getByRole('region', { name: 'История' })).toContainText('На модерации')
  await checkScreen(page, 'staff-review')

  // A reason is asked in a dialog: Escape closes it and nothing is decided; none chosen, it says so.
  await creative.getByRole('button', { name: 'Отклонить материал' }).click()
  const dialog = page.getByRole('dialog', { name: 'Отклонить материал' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await creative.getByRole('button', { name: 'Отклонить материал' }).click()
  await dialog.getByRole('button', { name: 'Отклонить' }).click()
  await expect(dialog).toContainText('Выберите причину из списка или напишите свою')
  await dialog.getByRole('radio', { name: REASON }).check({ force: true })
  await dialog.getByRole('button', { name: 'Отклонить' }).click()
  await expect(dialog).toBeHidden()
  await expect(creative).toContainText('Отклонено')
  await expect(creative).toContainText(`Причина отказа: ${REASON}`)
  await expect(creative.getByRole('button', { name: 'Отклонить материал' })).toHaveCount(0)
  const history = page.getByRole('region', { name: 'История' })
  await expect(history.getByRole('listitem').first()).toContainText(STAFF.moderator.name)
  await expect(history.getByRole('listitem').first()).toContainText(REASON)

  // Back to the queue as it was left: it no longer lists the campaign as waiting for a decision on its layout.
  await page.getByRole('link', { name: 'К очереди' }).click()
  await expect(page).toHaveURL(/[?&]waits=creative/)
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue(road.email)
  await expect(page.getByText('Ничего не нашлось')).toBeVisible()
})

test('R-STATE-04 R-STATE-05 R-LINK-04 the advertiser reads the reason by the layout, replaces it and sends the campaign again', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, road.email, road.password)
  await page.goto(`${product.baseUrl}/app/campaigns/${road.campaignId}`)
  await expect(page.getByText(REASON).first()).toBeVisible()
  // Invoiced but not agreed: the page says when it takes a payment order instead of offering the form.
  const payments = page.getByRole('region', { name: 'Оплата' })
  await expect(payments).toContainText('оплата принимается после согласования')
  await expect(payments.getByRole('form')).toHaveCount(0)
  await page.goto(`${product.baseUrl}/app/campaigns`)
  await page
    .getByRole('link', { name: new RegExp(road.name) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/calculator/step-\\d+/${road.campaignId}$`))
  await expect(page.getByText(REASON).first()).toBeVisible()
  await chooseLayout(page, 'Заменить файл', 'макет-2.png', '#2e7d32')
  const sending = page.getByRole('region', { name: 'Отправка на модерацию' })
  await sending.getByRole('button', { name: 'Отправить на модерацию повторно' }).click()
  await expect(sending).toContainText('Кампания снова отправлена на модерацию')
})

test('R-STATE-09 R-STATE-02 the moderator finds it again, approves the new layout, confirms the hold and approves the campaign', async ({
  page,
}) => {
  await staffSignIn(page, STAFF.moderator)
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(road.email)
  await expect(queueRows(page)).toHaveCount(1)
  await queueRows(page).first().click()
  await expect(page).toHaveURL(new RegExp(`/app/staff/campaigns/${road.campaignId}$`))
  const fresh = page.getByRole('article', { name: 'Материал «макет-2.png»' })
  await expect(fresh).toContainText('На модерации')
  await fresh.getByRole('button', { name: 'Согласовать материал' }).click()
  await expect(fresh).toContainText('Согласовано')
  const decisions = page.getByRole('region', { name: 'Решение' })
  const confirm = decisions.getByRole('button', { name: 'Подтвердить бронь' })
  if (await confirm.isVisible()) {
    await confirm.click()
    await expect(page.getByRole('region', { name: 'Кампания и рекламодатель' })).toContainText(
      'Резерв подтверждён',
    )
  }
  // Both rounds of moderation are the moderator's: approved at each until it is agreed.
  const head = page.getByRole('region', { name: 'Кампания и рекламодатель' })
  const approve = decisions.getByRole('button', { name: 'Согласовать кампанию' })
  await expect(async () => {
    if (await approve.isEnabled().catch(() => false)) await approve.click()
    await expect(head).toContainText('Согласована', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(approve).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'История' })).toContainText(STAFF.moderator.name)
})

test('R-SCREEN-05 the advertiser tells the marketplace of its payment order on the campaign page (R-API-12, payments)', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, road.email, road.password)
  await page.goto(`${product.baseUrl}/app/campaigns/${road.campaignId}`)
  const payments = page.getByRole('region', { name: 'Оплата' })
  const sums = payments.getByRole('definition')
  await expect(sums).toHaveCount(4)
  const due = (await sums.first().innerText()).replace(/[^\d,]/g, '')
  const form = payments.getByRole('form', { name: 'Сообщить об оплате' })
  const send = form.getByRole('button', { name: 'Сообщить об оплате' })
  const field = (label: string) => form.getByRole('textbox', { name: label })
  const orders = payments.getByRole('list', { name: 'Платёжные поручения' })
  const dateOf = async (day: Date) => {
    await form.getByRole('spinbutton', { name: /день, Дата платежа/ }).click()
    await page.keyboard.type(shownDate(day).replaceAll('.', ''))
  }

  // Nothing typed: each field says what it needs, and nothing is sent.
  await send.click()
  await expect(form).toContainText('Укажите номер платёжного поручения')
  await expect(form).toContainText('Укажите дату платежа')
  await expect(form).toContainText('Укажите сумму платежа')
  // Bad values, each refused at its field in the server's words: letters in the number, tomorrow, a part of a kopeck.
  await field('Номер поручения').fill('A-12')
  await dateOf(addDays(moscowToday(), 1))
  await field('Сумма, ₽').fill('100,005')
  await send.click()
  await expect(form).toContainText('Номер платёжного поручения — от 1 до 6 цифр')
  await expect(form).toContainText('Дата платежа не может быть позже сегодняшней')
  await expect(form).toContainText('С шагом 0,01: ближайшие 100 и 100,01')
  await expect(orders).toHaveCount(0)
  // More than the campaign costs: the server's refusal, at the amount, changes nothing.
  await field('Номер поручения').fill('512')
  await dateOf(moscowToday())
  await field('Сумма, ₽').fill('999999999')
  await send.click()
  await expect(form).toContainText('Сумма больше остатка к оплате')
  await expect(orders).toHaveCount(0)

  // A part of the sum, then corrected to the whole of it.
  await field('Сумма, ₽').fill('1000')
  await send.click()
  const order = `Платёжное поручение № 512 от ${shownDate(moscowToday())}`
  await expect(orders.getByRole('listitem')).toHaveCount(1)
  await expect(orders).toContainText(order)
  await expect(orders).toContainText('Ждёт подтверждения')
  await expect(orders).toContainText('1\u00a0000,00\u00a0₽')
  await expectAccessible(page)
  await payments.getByRole('button', { name: `Исправить: ${order}` }).click()
  const correction = payments.getByRole('form', { name: 'Исправить поручение № 512' })
  await expect(correction.getByRole('textbox', { name: 'Номер поручения' })).toHaveValue('512')
  await correction.getByRole('textbox', { name: 'Сумма, ₽' }).fill(due)
  await correction.getByRole('button', { name: 'Сохранить исправление' }).click()
  await expect(payments).toContainText('Поручения покрывают всю сумму: ждём подтверждения оплаты')
  await expect(orders.getByRole('listitem')).toHaveCount(1)
  await expect(sums.nth(2)).toHaveText(await sums.first().innerText())
  await expect(sums.nth(3)).toHaveText(/^0,00\s₽$/)
  await checkScreen(page, 'R-SCREEN-05-payment-orders')
})

test('R-STATE-08 an accountant may mark payments, never reject; the bank statement pays the invoice once', async ({
  page,
}) => {
  await staffSignIn(page, STAFF.accountant)
  await page.goto(`${product.baseUrl}/app/staff/campaigns/${road.campaignId}`)
  const decisions = page.getByRole('region', { name: 'Решение' })
  await expect(decisions.getByRole('button', { name: 'Оплачено полностью' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Отклонить/ })).toHaveCount(0)
  // What the advertiser said it paid, to check against the bank.
  const declared = page.getByRole('list', { name: 'Платёжные поручения рекламодателя' })
  await expect(declared).toContainText(`Платёжное поручение № 512 от ${shownDate(moscowToday())}`)
  await expect(declared).toContainText('Ждёт подтверждения')
  await expect(page.getByRole('button', { name: /^Согласовать/ })).toHaveCount(0)

  // The unpaid invoice, as the bank will see it paid: its number in the purpose, its total to the kopeck.
  const review = (
    await staffApi(page, STAFF.accountant.email, 'GET', `/staff/campaigns/${road.campaignId}/review`)
  ).data as { purchase: { invoices: { number: string; totalSum: number; paymentState: { _id: string } }[] } }
  const invoice = review.purchase.invoices.find((i) => i.paymentState._id !== 'paid')
  expect(invoice).toBeDefined()
  const today = isoDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date()))
  const payment: BankPayment = {
    kind: 'Платежное поручение',
    number: '512',
    date: today,
    amount: fromRoubles(invoice?.totalSum ?? 0),
    payerInn: ORGANISATION.inn,
    payerName: ORGANISATION.name,
    payerAccount: ORGANISATION.checkingAccount,
    recipientInn: '7700000000',
    recipientName: 'ООО «Табло»',
    recipientAccount: '40702810900000000001',
    receivedOn: today,
    purpose: `Оплата по счёту № ${invoice?.number} за размещение рекламы, в т.ч. НДС`,
  }
  const statement = (payments: readonly BankPayment[]) =>
    windows1251(
      writeBankStatement({
        version: '1.03',
        sender: 'Бухгалтерия Онлайн',
        startDate: today,
        endDate: today,
        accounts: ['40702810900000000001'],
        payments,
      }),
    )
  const upload = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Выбрать файл выписки' }).click()
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer })
  }

  await page
    .getByRole('navigation', { name: 'Разделы рабочего места' })
    .getByRole('link', { name: 'Банковские выписки' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Банковские выписки')
  // A file that is not a statement changes nothing and says on which line it failed.
  await upload(
    'broken.txt',
    windows1251('1CClientBankExchange\r\nСекцияДокумент=Платежное поручение\r\nСумма=много\r\n'),
  )
  await expect(page.getByRole('alert')).toContainText(/строк/i)
  await upload(
    'kl_to_1c.txt',
    statement([payment, { ...payment, number: '513', amount: fromRoubles(100), purpose: 'Возврат займа' }]),
  )
  await expect(page.getByRole('status')).toContainText('Оплачено 1 счёт · 1 платёж ждёт решения')
  const paid = page.getByRole('region', { name: 'Оплачены' })
  await expect(paid).toContainText(`Счёт № ${invoice?.number} оплачен`)
  const waiting = page.getByRole('region', { name: 'Ждут решения' })
  await expect(waiting).toContainText('В назначении платежа нет номера счёта')
  // Nothing names its campaign: the way to decide is the payer's campaigns waiting for payment.
  await expect(waiting.getByRole('link', { name: /^Найти в очереди/ })).toHaveAttribute(
    'href',
    /\/staff\?waits=payment&q=7701234567$/,
  )
  await expectAccessible(page)
  // Paid and agreed: the campaign waits for its start without anyone touching a terminal.
  await paid.getByRole('link', { name: road.name }).click()
  await expect(page).toHaveURL(new RegExp(`/app/staff/campaigns/${road.campaignId}$`))
  const head = page.getByRole('region', { name: 'Кампания и рекламодатель' })
  await expect(head).toContainText('Оплачена')
  await expect(head).toContainText('Ожидает запуска')
  // The bank's payment confirmed the order the advertiser declared.
  await expect(page.getByRole('list', { name: 'Платёжные поручения рекламодателя' })).toContainText(
    'Подтверждено',
  )
  // The same statement again pays nothing twice.
  await page.goBack()
  await page.getByRole('button', { name: 'Загрузить другую выписку' }).click()
  await upload('kl_to_1c.txt', statement([payment]))
  await expect(page.getByRole('status')).toContainText('Оплачено 0 счетов')
  await expect(page.getByRole('status')).toContainText('1 платёж уже был загружен раньше')
})

test('R-STATE-01 R-SCREEN-06 on its start date the campaign runs, and its statistics show plays', async ({
  page,
}) => {
  const review = (
    await staffApi(page, STAFF.admin.email, 'GET', `/staff/campaigns/${road.campaignId}/review`)
  ).data as { campaign: { startDate: string } }
  const start = review.campaign.startDate
  expect((await staffApi(page, STAFF.admin.email, 'POST', '/staff/clock', { date: start })).data).toEqual({
    today: start,
  })
  expect((await staffApi(page, STAFF.admin.email, 'POST', '/staff/scheduler/run', {})).status).toBe(200)
  expect((await staffApi(page, STAFF.admin.email, 'POST', '/screens/simulate', { date: start })).status).toBe(
    200,
  )

  // The desk sees it running; so does its advertiser.
  await staffSignIn(page, STAFF.admin)
  await page.goto(`${product.baseUrl}/app/staff/campaigns/${road.campaignId}`)
  await expect(page.getByRole('region', { name: 'Кампания и рекламодатель' })).toContainText('Активна')
  await page.getByRole('button', { name: 'Выйти' }).click()
  await signIn(page, product.baseUrl, road.email, road.password)
  await page.goto(`${product.baseUrl}/app/campaigns/${road.campaignId}`)
  await expect(page.getByText('Активна').first()).toBeVisible()
  // The bank's payment confirmed the order the advertiser declared: nothing more is asked of it.
  const payments = page.getByRole('region', { name: 'Оплата' })
  await expect(payments.getByRole('list', { name: 'Платёжные поручения' })).toContainText('Подтверждено')
  await expect(payments).toContainText('Кампания оплачена: новые поручения не нужны')
  await expect(payments.getByRole('form')).toHaveCount(0)
  await page.goto(`${product.baseUrl}/app/campaigns/${road.campaignId}/stats`)
  const totals = page.getByRole('list', { name: 'Итоги периода' })
  await expect(totals.getByRole('listitem').first()).toHaveText(/^Показы[1-9]/)
})

test('R-SCREEN-05 R-ASYNC-08 the advertiser pauses and resumes the running campaign, then prolongs it into a new draft', async ({
  page,
}) => {
  await signIn(page, product.baseUrl, road.email, road.password)
  await page.goto(`${product.baseUrl}/app/campaigns/${road.campaignId}`)
  const summary = page.getByRole('complementary', { name: 'Итоги кампании' })
  const period = await summary.getByRole('definition').first().innerText()
  const ends = /(\d{2})\.(\d{2})\.(\d{4})\s*$/.exec(period.trim())
  expect(ends, period).not.toBeNull()
  const [, d, m, y] = ends ?? []
  const nextStart = shownDate(addDays(new Date(Number(y), Number(m) - 1, Number(d)), 1))

  // Cabinet §4: the advertiser pauses the running campaign's showing and resumes it.
  await summary.getByRole('button', { name: 'Приостановить показ' }).click()
  await expect(page.getByLabel('Статусы')).toContainText('Показ приостановлен')
  await summary.getByRole('button', { name: 'Возобновить показ' }).click()
  await expect(summary.getByRole('button', { name: 'Приостановить показ' })).toBeVisible()
  await expect(page.getByLabel('Статусы')).not.toContainText('Показ приостановлен')

  await summary.getByRole('button', { name: 'Продлить кампанию' }).click()
  await expect(page).not.toHaveURL(new RegExp(`/campaigns/${road.campaignId}$`))
  await expect(page).toHaveURL(/\/app\/campaigns\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${road.name} (продление)`)
  await expect(page.getByLabel('Статусы')).toContainText('Черновик')
  const next = page.getByRole('complementary', { name: 'Итоги кампании' })
  await expect(next.getByRole('definition').first()).toContainText(nextStart)
  await expect(next.getByRole('link', { name: 'Продлевает предыдущую кампанию' })).toBeVisible()
  await expectAccessible(page)

  // The campaign it continues leads to it, and is not prolonged twice.
  await next.getByRole('link', { name: 'Продлевает предыдущую кампанию' }).click()
  await expect(page).toHaveURL(new RegExp(`/campaigns/${road.campaignId}$`))
  await expect(summary.getByRole('link', { name: 'Продление этой кампании' })).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Продлить кампанию' })).toHaveCount(0)
})
