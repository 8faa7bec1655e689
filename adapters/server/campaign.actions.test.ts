import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../../core/cabinet/errors/error-catalogue'
import { API } from '../../core/cabinet/stores/api-paths'
import { CALCULATIONS, makeAccount, makePartner, PinnedClock, type Actor } from './testing/campaign-fixtures'
import {
  call,
  realSides,
  realStickerSpaces,
  startTestServer,
  type RealSide,
  type TestServer,
} from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'
import { makeLegalEntity } from './testing/campaign-orders-fixtures'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let staff: Actor

interface Wire {
  _id: string
  name: string
  startDate: string
  endDate: string
  state: { _id: string }
  reservationStatus: { _id: string }
  partners: string[]
  unitedSchedule: { isAllowed: boolean }[]
  parentProlongation: string | null
  prolongationCampaign: string | null
  totalSumWithoutTaxes: number
  expirationDate: string | null
}
const CC = '/api/v1/clients/commercial-campaigns'
const api = (method: string, path: string, body?: unknown, token = a.token) =>
  call(server.baseUrl, method, `${CC}${path}`, body, token)
const campaignOf = (body: { data?: unknown }): Wire =>
  (body.data as { advertisingCampaign: Wire }).advertisingCampaign
const create = async (
  place: keyof typeof CALCULATIONS,
  extra: Record<string, unknown> = {},
  token = a.token,
) => {
  const answer = await api(
    'POST',
    `/${place}`,
    { name: `К ${place}`, calculation: CALCULATIONS[place], ...extra },
    token,
  )
  expect(answer.status).toBe(201)
  return campaignOf(answer.body)
}
/** Each test's own real shelter side (sides a of the seeded inventory), by a short name. */
const SIDE_NAMES = ['ДЛ-1', 'ГР-1', 'ПР-1', 'ИС-1', 'ИС-2'] as const
const sides = new Map<string, RealSide>()
const shelter = (name: (typeof SIDE_NAMES)[number], months: string[] = ['2027-01']) => ({
  months,
  stops: [sides.get(name)!],
})

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  const real = await realSides(server, SIDE_NAMES.length, { side: 'a', offset: 100 })
  SIDE_NAMES.forEach((name, i) => sides.set(name, real[i]!))
  a = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
})
afterAll(async () => {
  await server?.close()
})

describe('campaign calls (cabinet §7 "Campaigns")', () => {
  it('lists the own campaigns by start date both ways, with limit and offset', async () => {
    const owner = await makeAccount(server.db)
    const dates = ['2027-03-01', '2027-01-10', '2027-02-05']
    for (const startDate of dates)
      await create(
        'metroMonitors',
        { calculation: { ...CALCULATIONS.metroMonitors, startDate, endDate: startDate } },
        owner.token,
      )
    const list = async (query: string) => {
      const answer = await api('GET', query, undefined, owner.token)
      expect(answer.status).toBe(200)
      const data = answer.body.data as { advertisingCampaigns: Wire[]; count: number }
      return { starts: data.advertisingCampaigns.map((c) => c.startDate), count: data.count }
    }
    expect(await list('')).toEqual({ starts: [...dates].sort(), count: 3 })
    expect((await list('?sort=-startDate')).starts).toEqual([...dates].sort().reverse())
    expect((await list('?sort=startDate&limit=1&offset=1')).starts).toEqual(['2027-02-05'])
    expect((await api('GET', '?limit=0', undefined, owner.token)).status).toBe(400)
    expect((await api('GET', '?sort=name', undefined, owner.token)).body.errors).toEqual({
      sort: 'wrong format',
    })
  })

  it('deletes an editable campaign and its holds; a sent one stays', async () => {
    const draft = await create('transitShelter', { calculation: shelter('ДЛ-1') })
    expect((await api('DELETE', `/${draft._id}`)).status).toBe(200)
    expect((await api('GET', `/${draft._id}`)).status).toBe(404)
    expect(
      await server.db.query('select 1 from campaign_holds where campaign_id = $1', [draft._id]),
    ).toHaveLength(0)
    // The stop is free again.
    await create('transitShelter', { calculation: shelter('ДЛ-1') })
    const sent = await create('metroMonitors')
    await attachCreative(server.db, sent._id)
    await api('POST', `/metroMonitors/${sent._id}/application`)
    const refused = await api('DELETE', `/${sent._id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.errors).toEqual({ state: 'not editable' })
  })

  it('adds and removes the own partners only (R-API-12, the partners half)', async () => {
    const campaign = await create('metroMonitors')
    const mine = await makePartner(server.db, a.id, 'ООО Партнёр')
    const other = await makeAccount(server.db)
    const theirs = await makePartner(server.db, other.id, 'ООО Чужой')
    const added = await api('POST', `/metroMonitors/${campaign._id}/partners`, { partnerId: mine })
    expect(campaignOf(added.body).partners).toEqual([mine])
    expect(
      campaignOf((await api('POST', `/metroMonitors/${campaign._id}/partners`, { partnerId: mine })).body)
        .partners,
    ).toEqual([mine])
    expect((await api('POST', `/metroMonitors/${campaign._id}/partners`, { partnerId: theirs })).status).toBe(
      404,
    )
    const removed = await api('DELETE', `/metroMonitors/${campaign._id}/partners/${mine}`)
    expect(campaignOf(removed.body).partners).toEqual([])
    // Sent to moderation, the campaign keeps the advertiser it was sent for: both calls refuse, in Russian.
    await api('POST', `/metroMonitors/${campaign._id}/partners`, { partnerId: mine })
    await attachCreative(server.db, campaign._id)
    expect((await api('POST', `/metroMonitors/${campaign._id}/application`)).status).toBe(200)
    const another = await makePartner(server.db, a.id, 'ООО Другой')
    for (const [method, path, body] of [
      ['POST', `/metroMonitors/${campaign._id}/partners`, { partnerId: another }],
      ['DELETE', `/metroMonitors/${campaign._id}/partners/${mine}`, undefined],
    ] as const) {
      const refused = await api(method, path, body)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe('Рекламодателя кампании в статусе «На модерации» сменить нельзя')
      expect(refused.body.errors).toEqual({ state: 'not editable' })
    }
    expect(campaignOf((await api('GET', `/${campaign._id}`)).body).partners).toEqual([mine])
  })

  it('keeps the advertiser an invoice was made out to, by its calls and by a whole update (R-API-12)', async () => {
    const mine = await makePartner(server.db, a.id, 'ООО Счёт')
    const another = await makePartner(server.db, a.id, 'ООО Иной')
    const draft = await create('metroMonitors', { partners: [mine] })
    const legalEntityId = await makeLegalEntity(server.db, a.id)
    expect((await api('POST', `/metroMonitors/${draft._id}/invoice`, { legalEntityId })).status).toBe(201)
    const said =
      'Счёт уже выставлен на рекламодателя кампании: сменить его нельзя. Создайте для другого рекламодателя новую кампанию'
    for (const [method, path, body] of [
      ['POST', `/metroMonitors/${draft._id}/partners`, { partnerId: another }],
      ['DELETE', `/metroMonitors/${draft._id}/partners/${mine}`, undefined],
      [
        'PUT',
        `/metroMonitors/${draft._id}`,
        { name: draft.name, calculation: CALCULATIONS.metroMonitors, partners: [another] },
      ],
    ] as const) {
      const refused = await api(method, path, body)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(said)
      expect(refused.body.errors).toEqual({ partners: 'already invoiced' })
    }
    expect(campaignOf((await api('GET', `/${draft._id}`)).body).partners).toEqual([mine])
    // The same advertiser, its other fields changed: the update goes.
    const renamed = await api('PUT', `/metroMonitors/${draft._id}`, {
      name: 'Переименована',
      calculation: CALCULATIONS.metroMonitors,
      partners: [mine],
    })
    expect(renamed.status).toBe(200)
    expect(campaignOf(renamed.body).name).toBe('Переименована')
  })

  it('start and stop toggle isAllowed (cabinet §4; R-API-13 setAllowed)', async () => {
    const campaign = await create('metroMonitors')
    expect(campaign.unitedSchedule[0]!.isAllowed).toBe(true)
    const stopped = await api('PATCH', `/metroMonitors/${campaign._id}/setAllowed`)
    expect(campaignOf(stopped.body).unitedSchedule[0]!.isAllowed).toBe(false)
    const started = await api('PATCH', `/metroMonitors/${campaign._id}/setAllowed`, {})
    expect(campaignOf(started.body).unitedSchedule[0]!.isAllowed).toBe(true)
    const set = await api('PATCH', `/metroMonitors/${campaign._id}/setAllowed`, { isAllowed: true })
    expect(campaignOf(set.body).unitedSchedule[0]!.isAllowed).toBe(true)
    // The cabinet's own call (core API.setAllowed) names no place: the same toggle.
    const byId = await api('PATCH', API.setAllowed(campaign._id).replace(CC, ''), { isAllowed: false })
    expect(campaignOf(byId.body).unitedSchedule[0]!.isAllowed).toBe(false)
    // A place that is not the campaign's is refused on the other path.
    expect((await api('PATCH', `/lightBoxes/${campaign._id}/setAllowed`, { isAllowed: true })).status).toBe(
      404,
    )
  })

  it('changes the schedule dates of a metro-monitor campaign and prices it again', async () => {
    const campaign = await create('metroMonitors')
    const changed = await api('PUT', `/metroMonitors/${campaign._id}/changeScheduleDate`, {
      startDate: '2027-01-10',
      endDate: '2027-01-30',
    })
    expect(changed.status).toBe(200)
    const after = campaignOf(changed.body)
    expect([after.startDate, after.endDate]).toEqual(['2027-01-10', '2027-01-30'])
    // Priced again: the same as a new campaign over the new dates.
    const fresh = await create('metroMonitors', {
      calculation: { ...CALCULATIONS.metroMonitors, startDate: '2027-01-10', endDate: '2027-01-30' },
    })
    expect(after.totalSumWithoutTaxes).toBe(fresh.totalSumWithoutTaxes)
    const march = await api('PUT', `/metroMonitors/${campaign._id}/changeScheduleDate`, {
      startDate: '2027-03-10',
      endDate: '2027-03-30',
    })
    expect(campaignOf(march.body).totalSumWithoutTaxes).not.toBe(after.totalSumWithoutTaxes)
    const shelterCampaign = await create('transitShelter', { calculation: shelter('ГР-1') })
    expect(
      (
        await api('PUT', `/metroMonitors/${shelterCampaign._id}/changeScheduleDate`, {
          startDate: '2027-01-10',
          endDate: '2027-01-30',
        })
      ).status,
    ).toBe(404)
  })

  /** Sends the campaign to moderation and has staff approve it: it is agreed, so it can be prolonged. */
  const sendAndApprove = async (id: string) => {
    await attachCreative(server.db, id)
    await api('POST', `/transitShelter/${id}/application`)
    await call(server.baseUrl, 'POST', `/api/v1/staff/campaigns/${id}/approve`, undefined, staff.token)
  }

  it('prolongs an agreed campaign once, linked both ways, holding the next months (R-API-13 prolongation)', async () => {
    const campaign = await create('transitShelter', { calculation: shelter('ПР-1', ['2027-01', '2027-02']) })
    const early = await api('POST', `/transitShelter/${campaign._id}/prolongation`, {})
    expect(early.status).toBe(409)
    await sendAndApprove(campaign._id)
    const answer = await api('POST', `/transitShelter/${campaign._id}/prolongation`, {})
    expect(answer.status).toBe(201)
    const next = campaignOf(answer.body)
    expect([next.startDate, next.endDate, next.state._id]).toEqual(['2027-03-01', '2027-04-30', 'draft'])
    expect(next.parentProlongation).toBe(campaign._id)
    expect(campaignOf((await api('GET', `/${campaign._id}`)).body).prolongationCampaign).toBe(next._id)
    const twice = await api('POST', `/transitShelter/${campaign._id}/prolongation`, {})
    expect(twice.status).toBe(409)
    expect(twice.body.errors).toEqual({ prolongationCampaign: 'already in use' })
  })

  it('prolongs once when two prolongations of one campaign come at the same moment', async () => {
    const campaign = await create('transitShelter', { calculation: shelter('ПР-1', ['2027-06']) })
    await sendAndApprove(campaign._id)
    const both = await Promise.all([
      api('POST', `/transitShelter/${campaign._id}/prolongation`, { name: 'Первое продление' }),
      api('POST', `/transitShelter/${campaign._id}/prolongation`, { name: 'Второе продление' }),
    ])
    expect(both.map((a) => a.status).sort()).toEqual([201, 409])
    const refused = both.find((a) => a.status === 409)
    expect(refused?.body.errors).toEqual({ prolongationCampaign: 'already in use' })
    const won = both.find((a) => a.status === 201)
    if (!won) throw new Error('one prolongation is made')
    const winner = campaignOf(won.body)
    expect(campaignOf((await api('GET', `/${campaign._id}`)).body).prolongationCampaign).toBe(winner._id)
  })
})

describe('sticker spaces', () => {
  it('a sticker campaign chooses one distinct space per sticker; other places choose none', async () => {
    const one = await api('POST', '/metroStickers', {
      name: 'Стикеры',
      calculation: CALCULATIONS.metroStickers,
      spaces: ['СТ-7'],
    })
    expect(one).toMatchObject({ status: 400, body: { errors: { spaces: 'wrong format' } } })
    const monitors = await api('POST', '/metroMonitors', {
      name: 'Мониторы',
      calculation: CALCULATIONS.metroMonitors,
      spaces: ['X'],
    })
    expect(monitors).toMatchObject({ status: 400, body: { errors: { spaces: 'wrong format' } } })
    // Spaces the inventory does not have are refused, named, and nothing is created.
    const [campaignsBefore] = await server.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns',
    )
    const invented = await api('POST', '/metroStickers', {
      name: 'Стикеры',
      calculation: CALCULATIONS.metroStickers,
      spaces: ['СТ-7', 'СТ-8'],
    })
    expect(invented).toMatchObject({
      status: 400,
      body: { message: 'Нет таких мест для стикеров: СТ-7, СТ-8', errors: { spaces: 'not found' } },
    })
    const [campaignsAfter] = await server.db.query<{ n: string }>('select count(*)::text as n from campaigns')
    expect(campaignsAfter).toEqual(campaignsBefore)
    const two = await create('metroStickers', { spaces: await realStickerSpaces(server, 2, 10) })
    expect(two.reservationStatus._id).toBe('reserved')
  })
})

describe('sticker lines (issue #50 item 4, R-PLAN-09)', () => {
  it('a sticker campaign keeps the metro lines chosen; a line the metro lacks is refused and nothing is made', async () => {
    const lines = await server.db.query<{ id: string }>('select id from metro_lines order by id limit 2')
    const lineIds = lines.map((l) => l.id)
    expect(lineIds).toHaveLength(2)
    const [before] = await server.db.query<{ n: string }>('select count(*)::text as n from campaigns')
    const invented = await api('POST', '/metroStickers', {
      name: 'Стикеры',
      calculation: { ...CALCULATIONS.metroStickers, lineIds: [lineIds[0], 'нет-линии'] },
    })
    expect(invented).toMatchObject({
      status: 400,
      body: { message: 'Нет таких линий метро: нет-линии', errors: { lineIds: 'not found' } },
    })
    const [after] = await server.db.query<{ n: string }>('select count(*)::text as n from campaigns')
    expect(after).toEqual(before)
    const kept = await create('metroStickers', {
      calculation: { ...CALCULATIONS.metroStickers, lineIds },
    })
    const read = campaignOf((await api('GET', `/${kept._id}`)).body) as unknown as { calculation: unknown }
    expect(read.calculation).toMatchObject({ lineIds })
  })
})

describe('holds expire (R-ERR-08, R-STATE-09)', () => {
  it('a campaign starting today cannot be reserved', async () => {
    clock.set('2027-01-01')
    const answer = await api('POST', '/transitShelter', { name: 'Поздно', calculation: shelter('ИС-1') })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      message: CAMPAIGN_EXPIRED_MESSAGE,
      errors: { expirationDate: 'expired' },
    })
    clock.set('2026-11-22')
  })

  it('an unconfirmed hold lapses after its expiration date: the stop is free and the campaign cannot be sent', async () => {
    clock.set('2026-11-22')
    const held = await create('transitShelter', { calculation: shelter('ИС-2') })
    expect(held.expirationDate).toBe('2026-11-27')
    const rival = await makeAccount(server.db)
    expect(
      (await api('POST', '/transitShelter', { name: 'Соперник', calculation: shelter('ИС-2') }, rival.token))
        .status,
    ).toBe(409)
    clock.set('2026-11-27')
    await call(server.baseUrl, 'POST', '/api/v1/staff/scheduler/run', undefined, staff.token)
    expect(campaignOf((await api('GET', `/${held._id}`)).body).reservationStatus._id).toBe('reserved')
    clock.set('2026-11-28')
    const run = await call(server.baseUrl, 'POST', '/api/v1/staff/scheduler/run', undefined, staff.token)
    expect((run.body.data as { lapsedHolds: number }).lapsedHolds).toBeGreaterThanOrEqual(1)
    expect(campaignOf((await api('GET', `/${held._id}`)).body).reservationStatus._id).toBe('canceled')
    await attachCreative(server.db, held._id)
    const sent = await api('POST', `/transitShelter/${held._id}/application`)
    expect(sent).toMatchObject({
      status: 400,
      body: { message: CAMPAIGN_EXPIRED_MESSAGE, errors: { expirationDate: 'expired' } },
    })
    expect(
      (await api('POST', '/transitShelter', { name: 'Соперник', calculation: shelter('ИС-2') }, rival.token))
        .status,
    ).toBe(201)
    clock.set('2026-11-22')
  })
})
