import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { CampaignDeletionStore, ListFreshness } from './campaign-deletion.store'
import { CampaignSaveStore } from './campaign-save.store'
import { ProlongationStore } from './prolongation.store'
import { ScheduleDatesStore } from './schedule-dates.store'

const CC = '/api/v1/clients/commercial-campaigns'

describe('campaign save (R-ASYNC-02, R-API-10)', () => {
  it('creates with POST {place} and shows loading, then saved with the id', async () => {
    const answer = new Subject<unknown>()
    const http = new FakeHttpClient().answer('POST', `${CC}/cdek`, () => answer)
    const store = new CampaignSaveStore(http)
    const pending = store.run({ place: 'cdek', body: { name: 'Весна' } })
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', loading: true })
    answer.next({ advertisingCampaign: { _id: 'c9' } })
    expect(await pending).toEqual({ ok: true, value: 'c9' })
    expect(store.getSnapshot()).toMatchObject({ status: 'success', value: 'c9', loading: false })
    expect(http.calls[0]).toMatchObject({ body: { name: 'Весна' }, authenticated: true })
  })

  it('updates with PUT {place}/{id} and ends in error with the catalogue message and the schedule flag', async () => {
    const http = new FakeHttpClient().fail(
      'PUT',
      `${CC}/metroMonitors/c1`,
      new ApiFailure(422, 'invalid schedule'),
    )
    const store = new CampaignSaveStore(http)
    expect(await store.run({ place: 'metroMonitors', id: 'c1', body: {} })).toEqual({
      ok: false,
      error: { message: 'invalid schedule', scheduleError: true, taken: [] },
    })
    expect(store.getSnapshot().status).toBe('error')
  })

  it('a booking conflict names the inventory numbers another campaign holds (pricing §8)', async () => {
    const body = {
      message: 'Некоторые места уже забронированы другой кампанией',
      errors: { inventoryNumbers: 'booking conflict' },
      inventoryNumbers: ['lb-1', 'lb-7'],
    }
    const http = new FakeHttpClient().fail(
      'POST',
      `${CC}/lightBoxes`,
      new ApiFailure(409, body.message, body.errors, body),
    )
    const outcome = await new CampaignSaveStore(http).run({ place: 'lightBoxes', body: {} })
    expect(!outcome.ok && outcome.error.taken).toEqual(['lb-1', 'lb-7'])
    expect(!outcome.ok && outcome.error.message).toMatch(/забронированы/)
  })
})

describe('campaign deletion (R-ASYNC-03)', () => {
  it('marks the list stale after a deletion, and fresh after the reload', async () => {
    const list = new ListFreshness()
    const store = new CampaignDeletionStore(new FakeHttpClient().answer('DELETE', `${CC}/c1`, {}), list)
    expect(await store.delete('c1')).toEqual({ ok: true, value: 'c1' })
    expect(list.getSnapshot().stale).toBe(true)
    list.markFresh()
    expect(list.getSnapshot().stale).toBe(false)
  })

  it('leaves the list alone when the deletion fails', async () => {
    const list = new ListFreshness()
    const store = new CampaignDeletionStore(
      new FakeHttpClient().fail('DELETE', `${CC}/c1`, new ApiFailure(500, 'x')),
      list,
    )
    expect(await store.delete('c1')).toEqual({ ok: false, error: 'Не удалось удалить рекламную кампанию' })
    expect(list.getSnapshot().stale).toBe(false)
  })
})

describe('prolongation (R-ASYNC-04, R-ERR-12)', () => {
  it('is accepted with the new campaign id', async () => {
    const http = new FakeHttpClient().answer('POST', `${CC}/lightBoxes/c1/prolongation`, {
      advertisingCampaign: { _id: 'c2' },
    })
    expect(await new ProlongationStore(http).run({ place: 'lightBoxes', id: 'c1' })).toEqual({
      ok: true,
      value: 'c2',
    })
  })
  it('joins the server messages on failure', async () => {
    const http = new FakeHttpClient().fail('POST', `${CC}/lightBoxes/c1/prolongation`, {
      message: 'x',
      errors: ['Нет мест', 'Период занят'],
    })
    expect(await new ProlongationStore(http).run({ place: 'lightBoxes', id: 'c1' })).toEqual({
      ok: false,
      error: 'Нет мест; Период занят',
    })
  })
})

describe('schedule dates (R-ASYNC-07)', () => {
  const path = `${CC}/metroMonitors/c1/changeScheduleDate`
  const input = { campaignId: 'c1', scheduleId: 's1', startDate: '2025-03-01', endDate: '2025-03-31' }

  it('raises the error flag on failure and clears it at the end', async () => {
    const store = new ScheduleDatesStore(new FakeHttpClient().fail('PUT', path, new ApiFailure(422, '')))
    const seen: string[] = []
    store.state$.subscribe((s) =>
      seen.push(`${s.saving ? 'saving' : 'idle'}/${s.errorFlag ? 'error' : 'ok'}`),
    )
    const outcome = await store.save(input)
    expect(outcome).toEqual({ ok: false, error: 'Ошибка периодов' })
    expect(seen).toEqual(['idle/ok', 'saving/ok', 'saving/error', 'idle/ok'])
    expect(store.getSnapshot()).toEqual({ saving: false, errorFlag: false })
  })

  it('sends the dates without the campaign id in the body', async () => {
    const http = new FakeHttpClient().answer('PUT', path, {})
    await new ScheduleDatesStore(http).save(input)
    expect(http.calls[0]?.body).toEqual({ scheduleId: 's1', startDate: '2025-03-01', endDate: '2025-03-31' })
  })
})

describe('the fake HttpClient (house style 10)', () => {
  it('throws loudly for a call it was not given', () => {
    const http = new FakeHttpClient()
    expect(() => http.json({ method: 'GET', path: '/x' }, (d) => ({ ok: true, value: d }))).toThrow(
      'FakeHttpClient: no answer given for GET /x',
    )
  })
})

describe('sending the application (R-API-10, R-STATE-07)', () => {
  it("posts to {place}/{id}/application and says 'Кампанию нельзя отправить на модерацию' when refused", async () => {
    const { ApplicationStore } = await import('./application.store')
    const ok = new FakeHttpClient().answer('POST', `${CC}/cdek/c1/application`, {})
    expect(await new ApplicationStore(ok).run({ place: 'cdek', id: 'c1' })).toEqual({ ok: true, value: true })
    const refused = new FakeHttpClient().fail(
      'POST',
      `${CC}/cdek/c1/application`,
      new ApiFailure(409, 'is not draft'),
    )
    expect(await new ApplicationStore(refused).run({ place: 'cdek', id: 'c1' })).toEqual({
      ok: false,
      error: 'Кампанию нельзя отправить на модерацию',
    })
  })
})
