import { catchError, firstValueFrom, map, of, switchMap } from 'rxjs'
import type { HttpClient } from '../ports/http.port'
import { decoderOf } from '../shared/decoder'
import { anyDecoder } from '../shared/plain-decoders'
import { err, ok, type Result } from '../shared/result'
import { StateStore } from '../shared/store'
import { serverSentence } from '../shared/server-failure'
import { STAFF_API } from './staff-desk.contract'
import { ReviewWire } from '../contract/staff.answer'

export const REVIEW_NOT_LOADED = 'Не удалось загрузить кампанию. Проверьте соединение и обновите страницу.'
export const DECISION_NOT_SAVED = 'Решение не сохранено. Проверьте соединение и попробуйте ещё раз.'

const decodeReview = decoderOf(ReviewWire, { allowUnknown: true })

/** A decision as the desk asks it (the contract's POSTs under /api/v1/staff/campaigns/:id). */
export type Decision =
  | { readonly kind: 'approve' }
  | { readonly kind: 'reject'; readonly reason: string }
  | { readonly kind: 'approveCreative'; readonly creativeId: string }
  | { readonly kind: 'rejectCreative'; readonly creativeId: string; readonly reason: string }
  | { readonly kind: 'approveDocument'; readonly creativeId: string; readonly documentId: string }
  | {
      readonly kind: 'rejectDocument'
      readonly creativeId: string
      readonly documentId: string
      readonly reason: string
    }
  | { readonly kind: 'confirmReservation' }
  | { readonly kind: 'releaseReservation'; readonly reason?: string }
  | { readonly kind: 'payment'; readonly paymentState: 'paid' | 'partiallyPaid' }
  | { readonly kind: 'cancel'; readonly reason?: string }

export const reviewPath = (campaignId: string): string =>
  `${STAFF_API}/campaigns/${encodeURIComponent(campaignId)}/review`

/**
 * The call a decision is: its path and body, and whether it answers the review (a decision on a document is the
 * back office's call on the creative, core/media/staff-media.service.ts, which answers the creative).
 */
export const decisionRequest = (
  campaignId: string,
  decision: Decision,
): {
  readonly path: string
  readonly body: Readonly<Record<string, string>>
  readonly answersReview: boolean
} => {
  const { path, body } = decisionCall(campaignId, decision)
  return {
    path,
    body,
    answersReview: decision.kind !== 'approveDocument' && decision.kind !== 'rejectDocument',
  }
}

const decisionCall = (
  campaignId: string,
  decision: Decision,
): { readonly path: string; readonly body: Readonly<Record<string, string>> } => {
  const campaign = `${STAFF_API}/campaigns/${encodeURIComponent(campaignId)}`
  const creative = (id: string) => `${campaign}/creatives/${encodeURIComponent(id)}`
  const document = (creativeId: string, documentId: string) =>
    `${STAFF_API}/media/${encodeURIComponent(creativeId)}/documents/${encodeURIComponent(documentId)}`
  const reason = (text: string | undefined): Readonly<Record<string, string>> =>
    text === undefined || text.trim() === '' ? {} : { reason: text }
  switch (decision.kind) {
    case 'approve':
      return { path: `${campaign}/approve`, body: {} }
    case 'reject':
      return { path: `${campaign}/reject`, body: { reason: decision.reason } }
    case 'approveCreative':
      return { path: `${creative(decision.creativeId)}/approve`, body: {} }
    case 'rejectCreative':
      return { path: `${creative(decision.creativeId)}/reject`, body: { reason: decision.reason } }
    case 'approveDocument':
      return { path: `${document(decision.creativeId, decision.documentId)}/approve`, body: {} }
    case 'rejectDocument':
      return {
        path: `${document(decision.creativeId, decision.documentId)}/reject`,
        body: { reason: decision.reason },
      }
    case 'confirmReservation':
      return { path: `${campaign}/confirm-reservation`, body: {} }
    case 'releaseReservation':
      return { path: `${campaign}/release-reservation`, body: reason(decision.reason) }
    case 'payment':
      return { path: `${campaign}/payment`, body: { paymentState: decision.paymentState } }
    case 'cancel':
      return { path: `${campaign}/cancel`, body: reason(decision.reason) }
  }
}

export interface ReviewState {
  readonly campaignId: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly review: ReviewWire | undefined
  readonly error: string | undefined
  /** The decision on its way, if any: its buttons wait, the others stay. */
  readonly deciding: Decision['kind'] | undefined
}

/**
 * One campaign as staff decide on it (GET …/review) and the decisions taken on it (issue #48 items 3–4). Each
 * decision is the server's use case; its answer is the review as it stands after it (new state, new history
 * line, the actions left), and the queue is told that what it lists may have changed.
 */
export class ReviewStore extends StateStore<ReviewState> {
  constructor(
    private readonly http: HttpClient,
    private readonly decided: () => void = () => undefined,
  ) {
    super({ campaignId: undefined, status: 'idle', review: undefined, error: undefined, deciding: undefined })
  }

  async load(campaignId: string): Promise<void> {
    const before = this.getSnapshot()
    const same = before.campaignId === campaignId
    this.set({
      campaignId,
      status: 'loading',
      review: same ? before.review : undefined,
      error: undefined,
      deciding: undefined,
    })
    const outcome = await firstValueFrom(
      this.http.json({ method: 'GET', path: reviewPath(campaignId) }, decodeReview).pipe(
        map((review) => ({ ok: true as const, review })),
        catchError((cause: unknown) =>
          of({ ok: false as const, error: serverSentence(cause, REVIEW_NOT_LOADED) }),
        ),
      ),
    )
    if (this.getSnapshot().campaignId !== campaignId) return
    this.set(
      outcome.ok
        ? { ...this.getSnapshot(), status: 'ready', review: outcome.review, error: undefined }
        : { ...this.getSnapshot(), status: 'error', error: outcome.error },
    )
  }

  /** Takes a decision on the campaign shown; answers what went wrong in the server's words, if it did. */
  async decide(decision: Decision): Promise<Result<ReviewWire, string>> {
    const { campaignId, deciding } = this.getSnapshot()
    if (campaignId === undefined) return err(DECISION_NOT_SAVED)
    if (deciding !== undefined) return err('Предыдущее решение ещё сохраняется')
    this.set({ ...this.getSnapshot(), deciding: decision.kind })
    const { path, body, answersReview } = decisionRequest(campaignId, decision)
    const reread = () => this.http.json({ method: 'GET', path: reviewPath(campaignId) }, decodeReview)
    const outcome = await firstValueFrom(
      (answersReview
        ? this.http.json({ method: 'POST', path, body }, decodeReview)
        : this.http.json({ method: 'POST', path, body }, anyDecoder).pipe(switchMap(reread))
      ).pipe(
        map((review) => ({ ok: true as const, review })),
        catchError((cause: unknown) =>
          of({ ok: false as const, error: serverSentence(cause, DECISION_NOT_SAVED) }),
        ),
      ),
    )
    if (this.getSnapshot().campaignId !== campaignId)
      return outcome.ok ? ok(outcome.review) : err(outcome.error)
    if (!outcome.ok) {
      this.set({ ...this.getSnapshot(), deciding: undefined })
      // The campaign may have moved on meanwhile (another staff member decided): read it as it is now.
      void this.load(campaignId)
      return err(outcome.error)
    }
    this.decided()
    this.set({ ...this.getSnapshot(), status: 'ready', review: outcome.review, deciding: undefined })
    return ok(outcome.review)
  }
}
