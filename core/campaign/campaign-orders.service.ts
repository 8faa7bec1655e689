import { bookableUnits, holdsOf, MAX_HELD_UNIT_DAYS, unitDays } from '../booking/booking-units'
import { holdExpiration } from '../booking/hold-expiration'
import { takenHolds, vacancyHolds, type VacancyCheck } from '../booking/vacancy'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../shared/messages'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { Telemetry } from '../ports/telemetry.port'
import { TYPOGRAPHY_OPTIONS } from '../pricing/rules/print-costs'
import type { Account } from '../session/account'
import { refusal, refusalOf, type RefusalCode } from '../shared/refusal'
import { ok } from '../shared/result'
import type { CampaignViewer } from './campaign-access'
import {
  bookingRefused,
  campaignAfter,
  campaignNotThere,
  campaignOf,
  changeCampaignOf,
  saveCampaign,
} from './campaign-of'
import { pricingRefused, type CampaignPricer } from './campaign-pricer'
import type { Outcome, UnitOfWork } from './campaign-records.port'
import type { ScheduleRequest } from './campaign-schedule'
import { typographyNotice, type TypographyPackage } from './campaign-typography'
import type { OrderRecords } from './order-records.port'
import { replaceStops, stopsNotice, type StopsRequest } from './shelter-stops'
import type { CampaignAggregate } from './campaign.aggregate'
import { calculationRecord } from './campaign.aggregate.calculation'

/** What the stops rule reads of a campaign (shelter-stops.ts). */
const stopsOf = (c: CampaignAggregate) => ({
  state: c.state,
  reservationState: c.facts.reservationState,
  calculation: calculationRecord(c.facts.calculation),
})

/** R-PRICE-13: the self-made option is always offered, with or without the reference data loaded. */
const INDEPENDENTLY: TypographyPackage = {
  id: 'independently',
  name: TYPOGRAPHY_OPTIONS[0].name,
  price: 0,
  deliveryPrice: 0,
}

export { PAID_BEFORE_PRINT } from './campaign.aggregate'

/** What each refusal of the order rules is, for the caller (the server answers each with its status). */
const REFUSED_AS: Readonly<Record<string, RefusalCode>> = {
  'wrong format': 'invalid input',
  required: 'invalid input',
  'not printed': 'not found',
  illegalTransition: 'wrong state',
  'not editable': 'wrong state',
  confirmed: 'already done',
  'already paid': 'already done',
  'too many': 'limit reached',
}
const refused = (e: { code: string; message: string; field?: string }) =>
  refusalOf(REFUSED_AS[e.code] ?? 'invalid input', e)

/** The campaign as GET reads it, after a change in the same unit of work. */
export interface CampaignOrdersDeps {
  /** Every change, in one unit of work holding the campaign's row. */
  readonly uow: UnitOfWork<OrderRecords>
  /** The reads outside a unit of work. */
  readonly reads: OrderRecords
  readonly clock: Clock
  readonly ids: Ids
  /** Prices the replaced stops, outside the unit of work (the reference may be read from the database). */
  readonly pricer: Pick<CampaignPricer, 'price'>
  readonly telemetry: Pick<Telemetry, 'booked' | 'bookingConflict'>
}

/**
 * The campaign's orders besides payments (cabinet §7; issue #17 part 1: the use case in core): typography, the
 * vacancy checks of stickers and light boxes, createSchedule and the transit-shelter stops. Each change runs in
 * one unit of work holding the campaign row, writes its event and answers the campaign as GET reads it.
 */
export class CampaignOrders {
  constructor(private readonly d: CampaignOrdersDeps) {}

  private change(
    viewer: CampaignViewer,
    id: string,
    place: string | undefined,
    work: (campaign: CampaignAggregate, records: OrderRecords, now: Date) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<CampaignAggregate>> {
    return changeCampaignOf(this.d.uow, viewer, id, place, () => this.d.clock.now(), work)
  }

  /** POST {place}/{id}/typography: the order priced by the server from the reference package. */
  async typography(
    viewer: CampaignViewer,
    place: string,
    id: string,
    typographyId: string,
  ): Promise<Outcome<CampaignAggregate>> {
    const option =
      (await this.d.reads.typographyPackage(typographyId)) ??
      (typographyId === 'independently' ? INDEPENDENTLY : undefined)
    if (!option) return refusal('not found', 'Нет такого пакета типографии', { typographyId: 'not found' })
    return this.change(viewer, id, place, async (campaign, records, now) => {
      const order = campaign.printOrder(option)
      if (!order.ok) return refused(order.error)
      await records.saveTypographyOrder(id, order.value, now)
      await records.recordOrderEvent(
        {
          campaignId: id,
          ownerId: campaign.facts.ownerId,
          event: 'typographyOrder',
          actorId: viewer.id,
          reason: order.value.typographyId,
          notice: { id: this.d.ids.newId(), message: typographyNotice(campaign.facts.name, order.value) },
        },
        now,
      )
      return ok(null)
    })
  }

  /** checkVacantStickers / checkVacantBoxes: reads only; the units another campaign holds are the booking error. */
  async vacancy(viewer: CampaignViewer, place: string, id: string, check: VacancyCheck) {
    const found = await campaignOf(this.d.reads, viewer, id, 'write')
    if (!found.ok) return found
    const campaign = found.value
    if (campaign.place !== place) return campaignNotThere()
    const facts = campaign.facts
    const holds = vacancyHolds(check, {
      place: campaign.place,
      calculation: calculationRecord(facts.calculation),
      spaces: facts.spaces,
      periodsPrice: facts.periodsPrice,
      startDate: facts.startDate,
      endDate: facts.endDate,
    })
    if (!holds.ok) return refusalOf('not found', holds.error)
    const units = [...new Set(holds.value.map((h) => h.unitId))]
    const from = holds.value.reduce((d, h) => (h.startDate < d ? h.startDate : d), facts.startDate)
    const to = holds.value.reduce((d, h) => (h.endDate > d ? h.endDate : d), facts.endDate)
    const taken = units.length === 0 ? [] : await this.d.reads.takenDays(units, from, to, id)
    const refusedHolds = takenHolds(holds.value, taken)
    if (refusedHolds.length > 0) return bookingRefused(refusedHolds)
    return ok({
      vacant: true,
      checked: [...new Set(holds.value.map((h) => h.inventoryNumber))].sort(),
      inventoryNumbers: [] as string[],
      periods: [] as unknown[],
      reservationStatus: facts.reservationState,
    })
  }

  /** PATCH {campaignId}/createSchedule: appends a schedule item; the campaign answers with it last in its list. */
  createSchedule(
    viewer: CampaignViewer,
    id: string,
    request: ScheduleRequest,
  ): Promise<Outcome<CampaignAggregate>> {
    return this.change(viewer, id, undefined, async (campaign, records, now) => {
      const item = campaign.scheduleItem(request, await records.scheduleItemCount(id))
      if (!item.ok) return refused(item.error)
      const itemId = this.d.ids.newId()
      await records.addScheduleItem(itemId, id, item.value, now)
      await records.recordOrderEvent(
        {
          campaignId: id,
          ownerId: campaign.facts.ownerId,
          event: 'createSchedule',
          actorId: viewer.id,
          reason: itemId,
        },
        now,
      )
      return ok(null)
    })
  }

  /**
   * PUT transitShelter/{id}/stops: the stops replaced, priced again by the core and re-held in one unit of work
   * (old holds released, new ones taken); a stop held by another campaign is the booking error and the campaign
   * is left as it was (the refusal rolls the unit of work back).
   */
  async replaceStops(
    viewer: Account,
    id: string,
    request: StopsRequest,
  ): Promise<Outcome<CampaignAggregate>> {
    const read = await campaignOf(this.d.reads, viewer, id, 'write')
    if (!read.ok) return read
    if (read.value.place !== 'transitShelter') return campaignNotThere()
    const replaced = replaceStops(stopsOf(read.value), request)
    if (!replaced.ok) return refused(replaced.error)
    const priced = await this.d.pricer.price('transitShelter', replaced.value, viewer)
    if (!priced.ok) return pricingRefused(priced.error)
    // The stops as the inventory names them are what is stored and held.
    const { price, calculation } = priced.value
    const booked = await this.d.uow.run(async (records) => {
      const found = await campaignOf(records, viewer, id, 'write', true)
      if (!found.ok) return found
      const campaign = found.value
      const facts = campaign.facts
      // The campaign read before pricing may have changed meanwhile: check it again, and price what was read.
      const again = replaceStops(stopsOf(campaign), request)
      if (!again.ok) return refused(again.error)
      if (JSON.stringify(facts.calculation) !== JSON.stringify(read.value.facts.calculation))
        return refusal('changed', 'Кампания изменилась, повторите', { calculation: 'changed' })
      const holds = holdsOf(bookableUnits('transitShelter', calculation, facts.spaces), price.periods)
      if (unitDays(holds) > MAX_HELD_UNIT_DAYS)
        return refusal('too large', 'Слишком много мест и дней в одной кампании', {
          calculation: 'too large',
        })
      let expirationDate: string | null = null
      if (holds.length > 0) {
        const expiry = holdExpiration(this.d.clock.today(), price.startDate)
        if (!expiry.ok) return refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })
        expirationDate = expiry.value
      }
      const now = this.d.clock.now()
      const edited = campaign.edit()
      if (!edited.ok) return refusal('wrong state', edited.error.message, { state: edited.error.code })
      const saved = await saveCampaign(records, edited.value, viewer.id, now)
      if (!saved.ok) return saved
      await records.dropHolds(id)
      await records.updateStops(
        id,
        {
          reservationState: holds.length > 0 ? 'reserved' : 'notReserved',
          startDate: price.startDate,
          endDate: price.endDate,
          expirationDate,
          calculation,
          periodsPrice: price.periodsPrice,
          taxesSum: price.taxesSum,
          totalSumWithoutTaxes: price.totalSumWithoutTaxes,
        },
        now,
      )
      const taken = await records.hold(id, holds)
      if (taken.length > 0) return bookingRefused(taken)
      const stops = new Set(holds.map((h) => h.unitId)).size
      await records.recordOrderEvent(
        {
          campaignId: id,
          ownerId: facts.ownerId,
          event: 'replaceStops',
          actorId: viewer.id,
          notice: { id: this.d.ids.newId(), message: stopsNotice(facts.name, stops, expirationDate) },
        },
        now,
      )
      return campaignAfter(records, id)
    })
    // Counted once the unit of work is over: a booking that held its units, or one another campaign got first.
    if (booked.ok) this.d.telemetry.booked()
    else if (booked.error.code === 'booking conflict') this.d.telemetry.bookingConflict()
    return booked
  }
}
