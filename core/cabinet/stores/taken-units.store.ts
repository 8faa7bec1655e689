import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { holdsUnits } from '../../booking/taken-units'
import { snapTurnsTilesStart } from '../../pricing/rules/periods'
import type { FormInput } from '../../pricing/selection/form-input'
import type { HttpClient } from '../../ports/http.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'

/** What a calculator's list asks: a place, the period chosen, and the campaign being edited, if any. */
export interface TakenQuestion {
  readonly place: string
  readonly startDate: string
  readonly endDate: string
  readonly campaignId?: string | undefined
}

export interface TakenState {
  /** The question the state answers (place, period, campaign). */
  readonly key: string | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The ids of the units another campaign holds on a day of the period. */
  readonly taken: ReadonlySet<string>
}

/** Said beside the list when the server could not be asked: the list still works, a save still checks. */
export const TAKEN_NOT_READ =
  'Не удалось узнать, какие места уже заняты на эти даты: при сохранении проверим ещё раз'

const takenDecoder = decoderOf(Schema.Struct({ taken: Schema.Array(Schema.String) }), { allowUnknown: true })
export const keyOf = (q: TakenQuestion): string =>
  [q.place, q.startDate, q.endDate, q.campaignId ?? ''].join('|')
const NOTHING: ReadonlySet<string> = new Set()

const day = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v.slice(0, 10) : undefined

/**
 * What a calculator's list asks the server, from the place, the input as it stands and the campaign edited: the
 * period its units would be held over (turn tiles: the month from the start the calculator snaps to, R-PER),
 * or nothing while the period is not chosen.
 */
export const takenQuestion = (
  place: string | undefined,
  input: FormInput,
  campaignId?: string,
): TakenQuestion | undefined => {
  const start = day(input['startDate'])
  if (!place || !start) return undefined
  const period =
    place === 'turnsTiles' ? snapTurnsTilesStart(start) : { startDate: start, endDate: day(input['endDate']) }
  if (!period.endDate) return undefined
  return {
    place,
    startDate: period.startDate,
    endDate: period.endDate,
    ...(campaignId ? { campaignId } : {}),
  }
}

/**
 * The units of the list taken for the period (issue #47 item 3, "taken is taken"), read from the server
 * (GET /api/v1/commercial-campaigns/{place}/taken): asked again whenever the place, the period or the campaign
 * changes, and on demand after a booking conflict; an answer to an older question is dropped.
 */
export class TakenUnitsStore extends StateStore<TakenState> {
  private asked = 0
  private question: TakenQuestion | undefined

  constructor(private readonly http: HttpClient) {
    super({ key: undefined, status: 'idle', taken: NOTHING })
  }

  /** Reads what is taken for the question, unless it is already read or being read. */
  watch(question: TakenQuestion): void {
    const now = this.getSnapshot()
    // A failed read is not repeated by itself (refresh does): every render asks, and a server away is asked once.
    if (now.key === keyOf(question)) return
    void this.read(question)
  }

  /** Reads the last question again (another campaign may have taken a unit since). */
  async refresh(): Promise<void> {
    if (this.question) await this.read(this.question)
  }

  private async read(question: TakenQuestion): Promise<void> {
    this.question = question
    const key = keyOf(question)
    const ticket = ++this.asked
    if (
      !holdsUnits(question.place) ||
      !question.startDate ||
      !question.endDate ||
      question.endDate < question.startDate
    )
      return this.set({ key, status: 'ready', taken: NOTHING })
    // A new question's units are not known to be taken yet; the same question keeps its answer while re-read.
    const kept = this.getSnapshot().key === key ? this.getSnapshot().taken : NOTHING
    this.set({ key, status: 'loading', taken: kept })
    try {
      const answer = await firstValueFrom(
        this.http.json(
          {
            method: 'GET',
            path: `/api/v1/commercial-campaigns/${encodeURIComponent(question.place)}/taken`,
            query: {
              startDate: question.startDate,
              endDate: question.endDate,
              ...(question.campaignId ? { campaignId: question.campaignId } : {}),
            },
          },
          takenDecoder,
        ),
      )
      if (ticket === this.asked) this.set({ key, status: 'ready', taken: new Set(answer.taken) })
    } catch {
      if (ticket === this.asked) this.set({ key, status: 'error', taken: kept })
    }
  }
}
