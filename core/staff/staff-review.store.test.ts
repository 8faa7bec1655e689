import { from, of } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../cabinet/testing/fake-http-client'
import { ApiFailure } from '../shared/api-failure'
import {
  DECISION_NOT_SAVED,
  decisionRequest,
  REVIEW_NOT_LOADED,
  ReviewStore,
  reviewPath,
} from './staff-review.store'
import { review } from '../contract/testing/staff.fixture'

const BASE = '/api/v1/staff/campaigns/c-1'

describe('the calls decisions are (the contract’s POSTs)', () => {
  it.each([
    [{ kind: 'approve' } as const, `${BASE}/approve`, {}],
    [{ kind: 'reject', reason: 'Нет erid' } as const, `${BASE}/reject`, { reason: 'Нет erid' }],
    [{ kind: 'approveCreative', creativeId: 'm/1' } as const, `${BASE}/creatives/m%2F1/approve`, {}],
    [
      { kind: 'rejectCreative', creativeId: 'm-1', reason: 'Мелкий шрифт' } as const,
      `${BASE}/creatives/m-1/reject`,
      { reason: 'Мелкий шрифт' },
    ],
    [{ kind: 'confirmReservation' } as const, `${BASE}/confirm-reservation`, {}],
    [{ kind: 'releaseReservation' } as const, `${BASE}/release-reservation`, {}],
    [{ kind: 'releaseReservation', reason: ' ' } as const, `${BASE}/release-reservation`, {}],
    [
      { kind: 'payment', paymentState: 'partiallyPaid' } as const,
      `${BASE}/payment`,
      { paymentState: 'partiallyPaid' },
    ],
    [{ kind: 'cancel', reason: 'Просьба клиента' } as const, `${BASE}/cancel`, { reason: 'Просьба клиента' }],
  ])('%o posts to %s', (decision, path, body) => {
    expect(decisionRequest('c-1', decision)).toEqual({ path, body, answersReview: true })
  })

  it('posts a decision on a document to the creative’s call, which answers the creative, not the review', () => {
    const DOC = '/api/v1/staff/media/m-1/documents/d%2F1'
    expect(decisionRequest('c-1', { kind: 'approveDocument', creativeId: 'm-1', documentId: 'd/1' })).toEqual(
      {
        path: `${DOC}/approve`,
        body: {},
        answersReview: false,
      },
    )
    expect(
      decisionRequest('c-1', {
        kind: 'rejectDocument',
        creativeId: 'm-1',
        documentId: 'd/1',
        reason: 'Истёк',
      }),
    ).toEqual({ path: `${DOC}/reject`, body: { reason: 'Истёк' }, answersReview: false })
  })
})

describe('a campaign’s review and the decisions on it (issue #48 items 3–4)', () => {
  it('reads the review; a refusal reads in the server’s words', async () => {
    const http = new FakeHttpClient().answer('GET', reviewPath('c-1'), review())
    const store = new ReviewStore(http)
    await store.load('c-1')
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      campaignId: 'c-1',
      review: { campaign: { number: 7 } },
    })
    http.fail('GET', reviewPath('c-2'), new ApiFailure(404, 'Рекламная кампания не найдена'))
    await store.load('c-2')
    expect(store.getSnapshot()).toMatchObject({
      status: 'error',
      error: 'Рекламная кампания не найдена',
      review: undefined,
    })
    http.answer('GET', reviewPath('c-3'), { campaign: {} })
    await store.load('c-3')
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: REVIEW_NOT_LOADED })
  })

  it('shows the review the decision answers and tells the queue', async () => {
    let told = 0
    const after = review({
      campaign: {
        ...review().campaign,
        state: { _id: 'primaryRejected', name: 'Отклонена' },
        moderationReason: 'Нет erid',
      },
      actions: [],
    })
    const http = new FakeHttpClient()
      .answer('GET', reviewPath('c-1'), review())
      .answer('POST', `${BASE}/reject`, after)
    const store = new ReviewStore(http, () => told++)
    await store.load('c-1')
    const decided = await store.decide({ kind: 'reject', reason: 'Нет erid' })
    expect(decided.ok).toBe(true)
    expect(http.callsTo('POST', `${BASE}/reject`)[0]?.body).toEqual({ reason: 'Нет erid' })
    expect(store.getSnapshot()).toMatchObject({
      deciding: undefined,
      review: { actions: [], campaign: { moderationReason: 'Нет erid' } },
    })
    expect(told).toBe(1)
  })

  it('sends a document back to rework, then reads the review again to show its status and the creative’s', async () => {
    const DOC = '/api/v1/staff/media/m-1/documents/d-1'
    const before = review()
    const after = review({
      creatives: before.creatives.map((c) => ({ ...c, status: { _id: 'rejected', name: 'Отклонено' } })),
    })
    let reads = 0
    const http = new FakeHttpClient()
      .answer('GET', reviewPath('c-1'), () => of(reads++ === 0 ? before : after))
      .answer('POST', `${DOC}/reject`, { media: { _id: 'm-1', status: 'rejected' } })
    let told = 0
    const store = new ReviewStore(http, () => told++)
    await store.load('c-1')
    const decided = await store.decide({
      kind: 'rejectDocument',
      creativeId: 'm-1',
      documentId: 'd-1',
      reason: 'Срок истёк',
    })
    expect(decided.ok).toBe(true)
    expect(http.callsTo('POST', `${DOC}/reject`)[0]?.body).toEqual({ reason: 'Срок истёк' })
    expect(store.getSnapshot().review?.creatives[0]?.status._id).toBe('rejected')
    expect(told).toBe(1)
  })

  it('takes one decision at a time, and says the server’s refusal, reading the campaign again', async () => {
    let release: ((v: unknown) => void) | undefined
    const http = new FakeHttpClient()
      .answer('GET', reviewPath('c-1'), review())
      .answer('POST', `${BASE}/approve`, () => from(new Promise((r) => (release = r))))
    let told = 0
    const store = new ReviewStore(http, () => told++)
    await store.load('c-1')
    const first = store.decide({ kind: 'approve' })
    expect(store.getSnapshot().deciding).toBe('approve')
    expect(await store.decide({ kind: 'confirmReservation' })).toEqual({
      ok: false,
      error: 'Предыдущее решение ещё сохраняется',
    })
    release?.(review({ actions: ['reject'] }))
    expect((await first).ok).toBe(true)

    http.fail('POST', `${BASE}/approve`, new ApiFailure(409, 'Кампания уже согласована'))
    expect(await store.decide({ kind: 'approve' })).toEqual({ ok: false, error: 'Кампания уже согласована' })
    http.fail('POST', `${BASE}/approve`, new ApiFailure(0, 'Failed to fetch'))
    expect(await store.decide({ kind: 'approve' })).toEqual({ ok: false, error: DECISION_NOT_SAVED })
    expect(http.callsTo('GET', reviewPath('c-1'))).toHaveLength(3)
    expect(told).toBe(1)
  })

  it('decides nothing before a campaign is shown', async () => {
    const store = new ReviewStore(new FakeHttpClient().answer('POST', `${BASE}/approve`, () => of(review())))
    expect(await store.decide({ kind: 'approve' })).toEqual({ ok: false, error: DECISION_NOT_SAVED })
  })
})
