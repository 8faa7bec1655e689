import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { ANNA_ID, anAccount } from '../session/testing/account.fixture'
import { orderedFigures } from './ordered-figures'
import type { Play } from './plays.contract'
import {
  AUDIENCE_BASE_FALLBACK,
  Statistics,
  type CountedDay,
  type PlayRecords,
  type ReportedCampaign,
} from './statistics.service'

const OWNER = ANNA_ID
const CAMPAIGN = '22222222-2222-4222-8222-222222222222'
const UNKNOWN = '55555555-5555-4555-8555-555555555555'
const account = anAccount
const play = (id: string, campaignId = CAMPAIGN) => ({
  id,
  campaignId,
  inventoryNumber: 'ММ-1',
  playedAt: '2027-01-10T21:00:00Z',
  durationSeconds: 15,
  ots: 10,
})

/** The campaign as the records read it: a metro campaign of three days. */
const STORED = {
  id: CAMPAIGN,
  ownerId: OWNER,
  number: 17,
  place: 'metroMonitors',
  startDate: '2027-01-10',
  endDate: '2027-01-12',
  periodsPrice: [
    {
      scheduleId: 'metroMonitors-video',
      periods: [{ startDate: '2027-01-10', endDate: '2027-01-12', ots: 1_200_000 }],
    },
  ],
}

/** In-memory plays: a test double of the database port, inside this unit test only. */
const setUp = (options: { referenceFails?: boolean } = {}) => {
  const stored = new Map<string, Play>()
  let rollUps = 0
  const counted: CountedDay[] = [{ campaignId: CAMPAIGN, day: '2027-01-11', plays: 2, ots: 1_028_750 }]
  const records: PlayRecords = {
    screenOfKey: async (key) => (key === 'screen-key' ? 'screen-1' : undefined),
    unknownCampaigns: async (plays) => plays.map((p) => p.campaignId).filter((id) => id !== CAMPAIGN),
    insert: async (_screen, plays) => {
      const fresh = plays.filter((p) => !stored.has(p.id))
      for (const p of fresh) stored.set(p.id, p)
      return fresh.length
    },
    countedByDay: async (ids) => counted.filter((c) => ids.includes(c.campaignId)),
    campaign: async (id) => (id === CAMPAIGN ? STORED : undefined),
    ownCampaigns: async (): Promise<ReportedCampaign[]> => [
      {
        id: CAMPAIGN,
        number: 17,
        name: 'Зима',
        place: 'metroMonitors',
        state: 'active',
        startDate: '2027-01-01',
        endDate: '2027-01-31',
        net: 123_456_78,
      },
    ],
  }
  const simulated: string[] = []
  const statistics = new Statistics({
    records,
    rollUp: { request: async () => void rollUps++ },
    simulator: {
      simulateDay: async (day) => {
        simulated.push(day)
        return { campaigns: 1, accepted: 24 }
      },
    },
    reference: {
      load: async () => {
        if (options.referenceFails) throw new Error('reference away')
        return DEMO_REFERENCE
      },
    },
    clock: { now: () => new Date('2027-01-12T09:00:00Z'), today: () => '2027-01-12' },
  })
  return { statistics, stored, rollUps: () => rollUps, simulated }
}

describe('the demo simulator', () => {
  it('plays today for staff, or the day asked', async () => {
    const { statistics, simulated } = setUp()
    const staff = anAccount({ isModerator: true })
    expect(await statistics.simulate(staff, undefined)).toEqual({
      ok: true,
      value: { campaigns: 1, accepted: 24 },
    })
    await statistics.simulate(staff, { date: '2027-01-10' })
    expect(simulated).toEqual(['2027-01-12', '2027-01-10'])
  })

  it('refuses an advertiser and a malformed day, and plays nothing', async () => {
    const { statistics, simulated } = setUp()
    const advertiser = await statistics.simulate(anAccount(), {})
    expect(advertiser.ok ? undefined : advertiser.error.code).toBe('forbidden')
    const malformed = await statistics.simulate(anAccount({ isModerator: true }), { date: '10.01.2027' })
    expect(malformed.ok ? undefined : [malformed.error.code, malformed.error.message]).toEqual([
      'invalid input',
      'Проверьте поля: date',
    ])
    expect(simulated).toEqual([])
  })
})

describe('statistics (issue #17 part 1: the use case in core)', () => {
  it('takes a screen’s batch once: a batch sent again is all duplicates and asks for no roll-up', async () => {
    const { statistics, stored, rollUps } = setUp()
    const batch = {
      plays: [play('0b5f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'), play('1b5f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e')],
    }
    expect(await statistics.receive('screen-key', batch)).toEqual({
      ok: true,
      value: { accepted: 2, duplicates: 0 },
    })
    expect(await statistics.receive('screen-key', batch)).toEqual({
      ok: true,
      value: { accepted: 0, duplicates: 2 },
    })
    expect([stored.size, rollUps()]).toEqual([2, 1])
  })

  it('refuses an unknown screen, a bad batch and plays of unknown campaigns, storing nothing', async () => {
    const { statistics, stored } = setUp()
    const good = { plays: [play('0b5f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e')] }
    const refused = async (key: unknown, body: unknown) => {
      const r = await statistics.receive(key, body)
      return r.ok ? undefined : { code: r.error.code, errors: r.error.errors }
    }
    expect(await refused('other', good)).toEqual({
      code: 'unknown screen',
      errors: { 'X-Screen-Key': 'unauthorized' },
    })
    expect(await refused(['screen-key'], good)).toEqual({
      code: 'unknown screen',
      errors: { 'X-Screen-Key': 'unauthorized' },
    })
    expect(await refused('screen-key', { plays: [] })).toEqual({
      code: 'invalid input',
      errors: { plays: 'wrong format' },
    })
    expect(
      await refused('screen-key', {
        plays: [
          play('0b5f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'),
          play('2b5f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', UNKNOWN),
        ],
      }),
    ).toEqual({ code: 'invalid input', errors: { 'plays.1.campaignId': 'not found' } })
    expect(stored.size).toBe(0)
  })

  it('gives the owner every day of the period with GRP on the reference’s audience, and hides the campaign from others', async () => {
    const { statistics } = setUp()
    const query = { campaignId: CAMPAIGN, dateFrom: '2027-01-10', dateTo: '2027-01-12' }
    const s = await statistics.ofCampaign(account(), query)
    if (!s.ok) throw new Error(s.error.message)
    expect(s.value.days.map((d) => [d.date, d.plays])).toEqual([
      ['2027-01-10', 0],
      ['2027-01-11', 2],
      ['2027-01-12', 0],
    ])
    expect(s.value.total).toEqual({ plays: 2, ots: 1_028_750, grp: 10 })
    // What the order bought, to set the delivery against (issue #47 item 4).
    expect(s.value.ordered).toEqual(orderedFigures(STORED, DEMO_REFERENCE))
    expect(s.value.ordered).toMatchObject({ days: 3, ots: 1_200_000 })
    const stranger = await statistics.ofCampaign(account({ id: UNKNOWN }), query)
    expect(stranger.ok ? undefined : stranger.error.code).toBe('campaign not found')
    const observer = await statistics.ofCampaign(account({ isObserver: true, observerOf: OWNER }), query)
    expect(observer.ok ? undefined : observer.error.code).toBe('forbidden')
  })

  it('counts GRP on the reference’s own base when the reference cannot be read', async () => {
    const { statistics } = setUp({ referenceFails: true })
    const s = await statistics.ofCampaign(account(), {
      campaignId: CAMPAIGN,
      dateFrom: '2027-01-11',
      dateTo: '2027-01-11',
    })
    expect(AUDIENCE_BASE_FALLBACK).toBe(DEMO_REFERENCE.audienceBase)
    expect(s.ok && s.value.total.grp).toBe(10)
    expect(s.ok && s.value.ordered).toBeNull()
  })

  it('reports each campaign with its totals, place, state and net in roubles', async () => {
    const { statistics } = setUp()
    const sheet = await statistics.campaignsReport(account(), {
      dateFrom: '2027-01-01',
      dateTo: '2027-01-31',
    })
    expect(sheet.ok && sheet.value.rows).toEqual([
      [17, 'Зима', 'Мониторы в метро', 'Активна', '01.01.2027', '31.01.2027', 2, 1_028_750, 10, 123_456.78],
    ])
  })
})
