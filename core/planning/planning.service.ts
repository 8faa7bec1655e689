import { isAdvertisePlace } from '../campaign/advertise-place'
import { FORBIDDEN_MESSAGE } from '../campaign/campaign-access'
import type { InventoryReads } from '../inventory/inventory-reads.port'
import type { NamedEntry } from '../inventory/references.catalogue'
import type { Clock, IsoDate } from '../ports/clock.port'
import type { PricingReference } from '../ports/pricing-reference.port'
import { averageAvailable, enabledPackages, freeSpacesByHalfMonth } from '../pricing/planner/availability'
import type { HalfMonthSpaces } from '../pricing/planner/availability'
import {
  adviseInventory,
  airtimeSold,
  horizonDays,
  notImplementedAdvice,
  SHIFT_HORIZON_DAYS,
  unitsHeld,
  type PlannerDemand,
  type ScreenLoad,
} from '../pricing/planner/inventory-planner'
import type { InventoryAdvice } from '../pricing/planner/planner-result'
import {
  itemUnitId,
  plannedPlace,
  PLANNER_DEFAULT_CLIP,
  type PlannedPlace,
} from '../pricing/planner/planned-places'
import {
  checkPlanningPeriod,
  dayOf,
  decodeAverageMonitorsQuery,
  decodeInventoryAdviceRequest,
  decodeStickerScheduleRequest,
  idList,
  type InventoryAdviceRequest,
} from '../pricing/planner/planning.contract'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { addDays } from '../pricing/rules/calendar'
import { METRO_DEFAULT_PERIOD_DAYS } from '../pricing/rules/metro'
import { stickerHalfMonths } from '../pricing/rules/periods'
import type { Account } from '../session/account'
import { invalidInputMessage } from '../shared/common-errors'
import type { Decoder } from '../shared/decoder'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import type { LineMonitors, PlanningReads } from './planning.port'

/** A sticker package of the reference (dataPackage): how many stickers it sells. */
export type StickerPackage = NamedEntry & { readonly stickers: number; readonly sizeId: string }

/** R-API-19's answer: the period, the monitors and the average a day available, in all and by line. */
export interface AverageMonitors {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly days: number
  readonly totalMonitors: number
  readonly averageDailyMonitors: number
  readonly byLine: readonly {
    readonly lineId: string
    readonly name: string
    readonly color: string
    readonly totalMonitors: number
    readonly monitors: number
  }[]
}

/** R-API-36's answer: the half-months of the period, the free spaces in each and the packages still for sale. */
export interface StickerSchedule {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly totalSpaces: number
  readonly halfMonths: readonly HalfMonthSpaces[]
  readonly enabledPackages: readonly StickerPackage[]
}

export interface PlanningDeps {
  readonly reads: PlanningReads
  readonly inventory: Pick<InventoryReads, 'references'>
  /** The pricing reference in force: the ids each place's calculator sells. */
  readonly reference: Pick<PricingReference, 'load'>
  readonly clock: Clock
}

type Outcome<A> = Promise<Result<A, Refusal>>

const decoded = <A>(decoder: Decoder<A>, input: unknown): Result<A, Refusal> => {
  const result = decoder(input)
  return result.ok
    ? ok(result.value)
    : refusal('invalid input', invalidInputMessage(result.error.errors), result.error.errors)
}

const periodRefused = (start: IsoDate, end: IsoDate): Result<number, Refusal> => {
  const period = checkPlanningPeriod(start, end)
  return period.ok ? period : refusal('invalid input', period.error.message, period.error.errors)
}

/** Ids the inventory lacks: a bad request naming the first five and the field (the answer 400 of R-API-19/36/38). */
const notFound = (field: string, what: string, ids: readonly string[]) =>
  refusal('invalid input', `${what}: ${ids.slice(0, 5).join(', ')}`, { [field]: 'not found' })

/**
 * R-METRO-19: without dates the metro calculator's default period, three days from today; an end without a
 * start is refused (undefined start, defined end).
 */
export const metroPeriodOf = (
  today: IsoDate,
  query: { readonly startDate?: string; readonly endDate?: string },
): Result<{ startDate: IsoDate; endDate: IsoDate }, Refusal> => {
  if (query.startDate === undefined && query.endDate !== undefined)
    return refusal('invalid input', 'Укажите дату начала', { startDate: 'required' })
  const startDate = query.startDate === undefined ? today : dayOf(query.startDate)
  const endDate =
    query.endDate === undefined ? addDays(startDate, METRO_DEFAULT_PERIOD_DAYS - 1) : dayOf(query.endDate)
  return ok({ startDate, endDate })
}

/** R-API-19 (chosen): each line's monitors and the average available a day, and their sums over the lines. */
export const averagesOf = (
  startDate: IsoDate,
  endDate: IsoDate,
  days: number,
  lines: readonly LineMonitors[],
): AverageMonitors => {
  const total = lines.reduce((n, l) => n + l.monitors, 0)
  const held = lines.reduce((n, l) => n + l.heldMonitorDays, 0)
  return {
    startDate,
    endDate,
    days,
    totalMonitors: total,
    averageDailyMonitors: averageAvailable(total, held, days),
    byLine: lines.map((l) => ({
      lineId: l.lineId,
      name: l.name,
      color: l.color,
      totalMonitors: l.monitors,
      monitors: averageAvailable(l.monitors, l.heldMonitorDays, days),
    })),
  }
}

/**
 * R-API-38: a basket asks either a frequency (airings an hour) or a number of impressions, never both; with
 * neither, the place's default frequency (R-CITY-11).
 */
export const plannerDemand = (
  body: Pick<InventoryAdviceRequest, 'frequency' | 'impressions'>,
  defaultFrequency: number,
): Result<PlannerDemand, Refusal> => {
  if (body.frequency !== undefined && body.impressions !== undefined)
    return refusal('invalid input', 'Укажите либо частоту показов, либо число показов', {
      impressions: 'wrong format',
    })
  return ok(
    body.impressions !== undefined
      ? { impressions: body.impressions }
      : { runsPerHour: body.frequency ?? defaultFrequency },
  )
}

/** The ids the place's calculator sells (its tariff items): the ids a campaign of the place stores. */
const tariffItemIds = (reference: PricingReferenceData, place: string): string[] => {
  const tariff: unknown = (reference.tariffs as Readonly<Record<string, unknown>>)[place]
  const items = typeof tariff === 'object' && tariff !== null ? (tariff as { items?: unknown }).items : []
  return Array.isArray(items) ? items.map((i: { id?: unknown }) => String(i.id)) : []
}

/**
 * The planning reads of pricing §7 (issue #49 item 3: the rules the routes held): average daily metro monitors
 * (R-API-19), the sticker schedule (R-API-36) and the inventory planner (R-API-38), over the inventory and the
 * holds the PlanningReads port reads. Each takes the wire's input as it came and decodes it.
 */
export class Planning {
  constructor(private readonly deps: PlanningDeps) {}

  /** R-API-19; R-ROLE-09: the calculators are not for observers. */
  async averageDailyMonitors(actor: Pick<Account, 'isObserver'>, query: unknown): Outcome<AverageMonitors> {
    if (actor.isObserver) return refusal('forbidden', FORBIDDEN_MESSAGE)
    const q = decoded(decodeAverageMonitorsQuery, query)
    if (!q.ok) return q
    const asked = metroPeriodOf(this.deps.clock.today(), q.value)
    if (!asked.ok) return asked
    const { startDate, endDate } = asked.value
    const days = periodRefused(startDate, endDate)
    if (!days.ok) return days
    const lineIds = idList(q.value.lineIds)
    const unknown = await this.deps.reads.unknownIds('metro_lines', lineIds)
    if (unknown.length > 0) return notFound('lineIds', 'Нет таких линий метро', unknown)
    const lines = await this.deps.reads.monitorsByLine(startDate, endDate, lineIds)
    return ok(averagesOf(startDate, endDate, days.value, lines))
  }

  /** R-API-36, R-PER-03: the packages still for sale in every half-month of the period. */
  async stickerSchedule(input: unknown): Outcome<StickerSchedule> {
    const body = decoded(decodeStickerScheduleRequest, input)
    if (!body.ok) return body
    const [start, end] = [dayOf(body.value.startDate), dayOf(body.value.endDate)]
    const period = periodRefused(start, end)
    if (!period.ok) return period
    const { reads } = this.deps
    const lineIds = idList(body.value.lineIds)
    const stationIds = idList(body.value.stationIds)
    const unknownLines = await reads.unknownIds('metro_lines', lineIds)
    if (unknownLines.length > 0) return notFound('lineIds', 'Нет таких линий метро', unknownLines)
    const unknownStations = await reads.unknownIds('metro_stations', stationIds)
    if (unknownStations.length > 0) return notFound('stationIds', 'Нет таких станций метро', unknownStations)
    const halves = stickerHalfMonths(start, end)
    const first = halves[0]
    const last = halves[halves.length - 1]
    if (!first || !last) throw new RangeError('a sticker period has at least one half-month')
    const spaces = await reads.stickerSpaces(lineIds, stationIds)
    const free = freeSpacesByHalfMonth(
      spaces,
      await reads.stickerHolds(first.startDate, last.endDate),
      halves,
    )
    const packages = await this.deps.inventory.references<StickerPackage>('dataPackage', {
      limit: 1000,
      offset: 0,
    })
    return ok({
      startDate: first.startDate,
      endDate: last.endDate,
      totalSpaces: spaces.length,
      halfMonths: free,
      enabledPackages: enabledPackages(packages, free),
    })
  }

  /** R-API-38: a real planner over the inventory; a place it does not plan answers 'notimplemented'. */
  async adviseInventory(input: unknown): Outcome<InventoryAdvice[]> {
    const body = decoded(decodeInventoryAdviceRequest, input)
    if (!body.ok) return body
    const [start, end] = [dayOf(body.value.startDate), dayOf(body.value.endDate)]
    const period = periodRefused(start, end)
    if (!period.ok) return period
    const planned = plannedPlace(body.value.place)
    // Both asked is refused before the place is looked at; a place the planner does not plan uses no demand.
    const demand = plannerDemand(body.value, planned?.defaultFrequency ?? 0)
    if (!demand.ok) return demand
    if (!isAdvertisePlace(body.value.place))
      return refusal('invalid input', 'Нет такого места размещения', { place: 'wrong format' })
    if (!planned) return ok(notImplementedAdvice(start, end))
    const ids = idList(body.value.itemIds)
    const unknown = await this.unknownScreens(body.value.place, planned, ids)
    if (unknown.length > 0) return notFound('itemIds', 'Нет таких мест в инвентаре', unknown)
    const loads = await this.loadsOf(body.value.place, planned, ids, start, end, body.value.campaignId)
    return ok(
      adviseInventory(
        {
          kind: planned.kind,
          startDate: start,
          endDate: end,
          clipDuration: body.value.clipDuration ?? PLANNER_DEFAULT_CLIP,
          demand: demand.value,
        },
        loads,
      ),
    )
  }

  /** The basket's screens the place knows: its generated inventory and the ids its calculator sells. */
  private async unknownScreens(place: string, planned: PlannedPlace, ids: readonly string[]) {
    const known = new Set([
      ...(await this.deps.reads.inventoryIds(planned.inventoryKind, ids)),
      ...tariffItemIds(await this.deps.reference.load(), place),
    ])
    return ids.filter((id) => !known.has(id))
  }

  /** What is already sold on each screen over the period and the days it may move by. */
  private async loadsOf(
    place: string,
    planned: PlannedPlace,
    ids: readonly string[],
    start: IsoDate,
    end: IsoDate,
    except: string | undefined,
  ): Promise<ScreenLoad[]> {
    const { reads } = this.deps
    const span = horizonDays({ startDate: start, endDate: end })
    const until = addDays(end, SHIFT_HORIZON_DAYS)
    if (planned.kind === 'airtime')
      return airtimeSold(await reads.campaignsOn(place, ids, start, until, except), ids, start, span, {
        clipDuration: PLANNER_DEFAULT_CLIP,
        frequency: planned.defaultFrequency,
      })
    const holds = await reads.holdDays(
      ids.map((id) => itemUnitId(place, id)),
      start,
      until,
      except,
    )
    const prefix = itemUnitId(place, '')
    return unitsHeld(
      holds.map((h) => ({ id: h.unitId.slice(prefix.length), day: h.day })),
      ids,
      start,
      span,
    )
  }
}
