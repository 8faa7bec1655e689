import { describe, expect, it } from 'vitest'
import { QuoteService } from '../quoting/quote.service'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import type { Kopecks } from '../shared/money'
import { AddressPrograms, type ProgramInventory } from './address-programs'

const CAMPAIGN = '22222222-2222-4222-8222-222222222222'

/** In-memory inventory, campaigns and orders: test doubles of the ports, inside this unit test only. */
const setUp = () => {
  const asked: string[] = []
  const inventory: ProgramInventory = {
    sides: async (numbers) => {
      asked.push(`sides ${numbers.join(',')}`)
      return []
    },
    okrugs: async () => [],
  }
  const programs = new AddressPrograms({
    inventory,
    campaigns: {
      campaign: async (id) =>
        id === CAMPAIGN
          ? {
              ownerId: ANNA_ID,
              plan: {
                id,
                number: 9,
                name: 'Лайтбоксы',
                place: 'lightBoxes',
                startDate: '2027-03-01',
                endDate: '2027-03-31',
                calculation: {},
                spaces: [],
                items: [],
                periodsPrice: [],
                totalWithoutTaxes: 0 as Kopecks,
                taxes: 0 as Kopecks,
              },
            }
          : undefined,
    },
    quotes: {} as QuoteService,
    orders: {
      order: async (fileName) => {
        asked.push(`order ${fileName}`)
        return 'export-1'
      },
    },
    clock: { now: () => new Date('2026-11-27T09:00:00Z'), today: () => '2026-11-27' },
  })
  return { programs, asked }
}
const refusalOf = (r: { ok: boolean; error?: unknown }) => (r.ok ? undefined : r.error)

describe('address programs (issue #17 part 1: the use case in core)', () => {
  it('refuses a selection to an observer before reading the inventory (R-ROLE-09)', async () => {
    const { programs, asked } = setUp()
    const observer = anAccount({
      id: '77777777-7777-4777-8777-777777777777',
      isObserver: true,
      observerOf: ANNA_ID,
    })
    const refused = await programs.order(observer, { months: ['2027-01'], stops: ['1001'] })
    expect(refusalOf(refused)).toMatchObject({ code: 'forbidden', errors: { _: 'forbidden' } })
    expect(asked).toEqual([])
  })

  it('names the stops the inventory does not have, and orders nothing', async () => {
    const { programs, asked } = setUp()
    const refused = await programs.order(anAccount(), { months: ['2027-01'], stops: ['1001', '1002'] })
    expect(refusalOf(refused)).toEqual({
      code: 'invalid input',
      message: 'Нет таких остановок: 1001, 1002',
      errors: { stops: 'not found' },
      extra: { inventoryNumbers: ['1001', '1002'] },
    })
    expect(asked).toEqual(['sides 1001,1002'])
  })

  it('has a program only for a transit-shelter campaign the viewer may read', async () => {
    const { programs, asked } = setUp()
    expect(refusalOf(await programs.order(anAccount(), { advertisingCampaignId: CAMPAIGN }))).toMatchObject({
      code: 'invalid input',
      errors: { advertisingCampaignId: 'wrong place' },
    })
    const stranger = anAccount({ id: '55555555-5555-4555-8555-555555555555' })
    expect(refusalOf(await programs.order(stranger, { advertisingCampaignId: CAMPAIGN }))).toMatchObject({
      code: 'campaign not found',
    })
    expect(asked).toEqual([])
  })
})
