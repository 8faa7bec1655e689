import {
  asyncScheduler,
  catchError,
  debounceTime,
  firstValueFrom,
  map,
  of,
  Subject,
  type SchedulerLike,
} from 'rxjs'
import type { HttpClient } from '../ports/http.port'
import { decoderOf } from '../shared/decoder'
import { StateStore } from '../shared/store'
import { serverSentence } from '../shared/server-failure'
import { STAFF_API } from './staff-desk.contract'
import { QueuePageWire, type QueueItemWire } from '../contract/staff.answer'
import {
  NO_FILTERS,
  queueRequestQuery,
  sameFilters,
  searchText,
  type QueueFilters,
} from './staff-queue-filters.view-model'

export const QUEUE_PATH = `${STAFF_API}/queue`
/** Rows fetched at a time: a screenful or three, so scrolling asks rarely. */
export const QUEUE_PAGE_SIZE = 100
/** The pause in typing after which the search is asked (as you type, not at every key). */
export const SEARCH_PAUSE_MS = 300
export const QUEUE_NOT_LOADED = 'Не удалось загрузить очередь. Проверьте соединение и обновите страницу.'

const decodePage = decoderOf(QueuePageWire, { allowUnknown: true })

export interface QueueState {
  readonly filters: QueueFilters
  /** The search box as typed; asked once typing pauses. */
  readonly typed: string
  /** How many campaigns match (all pages); undefined until the first page came. */
  readonly count: number | undefined
  /** The pages fetched so far, by page number. */
  readonly pages: Readonly<Record<number, readonly QueueItemWire[]>>
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly error: string | undefined
}

/**
 * The queue of campaigns waiting for staff (GET /api/v1/staff/queue, issue #48 item 2): paged on the server and
 * fetched a page at a time as rows come into view, so 10,000 campaigns cost what a screenful does. Filters come
 * from the address; the search is asked once typing pauses. A decision elsewhere makes it stale, and the queue
 * is asked again when shown.
 */
export class QueueStore extends StateStore<QueueState> {
  private generation = 0
  private stale = false
  private readonly asking = new Set<string>()
  private readonly typing = new Subject<string>()

  constructor(
    private readonly http: HttpClient,
    scheduler: SchedulerLike = asyncScheduler,
  ) {
    super({ filters: NO_FILTERS, typed: '', count: undefined, pages: {}, status: 'idle', error: undefined })
    this.typing
      .pipe(debounceTime(SEARCH_PAUSE_MS, scheduler))
      .subscribe((typed) => this.show({ ...this.getSnapshot().filters, q: searchText(typed) }))
  }

  /** Shows the queue for these filters: asked again only when they changed, or a decision made it stale. */
  show(filters: QueueFilters): void {
    const now = this.getSnapshot()
    const fresh = !this.stale && now.status !== 'idle' && now.status !== 'error'
    if (fresh && sameFilters(filters, now.filters)) return
    this.stale = false
    this.generation += 1
    this.asking.clear()
    const typedApplies = searchText(now.typed) === filters.q
    this.set({
      filters,
      typed: typedApplies ? now.typed : filters.q,
      count: undefined,
      pages: {},
      status: 'loading',
      error: undefined,
    })
    void this.fetch(0)
  }

  /** The search box changed: kept as typed at once, asked after a pause. */
  type(text: string): void {
    this.set({ ...this.getSnapshot(), typed: text })
    this.typing.next(text)
  }

  /** Rows `first`..`last` are in view: fetches the pages holding them that are neither here nor on their way. */
  ensure(first: number, last: number): void {
    const { count, pages, status } = this.getSnapshot()
    if (status === 'idle' || count === undefined) return
    const end = Math.min(last, count - 1)
    for (let p = Math.floor(Math.max(0, first) / QUEUE_PAGE_SIZE); p * QUEUE_PAGE_SIZE <= end; p++)
      if (pages[p] === undefined) void this.fetch(p)
  }

  /** Something was decided: what the queue shows may be gone (asked again when next shown). */
  invalidate(): void {
    this.stale = true
  }

  /** Asks the current filters again (after a failure). */
  retry(): void {
    this.stale = true
    this.show(this.getSnapshot().filters)
  }

  /** The campaign at a row, when its page has come. */
  itemAt(index: number): QueueItemWire | undefined {
    return this.getSnapshot().pages[Math.floor(index / QUEUE_PAGE_SIZE)]?.[index % QUEUE_PAGE_SIZE]
  }

  private async fetch(page: number): Promise<void> {
    const generation = this.generation
    const key = `${generation}:${page}`
    if (this.asking.has(key)) return
    this.asking.add(key)
    const { filters } = this.getSnapshot()
    const query = queueRequestQuery(filters, { limit: QUEUE_PAGE_SIZE, offset: page * QUEUE_PAGE_SIZE })
    const outcome = await firstValueFrom(
      this.http.json({ method: 'GET', path: QUEUE_PATH, query }, decodePage).pipe(
        map((answer) => ({ ok: true as const, answer })),
        catchError((cause: unknown) =>
          of({ ok: false as const, error: serverSentence(cause, QUEUE_NOT_LOADED) }),
        ),
      ),
    )
    this.asking.delete(key)
    if (generation !== this.generation) return
    const now = this.getSnapshot()
    if (!outcome.ok) {
      // A later page that failed leaves the rows already shown; it is asked again when scrolled to.
      this.set(
        page === 0 || now.count === undefined
          ? { ...now, status: 'error', error: outcome.error }
          : { ...now, error: outcome.error },
      )
      return
    }
    this.set({
      ...now,
      count: outcome.answer.count,
      pages: { ...now.pages, [page]: outcome.answer.items },
      status: 'ready',
      error: undefined,
    })
  }
}
