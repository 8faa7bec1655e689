import { describe, expect, it } from 'vitest'
import { ANNA_ID, anAccount } from '../session/testing/account.fixture'
import type { Kopecks } from '../shared/money'
import type { MediaPlanCampaign } from './media-plan.document'
import { CONSOLIDATED_MAX, MediaPlans } from './media-plans'

const OWNER = ANNA_ID
const A = '22222222-2222-4222-8222-222222222222'
const B = '33333333-3333-4333-8333-333333333333'
const account = anAccount
const plan = (id: string, number: number): MediaPlanCampaign => ({
  id,
  number,
  name: `Кампания ${number}`,
  place: 'lightBoxes',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  calculation: {},
  spaces: [],
  periodsPrice: [],
  items: [],
  totalWithoutTaxes: 1_000_00 as Kopecks,
  taxes: 220_00 as Kopecks,
})

/** In-memory campaigns: a test double of the database port, inside this unit test only. */
const setUp = () => {
  const asked: string[] = []
  const plans = new MediaPlans({
    campaign: async (id) => {
      asked.push(id)
      if (id === A) return { ownerId: OWNER, plan: plan(A, 7) }
      if (id === B) return { ownerId: OWNER, plan: plan(B, 8) }
      return undefined
    },
  })
  return { plans, asked }
}
const codeOf = (r: { ok: boolean; error?: { code: string; errors: unknown } }) =>
  r.ok ? 'ok' : `${r.error?.code} ${JSON.stringify(r.error?.errors)}`

describe('media plans (issue #17 part 1: the use case in core)', () => {
  it('draws one campaign’s plan named by its number, for its owner and the owner’s observer', async () => {
    const { plans } = setUp()
    const own = await plans.ofCampaign(account(), 'lightBoxes', { advertisingCampaignId: A, extra: 1 })
    expect(own.ok && own.value.fileName).toBe('mediaplan-7')
    const observer = account({
      id: '44444444-4444-4444-8444-444444444444',
      isObserver: true,
      observerOf: OWNER,
    })
    expect((await plans.ofCampaign(observer, 'lightBoxes', { advertisingCampaignId: A })).ok).toBe(true)
  })

  it('refuses a plan of another place, another’s campaign and a bad id', async () => {
    const { plans } = setUp()
    expect(codeOf(await plans.ofCampaign(account(), 'metroMonitors', { advertisingCampaignId: A }))).toBe(
      'invalid input {"advertisingCampaignId":"wrong place"}',
    )
    const stranger = account({ id: '55555555-5555-4555-8555-555555555555' })
    expect(codeOf(await plans.ofCampaign(stranger, 'lightBoxes', { advertisingCampaignId: A }))).toBe(
      'campaign not found {"advertisingCampaignId":"not found"}',
    )
    expect(codeOf(await plans.ofCampaign(account(), 'lightBoxes', { advertisingCampaignId: 'x' }))).toBe(
      'invalid input {"advertisingCampaignId":"wrong format"}',
    )
  })

  it('consolidates a list, bare or wrapped, reading each campaign once', async () => {
    const { plans, asked } = setUp()
    const list = [{ advertisingCampaignId: A }, { advertisingCampaignId: B }, { advertisingCampaignId: A }]
    const bare = await plans.consolidated(account(), list)
    const wrapped = await plans.consolidated(account(), { campaigns: list })
    expect([bare.ok && bare.value.fileName, wrapped.ok]).toEqual(['mediaplan-consolidated', true])
    expect(asked).toEqual([A, B, A, B])
  })

  it('asks for 1 to 100 campaigns, and refuses before reading any when one id is bad', async () => {
    const { plans, asked } = setUp()
    const many = Array.from({ length: CONSOLIDATED_MAX + 1 }, () => ({ advertisingCampaignId: A }))
    for (const body of [[], { campaigns: [] }, many, 'all', { list: [A] }])
      expect(codeOf(await plans.consolidated(account(), body))).toBe(
        'invalid input {"campaigns":"wrong format"}',
      )
    expect((await plans.consolidated(account(), many.slice(1))).ok).toBe(true)
    asked.length = 0
    expect(codeOf(await plans.consolidated(account(), [{ advertisingCampaignId: A }, { id: B }]))).toBe(
      'invalid input {"advertisingCampaignId":"wrong format"}',
    )
    expect(asked).toEqual([])
  })
})
