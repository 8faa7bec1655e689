import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../testing/fake-http-client'
import { createSchedule } from './create-schedule'

const PATH = '/api/v1/clients/commercial-campaigns/c1/createSchedule'

describe('createSchedule (R-API-16)', () => {
  it('goes on with the _id of the last item of the named list', async () => {
    const http = new FakeHttpClient().answer('PATCH', PATH, {
      advertisingCampaign: {
        unitedSchedule: [{ _id: 's1' }, { _id: 's2' }],
        lightBoxSchedule: [{ _id: 'l1' }],
      },
    })
    expect(await firstValueFrom(createSchedule(http, 'c1', 'unitedSchedule', { a: 1 }))).toBe('s2')
    expect(http.calls[0]?.body).toEqual({ a: 1 })
  })

  it('fails when the answer has no such item', async () => {
    const http = new FakeHttpClient().answer('PATCH', PATH, { advertisingCampaign: { unitedSchedule: [] } })
    await expect(firstValueFrom(createSchedule(http, 'c1', 'unitedSchedule', {}))).rejects.toMatchObject({
      errors: { unitedSchedule: 'required' },
    })
  })
})
