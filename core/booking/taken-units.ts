import { isAdvertisePlace } from '../campaign/advertise-place'
import type { CampaignViewer } from '../campaign/campaign-access'
import { campaignAccess } from '../campaign/campaign-access'
import type { IsoDate } from '../ports/clock.port'
import { inclusiveDays, isIsoDate } from '../shared/calendar'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import { ITEM_PLACES } from './booking-units'

/** A unit of a place held by a campaign on some day of a period (a campaign_holds row, grouped). */
export interface HeldUnit {
  /** The unit's id in its place's list ('LB-001', 'ЛБ-00007'). */
  readonly itemId: string
  readonly campaignId: string
  readonly ownerId: string
}

/**
 * The holds of a place's units over a period (port; adapters/database/held-units.ts): which units some campaign
 * holds on at least one day of it, and whose campaign that is.
 */
export interface HeldUnits {
  heldIn(place: string, startDate: IsoDate, endDate: IsoDate): Promise<readonly HeldUnit[]>
}
export const HeldUnits = Symbol.for('tablo.HeldUnits')

/** The units of a place taken for a period: what a list shows as taken and does not let anyone choose. */
export interface TakenUnits {
  readonly place: string
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  /** Item ids, each once, in id order. */
  readonly taken: readonly string[]
}

/** A year and a month or so: the longest period any calculator books (navigation signs sell a year). */
export const TAKEN_PERIOD_MAX_DAYS = 400

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined

/**
 * The question of a list (issue #47 item 3, "taken is taken"): a place, a period, and, when the campaign being
 * edited is named, that campaign, whose own holds are not "taken" for it. Refused in Russian, naming the field.
 */
export const takenQuery = (
  query: Readonly<Record<string, unknown>>,
): Result<{ place: string; startDate: IsoDate; endDate: IsoDate; campaignId?: string }, Refusal> => {
  const place = str(query['place'])
  const [startDate, endDate] = [str(query['startDate']), str(query['endDate'])]
  if (!place) return refusal('invalid input', 'Укажите место размещения', { place: 'required' })
  if (!isAdvertisePlace(place))
    return refusal('invalid input', `Неизвестное место размещения: ${place}`, { place: 'wrong format' })
  if (!isIsoDate(startDate))
    return refusal('invalid input', 'Укажите дату начала в формате ГГГГ-ММ-ДД', { startDate: 'wrong format' })
  if (!isIsoDate(endDate))
    return refusal('invalid input', 'Укажите дату окончания в формате ГГГГ-ММ-ДД', {
      endDate: 'wrong format',
    })
  if (endDate < startDate)
    return refusal('invalid input', 'Дата окончания раньше даты начала', { endDate: 'wrong format' })
  if (inclusiveDays(startDate, endDate) > TAKEN_PERIOD_MAX_DAYS)
    return refusal('invalid input', `Период длиннее ${TAKEN_PERIOD_MAX_DAYS} дней`, {
      endDate: 'wrong format',
    })
  const campaignId = str(query['campaignId'])
  return ok({ place, startDate, endDate, ...(campaignId ? { campaignId } : {}) })
}

/**
 * Whether a place's units are held one campaign at a time, and so can be taken (booking-units.ts): the places
 * chosen by item id, and the transit-shelter sides (held as 'transitShelter:<inventory number>:<side>', so their
 * item id is '<inventory number>:<side>'), whose list asks which sides are another campaign's (walk defect 6).
 */
export const holdsUnits = (place: string): boolean =>
  (ITEM_PLACES as readonly string[]).includes(place) || place === 'transitShelter'

/**
 * What is taken for the asker: every unit another campaign holds. A campaign's own holds are its own, but only for
 * who may change it (its owner): anyone else naming it still sees its units taken.
 */
export const takenFor = (
  held: readonly HeldUnit[],
  campaignId: string | undefined,
  viewer: CampaignViewer | undefined,
): readonly string[] => {
  const own = (h: HeldUnit) =>
    campaignId !== undefined &&
    h.campaignId === campaignId &&
    viewer !== undefined &&
    campaignAccess(viewer, h.ownerId) === 'write'
  return [...new Set(held.filter((h) => !own(h)).map((h) => h.itemId))].sort()
}

/** The use case behind GET /api/v1/commercial-campaigns/{place}/taken (adapters/server/routes/taken-units.routes.ts). */
export class TakenUnitsService {
  constructor(private readonly held: HeldUnits) {}

  async taken(
    query: Readonly<Record<string, unknown>>,
    viewer: CampaignViewer | undefined,
  ): Promise<Result<TakenUnits, Refusal>> {
    const q = takenQuery(query)
    if (!q.ok) return q
    const { place, startDate, endDate, campaignId } = q.value
    // Screens are airtime, shared by campaigns: nothing of theirs is ever taken (booking-units.ts).
    const held = holdsUnits(place) ? await this.held.heldIn(place, startDate, endDate) : []
    return ok({ place, startDate, endDate, taken: takenFor(held, campaignId, viewer) })
  }
}
