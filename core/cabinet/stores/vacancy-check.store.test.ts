import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { VACANCY_NOT_CHECKED, VacancyCheckStore } from './vacancy-check.store'

const C = '/api/v1/clients/commercial-campaigns'

describe('the vacancy check before paying or printing (cabinet §7, R-API-10)', () => {
  it('asks the place’s own check and counts what was checked', async () => {
    const http = new FakeHttpClient()
      .answer('POST', `${C}/lightBoxes/c1/checkVacantBoxes`, { vacant: true, checked: ['ЛБ-1', 'ЛБ-2'] })
      .answer('POST', `${C}/metroStickers/c2/checkVacantStickers`, { vacant: true, checked: ['МС-1'] })
    const store = new VacancyCheckStore(http)
    expect(await store.run({ place: 'lightBoxes', campaignId: 'c1' })).toEqual({
      ok: true,
      value: { vacant: true, checked: 2 },
    })
    expect(await store.run({ place: 'metroStickers', campaignId: 'c2' })).toEqual({
      ok: true,
      value: { vacant: true, checked: 1 },
    })
    expect(http.callsTo('POST', `${C}/lightBoxes/c1/checkVacantBoxes`)[0]?.body).toEqual({})
  })

  it('a booking conflict is an answer naming the numbers taken, not a failure', async () => {
    const path = `${C}/lightBoxes/c1/checkVacantBoxes`
    const body = { inventoryNumbers: ['ЛБ-2'], periods: [] }
    const http = new FakeHttpClient().fail(
      'POST',
      path,
      new ApiFailure(409, 'Некоторые места уже забронированы другой кампанией', {}, body),
    )
    const store = new VacancyCheckStore(http)
    expect(await store.run({ place: 'lightBoxes', campaignId: 'c1' })).toEqual({
      ok: true,
      value: { vacant: false, taken: ['ЛБ-2'] },
    })
  })

  it('a refusal is the server’s sentence; no answer says to try again', async () => {
    const path = `${C}/lightBoxes/c1/checkVacantBoxes`
    const http = new FakeHttpClient().fail('POST', path, new ApiFailure(404, 'Кампания не найдена', {}, {}))
    const store = new VacancyCheckStore(http)
    expect(await store.run({ place: 'lightBoxes', campaignId: 'c1' })).toEqual({
      ok: false,
      error: 'Кампания не найдена',
    })
    http.fail('POST', path, new Error('offline'))
    expect(await store.run({ place: 'lightBoxes', campaignId: 'c1' })).toEqual({
      ok: false,
      error: VACANCY_NOT_CHECKED,
    })
  })

  it('a place without a check is free at once, with no call', async () => {
    const http = new FakeHttpClient()
    const store = new VacancyCheckStore(http)
    expect(await store.run({ place: 'metroMonitors', campaignId: 'c3' })).toEqual({
      ok: true,
      value: { vacant: true, checked: 0 },
    })
  })
})
