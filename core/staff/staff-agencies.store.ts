import { catchError, firstValueFrom, map, of, type Observable } from 'rxjs'
import type { Clock } from '../ports/clock.port'
import type { HttpClient } from '../ports/http.port'
import type { IsoDate } from '../shared/calendar'
import { decoderOf } from '../shared/decoder'
import { serverSentence } from '../shared/server-failure'
import { StateStore } from '../shared/store'
import { AGENCIES_PATH, AgencyListWire, agencyTermsPath, AgencyWire } from './agency-terms'
import { agencyList, percentText, type AgencyList } from './agency-terms.view-model'

export const AGENCIES_NOT_LOADED = 'Не удалось загрузить агентства. Проверьте соединение и обновите страницу.'
export const TERMS_NOT_SAVED = 'Скидка не сохранена. Проверьте соединение и попробуйте ещё раз.'

const decodeList = decoderOf(AgencyListWire, { allowUnknown: true })
const decodeAgency = decoderOf(AgencyWire, { allowUnknown: true })

export interface StaffAgenciesState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly agencies: readonly AgencyWire[]
  readonly error: string | undefined
  /** What the search field holds. */
  readonly query: string
  /** Moscow's day the rows are read against (an expiry). */
  readonly today: IsoDate
  /** The list as shown: the search applied, every figure in words. */
  readonly list: AgencyList
  /** Whether a change is on its way (the dialog's button waits). */
  readonly saving: boolean
  /** Why the last change was refused, in the server's words when it said them. */
  readonly saveError: string | undefined
  /** What the last change did, for the page's status line: 'Агентство «Светофор»: скидка 15 %'. */
  readonly saved: string | undefined
}

type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: string }

/**
 * The desk's «Агентства» (core/staff/agency-terms.ts): the agencies read once, searched by name in the browser
 * (R-ROLE-10: a few hundred rows at most, and the search is the core's one rule), and an agency's personal discount
 * set or removed; the answer replaces that agency's row, so the list says at once what the agency now pays.
 */
export class StaffAgenciesStore extends StateStore<StaffAgenciesState> {
  constructor(
    private readonly http: HttpClient,
    private readonly clock: Clock,
  ) {
    const today = clock.today()
    super({
      status: 'idle',
      agencies: [],
      error: undefined,
      query: '',
      today,
      list: agencyList([], '', today),
      saving: false,
      saveError: undefined,
      saved: undefined,
    })
  }

  async load(): Promise<void> {
    const now = this.getSnapshot()
    if (now.status === 'loading') return
    this.set({ ...now, status: 'loading', error: undefined })
    const outcome = await this.ask(
      this.http.json({ method: 'GET', path: AGENCIES_PATH }, decodeList),
      AGENCIES_NOT_LOADED,
    )
    if (outcome.ok) this.show(outcome.value.agencies, { status: 'ready', error: undefined })
    else this.set({ ...this.getSnapshot(), status: 'error', error: outcome.error })
  }

  search(query: string): void {
    const now = this.getSnapshot()
    this.set({ ...now, query, list: agencyList(now.agencies, query, now.today) })
  }

  /** Sets an agency's terms (the dialog's body); true once the server took them. */
  save(id: string, body: Record<string, unknown>): Promise<boolean> {
    return this.change(
      this.http.json({ method: 'PUT', path: agencyTermsPath(id), body }, decodeAgency),
      (a) => `${a.name}: скидка ${percentText(a.terms?.discountPercent ?? 0)}`,
    )
  }

  /** Removes an agency's personal discount; true once the server took it. */
  remove(id: string): Promise<boolean> {
    return this.change(
      this.http.json({ method: 'DELETE', path: agencyTermsPath(id) }, decodeAgency),
      (a) => `${a.name}: персональная скидка снята`,
    )
  }

  /** Forgets a refusal when the dialog closes. */
  dismissError(): void {
    this.set({ ...this.getSnapshot(), saveError: undefined })
  }

  private async change(call: Observable<AgencyWire>, said: (agency: AgencyWire) => string): Promise<boolean> {
    if (this.getSnapshot().saving) return false
    this.set({ ...this.getSnapshot(), saving: true, saveError: undefined, saved: undefined })
    const outcome = await this.ask(call, TERMS_NOT_SAVED)
    if (!outcome.ok) {
      this.set({ ...this.getSnapshot(), saving: false, saveError: outcome.error })
      return false
    }
    const agency = outcome.value
    const agencies = this.getSnapshot().agencies.map((a) => (a._id === agency._id ? agency : a))
    this.show(agencies, { saving: false, saved: said(agency) })
    return true
  }

  private show(agencies: readonly AgencyWire[], patch: Partial<StaffAgenciesState>): void {
    const now = this.getSnapshot()
    this.set({ ...now, ...patch, agencies, list: agencyList(agencies, now.query, now.today) })
  }

  private ask<A>(call: Observable<A>, fallback: string): Promise<Outcome<A>> {
    return firstValueFrom(
      call.pipe(
        map((value) => ({ ok: true as const, value })),
        catchError((cause: unknown) => of({ ok: false as const, error: serverSentence(cause, fallback) })),
      ),
    )
  }
}
