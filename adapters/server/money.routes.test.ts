import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESERVATION_WITH_MANAGER_MESSAGE } from '../../core/cabinet/errors/error-catalogue'
import { PAID_BEFORE_PRINT } from '../../core/campaign/campaign-orders.service'
import { AGENCY_CLIENT_REQUIRED, NOT_CLIENTS_ENTITY } from '../../core/documents/invoice.rules'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import { CALCULATIONS, makeAccount, makePartner, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { makeLegalEntity, ordersSnapshot } from './testing/campaign-orders-fixtures'
import { attachCreative } from './testing/creative-fixture'
import { call, realSides, realStickerSpaces, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue #47 "money that vanishes", on the server: the print order on the invoice and in what is owed, an
 * invoice read back per campaign, a shelter invoiced once confirmed, an agency invoicing its client, and no
 * application without the creative moderation needs.
 */
const clock = new PinnedClock('2026-11-22')
const C = '/api/v1/clients/commercial-campaigns'
let server: TestServer
let advertiser: Actor
let agency: Actor
let staff: Actor
let entity: string

interface WireInvoice {
  _id: string
  number: string
  campaignId: string
  totalSumWithoutTaxes: number
  taxesSum: number
  totalSum: number
  legalEntityId: string | null
  buyerName: string
  downloadUrl: string
}
interface WireCampaign {
  _id: string
  taxesSum: number
  totalSumWithoutTaxes: number
  state: { _id: string }
  advertiser: { legalEntity: { _id: string; ogrn: string | null } | null }
}

const plain = (s: string) => s.replace(/\u00a0/g, ' ')
const pdfText = async (path: string, token: string): Promise<string> => {
  const file = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(file.status).toBe(200)
  const parser = new PDFParse({ data: new Uint8Array(await file.arrayBuffer()) })
  try {
    return plain((await parser.getText()).text)
  } finally {
    await parser.destroy()
  }
}
const api = (method: string, path: string, body?: unknown, token = advertiser.token) =>
  call(server.baseUrl, method, path, body, token)
const create = async (place: string, calculation: unknown, extra: object = {}, token = advertiser.token) => {
  const answer = await api('POST', `${C}/${place}`, { name: `Деньги ${place}`, calculation, ...extra }, token)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return (answer.body.data as { advertisingCampaign: WireCampaign }).advertisingCampaign
}
const invoicesOf = async (campaignId: string, token = advertiser.token) => {
  const answer = await api('GET', `/api/v1/clients/invoices?campaignId=${campaignId}`, undefined, token)
  expect(answer.status).toBe(200)
  return (answer.body.data as { items: WireInvoice[]; count: number }).items
}
const kopecksOf = (c: WireCampaign) => Math.round((c.taxesSum + c.totalSumWithoutTaxes) * 100)

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  agency = await makeAccount(server.db)
  await server.db.query('update accounts set is_agency = true where id = $1', [agency.id])
  staff = await makeAccount(server.db, { moderator: true })
  entity = await makeLegalEntity(server.db, advertiser.id)
})
afterAll(async () => {
  await server?.close()
})

describe(`money that vanishes no more (issue #47) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('the print order is on the invoice, its own line, and in the sum owed; the invoice is read back by campaign', async () => {
    const spaces = await realStickerSpaces(server, 2, 300)
    const stickers = await create('metroStickers', CALCULATIONS.metroStickers, { spaces })
    const first = await api('POST', `${C}/metroStickers/${stickers._id}/invoice`, { legalEntityId: entity })
    expect(first.status).toBe(201)
    expect((first.body.data as WireInvoice).totalSum * 100).toBeCloseTo(kopecksOf(stickers), 5)

    // Two stickers × 1 500 ₽ + 500 ₽ delivery = 3 500 ₽ с НДС: the unpaid invoice is issued again with it.
    const printed = await api('POST', `${C}/metroStickers/${stickers._id}/typography`, {
      typographyId: 'standard',
    })
    expect(printed.status).toBe(200)
    const [latest, earlier] = await invoicesOf(stickers._id)
    expect(earlier?._id).toBe((first.body.data as WireInvoice)._id)
    expect(latest!.legalEntityId).toBe(entity)
    expect(latest!.buyerName).toBe('ООО «Ромашка»')
    const due = kopecksOf(stickers) + 3_500_00
    expect(Math.round(latest!.totalSum * 100)).toBe(due)
    expect(Math.round((latest!.totalSumWithoutTaxes + latest!.taxesSum) * 100)).toBe(due)
    // 3 500 ₽ holds 631,15 ₽ of VAT at 22 % (the rate on 01.01.2027, decision 10).
    expect(Math.round(latest!.taxesSum * 100)).toBe(Math.round(stickers.taxesSum * 100) + 631_15)

    const text = await pdfText(latest!.downloadUrl, advertiser.token)
    expect(text).toContain('Печать: «Печать в типографии», 2 шт. (3 500,00 ₽ с НДС) — 2 868,85 ₽')
    expect(text).toContain(`Всего к оплате: ${plain(formatRoubles(due as Kopecks))}`)

    // What the payment orders pay is the same sum.
    const payments = await api('GET', `${C}/${stickers._id}/payments`)
    expect(Math.round((payments.body.data as { totalSum: number }).totalSum * 100)).toBe(due)
    // The same order again changes no money: no third invoice.
    await api('POST', `${C}/metroStickers/${stickers._id}/typography`, { typographyId: 'standard' })
    expect(await invoicesOf(stickers._id)).toHaveLength(2)
    // Another campaign's invoices are not listed; a bad id is refused in Russian.
    const bad = await api('GET', '/api/v1/clients/invoices?campaignId=x')
    expect(bad).toMatchObject({ status: 400, body: { errors: { campaignId: 'wrong format' } } })
  })

  it('a paid campaign takes no paid print order: it could not be on its invoice', async () => {
    const spaces = await realStickerSpaces(server, 2, 310)
    const paid = await create('metroStickers', CALCULATIONS.metroStickers, { spaces })
    await attachCreative(server.db, paid._id)
    await api('POST', `${C}/metroStickers/${paid._id}/application`)
    await api('POST', `/api/v1/staff/campaigns/${paid._id}/approve`, undefined, staff.token)
    await api('POST', `/api/v1/staff/campaigns/${paid._id}/confirm-reservation`, undefined, staff.token)
    await api('POST', `/api/v1/staff/campaigns/${paid._id}/payment`, { paymentState: 'paid' }, staff.token)
    const before = await ordersSnapshot(server.db)
    const refused = await api('POST', `${C}/metroStickers/${paid._id}/typography`, {
      typographyId: 'standard',
    })
    expect(refused).toMatchObject({ status: 409, body: { message: PAID_BEFORE_PRINT } })
    expect(await ordersSnapshot(server.db)).toBe(before)
  })

  it('a transit-shelter campaign is invoiced once its reservation is confirmed (R-ERR-15)', async () => {
    const [side] = await realSides(server, 1, { side: 'a', offset: 3100 })
    const shelter = await create('transitShelter', { months: ['2027-01'], stops: [side] })
    const refused = await api('POST', `${C}/transitShelter/${shelter._id}/invoice`, { legalEntityId: entity })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: RESERVATION_WITH_MANAGER_MESSAGE, errors: { reservationStatus: 'not_reservation' } },
    })
    expect(await invoicesOf(shelter._id)).toEqual([])
    await api('POST', `/api/v1/staff/campaigns/${shelter._id}/confirm-reservation`, undefined, staff.token)
    const issued = await api('POST', `${C}/transitShelter/${shelter._id}/invoice`, { legalEntityId: entity })
    expect(issued.status).toBe(201)
    expect(Math.round((issued.body.data as WireInvoice).totalSum * 100)).toBe(kopecksOf(shelter))
  })

  it('an agency invoices its client’s legal entity, never its own or another client’s', async () => {
    const client = await makePartner(server.db, agency.id, 'ООО «Вкусный дом»')
    const stranger = await makePartner(server.db, agency.id, 'ИП Соколова')
    const requisites = {
      formOfBusiness: 'legalEntityOrg',
      name: 'ООО «Вкусный дом»',
      inn: '7707083893',
      kpp: '770701001',
      ogrn: '1027700132195',
      address: 'Москва, ул. Пекарская, 1',
      signerFullName: 'Булкина Ольга Ивановна',
      basisId: 'charter',
      bankName: 'ПАО Банк',
      bik: '044525225',
      correspondingAccount: '30101810400000000225',
      checkingAccount: '40702810938000000002',
    }
    const own = await api('POST', '/api/v1/clients/legal-entities', requisites, agency.token)
    const clients = await api(
      'POST',
      '/api/v1/clients/legal-entities',
      { ...requisites, inn: '7707083894', partnerId: client },
      agency.token,
    )
    expect(clients.status).toBe(201)
    expect((clients.body.data as { partnerId: string }).partnerId).toBe(client)
    // Requisites for someone who is not the agency's client are refused at the field.
    const foreign = await api(
      'POST',
      '/api/v1/clients/legal-entities',
      { ...requisites, inn: '7707083895', partnerId: entity },
      agency.token,
    )
    expect(foreign).toMatchObject({ status: 400, body: { errors: { partnerId: 'not found' } } })

    const noClient = await create('metroMonitors', CALCULATIONS.metroMonitors, {}, agency.token)
    const forClient = await create(
      'metroMonitors',
      CALCULATIONS.metroMonitors,
      { partners: [client] },
      agency.token,
    )
    const forOther = await create(
      'metroMonitors',
      CALCULATIONS.metroMonitors,
      { partners: [stranger] },
      agency.token,
    )
    const issue = (id: string, legalEntityId: string) =>
      api('POST', `${C}/metroMonitors/${id}/invoice`, { legalEntityId }, agency.token)
    const clientsEntity = (clients.body.data as { _id: string })._id
    expect((await issue(noClient._id, clientsEntity)).body.message).toBe(AGENCY_CLIENT_REQUIRED)
    expect((await issue(forClient._id, (own.body.data as { _id: string })._id)).body.message).toBe(
      NOT_CLIENTS_ENTITY,
    )
    expect((await issue(forOther._id, clientsEntity)).body.message).toBe(NOT_CLIENTS_ENTITY)
    // R-LINK-03: each campaign names the requisites its advertiser is invoiced with: the client's, the agency's own
    // when it names no client, none for a client without requisites.
    const ownEntity = (own.body.data as { _id: string })._id
    const entityOf = async (id: string) =>
      (
        (await api('GET', `${C}/${id}`, undefined, agency.token)).body.data as {
          advertisingCampaign: WireCampaign
        }
      ).advertisingCampaign.advertiser.legalEntity
    expect(forClient.advertiser.legalEntity).toEqual({ _id: clientsEntity, ogrn: '1027700132195' })
    expect(await entityOf(forClient._id)).toEqual({ _id: clientsEntity, ogrn: '1027700132195' })
    expect(await entityOf(noClient._id)).toEqual({ _id: ownEntity, ogrn: '1027700132195' })
    expect(await entityOf(forOther._id)).toBeNull()
    const issued = await issue(forClient._id, clientsEntity)
    expect(issued.status).toBe(201)
    expect((issued.body.data as WireInvoice).buyerName).toBe('ООО «Вкусный дом»')
    const text = await pdfText((issued.body.data as WireInvoice).downloadUrl, agency.token)
    expect(text).toContain('Покупатель')
    expect(text).toContain('ООО «Вкусный дом», ИНН 7707083894')
  })

  it('no application without the creative moderation needs: refused in Russian, nothing changes', async () => {
    const [side] = await realSides(server, 1, { side: 'a', offset: 3110 })
    const shelter = await create('transitShelter', { months: ['2027-01'], stops: [side] })
    const monitors = await create('metroMonitors', CALCULATIONS.metroMonitors)
    for (const [place, id, what] of [
      ['transitShelter', shelter._id, 'макет (изображение JPEG или PNG)'],
      ['metroMonitors', monitors._id, 'видеоролик'],
    ] as const) {
      const before = await ordersSnapshot(server.db)
      const refused = await api('POST', `${C}/${place}/${id}/application`)
      expect(refused).toMatchObject({
        status: 409,
        body: {
          message: `Кампанию нельзя отправить на модерацию без материала: загрузите ${what}`,
          errors: { creatives: 'required' },
        },
      })
      expect(await ordersSnapshot(server.db)).toBe(before)
      await attachCreative(server.db, id)
      const sent = await api('POST', `${C}/${place}/${id}/application`)
      expect((sent.body.data as { advertisingCampaign: WireCampaign }).advertisingCampaign.state._id).toBe(
        'moderation',
      )
    }
  })
})
