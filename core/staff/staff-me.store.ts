import { catchError, firstValueFrom, map, of } from 'rxjs'
import type { HttpClient } from '../ports/http.port'
import { decoderOf } from '../shared/decoder'
import { StateStore } from '../shared/store'
import { serverSentence } from '../shared/server-failure'
import { STAFF_API } from './staff-desk.contract'
import { StaffMeWire } from '../contract/staff.answer'

export const STAFF_ME_PATH = `${STAFF_API}/me`
export const STAFF_ME_NOT_LOADED =
  'Не удалось загрузить ваши права. Проверьте соединение и обновите страницу.'

const decodeMe = decoderOf(StaffMeWire, { allowUnknown: true })

export interface StaffMeState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly me: StaffMeWire | undefined
  readonly error: string | undefined
}

/**
 * Who the staff member is and what the desk may show them (GET /api/v1/staff/me, issue #48): read once when the
 * desk opens; every screen of the desk shows only what these capabilities allow.
 */
export class StaffMeStore extends StateStore<StaffMeState> {
  constructor(private readonly http: HttpClient) {
    super({ status: 'idle', me: undefined, error: undefined })
  }

  /** Reads it unless it is read or on its way. */
  async load(): Promise<void> {
    const now = this.getSnapshot()
    if (now.status === 'loading' || now.status === 'ready') return
    this.set({ ...now, status: 'loading', error: undefined })
    const outcome = await firstValueFrom(
      this.http.json({ method: 'GET', path: STAFF_ME_PATH }, decodeMe).pipe(
        map((me) => ({ ok: true as const, me })),
        catchError((cause: unknown) =>
          of({ ok: false as const, error: serverSentence(cause, STAFF_ME_NOT_LOADED) }),
        ),
      ),
    )
    this.set(
      outcome.ok
        ? { status: 'ready', me: outcome.me, error: undefined }
        : { status: 'error', me: undefined, error: outcome.error },
    )
  }
}
