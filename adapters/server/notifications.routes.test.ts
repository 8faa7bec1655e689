import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CAMPAIGN_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../core/campaign/campaign-state.labels'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let other: Actor
let observer: Actor
let staff: Actor

interface Item {
  _id: string
  message: string
  isRead: boolean
  campaignId: string
}
interface Page {
  items: Item[]
  count: number
}

const notifications = async (token: string, query = '') => {
  const res = await call(server.baseUrl, 'GET', `/api/v1/clients/notifications${query}`, undefined, token)
  return { status: res.status, page: res.body.data as Page }
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  advertiser = await makeAccount(server.db)
  other = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  staff = await makeAccount(server.db, { moderator: true })
})
afterAll(async () => {
  await server?.close()
})

describe(`notifications (issue 6 part 8) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('the trigger labels are the core labels', async () => {
    const rows = await server.db.query<{ kind: string; id: string; label: string }>(
      'select kind, id, label from notification_labels',
    )
    const of = (kind: string) =>
      Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.label]))
    expect(of('state')).toEqual(CAMPAIGN_STATE_LABELS)
    expect(of('payment')).toEqual(PAYMENT_STATE_LABELS)
    expect(of('reservation')).toEqual(RESERVATION_STATE_LABELS)
  })

  it('every state, moderation and payment change notifies the owner, in Russian, newest first', async () => {
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      { name: 'Зимняя акция', calculation: CALCULATIONS.metroMonitors },
      advertiser.token,
    )
    expect(created.status).toBe(201)
    const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    await attachCreative(server.db, id)
    const send = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/commercial-campaigns/metroMonitors/${id}/application`,
      undefined,
      advertiser.token,
    )
    expect(send.status).toBe(200)
    const back = (path: string, body?: unknown) =>
      call(server.baseUrl, 'POST', `/api/v1/staff/campaigns/${id}${path}`, body, staff.token)
    expect((await back('/reject', { reason: 'Нет маркировки' })).status).toBe(200)
    const { page } = await notifications(advertiser.token)
    const messages = page.items.map((i) => i.message)
    expect(messages[0]).toBe('Кампания «Зимняя акция»: статус «Отклонена». Причина: Нет маркировки')
    expect(messages).toContain('Кампания «Зимняя акция»: статус «На модерации»')
    expect(messages).toContain('Кампания «Зимняя акция»: статус «Черновик»')
    expect(page.items.every((i) => i.campaignId === id && !i.isRead)).toBe(true)
    const before = page.count

    await call(
      server.baseUrl,
      'PUT',
      `/api/v1/clients/commercial-campaigns/metroMonitors/${id}`,
      { name: 'Зимняя акция', calculation: CALCULATIONS.metroMonitors },
      advertiser.token,
    )
    await attachCreative(server.db, id)
    await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/commercial-campaigns/metroMonitors/${id}/application`,
      undefined,
      advertiser.token,
    )
    expect((await back('/approve')).status).toBe(200)
    expect((await back('/payment', { paymentState: 'partiallyPaid' })).status).toBe(200)
    const after = (await notifications(advertiser.token)).page
    expect(after.count).toBeGreaterThan(before)
    expect(after.items[0]?.message).toBe('Кампания «Зимняя акция»: оплата — Частично оплачена')
    expect(after.items.map((i) => i.message)).toContain('Кампания «Зимняя акция»: статус «Согласована»')
    // One notification per change the advertiser can see, oldest last; the moderation sub-steps (all
    // 'На модерации') notify once, the reason only where the campaign is rejected.
    expect(after.items.map((i) => i.message).reverse()).toEqual([
      'Кампания «Зимняя акция»: статус «Черновик»',
      'Кампания «Зимняя акция»: статус «На модерации»',
      'Кампания «Зимняя акция»: статус «Отклонена». Причина: Нет маркировки',
      'Кампания «Зимняя акция»: статус «Черновик»',
      'Кампания «Зимняя акция»: статус «На модерации»',
      'Кампания «Зимняя акция»: статус «Согласована»',
      'Кампания «Зимняя акция»: оплата — Частично оплачена',
    ])
  })

  it('pages with limit and offset and refuses a bad page', async () => {
    const all = (await notifications(advertiser.token)).page
    const second = (await notifications(advertiser.token, '?limit=2&offset=1')).page
    expect(second.count).toBe(all.count)
    expect(second.items.map((i) => i._id)).toEqual(all.items.slice(1, 3).map((i) => i._id))
    const bad = await notifications(advertiser.token, '?limit=0')
    expect(bad.status).toBe(400)
  })

  it('is owner scoped: another advertiser sees none and cannot mark one read', async () => {
    expect((await notifications(other.token)).page).toEqual({ items: [], count: 0 })
    const first = (await notifications(advertiser.token)).page.items[0]!
    const res = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/notifications/${first._id}/read`,
      undefined,
      other.token,
    )
    expect(res.status).toBe(404)
    expect((await notifications(advertiser.token)).page.items[0]?.isRead).toBe(false)
    expect((await notifications('nobody')).status).toBe(401)
  })

  it('an observer reads its inviter’s notifications but may not mark them read (our choice)', async () => {
    const own = (await notifications(advertiser.token)).page
    expect((await notifications(observer.token)).page).toEqual(own)
    const one = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/notifications/${own.items[0]!._id}/read`,
      undefined,
      observer.token,
    )
    expect(one.status).toBe(403)
    const all = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/notifications/readAll',
      undefined,
      observer.token,
    )
    expect(all.status).toBe(403)
  })

  it('marks one read (R-ASYNC-10), then all (R-ASYNC-11)', async () => {
    const own = (await notifications(advertiser.token)).page
    const target = own.items[1]!
    const one = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/notifications/${target._id}/read`,
      undefined,
      advertiser.token,
    )
    expect(one.status).toBe(200)
    const afterOne = (await notifications(advertiser.token)).page.items
    expect(afterOne.filter((i) => i.isRead).map((i) => i._id)).toEqual([target._id])
    const all = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/notifications/readAll',
      undefined,
      advertiser.token,
    )
    expect(all.body.data).toEqual({ marked: own.count - 1 })
    expect((await notifications(advertiser.token)).page.items.every((i) => i.isRead)).toBe(true)
  })

  it('never answers 5xx to arbitrary ids and queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 12 }), async (id, limit) => {
        const read = await call(
          server.baseUrl,
          'POST',
          `/api/v1/clients/notifications/${encodeURIComponent(id || 'x')}/read`,
          undefined,
          advertiser.token,
        )
        expect(read.status).toBeLessThan(500)
        const list = await notifications(advertiser.token, `?limit=${encodeURIComponent(limit)}`)
        expect(list.status).toBeLessThan(500)
      }),
      { numRuns: 40 },
    )
  })
})
