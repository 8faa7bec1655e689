import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let other: Actor
let observer: Actor
let staff: Actor
let campaignId: string
let legalEntityId: string

const plain = (s: string) => s.replace(/\u00a0/g, ' ')

const pdfText = async (bytes: ArrayBuffer): Promise<string> => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    return plain((await parser.getText()).text)
  } finally {
    await parser.destroy()
  }
}

const download = async (path: string, token: string) =>
  fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })

interface WireInvoice {
  _id: string
  number: string
  campaignId: string
  payUntil: string
  totalSumWithoutTaxes: number
  taxesSum: number
  totalSum: number
  paymentState: { _id: string; name: string }
  downloadUrl: string
  replacedBy: string | null
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  other = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  staff = await makeAccount(server.db, { moderator: true })
  legalEntityId = randomUUID()
  await server.db.query(
    `insert into legal_entities (id, owner_id, form_of_business, basis_id, inn, kpp, fields)
     values ($1, $2, 'legalEntityOrg', 'charter', '7701234567', '770101001', $3)`,
    [
      legalEntityId,
      advertiser.id,
      JSON.stringify({
        name: 'ООО «Ромашка»',
        inn: '7701234567',
        kpp: '770101001',
        address: 'г. Москва, ул. Лесная, д. 5',
        bankName: 'АО «Сбережения»',
        bik: '044525111',
        correspondingAccount: '30101810400000000111',
        checkingAccount: '40702810900000000222',
      }),
    ],
  )
  const created = await call(
    server.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/metroMonitors',
    { name: 'Весенний запуск', calculation: CALCULATIONS.metroMonitors },
    advertiser.token,
  )
  campaignId = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
})
afterAll(async () => {
  await server?.close()
})

const issue = (body: unknown, token = advertiser.token, id = campaignId, place = 'metroMonitors') =>
  call(server.baseUrl, 'POST', `/api/v1/clients/commercial-campaigns/${place}/${id}/invoice`, body, token)

describe(`invoices and annexes (issue 6 part 4) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('issues an invoice as a PDF with Cyrillic requisites, the amounts with VAT and the deadline', async () => {
    const res = await issue({ legalEntityId })
    expect(res.status).toBe(201)
    const invoice = res.body.data as WireInvoice
    // R-CONST-06: today 22.11.2026 plus 5 days.
    expect(invoice.payUntil).toBe('2026-11-27')
    const [money] = await server.db.query<{ net: string; taxes: string }>(
      'select total_sum_without_taxes::text as net, taxes_sum::text as taxes from campaigns where id = $1',
      [campaignId],
    )
    const net = Number(money!.net) as Kopecks
    const taxes = Number(money!.taxes) as Kopecks
    expect(invoice.totalSumWithoutTaxes).toBe(net / 100)
    expect(invoice.taxesSum).toBe(taxes / 100)
    expect(invoice.paymentState).toEqual({ _id: 'notPaid', name: 'Ожидает оплаты' })

    const file = await download(invoice.downloadUrl, advertiser.token)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(await file.arrayBuffer())
    expect(text).toContain(`Счёт на оплату № ${invoice.number} от 22.11.2026`)
    expect(text).toContain('ООО «Табло»')
    expect(text).toContain('ООО «Ромашка»')
    expect(text).toContain('ИНН 7701234567')
    expect(text).toContain('Весенний запуск')
    expect(text).toContain('Мониторы в метро')
    expect(text).toContain(`Итого без НДС: ${plain(formatRoubles(net))}`)
    expect(text).toContain(`НДС: ${plain(formatRoubles(taxes))}`)
    expect(text).toContain(`Всего к оплате: ${plain(formatRoubles((net + taxes) as Kopecks))}`)
    expect(text).toContain('оплатить до 27.11.2026')
  })

  it('lists the invoices with the campaign’s payment state, which staff mark', async () => {
    // Asked again for what the standing invoice already says (a double press, a stale page), the same invoice.
    clock.set('2026-11-23')
    const first = await issue({ legalEntityId })
    expect(first.status).toBe(201)
    const standing = first.body.data as WireInvoice
    expect(standing.payUntil).toBe('2026-11-27')
    // Once its day to pay by is past, a new one, which replaces it.
    clock.set('2026-11-28')
    const second = (await issue({ legalEntityId })).body.data as WireInvoice
    expect(second.number).not.toBe(standing.number)
    expect(second.payUntil).toBe('2026-12-03')
    clock.set('2026-11-23')
    await attachCreative(server.db, campaignId)
    const send = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/commercial-campaigns/metroMonitors/${campaignId}/application`,
      undefined,
      advertiser.token,
    )
    expect(send.status).toBe(200)
    await call(
      server.baseUrl,
      'POST',
      `/api/v1/staff/campaigns/${campaignId}/approve`,
      undefined,
      staff.token,
    )
    const paid = await call(
      server.baseUrl,
      'POST',
      `/api/v1/staff/campaigns/${campaignId}/payment`,
      { paymentState: 'partiallyPaid' },
      staff.token,
    )
    expect(paid.status).toBe(200)
    const list = await call(server.baseUrl, 'GET', '/api/v1/clients/invoices', undefined, advertiser.token)
    const page = list.body.data as { items: WireInvoice[]; count: number }
    expect(page.count).toBe(2)
    expect(page.items[0]?._id).toBe(second._id)
    expect(page.items.map((i) => i.paymentState._id)).toEqual(['partiallyPaid', 'partiallyPaid'])
    // The campaign is paid on its latest invoice; the one before says which replaced it.
    expect(page.items.map((i) => i.replacedBy)).toEqual([null, second.number])
    // R-LINK-01: the campaign says it is invoiced, with its invoices oldest first, in the list and read alone.
    const invoiced = {
      isGotInvoices: true,
      invoices: { invoiceIds: [...page.items.map((i) => i._id)].reverse() },
    }
    const one = await call(
      server.baseUrl,
      'GET',
      `/api/v1/clients/commercial-campaigns/${campaignId}`,
      undefined,
      advertiser.token,
    )
    expect((one.body.data as { advertisingCampaign: unknown }).advertisingCampaign).toMatchObject(invoiced)
    const all = await call(
      server.baseUrl,
      'GET',
      '/api/v1/clients/commercial-campaigns',
      undefined,
      advertiser.token,
    )
    expect((all.body.data as { advertisingCampaigns: unknown[] }).advertisingCampaigns).toEqual([
      expect.objectContaining(invoiced),
    ])
  })

  it('draws the annex of an invoiced campaign', async () => {
    const list = await call(server.baseUrl, 'GET', '/api/v1/clients/annexes', undefined, advertiser.token)
    const items = (list.body.data as { items: { campaignId: string; downloadUrl: string }[] }).items
    expect(items.map((i) => i.campaignId)).toEqual([campaignId])
    const file = await download(items[0]!.downloadUrl, advertiser.token)
    expect(file.status).toBe(200)
    const text = await pdfText(await file.arrayBuffer())
    expect(text).toContain('Приложение №')
    expect(text).toContain('Заказчик: ООО «Ромашка»')
    expect(text).toContain('Период размещения: 10.01.2027 — 20.01.2027')
  })

  it('is owner scoped: another advertiser gets 404 everywhere and sees no invoices', async () => {
    expect((await issue({ legalEntityId }, other.token)).status).toBe(404)
    const list = await call(server.baseUrl, 'GET', '/api/v1/clients/invoices', undefined, other.token)
    expect(list.body.data).toEqual({ items: [], count: 0 })
    const mine = (
      (await call(server.baseUrl, 'GET', '/api/v1/clients/invoices', undefined, advertiser.token)).body
        .data as {
        items: WireInvoice[]
      }
    ).items[0]!
    expect((await download(mine.downloadUrl, other.token)).status).toBe(404)
    expect((await download(`/api/v1/clients/annexes/${campaignId}/pdf`, other.token)).status).toBe(404)
    // Another advertiser's legal entity cannot be the buyer.
    const foreign = await makeAccount(server.db)
    const res = await issue({ legalEntityId }, foreign.token)
    expect(res.status).toBe(404)
  })

  it('refuses observers (R-ROLE-08: no invoice link; our choice: no invoice call either)', async () => {
    expect((await issue({ legalEntityId }, observer.token)).status).toBe(403)
    expect(
      (await call(server.baseUrl, 'GET', '/api/v1/clients/invoices', undefined, observer.token)).status,
    ).toBe(403)
  })

  it('refuses a missing or unknown legal entity and a wrong place', async () => {
    expect((await issue({})).body.errors).toEqual({ legalEntityId: 'required' })
    expect((await issue({ legalEntityId: randomUUID() })).status).toBe(404)
    expect((await issue({ legalEntityId }, advertiser.token, campaignId, 'transitShelter')).status).toBe(404)
  })

  it('never answers 5xx to arbitrary bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string({ maxLength: 30 }), async (body, id) => {
        const res = await issue(body, advertiser.token, encodeURIComponent(id || 'x'))
        expect(res.status).toBeLessThan(500)
        const own = await issue(body)
        expect(own.status).toBeLessThan(500)
      }),
      { numRuns: 30 },
    )
  })
})
