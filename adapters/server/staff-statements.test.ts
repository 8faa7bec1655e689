import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBankStatement, type BankPayment, type BankStatement } from '../../core/payments/bank-statement'
import { isoDate } from '../../core/shared/calendar'
import { aBankPayment, aStatement } from '../../core/payments/testing/bank-payments'
import type { ReviewWire, StatementImportWire } from '../../core/contract/staff.answer'
import { upload } from '../files/testing/media-fixtures'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { makeLegalEntity, ordersSnapshot } from './testing/campaign-orders-fixtures'
import { attachCreative } from './testing/creative-fixture'
import { encodeLegacy } from './testing/legacy-encodings'
import { call, startTestServer, type TestServer } from './testing/test-server'
import { STATEMENT_MAX_BYTES } from './routes/staff-statements.routes'

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const CC = '/api/v1/clients/commercial-campaigns'
const STAFF = '/api/v1/staff'
const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let moderator: Actor
let accountant: Actor
/** Two campaigns with an invoice each: one approved, one still on moderation. */
const story = {
  approved: '',
  waiting: '',
  approvedInvoice: { number: '', total: 0 },
  waitingInvoice: { number: '', total: 0 },
}

const api = (method: string, path: string, body?: unknown, token = advertiser.token) =>
  call(server.baseUrl, method, path, body, token)
const importFile = (bytes: Uint8Array, who: Actor = accountant, name = 'kl_to_1c.txt') =>
  upload(server.baseUrl, 'POST', `${STAFF}/bank-statements`, who.token, { bytes, name, type: 'text/plain' })
const state = async (id: string) =>
  ((await api('GET', `${STAFF}/campaigns/${id}/review`, undefined, moderator.token)).body.data as ReviewWire)
    .campaign
/** Everything an import may write: campaigns, events, notifications (ordersSnapshot) and the payments taken. */
const snapshot = async () =>
  `${await ordersSnapshot(server.db)}|${(await server.db.query('select identity from bank_payments order by 1')).map((r) => JSON.stringify(r)).join()}`

const DAY = isoDate('2026-11-24')
const payment = (purpose: string, amount: number, over: Partial<BankPayment> = {}): BankPayment =>
  aBankPayment(purpose, amount, {
    number: '501',
    date: DAY,
    receivedOn: DAY,
    payerInn: '7707083893',
    ...over,
  })
const statementOf = (...payments: BankPayment[]): BankStatement => ({
  ...aStatement(...payments),
  sender: 'СберБизнес',
  startDate: DAY,
  endDate: DAY,
})

/** A campaign of the advertiser sent to moderation, invoiced: its id, invoice number and total in kopecks. */
const invoiced = async (name: string, legalEntityId: string) => {
  const created = await api('POST', `${CC}/metroMonitors`, { name, calculation: CALCULATIONS.metroMonitors })
  const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  await attachCreative(server.db, id)
  expect((await api('POST', `${CC}/metroMonitors/${id}/application`)).status).toBe(200)
  const invoice = await api('POST', `${CC}/metroMonitors/${id}/invoice`, { legalEntityId })
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201)
  const issued = invoice.body.data as { number: string; totalSum: number }
  return { id, number: issued.number, total: Math.round(issued.totalSum * 100) }
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  moderator = await makeAccount(server.db, { staffRoles: ['moderator'] })
  accountant = await makeAccount(server.db, { staffRoles: ['accountant'] })
  await server.db.query(`update accounts set full_name = 'Бэлла Бухгалтерова' where id = $1`, [accountant.id])
  const entity = await makeLegalEntity(server.db, advertiser.id, '7707083893')
  const approved = await invoiced('Зима в метро', entity)
  const waiting = await invoiced('Весна в метро', entity)
  expect((await api('POST', `${STAFF}/campaigns/${approved.id}/approve`, {}, moderator.token)).status).toBe(
    200,
  )
  Object.assign(story, {
    approved: approved.id,
    waiting: waiting.id,
    approvedInvoice: approved,
    waitingInvoice: waiting,
  })
})
afterAll(async () => {
  await server?.close()
})

describe(`importing a bank statement in the 1C format (issue #48) on ${DB}`, () => {
  it('a real windows-1251 file pays the invoices it names at their sums, lists the rest, and pays nothing twice', async () => {
    const text = writeBankStatement(
      statementOf(
        payment(
          `Оплата по счету № ${story.approvedInvoice.number} от 22.11.2026 за рекламу. В т.ч. НДС`,
          story.approvedInvoice.total,
        ),
        payment(`Оплата по сч. ${story.waitingInvoice.number}`, story.waitingInvoice.total, {
          number: '502',
        }),
        payment('Оплата по счету № 999999', 100_000, { number: '503' }),
        payment(`Оплата по счету № ${story.waitingInvoice.number}`, 100_000, { number: '504' }),
        payment('Комиссия банка за обслуживание', 5_000, {
          number: '505',
          receivedOn: undefined,
          writtenOffOn: isoDate('2026-11-24'),
          recipientAccount: '30232810000000000001',
        }),
      ),
      { date: isoDate('2026-11-24'), time: '18:05:00' },
    )
    const bytes = encodeLegacy(text, 'windows-1251')
    expect(text).toContain('Кодировка=Windows')
    const first = await importFile(bytes)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const result = first.body.data as StatementImportWire
    expect(result.period).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' })
    expect(
      result.matched.map((m) => [m.invoiceNumber, m.campaignId, m.campaignName, m.payment.number]),
    ).toEqual([
      [story.approvedInvoice.number, story.approved, 'Зима в метро', '501'],
      [story.waitingInvoice.number, story.waiting, 'Весна в метро', '502'],
    ])
    expect(result.matched[0]!.payment).toMatchObject({
      payerName: 'ООО «Ромашка»',
      payerInn: '7707083893',
      date: '2026-11-24',
    })
    expect(result.unmatched.map((u) => [u.payment.number, u.code, u.invoiceNumber])).toEqual([
      ['503', 'unknown invoice', '999999'],
      ['504', 'amount differs', story.waitingInvoice.number],
    ])
    expect([result.repeated, result.outgoing]).toEqual([0, 1])
    // The approved campaign waits for launch; the one on moderation is paid and waits for its approval.
    expect(await state(story.approved)).toMatchObject({
      state: { _id: 'waitingForLaunch' },
      paymentState: { _id: 'paid' },
    })
    expect(await state(story.waiting)).toMatchObject({
      state: { _id: 'moderation' },
      paymentState: { _id: 'paid' },
    })
    const history = (
      (await api('GET', `${STAFF}/campaigns/${story.approved}/review`, undefined, moderator.token)).body
        .data as ReviewWire
    ).history
    expect(history.find((h) => h.event === 'payment:paid')).toMatchObject({
      title: 'Оплата получена полностью',
      actor: 'Бэлла Бухгалтерова (Бухгалтер)',
      reason: 'Банковская выписка: платёжное поручение № 501 от 24.11.2026, ООО «Ромашка»',
    })
    // Approval then moves the one paid first on: whichever came first.
    expect(
      (await api('POST', `${STAFF}/campaigns/${story.waiting}/approve`, {}, moderator.token)).status,
    ).toBe(200)
    expect((await state(story.waiting)).state._id).toBe('waitingForLaunch')

    // The same file again: the two payments taken are repeats, nothing is paid or logged twice.
    const before = await snapshot()
    const again = (await importFile(bytes)).body.data as StatementImportWire
    expect([again.matched, again.repeated, again.outgoing]).toEqual([[], 2, 1])
    expect(again.unmatched.map((u) => u.payment.number)).toEqual(['503', '504'])
    expect(await snapshot()).toBe(before)
  })

  it('reads a DOS (ibm866) file and a UTF-8 one the same way', async () => {
    const text = writeBankStatement(
      statementOf(
        payment('Оплата по счету № 777777', 1_000, { payerName: 'ИП Петров', recipientName: 'Табло' }),
      ),
    ).replace('Кодировка=Windows', 'Кодировка=DOS')
    for (const bytes of [encodeLegacy(text, 'ibm866'), new TextEncoder().encode(text)]) {
      const answer = await importFile(bytes)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect((answer.body.data as StatementImportWire).unmatched).toMatchObject([
        {
          code: 'unknown invoice',
          reason: 'Счёта № 777777 нет среди выставленных',
          payment: { payerName: 'ИП Петров' },
        },
      ])
    }
  })

  it('refuses a malformed file naming its line, and changes nothing', async () => {
    const lines = writeBankStatement(
      statementOf(
        payment(`Оплата по счету № ${story.approvedInvoice.number}`, story.approvedInvoice.total, {
          number: '601',
        }),
      ),
    ).split('\r\n')
    const at = lines.findIndex((l) => l.startsWith('Сумма='))
    lines[at] = 'Сумма=сто рублей'
    const before = await snapshot()
    const answer = await importFile(encodeLegacy(lines.join('\r\n'), 'windows-1251'))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(
      `Выписка не прочитана: строка ${at + 1}: Сумма «сто рублей»: ожидаются рубли с копейками через точку`,
    )
    const notStatement = await importFile(new TextEncoder().encode('Просто текст'))
    expect([notStatement.status, notStatement.body.message]).toEqual([
      400,
      'Выписка не прочитана: строка 1: Это не выписка в формате 1С: первая строка должна быть «1CClientBankExchange»',
    ])
    expect(await snapshot()).toBe(before)
  })

  it('takes a file from the accountant only, of at most 5 MB', async () => {
    const text = new TextEncoder().encode(writeBankStatement(statementOf()))
    expect((await importFile(text, moderator)).status).toBe(403)
    expect((await importFile(text, advertiser)).status).toBe(403)
    const large = await importFile(new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(0x41))
    expect([large.status, large.body.message]).toEqual([
      413,
      'Файл выписки больше 5 МБ: выгрузите из банка выписку за период покороче',
    ])
    const none = await api('POST', `${STAFF}/bank-statements`, {}, accountant.token)
    expect([none.status, none.body.message]).toEqual([
      400,
      'Выберите файл выписки из банка (формат 1С, .txt)',
    ])
  })
})
