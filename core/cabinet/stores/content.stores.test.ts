import { of, Subject, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import type { GraphQLClient } from '../../ports/graphql.port'
import { FakeHttpClient } from '../testing/fake-http-client'
import { RecordingLogger } from '../testing/fake-ports'
import {
  DocumentsStore,
  FaqStore,
  LandingDocsStore,
  NewsItemStore,
  NewsStore,
  PublicNewsStore,
} from './content.stores'

const qa = [{ _id: 'qa-1', question: 'Как выбрать остановки?', answer: 'В калькуляторе.' }]
const document = {
  id: 'd1',
  name: 'Тарифы',
  product: 'metroMonitors',
  documentType: 'tariffs',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  fileName: 't.html',
}

/** A GraphQL client that answers every query with what it is given (decoded as the real one does). */
const graphql = (answer: () => unknown): GraphQLClient & { queries: string[] } => {
  const queries: string[] = []
  return {
    queries,
    query: (doc, _vars, decoder) => {
      queries.push(doc)
      const data = answer()
      if (data instanceof Error) return throwError(() => data)
      const decoded = decoder(data)
      return decoded.ok ? of(decoded.value) : throwError(() => new Error(decoded.error.message))
    },
  }
}

describe('the content screens read their data once (R-SCREEN-13, 15)', () => {
  it('reads the questions and answers once', async () => {
    const http = new FakeHttpClient().answer('GET', '/api/v1/question-answer', qa)
    const faq = new FaqStore(http, new RecordingLogger())
    await faq.load()
    await faq.load()
    expect(faq.getSnapshot()).toEqual({ status: 'ready', items: qa })
    expect(http.calls).toHaveLength(1)
  })
  it('says a failed read of the questions, and tries again next time', async () => {
    const http = new FakeHttpClient().fail('GET', '/api/v1/question-answer', { status: 500, message: 'boom' })
    const faq = new FaqStore(http, new RecordingLogger())
    await faq.load()
    expect(faq.getSnapshot().status).toBe('error')
    http.answer('GET', '/api/v1/question-answer', qa)
    await faq.load()
    expect(faq.getSnapshot().status).toBe('ready')
  })
  it('reads every document with one query, and says a malformed answer', async () => {
    const client = graphql(() => ({ documents: [document] }))
    const docs = new DocumentsStore(client, new RecordingLogger())
    await docs.load()
    expect(docs.getSnapshot()).toEqual({ status: 'ready', items: [document] })
    const broken = new DocumentsStore(
      graphql(() => ({ documents: [{ id: 1 }] })),
      new RecordingLogger(),
    )
    await broken.load()
    expect(broken.getSnapshot().status).toBe('error')
  })
})

const news = (id: string, createdAt: string) => ({
  _id: id,
  title: `Новость ${id}`,
  text: 'Текст',
  createdAt,
})

describe('the news screens (R-SCREEN-55, R-SCREEN-56)', () => {
  it('lists the news newest first, whatever order the server keeps', async () => {
    const http = new FakeHttpClient().answer('GET', '/api/v1/news', [
      news('a', '2026-09-01T09:00:00.000Z'),
      news('c', '2026-11-01T09:00:00.000Z'),
      news('b', '2026-10-01T09:00:00.000Z'),
    ])
    const store = new NewsStore(http, new RecordingLogger())
    await store.load()
    expect(store.getSnapshot().items.map((n) => n._id)).toEqual(['c', 'b', 'a'])
  })

  it('the landing reads the same news and its documents from the public calls, without a token (R-SCREEN-72)', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/public/news', [
        news('a', '2026-09-01T09:00:00.000Z'),
        news('b', '2026-10-01T09:00:00.000Z'),
      ])
      .answer('GET', '/api/v1/public/landing-docs', [
        { _id: 'landing-offer', name: 'Публичная оферта', fileName: 'o.pdf' },
      ])
    const landingNews = new PublicNewsStore(http, new RecordingLogger())
    await landingNews.load()
    expect(landingNews.getSnapshot().items.map((n) => n._id)).toEqual(['b', 'a'])
    const docs = new LandingDocsStore(http, new RecordingLogger())
    await docs.load()
    expect(docs.getSnapshot()).toEqual({
      status: 'ready',
      items: [{ _id: 'landing-offer', name: 'Публичная оферта', fileName: 'o.pdf' }],
    })
  })

  it('reads one item; a 404 is "not found", another failure an error to retry', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/news/news-2', news('news-2', '2026-10-01T09:00:00.000Z'))
      .fail('GET', '/api/v1/news/gone', new ApiFailure(404, 'Не найдено'))
      .fail('GET', '/api/v1/news/down', new ApiFailure(503, 'Service Unavailable'))
    const store = new NewsItemStore(http, new RecordingLogger())
    await store.load('news-2')
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', item: { _id: 'news-2' } })
    await store.load('gone')
    expect(store.getSnapshot()).toEqual({ status: 'notFound' })
    await store.load('down')
    expect(store.getSnapshot()).toEqual({ status: 'error' })
  })

  it('shows the item asked for last, whichever answer comes last', async () => {
    const late = new Subject<unknown>()
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/news/a', () => late)
      .answer('GET', '/api/v1/news/b', news('b', '2026-10-02T09:00:00.000Z'))
    const store = new NewsItemStore(http, new RecordingLogger())
    const first = store.load('a')
    await store.load('b')
    late.error(new ApiFailure(404, 'Не найдено'))
    await first
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', item: { _id: 'b' } })
  })

  it('a list opened twice while it loads is asked for once', async () => {
    const answer = new Subject<unknown>()
    const http = new FakeHttpClient().answer('GET', '/api/v1/news', () => answer)
    const store = new NewsStore(http, new RecordingLogger())
    const opened = [store.load(), store.load()]
    answer.next([news('a', '2026-10-01T09:00:00.000Z')])
    answer.complete()
    await Promise.all(opened)
    expect(http.calls).toHaveLength(1)
    expect(store.getSnapshot().items.map((n) => n._id)).toEqual(['a'])
  })
})
