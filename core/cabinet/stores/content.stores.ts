import { Schema } from 'effect'
import { catchError, firstValueFrom, of } from 'rxjs'
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

/** A list read once from one GET path (the first 100): loading, then ready, or an error logged and said. */
class ListOnceStore<A> extends StateStore<ContentState<A>> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
    private readonly path: string,
    private readonly decoder: Decoder<readonly A[]>,
    private readonly what: string,
    private readonly arrange: (items: readonly A[]) => readonly A[] = (items) => items,
  ) {
    super({ status: 'idle', items: [] })
  }

  async load(): Promise<void> {
    if (this.getSnapshot().status === 'ready') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const items = await firstValueFrom(
      this.http.json({ method: 'GET', path: this.path, query: { limit: 100, offset: 0 } }, this.decoder).pipe(
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

/** The questions and answers of /faq (R-SCREEN-15), read once; a failure is logged and said. */
export class FaqStore extends ListOnceStore<QuestionAnswer> {
  constructor(http: HttpClient, logger: Logger) {
    super(http, logger, '/api/v1/question-answer', faqDecoder, 'questions and answers')
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
export class DocumentsStore extends StateStore<ContentState<ProductDocument>> {
  constructor(
    private readonly graphql: GraphQLClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle', items: [] })
  }

  async load(): Promise<void> {
    if (this.getSnapshot().status === 'ready') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const outcome = await firstValueFrom(
      this.graphql.query(DOCUMENTS_QUERY, {}, documentsDecoder).pipe(
        catchError((cause: unknown) => {
          this.logger.warn('documents could not be loaded', { cause })
          return of(undefined)
        }),
      ),
    )
    this.set(
      outcome ? { status: 'ready', items: outcome.documents } : { ...this.getSnapshot(), status: 'error' },
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
    super(http, logger, '/api/v1/news', newsListDecoder, 'news', newestFirst)
  }
}

const LandingDoc = Schema.Struct({ _id: Schema.String, name: Schema.String, fileName: Schema.String })
export type LandingDoc = typeof LandingDoc.Type
const landingDocsDecoder = decoderOf(Schema.Array(LandingDoc), { allowUnknown: true })

/** The documents the landing lists for anyone (R-SCREEN-72): the public offer, downloaded from the archive. */
export class LandingDocsStore extends ListOnceStore<LandingDoc> {
  constructor(http: HttpClient, logger: Logger) {
    super(http, logger, '/api/v1/public/landing-docs', landingDocsDecoder, 'landing documents')
  }
}

/** The same news for a visitor of the landing (R-SCREEN-72), from the public family of calls (R-ROLE-01). */
export class PublicNewsStore extends ListOnceStore<NewsItem> {
  constructor(http: HttpClient, logger: Logger) {
    super(http, logger, '/api/v1/public/news', newsListDecoder, 'news', newestFirst)
  }
}

export interface NewsItemState {
  readonly status: 'idle' | 'loading' | 'ready' | 'notFound' | 'error'
  readonly item?: NewsItem
}

/** One news item of /news/{id} (R-SCREEN-56): a 404 is 'notFound' (said as such), anything else an error. */
export class NewsItemStore extends StateStore<NewsItemState> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle' })
  }

  async load(id: string): Promise<void> {
    if (this.getSnapshot().item?._id === id && this.getSnapshot().status === 'ready') return
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
    this.set(typeof outcome === 'string' ? { status: outcome } : { status: 'ready', item: outcome })
  }
}
