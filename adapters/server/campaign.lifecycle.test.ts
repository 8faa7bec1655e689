import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CampaignWire } from '../../core/contract/campaign.answer'
import { decoderOf } from '../../core/shared/decoder'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, realStickerSpaces, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let staff: Actor

const client = (method: string, path: string, body?: unknown, token = advertiser.token) =>
  call(server.baseUrl, method, `/api/v1/clients/commercial-campaigns${path}`, body, token)
const back = (method: string, path: string, body?: unknown, token = staff.token) =>
  call(server.baseUrl, method, `/api/v1/staff${path}`, body, token)

interface Wire {
  _id: string
  state: { _id: string; name: string }
  reservationStatus: { _id: string }
  paymentState: { _id: string }
  taxesSum: number
  totalSumWithoutTaxes: number
  startDate: string
  endDate: string
  expirationDate: string | null
  moderationReason: string | null
  periodsPrice: { periods: { totalPeriodPrice: number }[] }[]
}
/** Every campaign the server answers has the shared wire shape the browser checks (issue #17 part 6). */
const decodeWire = decoderOf(CampaignWire, { allowUnknown: true })
const campaignOf = (body: { data?: unknown }): Wire => {
  const campaign = (body.data as { advertisingCampaign: Wire }).advertisingCampaign
  const checked = decodeWire(campaign)
  if (!checked.ok) throw new Error(`not the campaign wire shape: ${JSON.stringify(checked.error.errors)}`)
  return campaign
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
})
afterAll(async () => {
  await server?.close()
})

const kopecks = async (id: string) =>
  (
    await server.db.query<{ taxes: string; net: string }>(
      'select taxes_sum::text as taxes, total_sum_without_taxes::text as net from campaigns where id = $1',
      [id],
    )
  )[0]!

const PLACES = ['metroMonitors', 'transitShelter', 'metroStickers'] as const

describe.each(PLACES)(
  'the lifecycle of a %s campaign over HTTP (issue 6; R-API-10, R-API-11, R-STATE-07)',
  (place) => {
    it(`runs on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: create, price, book, send, reject, edit, send, approve, pay, launch, complete`, async () => {
      clock.set('2026-11-22')
      const spaces = place === 'metroStickers' ? await realStickerSpaces(server, 2) : undefined
      const body = {
        name: `Кампания ${place}`,
        calculation: CALCULATIONS[place],
        ...(spaces ? { spaces } : {}),
        // A client-sent price is ignored: the server prices with the core calculators.
        taxesSum: 1,
        totalSumWithoutTaxes: 1,
      }
      const created = await client('POST', `/${place}`, body)
      expect(created.status).toBe(201)
      const draft = campaignOf(created.body)
      expect(draft.state._id).toBe('draft')
      expect(draft.paymentState._id).toBe('notPaid')
      expect(draft.totalSumWithoutTaxes).toBeGreaterThan(1000)
      expect(draft.taxesSum).toBeGreaterThan(1)
      // Roubles on the wire, kopecks in the database.
      const stored = await kopecks(draft._id)
      expect(Number(stored.net)).toBe(Math.round(draft.totalSumWithoutTaxes * 100))
      expect(Number(stored.taxes)).toBe(Math.round(draft.taxesSum * 100))
      const periodsTotal = draft.periodsPrice
        .flatMap((e) => e.periods)
        .reduce((s, p) => s + p.totalPeriodPrice, 0)
      expect(Math.round(periodsTotal * 100)).toBe(Number(stored.net))

      const holds = place !== 'metroMonitors'
      expect(draft.reservationStatus._id).toBe(holds ? 'reserved' : 'notReserved')
      expect(draft.expirationDate).toBe(holds ? '2026-11-27' : null)

      const read = await client('GET', `/${draft._id}`)
      expect(campaignOf(read.body)).toEqual(draft)

      // Send; a second send is 'is not draft' (R-STATE-07).
      await attachCreative(server.db, draft._id)
      expect(campaignOf((await client('POST', `/${place}/${draft._id}/application`)).body).state._id).toBe(
        'moderation',
      )
      const again = await client('POST', `/${place}/${draft._id}/application`)
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('is not draft')
      // Editing while on moderation is refused.
      expect((await client('PUT', `/${place}/${draft._id}`, body)).status).toBe(409)

      // The queue shows it; the moderator rejects it with a reason.
      const queue = await back('GET', '/campaigns')
      expect(
        (queue.body.data as { advertisingCampaigns: Wire[] }).advertisingCampaigns.map((c) => c._id),
      ).toContain(draft._id)
      const rejected = await back('POST', `/campaigns/${draft._id}/reject`, { reason: 'Нет маркировки' })
      expect(campaignOf(rejected.body).state._id).toBe('primaryRejected')
      expect(campaignOf(rejected.body).moderationReason).toBe('Нет маркировки')

      // Edit (decision 5: a rejected campaign goes back to draft), send again, approve.
      const edited = await client('PUT', `/${place}/${draft._id}`, { ...body, name: 'Исправленная кампания' })
      expect(edited.status).toBe(200)
      expect(campaignOf(edited.body).state._id).toBe('draft')
      expect(campaignOf((await client('POST', `/${place}/${draft._id}/application`)).body).state._id).toBe(
        'moderation',
      )
      const approved = await back('POST', `/campaigns/${draft._id}/approve`)
      expect(campaignOf(approved.body).state._id).toBe('approved')
      // Approving twice is the machine's typed error.
      const twice = await back('POST', `/campaigns/${draft._id}/approve`)
      expect(twice.status).toBe(409)
      expect(twice.body.errors).toEqual({ state: 'illegalTransition' })

      if (holds) {
        // The manager path (cabinet §8): no payment before the reservation is confirmed.
        const early = await back('POST', `/campaigns/${draft._id}/payment`, { paymentState: 'paid' })
        expect(early.status).toBe(409)
        expect(early.body).toMatchObject({
          message: 'Не все скедлы подтверждены',
          errors: { reservationStatus: 'not_reservation' },
        })
        const confirmed = await back('POST', `/campaigns/${draft._id}/confirm-reservation`)
        expect(campaignOf(confirmed.body).reservationStatus._id).toBe('confirmed')
      }
      const partial = await back('POST', `/campaigns/${draft._id}/payment`, { paymentState: 'partiallyPaid' })
      expect(campaignOf(partial.body)).toMatchObject({
        state: { _id: 'approved' },
        paymentState: { _id: 'partiallyPaid' },
      })
      const paid = await back('POST', `/campaigns/${draft._id}/payment`, { paymentState: 'paid' })
      expect(campaignOf(paid.body)).toMatchObject({
        state: { _id: 'waitingForLaunch' },
        paymentState: { _id: 'paid' },
      })

      // The Moscow clock: nothing before the start date, launch on it, completion the day after the end.
      clock.set('2026-12-31')
      await back('POST', '/scheduler/run')
      expect(campaignOf((await client('GET', `/${draft._id}`)).body).state._id).toBe('waitingForLaunch')
      clock.set(draft.startDate)
      expect((await back('POST', '/scheduler/run')).body.data).toMatchObject({ launched: 1 })
      expect(campaignOf((await client('GET', `/${draft._id}`)).body).state._id).toBe('active')
      // Idempotent: a second run (or a restarted server) moves nothing.
      expect((await back('POST', '/scheduler/run')).body.data).toEqual({
        lapsedHolds: 0,
        launched: 0,
        completed: 0,
      })
      clock.set(draft.endDate)
      await back('POST', '/scheduler/run')
      expect(campaignOf((await client('GET', `/${draft._id}`)).body).state._id).toBe('active')
      clock.set('2027-02-01')
      expect((await back('POST', '/scheduler/run')).body.data).toMatchObject({ completed: 1 })
      expect(campaignOf((await client('GET', `/${draft._id}`)).body).state._id).toBe('completed')

      const events = await server.db.query<{ event: string }>(
        'select event from campaign_events where campaign_id = $1 order by id',
        [draft._id],
      )
      expect(events.map((e) => e.event)).toEqual([
        'create',
        'sendApplication',
        'startReview',
        'rejectPrimary',
        'edit',
        'sendApplication',
        'startReview',
        'passPrimaryModeration',
        'approve',
        ...(holds ? ['confirmReservation'] : []),
        'payment:partiallyPaid',
        'payment:paid',
        'confirmPayment',
        'clock',
        'clock',
      ])
    })
  },
)
