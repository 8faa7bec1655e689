import { firstValueFrom } from 'rxjs'
import { decodeStickerSchedule, type StickerScheduleWire } from '../../contract/sticker-schedule.answer'
import { displayPeriod } from '../../format/display-date'
import { countOf } from '../../format/plural'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { isIsoDate } from '../../shared/calendar'
import { groupDigits } from '../../shared/money'
import { AskedOnceStore } from '../../shared/asked-once.store'
import { displayDate } from '../rules/calendar'
import type { FormInput } from './form-input'

/** R-API-36: the sticker schedule, a public read beside the calculator. */
export const STICKER_SCHEDULE_PATH = '/api/v1/commercial-campaigns/metroStickers/schedule'

/** Where and when the stickers go, as the calculator's input has it: no line is every line. */
export interface StickerSpacesQuery {
  readonly startDate: string
  readonly endDate: string
  readonly lineIds: readonly string[]
}

/**
 * The question a sticker calculation asks: its period and the lines its line control holds (`lines`); undefined
 * while the period is not two dates in order.
 */
export const stickerSpacesQuery = (input: FormInput, lines: unknown): StickerSpacesQuery | undefined => {
  const [startDate, endDate] = [input['startDate'], input['endDate']]
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return undefined
  return { startDate, endDate, lineIds: Array.isArray(lines) ? lines.map(String) : [] }
}

/** The stickers a calculation asks for (its count field; one when not a whole number yet). */
export const stickerCountOf = (input: FormInput): number => {
  const count = input['stickerCount']
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1
}

const keyOf = (q: StickerSpacesQuery): string =>
  JSON.stringify([q.startDate, q.endDate, [...q.lineIds].sort()])

/**
 * The sticker spaces free in each half-month of the calculator's period on its lines (R-API-36, R-PER-03), read
 * again when the period or the lines change: the planner sees before booking whether the stickers fit. A failure is
 * logged and said (the booking's own vacancy check still guards the campaign).
 */
export class StickerSpacesStore extends AskedOnceStore<StickerSpacesQuery, StickerScheduleWire> {
  constructor(http: HttpClient, logger: Logger) {
    const bodyOf = (query: StickerSpacesQuery) => ({
      startDate: query.startDate,
      endDate: query.endDate,
      ...(query.lineIds.length > 0 ? { lineIds: [...query.lineIds] } : {}),
    })
    super(
      (query) =>
        firstValueFrom(
          http.json(
            { method: 'POST', path: STICKER_SCHEDULE_PATH, body: bodyOf(query) },
            decodeStickerSchedule,
          ),
        ),
      keyOf,
      (cause, query) =>
        logger.warn('the sticker schedule could not be read', { cause, query: bodyOf(query) }),
    )
  }
}

const SPACES = { one: 'место', few: 'места', many: 'мест' }

/** One half-month of the period as the calculator lists it. */
export interface HalfMonthSpacesView {
  readonly period: string
  readonly free: string
  /** Fewer spaces free than stickers chosen. */
  readonly short: boolean
}

export interface StickerSpacesView {
  readonly rows: readonly HalfMonthSpacesView[]
  /** 'Мест на выбранных линиях: 1 234' (or on every line when none is chosen). */
  readonly total: string
  /** Said when the stickers chosen do not fit in a half-month: which, how many are free, what to change. */
  readonly warning: string | undefined
}

/**
 * What the calculator shows of the schedule (our choice; the spec names only the call): each half-month with its
 * free spaces, and a warning naming the first half-month with fewer free spaces than stickers chosen.
 */
export const stickerSpacesView = (
  schedule: StickerScheduleWire,
  stickerCount: number,
  everyLine: boolean,
): StickerSpacesView => {
  const rows = schedule.halfMonths.map((h) => ({
    period: displayPeriod(h.startDate, h.endDate),
    free: `свободно ${countOf(h.freeSpaces, SPACES)}`,
    short: h.freeSpaces < stickerCount,
  }))
  const short = schedule.halfMonths.find((h) => h.freeSpaces < stickerCount)
  return {
    rows,
    total: `Мест ${everyLine ? 'на всех линиях' : 'на выбранных линиях'}: ${groupDigits(String(schedule.totalSpaces))}`,
    warning: short
      ? `С ${displayDate(short.startDate)} по ${displayDate(short.endDate)} свободно ${countOf(short.freeSpaces, SPACES)}, а стикеров выбрано ${groupDigits(String(stickerCount))}: уменьшите число стикеров, добавьте линии или выберите другой период.`
      : undefined,
  }
}
