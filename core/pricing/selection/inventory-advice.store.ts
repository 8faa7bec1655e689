import { firstValueFrom } from 'rxjs'
import { decodeInventoryAdvice } from '../../contract/inventory-advice.answer'
import { countOf, pluralForm } from '../../format/plural'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { toApiFailure } from '../../shared/api-failure'
import { isIsoDate } from '../../shared/calendar'
import { numberProblem, said } from '../../shared/number-rule'
import { StateStore } from '../../shared/store'
import { MAX_ADVICE_ITEMS, plannedPlace, type PlannedPlace } from '../planner/planned-places'
import { readInventoryAdvice, type InventoryAdvice, type PlannerResult } from '../planner/planner-result'
import { INITIAL_PLANNER, PlannerStore, type PlannerState } from '../planner/planner.store'
import { displayDate, inclusiveDays } from '../rules/calendar'
import { AIRINGS_PER_HOUR_RULE, CLIP_RULE } from '../rules/field-rules'
import { fieldOf } from './calculator-form'
import type { FormInput } from './form-input'

/** R-API-38: the inventory planner, a public call beside the calculators of the places it plans. */
export const INVENTORY_ADVICE_PATH = '/mediaplan-api/advice/inventory/'

/** What the planner is asked for a calculation: the place, the units chosen, the period and the airtime. */
export interface AdviceQuery {
  readonly place: string
  readonly itemIds: readonly string[]
  readonly startDate: string
  readonly endDate: string
  /** Airtime places only: seconds of the clip and airings an hour, as the calculator holds them. */
  readonly clipDuration?: number
  readonly frequency?: number
  /** The saved campaign being changed: what it sold itself is not in its way. */
  readonly campaignId?: string
}

/**
 * The planner's question for a calculator's input (`field` holds the units chosen): undefined while the place is
 * not one the planner plans, nothing is chosen, the period is not two dates in order, or the clip or the airings
 * an hour break their rule (the field says so; the planner would only refuse it again). `campaignId` is the saved
 * campaign the calculation changes, if any.
 */
export const adviceQuery = (
  place: string,
  input: FormInput,
  field: string,
  campaignId?: string,
): AdviceQuery | undefined => {
  const planned = plannedPlace(place)
  const [startDate, endDate] = [input['startDate'], input['endDate']]
  const chosen = fieldOf(input, field)
  const itemIds = Array.isArray(chosen) ? chosen.filter((id): id is string => typeof id === 'string') : []
  if (!planned || itemIds.length === 0 || itemIds.length > MAX_ADVICE_ITEMS) return undefined
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return undefined
  const asked = { place, itemIds, startDate, endDate, ...(campaignId === undefined ? {} : { campaignId }) }
  if (planned.kind === 'unit') return asked
  const [clipDuration, frequency] = [input['clipDuration'], input['frequency']]
  if (typeof clipDuration !== 'number' || numberProblem(CLIP_RULE, clipDuration) !== undefined)
    return undefined
  if (typeof frequency !== 'number' || numberProblem(AIRINGS_PER_HOUR_RULE, frequency) !== undefined)
    return undefined
  return { ...asked, clipDuration, frequency }
}

const keyOf = (q: AdviceQuery): string =>
  JSON.stringify([
    q.place,
    [...q.itemIds].sort(),
    q.startDate,
    q.endDate,
    q.clipDuration,
    q.frequency,
    q.campaignId,
  ])

export interface AdviceState {
  /** The question the state answers, or is being asked. */
  readonly query: AdviceQuery | undefined
  /** R-PLANNER-04: the request's flags, its result's message (R-PLANNER-01/02) or its error (R-PLANNER-03). */
  readonly planner: PlannerState
  /** The answer's figures, once accepted. */
  readonly advice: InventoryAdvice | undefined
}

/** The advice as the planner's result of request `id` (R-PLANNER-05): its outcome, its period and its figures. */
export const plannerResultOf = (id: number, advice: InventoryAdvice): PlannerResult => ({
  id,
  platformDayCount: advice.PlatformDayCount,
  error: advice.advice_result,
  requestType: 'inventory',
  fitCount: advice.FitCount,
  from: advice.MinDate,
  to: advice.MaxDate,
  errorId: null,
  ignore: false,
})

/** Said when the planner could not be reached or answered nothing that reads. */
export const ADVICE_NOT_READ = 'Не удалось проверить свободный эфир. Повторите позже'

/**
 * The inventory planner beside a calculator (R-API-38, R-PLANNER-01..05, 07): asked again whenever the units, the
 * period or the airtime change, once a question. A request starts with a new id and only the latest request's
 * answer is taken (PlannerStore); an answer that carries an error is logged and shown as that error, and so is a
 * call that failed.
 */
export class InventoryAdviceStore extends StateStore<AdviceState> {
  private readonly planner = new PlannerStore()

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ query: undefined, planner: INITIAL_PLANNER, advice: undefined })
  }

  async ask(query: AdviceQuery): Promise<void> {
    // One request a question, answered or not: the screen asks after every render.
    const now = this.getSnapshot().query
    if (now && keyOf(now) === keyOf(query)) return
    const id = this.planner.start({ from: query.startDate, to: query.endDate })
    this.set({ query, planner: this.planner.getSnapshot(), advice: undefined })
    const body = { ...query, itemIds: [...query.itemIds] }
    try {
      const list = await firstValueFrom(
        this.http.json({ method: 'POST', path: INVENTORY_ADVICE_PATH, body }, decodeInventoryAdvice),
      )
      readInventoryAdvice(list, this.logger, (error, advice) => {
        if (error !== null || !advice) {
          // The answer's own error is shown as it came (R-PLANNER-03); an empty list has none to show.
          const text = list.length === 0 || error === null ? ADVICE_NOT_READ : error
          if (this.planner.fail(id, text)) this.publish(undefined)
          return
        }
        if (this.planner.receive(plannerResultOf(id, advice))) this.publish(advice)
      })
    } catch (cause) {
      const failure = toApiFailure(cause)
      this.logger.warn('the inventory planner could not be asked', { cause, query: body })
      // The server's own sentence when it refused the question; ours when it was not reached.
      if (
        this.planner.fail(
          id,
          failure.status >= 400 && failure.status < 500 ? failure.message : ADVICE_NOT_READ,
        )
      )
        this.publish(undefined)
    }
  }

  private publish(advice: InventoryAdvice | undefined): void {
    this.set({ ...this.getSnapshot(), planner: this.planner.getSnapshot(), advice })
  }
}

const SCREENS = { one: 'экран', few: 'экрана', many: 'экранов' }
const UNITS = { one: 'место', few: 'места', many: 'мест' }
const DAYS = { one: 'день', few: 'дня', many: 'дней' }
const RUNS = { one: 'выход', few: 'выхода', many: 'выходов' }
/** After «из»: из 1 экрана, из 3 экранов, из 21 экрана. */
const OF_SCREENS = { one: 'экрана', few: 'экранов', many: 'экранов' }
const OF_UNITS = { one: 'места', few: 'мест', many: 'мест' }

export interface AdviceView {
  /** «Свободный эфир» for screens, «Свободны ли места» for units held whole. */
  readonly heading: string
  /** How the verdict reads: as asked, another period proposed, refused, still asking, or not asked. */
  readonly tone: 'fits' | 'changed' | 'refused' | 'pending' | 'failed'
  /** R-PLANNER-01/02: the result's message, or R-PLANNER-03: the error. */
  readonly message: string | undefined
  readonly lines: readonly string[]
  /** The period the planner found when it changed the one asked, to take into the calculation. */
  readonly proposal:
    { readonly startDate: string; readonly endDate: string; readonly label: string } | undefined
}

const figures = (planned: PlannedPlace, advice: InventoryAdvice, chosen: number): string => {
  const days = inclusiveDays(advice.MinDate, advice.MaxDate)
  const from = `с ${displayDate(advice.MinDate)} по ${displayDate(advice.MaxDate)}`
  if (planned.kind === 'unit')
    return chosen === 1
      ? `Место свободно ${from} (${countOf(days, DAYS)}).`
      : `${chosen === 2 ? 'Оба места' : `Все ${countOf(chosen, UNITS)}`} свободны ${from} (${countOf(days, DAYS)}).`
  return `Эфир есть ${from}: ${countOf(chosen, SCREENS)} × ${countOf(days, DAYS)}, ${countOf(advice.AvgRunsPerHour, RUNS)} в час на каждом.`
}

/**
 * What the calculator shows of the planner's answer (our choice; the spec names the call and its messages): the
 * period and the airtime that fit, the message the result carries, and, when the planner moved or shortened the
 * period, that period to take. A refusal says how many of the units chosen fit the whole period and what to
 * change.
 */
export const adviceView = (state: AdviceState): AdviceView | undefined => {
  const place = state.query && plannedPlace(state.query.place)
  if (!state.query || !place) return undefined
  const verdict = adviceVerdict(state, state.query, place)
  return verdict && { heading: place.kind === 'unit' ? 'Свободны ли места' : 'Свободный эфир', ...verdict }
}

const adviceVerdict = (
  { planner, advice }: AdviceState,
  query: AdviceQuery,
  place: PlannedPlace,
): Omit<AdviceView, 'heading'> | undefined => {
  const chosen = query.itemIds.length
  if (planner.loading)
    return { tone: 'pending', message: undefined, lines: ['Проверяем свободный эфир…'], proposal: undefined }
  if (planner.error !== undefined)
    return { tone: 'failed', message: planner.error, lines: [], proposal: undefined }
  if (!advice) return undefined
  if (advice.advice_result === 'success') {
    const moved = advice.MinDate !== query.startDate || advice.MaxDate !== query.endDate
    if (!moved)
      return {
        tone: 'fits',
        message: undefined,
        lines: [figures(place, advice, chosen)],
        proposal: undefined,
      }
    return {
      tone: 'changed',
      message: planner.message,
      lines: [
        `В выбранный период ${place.kind === 'unit' ? 'места заняты' : 'эфира не хватает'}.`,
        figures(place, advice, chosen),
      ],
      proposal: {
        startDate: advice.MinDate,
        endDate: advice.MaxDate,
        label: `Взять период ${displayDate(advice.MinDate)} – ${displayDate(advice.MaxDate)}`,
      },
    }
  }
  if (advice.advice_result === 'dontfit') {
    const of = `${said(advice.FitCount)} из ${said(chosen)} ${pluralForm(chosen, place.kind === 'unit' ? OF_UNITS : OF_SCREENS)}`
    const fit = place.kind === 'unit' ? `Весь период свободно ${of}` : `Эфира на весь период хватает на ${of}`
    const runs =
      place.kind === 'unit'
        ? ''
        : `; в среднем на экране свободно выходов в час: ${said(advice.AvgRunsPerHour)}`
    const change =
      place.kind === 'unit'
        ? 'Уберите занятые места или выберите другой период.'
        : 'Уменьшите число выходов или длительность ролика, уберите занятые экраны или выберите другой период.'
    return {
      tone: 'refused',
      message: planner.message,
      lines: [`${fit}${runs}.`, change],
      proposal: undefined,
    }
  }
  return { tone: 'refused', message: planner.message, lines: [], proposal: undefined }
}
