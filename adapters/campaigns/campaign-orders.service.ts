import { bookingConflict } from '../../core/booking/booking-conflict'
import { bookableUnits, holdsOf, MAX_HELD_UNIT_DAYS, unitDays } from '../../core/booking/booking-units'
import { holdExpiration } from '../../core/booking/hold-expiration'
import { takenHolds, vacancyHolds, type VacancyCheck } from '../../core/booking/vacancy'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../../core/cabinet/errors/error-catalogue'
import { NOT_FOUND_MESSAGE, type CampaignViewer } from '../../core/campaign/campaign-access'
import { newScheduleItem, type ScheduleRequest } from '../../core/campaign/campaign-schedule'
import {
  typographyNotice,
  typographyOrder,
  type TypographyPackage,
} from '../../core/campaign/campaign-typography'
import { replaceStops, stopsNotice, type StopsRequest } from '../../core/campaign/shelter-stops'
import { TYPOGRAPHY_OPTIONS } from '../../core/pricing/rules/print-costs'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import type { Account } from '../../core/session/account'
import { ok } from '../../core/shared/result'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { refusal, refusalOf, type RefusalCode } from '../../core/shared/refusal'
import { BookingRefused, insertHolds } from './campaign.holds'
import { CampaignPricer } from '../../core/campaign/campaign-pricer'
import { toWire, type CampaignRow, type WireCampaign } from './campaign.rows'
import { CampaignService, type Outcome } from './campaign.service'
import { editedState, inTransaction, loadCampaign } from './campaign.store'
import {
  countScheduleItems,
  insertScheduleItem,
  recordOrderEvent,
  saveTypographyOrder,
  typographyPackage,
} from './campaign-orders.store'

const notFound = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
/** R-PRICE-13: the self-made option is always offered, with or without the reference data loaded. */
const INDEPENDENTLY: TypographyPackage = {
  _id: 'independently',
  name: TYPOGRAPHY_OPTIONS[0].name,
  price: 0,
  deliveryPrice: 0,
}

/** What each refusal of the order rules is, for the caller (the server answers each with its status). */
const REFUSED_AS: Readonly<Record<string, RefusalCode>> = {
  'wrong format': 'invalid input',
  required: 'invalid input',
  'not printed': 'not found',
  illegalTransition: 'wrong state',
  'not editable': 'wrong state',
  confirmed: 'already done',
  'too many': 'limit reached',
}
const refused = (e: { code: string; message: string; field?: string }) =>
  refusalOf(REFUSED_AS[e.code] ?? 'invalid input', e)

/**
 * The campaign's orders besides payments (cabinet §7): typography, the vacancy checks of stickers and light
 * boxes, createSchedule and the transit-shelter stops. Each change runs in one transaction holding the campaign
 * row, writes its event and answers the campaign as GET reads it.
 */
@injectable()
export class CampaignOrders {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
    @inject(Ids) private readonly ids: Ids,
    @inject(CampaignService) private readonly campaigns: CampaignService,
    @inject(CampaignPricer) private readonly pricer: CampaignPricer,
  ) {}

  private change(
    viewer: CampaignViewer,
    id: string,
    place: string | undefined,
    work: (row: CampaignRow, tx: SqlDatabase, now: Date) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<WireCampaign>> {
    return inTransaction(this.db, async (tx) => {
      const found = await this.campaigns.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      if (place !== undefined && found.value.advertise_place !== place) return notFound()
      const done = await work(found.value, tx, this.clock.now())
      if (!done.ok) return done
      return ok(toWire((await loadCampaign(tx, id)) as CampaignRow))
    })
  }

  /** POST {place}/{id}/typography: the order priced by the server from the reference package. */
  async typography(viewer: CampaignViewer, place: string, id: string, typographyId: string) {
    const option =
      (await typographyPackage(this.db, typographyId)) ??
      (typographyId === 'independently' ? INDEPENDENTLY : undefined)
    if (!option) return refusal('not found', 'Нет такого пакета типографии', { typographyId: 'not found' })
    return this.change(viewer, id, place, async (row, tx, now) => {
      const order = typographyOrder({
        place: row.advertise_place,
        state: row.state,
        calculation: row.calculation,
        spaces: row.spaces,
        option,
      })
      if (!order.ok) return refused(order.error)
      await saveTypographyOrder(tx, id, order.value, now)
      await recordOrderEvent(
        tx,
        {
          campaignId: id,
          ownerId: row.owner_id,
          event: 'typographyOrder',
          actorId: viewer.id,
          reason: order.value.typographyId,
          notice: { id: this.ids.newId(), message: typographyNotice(row.name, order.value) },
        },
        now,
      )
      return ok(null)
    })
  }

  /** checkVacantStickers / checkVacantBoxes: reads only; the units another campaign holds are the booking error. */
  async vacancy(viewer: CampaignViewer, place: string, id: string, check: VacancyCheck) {
    const found = await this.campaigns.access(viewer, id, 'write')
    if (!found.ok) return found
    const row = found.value
    if (row.advertise_place !== place) return notFound()
    const holds = vacancyHolds(check, {
      place: row.advertise_place,
      calculation: row.calculation,
      spaces: row.spaces,
      periodsPrice: row.periods_price,
      startDate: row.start_date,
      endDate: row.end_date,
    })
    if (!holds.ok) return refusalOf('not found', holds.error)
    const units = [...new Set(holds.value.map((h) => h.unitId))]
    const from = holds.value.reduce((d, h) => (h.startDate < d ? h.startDate : d), row.start_date)
    const to = holds.value.reduce((d, h) => (h.endDate > d ? h.endDate : d), row.end_date)
    const taken =
      units.length === 0
        ? []
        : await this.db.query<{ unit_id: string; day: string }>(
            `select unit_id, day::text as day from campaign_holds
              where unit_id = any($1::text[]) and day between $2::date and $3::date and campaign_id <> $4`,
            [units, from, to, id],
          )
    const refusedHolds = takenHolds(
      holds.value,
      taken.map((t) => ({ unitId: t.unit_id, day: t.day })),
    )
    if (refusedHolds.length > 0) {
      const conflict = bookingConflict(refusedHolds)
      return refusal(
        'booking conflict',
        conflict.message,
        { inventoryNumbers: conflict.code },
        { inventoryNumbers: conflict.inventoryNumbers, periods: conflict.periods },
      )
    }
    return ok({
      vacant: true,
      checked: [...new Set(holds.value.map((h) => h.inventoryNumber))].sort(),
      inventoryNumbers: [] as string[],
      periods: [] as unknown[],
      reservationStatus: row.reservation_state,
    })
  }

  /** PATCH {campaignId}/createSchedule: appends a schedule item; the campaign answers with it last in its list. */
  createSchedule(viewer: CampaignViewer, id: string, request: ScheduleRequest) {
    return this.change(viewer, id, undefined, async (row, tx, now) => {
      const item = newScheduleItem(
        {
          place: row.advertise_place,
          state: row.state,
          startDate: row.start_date,
          endDate: row.end_date,
          items: await countScheduleItems(tx, id),
        },
        request,
      )
      if (!item.ok) return refused(item.error)
      const itemId = this.ids.newId()
      await insertScheduleItem(tx, itemId, id, item.value, now)
      await recordOrderEvent(
        tx,
        {
          campaignId: id,
          ownerId: row.owner_id,
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
   * PUT transitShelter/{id}/stops: the stops replaced, priced again by the core and re-held in one transaction
   * (old holds released, new ones taken); a stop held by another campaign is the booking error and the campaign
   * is left as it was.
   */
  async replaceStops(viewer: Account, id: string, request: StopsRequest): Promise<Outcome<WireCampaign>> {
    const read = await this.campaigns.access(viewer, id, 'write')
    if (!read.ok) return read
    if (read.value.advertise_place !== 'transitShelter') return notFound()
    const replaced = replaceStops(
      {
        state: read.value.state,
        reservationState: read.value.reservation_state,
        calculation: read.value.calculation,
      },
      request,
    )
    if (!replaced.ok) return refused(replaced.error)
    const priced = await this.pricer.price('transitShelter', replaced.value, viewer)
    if (!priced.ok) {
      const errors = priced.error.errors ?? { [priced.error.field ?? 'calculation']: priced.error.code }
      const named = Object.entries(errors).map(([k, v]) => [`calculation.${k}`, v])
      return refusal('invalid input', priced.error.message, Object.fromEntries(named))
    }
    // The stops as the inventory names them are what is stored and held.
    const { price, calculation } = priced.value
    return this.campaigns.booking(async (tx) => {
      const found = await this.campaigns.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      const row = found.value
      // The row read before pricing may have changed meanwhile: check it again, and price what was read.
      const again = replaceStops(
        { state: row.state, reservationState: row.reservation_state, calculation: row.calculation },
        request,
      )
      if (!again.ok) return refused(again.error)
      if (JSON.stringify(row.calculation) !== JSON.stringify(read.value.calculation))
        return refusal('changed', 'Кампания изменилась, повторите', { calculation: 'changed' })
      const holds = holdsOf(bookableUnits('transitShelter', calculation, row.spaces), price.periods)
      if (unitDays(holds) > MAX_HELD_UNIT_DAYS)
        return refusal('too large', 'Слишком много мест и дней в одной кампании', {
          calculation: 'too large',
        })
      let expirationDate: string | null = null
      if (holds.length > 0) {
        const expiry = holdExpiration(this.clock.today(), price.startDate)
        if (!expiry.ok) return refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })
        expirationDate = expiry.value
      }
      const now = this.clock.now()
      const edited = await editedState(tx, id, row.state, viewer.id, now)
      if (!edited.ok) return edited
      const state = edited.value
      await tx.query('delete from campaign_holds where campaign_id = $1', [id])
      await tx.query(
        `update campaigns set state = $2, reservation_state = $3, start_date = $4, end_date = $5, expiration_date = $6,
           calculation = $7, periods_price = $8, taxes_sum = $9, total_sum_without_taxes = $10, updated_at = $11
         where id = $1`,
        [
          id,
          state,
          holds.length > 0 ? 'reserved' : 'notReserved',
          price.startDate,
          price.endDate,
          expirationDate,
          JSON.stringify(calculation),
          JSON.stringify(price.periodsPrice),
          price.taxesSum,
          price.totalSumWithoutTaxes,
          now,
        ],
      )
      const refusedHolds = await insertHolds(tx, id, holds)
      if (refusedHolds.length > 0) throw new BookingRefused(refusedHolds)
      const stops = new Set(holds.map((h) => h.unitId)).size
      await recordOrderEvent(
        tx,
        {
          campaignId: id,
          ownerId: row.owner_id,
          event: 'replaceStops',
          actorId: viewer.id,
          notice: { id: this.ids.newId(), message: stopsNotice(row.name, stops, expirationDate) },
        },
        now,
      )
      return ok(toWire((await loadCampaign(tx, id)) as CampaignRow))
    })
  }
}
