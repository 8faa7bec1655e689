import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isAdvertisePlace } from '../../../core/campaign/advertise-place'
import { FORBIDDEN_MESSAGE } from '../../../core/campaign/campaign-access'
import type { NamedEntry } from '../../../core/inventory/references.catalogue'
import { Clock } from '../../../core/ports/clock.port'
import {
  averageAvailable,
  enabledPackages,
  freeSpacesByHalfMonth,
} from '../../../core/pricing/planner/availability'
import {
  adviseInventory,
  airtimeSold,
  horizonDays,
  notImplementedAdvice,
  SHIFT_HORIZON_DAYS,
  unitsHeld,
} from '../../../core/pricing/planner/inventory-planner'
import {
  itemUnitId,
  plannedPlace,
  PLANNER_DEFAULT_CLIP,
  type PlannedPlace,
} from '../../../core/pricing/planner/planned-places'
import {
  checkPlanningPeriod,
  dayOf,
  decodeAverageMonitorsQuery,
  decodeInventoryAdviceRequest,
  decodeStickerScheduleRequest,
  idList,
  type InventoryAdviceRequest,
} from '../../../core/pricing/planner/planning.contract'
import type { PricingReferenceData } from '../../../core/pricing/reference/pricing-reference.schema'
import { addDays } from '../../../core/pricing/rules/calendar'
import { METRO_DEFAULT_PERIOD_DAYS } from '../../../core/pricing/rules/metro'
import { stickerHalfMonths } from '../../../core/pricing/rules/periods'
import { QuoteService } from '../../../core/quoting/quote.service'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { InventoryRepository } from '../../database/inventory.repository'
import { PlanningRepository } from '../../database/planning.repository'
import {
  bearerToken,
  decodeBody,
  invalidInputMessage,
  sendData,
  sendDomainError,
  sendFailure,
  signedIn,
} from '../reply'

const API = '/api/v1'

type Package = NamedEntry & { readonly stickers: number; readonly sizeId: string }

const notFound = (reply: FastifyReply, field: string, what: string, ids: readonly string[]) =>
  sendFailure(reply, 400, `${what}: ${ids.slice(0, 5).join(', ')}`, { [field]: 'not found' })

/** The ids the place's calculator sells (its tariff items): the ids a campaign of the place stores. */
const tariffItemIds = (reference: PricingReferenceData, place: string): string[] => {
  const tariff: unknown = (reference.tariffs as Readonly<Record<string, unknown>>)[place]
  const items = typeof tariff === 'object' && tariff !== null ? (tariff as { items?: unknown }).items : []
  return Array.isArray(items) ? items.map((i: { id?: unknown }) => String(i.id)) : []
}

/**
 * The planning reads of pricing §7: average daily metro monitors (R-API-19), the sticker schedule (R-API-36) and
 * the inventory planner (R-API-38), all over the real inventory and the holds of campaign_holds.
 */
@injectable()
export class PlanningRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(PlanningRepository) private readonly planning: PlanningRepository,
    @inject(InventoryRepository) private readonly inventory: InventoryRepository,
    @inject(QuoteService) private readonly quotes: QuoteService,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, planning, inventory, quotes, clock } = this

    /** Public calls still refuse a token that does not verify (as calculate does). */
    const tokenAccepted = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const token = bearerToken(request)
      if (!token) return true
      const result = await accounts.authenticate(token)
      if (result.ok) return true
      void sendDomainError(reply, result.error)
      return false
    }

    // R-API-19; R-ROLE-09: the calculators are not for observers.
    app.get(
      `${API}/advertisers/advertising-campaigns/metroMonitors/average-daily-monitors`,
      async (request, reply) => {
        const actor = await signedIn(accounts, request, reply)
        if (!actor) return reply
        if (actor.isObserver) return sendFailure(reply, 403, FORBIDDEN_MESSAGE)
        const decoded = decodeAverageMonitorsQuery(request.query ?? {})
        if (!decoded.ok)
          return sendFailure(reply, 400, invalidInputMessage(decoded.error.errors), decoded.error.errors)
        const q = decoded.value
        if (q.startDate === undefined && q.endDate !== undefined)
          return sendFailure(reply, 400, 'Укажите дату начала', { startDate: 'required' })
        // Without dates: the metro calculator's default period, three days from today (R-METRO-19).
        const startDate = q.startDate === undefined ? clock.today() : dayOf(q.startDate)
        const endDate =
          q.endDate === undefined ? addDays(startDate, METRO_DEFAULT_PERIOD_DAYS - 1) : dayOf(q.endDate)
        const period = checkPlanningPeriod(startDate, endDate)
        if (!period.ok) return sendFailure(reply, 400, period.error.message, period.error.errors)
        const lineIds = idList(q.lineIds)
        const unknown = await planning.unknownIds('metro_lines', lineIds)
        if (unknown.length > 0) return notFound(reply, 'lineIds', 'Нет таких линий метро', unknown)
        const days = period.value
        const lines = await planning.monitorsByLine(startDate, endDate, lineIds)
        const total = lines.reduce((n, l) => n + l.monitors, 0)
        const held = lines.reduce((n, l) => n + l.heldMonitorDays, 0)
        return sendData(reply, {
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
        })
      },
    )

    // R-API-36, R-PER-03: the packages still for sale in every half-month of the period.
    app.post(`${API}/commercial-campaigns/metroStickers/schedule`, async (request, reply) => {
      if (!(await tokenAccepted(request, reply))) return reply
      const body = decodeBody(request, reply, decodeStickerScheduleRequest)
      if (!body) return reply
      const period = checkPlanningPeriod(dayOf(body.startDate), dayOf(body.endDate))
      if (!period.ok) return sendFailure(reply, 400, period.error.message, period.error.errors)
      const lineIds = idList(body.lineIds)
      const stationIds = idList(body.stationIds)
      const unknownLines = await planning.unknownIds('metro_lines', lineIds)
      if (unknownLines.length > 0) return notFound(reply, 'lineIds', 'Нет таких линий метро', unknownLines)
      const unknownStations = await planning.unknownIds('metro_stations', stationIds)
      if (unknownStations.length > 0)
        return notFound(reply, 'stationIds', 'Нет таких станций метро', unknownStations)
      const halves = stickerHalfMonths(dayOf(body.startDate), dayOf(body.endDate))
      const first = halves[0]
      const last = halves[halves.length - 1]
      if (!first || !last) throw new RangeError('a sticker period has at least one half-month')
      const spaces = await planning.stickerSpaces(lineIds, stationIds)
      const free = freeSpacesByHalfMonth(
        spaces,
        await planning.stickerHolds(first.startDate, last.endDate),
        halves,
      )
      const packages = await inventory.references<Package>('dataPackage', { limit: 1000, offset: 0 })
      return sendData(reply, {
        startDate: first.startDate,
        endDate: last.endDate,
        totalSpaces: spaces.length,
        halfMonths: free,
        enabledPackages: enabledPackages(packages, free),
      })
    })

    /** What is already sold on each screen over the period and the days it may move by. */
    const loadsOf = async (
      place: string,
      planned: PlannedPlace,
      ids: string[],
      start: string,
      end: string,
    ) => {
      const span = horizonDays({ startDate: start, endDate: end })
      const until = addDays(end, SHIFT_HORIZON_DAYS)
      if (planned.kind === 'airtime')
        return airtimeSold(await planning.campaignsOn(place, ids, start, until), ids, start, span, {
          clipDuration: PLANNER_DEFAULT_CLIP,
          frequency: planned.defaultFrequency,
        })
      const holds = await planning.holdDays(
        ids.map((id) => itemUnitId(place, id)),
        start,
        until,
      )
      const prefix = itemUnitId(place, '')
      return unitsHeld(
        holds.map((h) => ({ id: h.unit_id.slice(prefix.length), day: h.day })),
        ids,
        start,
        span,
      )
    }

    /** The basket's screens the place knows: its generated inventory and the ids its calculator sells. */
    const unknownScreens = async (body: InventoryAdviceRequest, planned: PlannedPlace, ids: string[]) => {
      const known = new Set([
        ...(await planning.inventoryIds(planned.inventoryKind, ids)),
        ...tariffItemIds(await quotes.reference(), body.place),
      ])
      return ids.filter((id) => !known.has(id))
    }

    // R-API-38: a real planner over the inventory; the path is the spec's, outside /api/v1, with its slash.
    app.post('/mediaplan-api/advice/inventory/', async (request, reply) => {
      if (!(await tokenAccepted(request, reply))) return reply
      const body = decodeBody(request, reply, decodeInventoryAdviceRequest)
      if (!body) return reply
      const [start, end] = [dayOf(body.startDate), dayOf(body.endDate)]
      const period = checkPlanningPeriod(start, end)
      if (!period.ok) return sendFailure(reply, 400, period.error.message, period.error.errors)
      if (body.frequency !== undefined && body.impressions !== undefined)
        return sendFailure(reply, 400, 'Укажите либо частоту показов, либо число показов', {
          impressions: 'wrong format',
        })
      if (!isAdvertisePlace(body.place))
        return sendFailure(reply, 400, 'Нет такого места размещения', { place: 'wrong format' })
      const planned = plannedPlace(body.place)
      if (!planned) return sendData(reply, notImplementedAdvice(start, end))
      const ids = idList(body.itemIds)
      const unknown = await unknownScreens(body, planned, ids)
      if (unknown.length > 0) return notFound(reply, 'itemIds', 'Нет таких мест в инвентаре', unknown)
      const loads = await loadsOf(body.place, planned, ids, start, end)
      return sendData(
        reply,
        adviseInventory(
          {
            kind: planned.kind,
            startDate: start,
            endDate: end,
            clipDuration: body.clipDuration ?? PLANNER_DEFAULT_CLIP,
            demand:
              body.impressions !== undefined
                ? { impressions: body.impressions }
                : { runsPerHour: body.frequency ?? planned.defaultFrequency },
          },
          loads,
        ),
      )
    })
  }
}
