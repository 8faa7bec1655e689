import { campaignAccess, NOT_FOUND_MESSAGE } from '../campaign/campaign-access'
import type { CampaignStateId } from '../campaign/campaign-state'
import { CAMPAIGN_STATE_LABELS } from '../campaign/campaign-state.labels'
import { placeName } from '../campaign/calculator.catalogue'
import { printedDate } from '../documents/invoice.document'
import type { MediaPlanSheet } from '../documents/media-plan.document'
import type { Clock, IsoDate } from '../ports/clock.port'
import type { PricingReference } from '../ports/pricing-reference.port'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import type { Account } from '../session/account'
import { invalidInputMessage } from '../shared/common-errors'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import {
  dailyStatistics,
  decodeCampaignsReport,
  decodeSimulationRequest,
  decodeStatisticsQuery,
  type DayStatistics,
  type StatisticsQuery,
} from './campaign-statistics'
import { orderedFigures, type OrderedCampaign, type OrderedFigures } from './ordered-figures'
import { decodePlays, type Play } from './plays.contract'

/** Plays and OTS of one campaign on one Moscow day. */
export interface CountedDay {
  readonly campaignId: string
  readonly day: string
  readonly plays: number
  readonly ots: number
}

/** A campaign as the campaigns report lists it (money in kopecks). */
export interface ReportedCampaign {
  readonly id: string
  readonly number: number
  readonly name: string
  readonly place: string
  readonly state: CampaignStateId
  readonly startDate: string
  readonly endDate: string
  readonly net: number
}

/** The screens, their plays and the counts per day, kept by the database adapter (port). */
export interface PlayRecords {
  /** The screen whose key this is, if any. */
  screenOfKey(key: string): Promise<string | undefined>
  /** The campaign ids of the batch that do not exist. */
  unknownCampaigns(plays: readonly Play[]): Promise<string[]>
  /** Stores the plays not seen before (idempotent by play id); answers how many were new. */
  insert(screenId: string, plays: readonly Play[], at: Date): Promise<number>
  /** Plays and OTS per Moscow day of the campaigns in the period, every play received counted. */
  countedByDay(campaignIds: readonly string[], from: IsoDate, to: IsoDate): Promise<CountedDay[]>
  /** The campaign with what its order is read from (its place, period and priced periods). */
  campaign(
    id: string,
  ): Promise<(OrderedCampaign & { id: string; ownerId: string; number: number }) | undefined>
  /** The owner's campaigns, all of them when no id is named, in the order of their numbers. */
  ownCampaigns(ownerId: string, ids: readonly string[]): Promise<ReportedCampaign[]>
}
export const PlayRecords = Symbol.for('tablo.PlayRecords')

/** Asks for the received plays to be rolled up into day counts, in the background (port). */
export interface PlaysRollUp {
  request(): Promise<void>
}
export const PlaysRollUp = Symbol.for('tablo.PlaysRollUp')

/** Plays the active campaigns of a Moscow day as the demo screen, idempotently (port). */
export interface PlaySimulator {
  simulateDay(day: string, now: Date): Promise<{ campaigns: number; accepted: number }>
}
export const PlaySimulator = Symbol.for('tablo.PlaySimulator')
export const STAFF_ONLY = 'Только для сотрудников'

/** R-ROLE-08: an observer gets no statistics link; the statistics are refused to it as well. */
export const OBSERVER_REFUSED = 'Наблюдателю статистика недоступна'
/** The audience base when the reference cannot be read (the reference's own value, R-PRICE-05). */
export const AUDIENCE_BASE_FALLBACK = 10_287_500
const KEY_MAX = 200

export interface CampaignStatistics {
  readonly campaignId: string
  readonly number: number
  readonly query: StatisticsQuery
  readonly days: readonly DayStatistics[]
  readonly total: Omit<DayStatistics, 'date'>
  /** What the order bought, to set the delivery against; null when the price list cannot be read. */
  readonly ordered: OrderedFigures | null
}

export interface StatisticsDeps {
  readonly records: PlayRecords
  readonly rollUp: PlaysRollUp
  readonly simulator: PlaySimulator
  readonly reference: PricingReference
  readonly clock: Clock
}

const observerRefused = () => refusal('forbidden', OBSERVER_REFUSED, { _: 'forbidden' })

/**
 * Statistics (issue 6 part 7; issue #17 part 1: the use case in core): proof-of-play ingestion for screens
 * (their key, batched, idempotent by play id), plays / OTS / GRP per day of a campaign, and the campaigns report.
 */
export class Statistics {
  constructor(private readonly d: StatisticsDeps) {}

  private async priceList(): Promise<PricingReferenceData | undefined> {
    try {
      return await this.d.reference.load()
    } catch {
      return undefined
    }
  }

  private async audienceBase(): Promise<number> {
    return (await this.priceList())?.audienceBase ?? AUDIENCE_BASE_FALLBACK
  }

  /** A screen's batch of plays: the new ones are stored, the ones sent before are counted as duplicates. */
  async receive(
    key: unknown,
    body: unknown,
  ): Promise<Result<{ accepted: number; duplicates: number }, Refusal>> {
    const screen =
      typeof key === 'string' && key.length <= KEY_MAX ? await this.d.records.screenOfKey(key) : undefined
    if (!screen) return refusal('unknown screen', 'Неизвестный экран', { 'X-Screen-Key': 'unauthorized' })
    const plays = decodePlays(body)
    if (!plays.ok) return refusal('invalid input', plays.error.message, plays.error.errors)
    const unknown = new Set(await this.d.records.unknownCampaigns(plays.value))
    if (unknown.size > 0)
      return refusal(
        'invalid input',
        'Показы неизвестных кампаний',
        Object.fromEntries(
          plays.value.flatMap((p, i) =>
            unknown.has(p.campaignId) ? [[`plays.${i}.campaignId`, 'not found']] : [],
          ),
        ),
      )
    const accepted = await this.d.records.insert(screen, plays.value, this.d.clock.now())
    // Counted at once (plays not rolled up are read too); the roll-up keeps the reads short.
    if (accepted > 0) await this.d.rollUp.request()
    return ok({ accepted, duplicates: plays.value.length - accepted })
  }

  /** The demo simulator (staff only): plays the active campaigns for a Moscow day, today by default. */
  async simulate(
    viewer: Account,
    body: unknown,
  ): Promise<Result<{ campaigns: number; accepted: number }, Refusal>> {
    if (!viewer.isModerator) return refusal('forbidden', STAFF_ONLY, { _: 'forbidden' })
    const asked = decodeSimulationRequest(body ?? {})
    if (!asked.ok)
      return refusal('invalid input', invalidInputMessage(asked.error.errors), asked.error.errors)
    return ok(
      await this.d.simulator.simulateDay(asked.value.date ?? this.d.clock.today(), this.d.clock.now()),
    )
  }

  /** The campaign's plays, OTS and GRP per day of the period, for its owner. */
  async ofCampaign(viewer: Account, query: unknown): Promise<Result<CampaignStatistics, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const decoded = decodeStatisticsQuery(query)
    if (!decoded.ok) return refusal('invalid input', decoded.error.message, decoded.error.errors)
    const { campaignId, dateFrom, dateTo } = decoded.value
    const campaign = await this.d.records.campaign(campaignId)
    if (!campaign || campaignAccess(viewer, campaign.ownerId) !== 'write')
      return refusal('campaign not found', NOT_FOUND_MESSAGE, { campaignId: 'not found' })
    const counted = await this.d.records.countedByDay([campaign.id], dateFrom, dateTo)
    const reference = await this.priceList()
    const stats = dailyStatistics(
      counted,
      dateFrom,
      dateTo,
      reference?.audienceBase ?? AUDIENCE_BASE_FALLBACK,
    )
    return ok({
      campaignId: campaign.id,
      number: campaign.number,
      query: decoded.value,
      ...stats,
      ordered: reference ? orderedFigures(campaign, reference) : null,
    })
  }

  /** The owner's campaigns over a period, one row each with its totals (the campaigns report, R-SCREEN-*). */
  async campaignsReport(viewer: Account, body: unknown): Promise<Result<MediaPlanSheet, Refusal>> {
    if (viewer.isObserver) return observerRefused()
    const decoded = decodeCampaignsReport(body)
    if (!decoded.ok) return refusal('invalid input', decoded.error.message, decoded.error.errors)
    const { campaignIds, dateFrom, dateTo } = decoded.value
    const campaigns = await this.d.records.ownCampaigns(viewer.id, campaignIds)
    const counted = await this.d.records.countedByDay(
      campaigns.map((c) => c.id),
      dateFrom,
      dateTo,
    )
    const base = await this.audienceBase()
    return ok({
      title: 'Отчёт по кампаниям',
      header: [
        '№',
        'Кампания',
        'Рекламоноситель',
        'Статус',
        'Начало',
        'Окончание',
        'Показы',
        'OTS',
        'GRP',
        'Стоимость без НДС, ₽',
      ],
      rows: campaigns.map((c) => {
        const own = counted.filter((d) => d.campaignId === c.id)
        const { total } = dailyStatistics(own, dateFrom, dateTo, base)
        return [
          c.number,
          c.name,
          placeName(c.place),
          CAMPAIGN_STATE_LABELS[c.state] ?? c.state,
          printedDate(c.startDate),
          printedDate(c.endDate),
          total.plays,
          total.ots,
          total.grp,
          c.net / 100,
        ]
      }),
      moneyColumns: [9],
    })
  }
}

/** The statistics of one campaign as a sheet: a row a day, then the totals. */
export const statisticsSheet = (s: CampaignStatistics): MediaPlanSheet => ({
  title: 'Статистика',
  header: ['Дата', 'Показы', 'OTS', 'GRP'],
  rows: [
    ...s.days.map((d) => [printedDate(d.date), d.plays, d.ots, d.grp]),
    ['Итого', s.total.plays, s.total.ots, s.total.grp],
  ],
  moneyColumns: [],
})
