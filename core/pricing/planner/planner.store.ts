import { StateStore } from '../../shared/store'
import { plannerMessage, type PlannerResult } from './planner-result'

export interface PlannerState {
  /** The latest request's id; 0 before any. */
  readonly requestId: number
  readonly loading: boolean
  /** R-PLANNER-04: request flags go from started to completed. */
  readonly started: boolean
  readonly completed: boolean
  readonly requested?: { readonly from: string; readonly to: string }
  readonly result?: PlannerResult
  readonly message?: string
  readonly error?: string
}

export const INITIAL_PLANNER: PlannerState = {
  requestId: 0,
  loading: false,
  started: false,
  completed: false,
}

/**
 * Planner requests (R-CITY-06..08, R-PLANNER-01..05): a request starts with loading and a new id; a result is
 * accepted only if its id is the latest request's (stale ones are dropped, and so are results marked ignore).
 */
export class PlannerStore extends StateStore<PlannerState> {
  /** Ids keep growing across resets, so a result of a request made before a reset never matches a new one. */
  private sequence = 0

  constructor() {
    super(INITIAL_PLANNER)
  }

  /** R-CITY-06: returns the id the result must carry. */
  start(requested: { from: string; to: string }): number {
    this.sequence += 1
    const id = this.sequence
    this.set({ requestId: id, loading: true, started: true, completed: false, requested })
    return id
  }

  /** R-CITY-07: true when accepted. */
  receive(result: PlannerResult): boolean {
    const s = this.getSnapshot()
    if (result.id !== s.requestId || result.ignore || !s.loading) return false
    const requested = s.requested ?? { from: result.from, to: result.to }
    const message = plannerMessage(result.error, requested, result)
    this.set({ ...s, loading: false, completed: true, result, ...(message === undefined ? {} : { message }) })
    return true
  }

  /** R-PLANNER-03: the error text is stored and shown, and the request ends. */
  fail(id: number, text: string): boolean {
    const s = this.getSnapshot()
    if (id !== s.requestId) return false
    this.set({ ...s, loading: false, completed: true, error: text })
    return true
  }

  /** R-CITY-08: back to the default state. */
  reset(): void {
    this.set(INITIAL_PLANNER)
  }
}
