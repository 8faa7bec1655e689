import { seededAgency } from './testing/agency.fixture'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../cabinet/testing/fake-http-client'
import { ApiFailure } from '../shared/api-failure'
import type { IsoDate } from '../shared/calendar'
import { AGENCIES_PATH, agencyTermsPath, type AgencyWire } from './agency-terms'
import { AGENCIES_NOT_LOADED, StaffAgenciesStore, TERMS_NOT_SAVED } from './staff-agencies.store'

const clock = { now: () => new Date('2026-12-01T09:00:00Z'), today: () => '2026-12-01' as IsoDate }
const svetofor: AgencyWire = seededAgency('a-1')
const other: AgencyWire = { _id: 'a-2', name: 'Медиа Плюс', email: 'plus@example.ru', terms: null }

const loaded = async (http: FakeHttpClient) => {
  const store = new StaffAgenciesStore(
    http.answer('GET', AGENCIES_PATH, { agencies: [svetofor, other] }),
    clock,
  )
  await store.load()
  return store
}

describe('the desk’s agencies (store)', () => {
  it('reads the agencies, searches them by name and keeps the search over a change', async () => {
    const http = new FakeHttpClient()
    const store = await loaded(http)
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', list: { count: 'Агентств: 2' } })
    store.search('плюс')
    expect(store.getSnapshot().list.rows.map((r) => r.id)).toEqual(['a-2'])
    const changed = { ...other, terms: { ...svetofor.terms!, discountPercent: 15 } }
    http.answer('PUT', agencyTermsPath('a-2'), changed)
    expect(await store.save('a-2', { discountPercent: 15 })).toBe(true)
    expect(http.callsTo('PUT', agencyTermsPath('a-2'))[0]?.body).toEqual({ discountPercent: 15 })
    expect(store.getSnapshot()).toMatchObject({ saving: false, saved: 'Медиа Плюс: скидка 15 %' })
    expect(store.getSnapshot().list.rows).toMatchObject([{ id: 'a-2', discount: '15 %' }])
  })
  it('removes a discount and says so', async () => {
    const http = new FakeHttpClient()
    const store = await loaded(http)
    http.answer('DELETE', agencyTermsPath('a-1'), { ...svetofor, terms: null })
    expect(await store.remove('a-1')).toBe(true)
    expect(store.getSnapshot().saved).toBe('Агентство «Светофор»: персональная скидка снята')
    expect(store.getSnapshot().list.rows[0]).toMatchObject({ id: 'a-1', discount: 'Нет', state: 'none' })
  })
  it('says a refusal in the server’s words and changes no row; a lost connection as what to do', async () => {
    const http = new FakeHttpClient()
    const store = await loaded(http)
    http.fail('PUT', agencyTermsPath('a-1'), new ApiFailure(400, 'Скидка — от 0,01 до 90 %'))
    expect(await store.save('a-1', { discountPercent: 95 })).toBe(false)
    expect(store.getSnapshot()).toMatchObject({ saving: false, saveError: 'Скидка — от 0,01 до 90 %' })
    expect(store.getSnapshot().list.rows[0]?.discount).toBe('10 %')
    http.fail('PUT', agencyTermsPath('a-1'), new ApiFailure(0, 'Failed to fetch'))
    await store.save('a-1', { discountPercent: 20 })
    expect(store.getSnapshot().saveError).toBe(TERMS_NOT_SAVED)
    store.dismissError()
    expect(store.getSnapshot().saveError).toBeUndefined()
  })
  it('says a list it could not read, and reads it again when asked', async () => {
    const http = new FakeHttpClient().fail('GET', AGENCIES_PATH, new ApiFailure(0, 'Failed to fetch'))
    const store = new StaffAgenciesStore(http, clock)
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: AGENCIES_NOT_LOADED })
    http.answer('GET', AGENCIES_PATH, { agencies: [svetofor] })
    await store.load()
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      error: undefined,
      list: { count: 'Агентств: 1' },
    })
  })
})
