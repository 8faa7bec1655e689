import { Schema } from 'effect'
import { catchError, firstValueFrom, map, of, type Observable } from 'rxjs'
import type { GraphQLClient } from '../../ports/graphql.port'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { isApiFailure } from '../../shared/api-failure'
import { decoderOf, type Decoder } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import type { ProductDocument } from '../view/documents.view-model'

export interface ContentState<A> {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly items: readonly A[]
}

const QuestionAnswer = Schema.Struct({ _id: Schema.String, question: Schema.String, answer: Schema.String })
export type QuestionAnswer = typeof QuestionAnswer.Type
const faqDecoder = decoderOf(Schema.Array(QuestionAnswer), { allowUnknown: true })

/** A list read once (the first 100 of a GET, or a query): loading, then ready, or an error logged and said. */
class ListOnceStore<A> extends StateStore<ContentState<A>> {
  /** The read under way: a second opening while it runs waits for it rather than asking again. */
  private reading: Promise<void> | undefined

  constructor(
    private readonly fetch: () => Observable<readonly A[]>,
    private readonly logger: Logger,
    private readonly what: string,
    private readonly arrange: (items: readonly A[]) => readonly A[] = (items) => items,
  ) {
    super({ status: 'idle', items: [] })
  }

  load(): Promise<void> {
    if (this.getSnapshot().status === 'ready') return Promise.resolve()
    this.reading ??= this.read().finally(() => {
      this.reading = undefined
    })
    return this.reading
  }

  private async read(): Promise<void> {
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const items = await firstValueFrom(
      this.fetch().pipe(
        catchError((cause: unknown) => {
          this.logger.warn(`${this.what} could not be loaded`, { cause })
          return of(undefined)
        }),
      ),
    )
    this.set(
      items ? { status: 'ready', items: this.arrange(items) } : { ...this.getSnapshot(), status: 'error' },
    )
  }
}

/** The first 100 of a GET list. */
const firstHundred =
  <A>(http: HttpClient, path: string, decoder: Decoder<readonly A[]>) =>
  (): Observable<readonly A[]> =>
    http.json({ method: 'GET', path, query: { limit: 100, offset: 0 } }, decoder)

/** The questions and answers of /faq (R-SCREEN-15), read once; a failure is logged and said. */
export class FaqStore extends ListOnceStore<QuestionAnswer> {
  constructor(http: HttpClient, logger: Logger) {
    super(firstHundred(http, '/api/v1/question-answer', faqDecoder), logger, 'questions and answers')
  }
}

const DocumentSchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  product: Schema.String,
  documentType: Schema.String,
  isActive: Schema.Boolean,
  createdAt: Schema.String,
  fileName: Schema.String,
})
const documentsDecoder = decoderOf(Schema.Struct({ documents: Schema.Array(DocumentSchema) }), {
  allowUnknown: true,
})
const DOCUMENTS_QUERY = `query Documents { documents { id name product documentType isActive createdAt fileName } }`

/** Every product document (pricing §7 documents query), read once for /documents (R-SCREEN-13, 60). */
export class DocumentsStore extends ListOnceStore<ProductDocument> {
  constructor(graphql: GraphQLClient, logger: Logger) {
    super(
      () => graphql.query(DOCUMENTS_QUERY, {}, documentsDecoder).pipe(map((answer) => answer.documents)),
      logger,
      'documents',
    )
  }
}

const NewsSchema = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  text: Schema.String,
  createdAt: Schema.String,
})
export type NewsItem = typeof NewsSchema.Type
const newsListDecoder = decoderOf(Schema.Array(NewsSchema), { allowUnknown: true })
const newsItemDecoder = decoderOf(NewsSchema, { allowUnknown: true })

/** Newest first; the server's order is its catalogue's. */
const newestFirst = (items: readonly NewsItem[]): NewsItem[] =>
  [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))

/** The news of /news (R-SCREEN-55) and the home page's latest, newest first, read once. */
export class NewsStore extends ListOnceStore<NewsItem> {
  constructor(http: HttpClient, logger: Logger) {
    super(firstHundred(http, '/api/v1/news', newsListDecoder), logger, 'news', newestFirst)
  }
}

const LandingDoc = Schema.Struct({ _id: Schema.String, name: Schema.String, fileName: Schema.String })
export type LandingDoc = typeof LandingDoc.Type
const landingDocsDecoder = decoderOf(Schema.Array(LandingDoc), { allowUnknown: true })

/** The documents the landing lists for anyone (R-SCREEN-72): the public offer, downloaded from the archive. */
export class LandingDocsStore extends ListOnceStore<LandingDoc> {
  constructor(http: HttpClient, logger: Logger) {
    super(firstHundred(http, '/api/v1/public/landing-docs', landingDocsDecoder), logger, 'landing documents')
  }
}

/** The same news for a visitor of the landing (R-SCREEN-72), from the public family of calls (R-ROLE-01). */
export class PublicNewsStore extends ListOnceStore<NewsItem> {
  constructor(http: HttpClient, logger: Logger) {
    super(firstHundred(http, '/api/v1/public/news', newsListDecoder), logger, 'news', newestFirst)
  }
}

export interface NewsItemState {
  readonly status: 'idle' | 'loading' | 'ready' | 'notFound' | 'error'
  readonly item?: NewsItem
}

/**
 * One news item of /news/{id} (R-SCREEN-56): a 404 is 'notFound' (said as such), anything else an error. Only the
 * item asked for last is shown: an earlier one answering late (news A opened, then B, A's answer last) is dropped.
 */
export class NewsItemStore extends StateStore<NewsItemState> {
  private wanted: string | undefined

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle' })
  }

  async load(id: string): Promise<void> {
    if (this.getSnapshot().item?._id === id && this.getSnapshot().status === 'ready') return
    this.wanted = id
    this.set({ status: 'loading' })
    const outcome = await firstValueFrom(
      this.http.json({ method: 'GET', path: `/api/v1/news/${encodeURIComponent(id)}` }, newsItemDecoder).pipe(
        catchError((cause: unknown) => {
          if (isApiFailure(cause) && cause.status === 404) return of('notFound' as const)
          this.logger.warn('a news item could not be loaded', { cause, id })
          return of('error' as const)
        }),
      ),
    )
    if (this.wanted !== id) return
    this.set(typeof outcome === 'string' ? { status: outcome } : { status: 'ready', item: outcome })
  }
}
