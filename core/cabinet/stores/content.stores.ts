import { Schema } from 'effect'
import { catchError, firstValueFrom, of } from 'rxjs'
import type { GraphQLClient } from '../../ports/graphql.port'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import type { ProductDocument } from '../view/documents.view-model'

export interface ContentState<A> {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly items: readonly A[]
}

const QuestionAnswer = Schema.Struct({ _id: Schema.String, question: Schema.String, answer: Schema.String })
export type QuestionAnswer = typeof QuestionAnswer.Type
const faqDecoder = decoderOf(Schema.Array(QuestionAnswer), { allowUnknown: true })

/** The questions and answers of /faq (R-SCREEN-15), read once; a failure is logged and said. */
export class FaqStore extends StateStore<ContentState<QuestionAnswer>> {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ status: 'idle', items: [] })
  }

  async load(): Promise<void> {
    if (this.getSnapshot().status === 'ready') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const items = await firstValueFrom(
      this.http
        .json(
          { method: 'GET', path: '/api/v1/question-answer', query: { limit: 100, offset: 0 } },
          faqDecoder,
        )
        .pipe(
          catchError((cause: unknown) => {
            this.logger.warn('questions and answers could not be loaded', { cause })
            return of(undefined)
          }),
        ),
    )
    this.set(items ? { status: 'ready', items } : { ...this.getSnapshot(), status: 'error' })
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
