import { Schema } from 'effect'
import { catchError, firstValueFrom, map, of } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import type { DayStatistics } from '../../statistics/campaign-statistics'
import type { OrderedFigures } from '../../statistics/ordered-figures'
import { isApiFailure } from '../../shared/api-failure'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { statisticsPath, type StatisticsPeriod } from '../view/statistics.view-model'

const Day = Schema.Struct({
  date: Schema.String,
  plays: Schema.Number,
  ots: Schema.Number,
  grp: Schema.Number,
})
const Ordered = Schema.Struct({
  startDate: Schema.String,
  endDate: Schema.String,
  days: Schema.Number,
  plays: Schema.NullOr(Schema.Number),
  ots: Schema.NullOr(Schema.Number),
  grp: Schema.NullOr(Schema.Number),
})
const decodeStatistics = decoderOf(
  Schema.Struct({
    days: Schema.Array(Day),
    total: Schema.Struct({ plays: Schema.Number, ots: Schema.Number, grp: Schema.Number }),
    /** What the order bought (issue #47 item 4); null when the server could not read its price list. */
    ordered: Schema.optionalKey(Schema.NullOr(Ordered)),
  }),
  { allowUnknown: true },
)

export interface StatisticsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly period?: StatisticsPeriod
  readonly days: readonly DayStatistics[]
  readonly total: Omit<DayStatistics, 'date'>
  /** What the order bought, to set the delivery against; null when unknown. */
  readonly ordered: OrderedFigures | null
  /** The server's sentence when it refused the period or the campaign. */
  readonly error?: string
}

const NONE = { plays: 0, ots: 0, grp: 0 }

/** A campaign's plays, OTS and GRP per day of a period (R-SCREEN-06); a newer request wins over an older one. */
export class StatisticsStore extends StateStore<StatisticsState> {
  private asked = 0

  constructor(private readonly http: HttpClient) {
    super({ status: 'idle', days: [], total: NONE, ordered: null })
  }

  async load(campaignId: string, period: StatisticsPeriod): Promise<void> {
    const ask = ++this.asked
    this.set({ ...this.getSnapshot(), status: 'loading', period })
    const outcome = await firstValueFrom(
      this.http.json({ method: 'GET', path: statisticsPath(campaignId, period) }, decodeStatistics).pipe(
        map((data) => ({ ok: true as const, data })),
        catchError((cause: unknown) =>
          of({
            ok: false as const,
            error:
              isApiFailure(cause) && cause.status !== 0 && cause.message
                ? cause.message
                : 'Не удалось загрузить статистику. Проверьте соединение.',
          }),
        ),
      ),
    )
    if (ask !== this.asked) return
    this.set(
      outcome.ok
        ? {
            status: 'ready',
            period,
            days: outcome.data.days,
            total: outcome.data.total,
            ordered: outcome.data.ordered ?? null,
          }
        : { status: 'error', period, days: [], total: NONE, ordered: null, error: outcome.error },
    )
  }
}
