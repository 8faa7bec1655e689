import {
  bookableUnits,
  checkSpaces,
  holdsOf,
  MAX_HELD_UNIT_DAYS,
  unitDays,
} from '../../core/booking/booking-units'
import { bookingConflict } from '../../core/booking/booking-conflict'
import { Telemetry } from '../../core/ports/telemetry.port'
import { holdExpiration } from '../../core/booking/hold-expiration'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../../core/cabinet/errors/error-catalogue'
import { isAdvertisePlace } from '../../core/campaign/advertise-place'
import { listed } from '../../core/pricing/selection/resolved-stops'
import {
  campaignAccess,
  campaignScopeOf,
  FORBIDDEN_MESSAGE,
  isEditable,
  NOT_FOUND_MESSAGE,
  type CampaignViewer,
} from '../../core/campaign/campaign-access'
import type { CampaignListQuery, CampaignRequest } from '../../core/campaign/campaign.contract'
import type { CampaignPrice } from '../../core/campaign/campaign-price'
import type { Account } from '../../core/session/account'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { ok, type Result } from '../../core/shared/result'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { refusal, type Refusal } from '../../core/shared/refusal'
import { BookingRefused, insertHolds } from './campaign.holds'
import { CampaignPricer } from '../../core/campaign/campaign-pricer'
import {
  CAMPAIGN_COLUMNS,
  toRow,
  toWire,
  type CampaignRow,
  type RawRow,
  type WireCampaign,
} from './campaign.rows'
import { editedState, inTransaction, loadCampaign, recordEvent } from './campaign.store'

export type Outcome<T> = Result<T, Refusal>
/** What a create or update writes: the request, with the owner and the place. */
export interface CampaignDraft extends CampaignRequest {
  readonly place: string
}

/** Thrown inside the create transaction when the parent was prolonged meanwhile; rolls the new one back. */
export class AlreadyProlonged extends Error {
  readonly code = '23505'
}

const expired = () => refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })

/**
 * The advertiser's campaign calls over the database (cabinet §7 "Campaigns", issue 6 parts 1 and 2): prices come
 * from the core calculators, holds from the database's unique (unit, day) key, states from the core machine.
 */
@injectable()
export class CampaignService {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
    @inject(Ids) private readonly ids: Ids,
    @inject(CampaignPricer) private readonly pricer: CampaignPricer,
    @inject(Telemetry) private readonly telemetry: Telemetry,
  ) {}

  /**
   * Reads a campaign the viewer may see ('campaign not found' otherwise) and, for `write`, may change ('forbidden'
   * for observers).
   */
  async access(
    viewer: CampaignViewer,
    id: string,
    need: 'read' | 'write',
    db = this.db,
  ): Promise<Outcome<CampaignRow>> {
    const row = await loadCampaign(db, id, need === 'write' && db !== this.db)
    const access = row ? campaignAccess(viewer, row.owner_id) : 'none'
    if (!row || access === 'none')
      return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
    if (need === 'write' && access !== 'write') return refusal('forbidden', FORBIDDEN_MESSAGE)
    return ok(row)
  }

  async get(viewer: CampaignViewer, id: string): Promise<Outcome<WireCampaign>> {
    const row = await this.access(viewer, id, 'read')
    return row.ok ? ok(toWire(row.value)) : row
  }

  async list(
    viewer: CampaignViewer,
    q: CampaignListQuery,
  ): Promise<{ items: WireCampaign[]; count: number }> {
    const scope = campaignScopeOf(viewer)
    if (scope === undefined) return { items: [], count: 0 }
    const order = q.sort === '-startDate' ? 'c.start_date desc, c.id desc' : 'c.start_date, c.id'
    const rows = await this.db.query<RawRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c where c.owner_id = $1 order by ${order} limit $2 offset $3`,
      [scope, q.limit, q.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns where owner_id = $1',
      [scope],
    )
    return { items: rows.map((r) => toWire(toRow(r))), count: Number(count?.n ?? 0) }
  }

  /** Prices the campaign with the core calculators, before any transaction (the reference may come from the database). */
  private async priced(viewer: Account, draft: CampaignDraft) {
    if (!isAdvertisePlace(draft.place))
      return refusal('not found', 'Нет такого места размещения', { advertisePlace: 'wrong format' })
    const price = await this.pricer.price(draft.place, draft.calculation, viewer)
    if (price.ok) return price
    const errors = price.error.errors ?? { [price.error.field ?? 'calculation']: price.error.code }
    const named = Object.entries(errors).map(([k, v]) => [k === 'place' ? k : `calculation.${k}`, v])
    return refusal('invalid input', price.error.message, Object.fromEntries(named))
  }

  /** The chosen sticker spaces the inventory does not have (a space is held only if it exists). */
  private async unknownStickerSpaces(db: SqlDatabase, place: string, spaces: readonly string[]) {
    if (place !== 'metroStickers' || spaces.length === 0) return []
    const known = await db.query<{ n: string }>(
      `select inventory_number as n from inventory_items where kind = 'metroSticker' and inventory_number = any($1::text[])`,
      [spaces],
    )
    const have = new Set(known.map((r) => r.n))
    return [...new Set(spaces)].filter((s) => !have.has(s))
  }

  /** Checks the partners and the hold's expiration inside the transaction and answers what to store. */
  private async prepare(viewer: CampaignViewer, draft: CampaignDraft, price: CampaignPrice, db: SqlDatabase) {
    const partners = [...new Set(draft.partners ?? [])]
    if (partners.length > 0) {
      const known = await db.query<{ id: string }>(
        'select id from partners where owner_id = $1 and id = any($2::uuid[])',
        [viewer.id, partners],
      )
      if (known.length !== partners.length)
        return refusal('invalid input', 'Проверьте поля: partners', { partners: 'wrong format' })
    }
    const spaces = checkSpaces(draft.place, draft.calculation, draft.spaces ?? [])
    if (!spaces.ok) return refusal('invalid input', spaces.error.message, { spaces: spaces.error.code })
    const unknownSpaces = await this.unknownStickerSpaces(db, draft.place, draft.spaces ?? [])
    if (unknownSpaces.length > 0)
      return refusal('invalid input', `Нет таких мест для стикеров: ${listed(unknownSpaces)}`, {
        spaces: 'not found',
      })
    const units = bookableUnits(draft.place, draft.calculation, draft.spaces ?? [])
    let expirationDate: string | null = null
    if (units.length > 0) {
      const expiry = holdExpiration(this.clock.today(), price.startDate)
      if (!expiry.ok) return expired()
      expirationDate = expiry.value
    }
    const holds = holdsOf(units, price.periods)
    if (unitDays(holds) > MAX_HELD_UNIT_DAYS)
      return refusal('too large', 'Слишком много мест и дней в одной кампании', { calculation: 'too large' })
    return ok({ price, holds, expirationDate, partners })
  }

  /** Creates a draft and holds its inventory in one transaction; a conflict rolls everything back. */
  async create(
    viewer: Account,
    asked: CampaignDraft,
    links: { parent?: string } = {},
  ): Promise<Outcome<WireCampaign>> {
    if (viewer.isObserver) return refusal('forbidden', FORBIDDEN_MESSAGE)
    const priced = await this.priced(viewer, asked)
    if (!priced.ok) return priced
    // What is stored and held is the calculation as the server read it (the stops by the inventory's numbers).
    const draft: CampaignDraft = {
      ...asked,
      // The canonical form of a record is a record (resolveStops only replaces its stops).
      calculation: priced.value.calculation as CampaignDraft['calculation'],
    }
    return this.booking(async (tx) => {
      const prepared = await this.prepare(viewer, draft, priced.value.price, tx)
      if (!prepared.ok) return prepared
      const { price, holds, expirationDate, partners } = prepared.value
      const id = this.ids.newId()
      const now = this.clock.now()
      await tx.query(
        `insert into campaigns (id, owner_id, advertise_place, name, brand_name, state, reservation_state, payment_state,
           start_date, end_date, expiration_date, calculation, spaces, periods_price, taxes_sum, total_sum_without_taxes,
           partners, parent_prolongation, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'draft', $6, 'notPaid', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
        [
          id,
          viewer.id,
          draft.place,
          draft.name.trim(),
          draft.brandName ?? null,
          holds.length > 0 ? 'reserved' : 'notReserved',
          price.startDate,
          price.endDate,
          expirationDate,
          JSON.stringify(draft.calculation),
          draft.spaces ?? [],
          JSON.stringify(price.periodsPrice),
          price.taxesSum,
          price.totalSumWithoutTaxes,
          partners,
          links.parent ?? null,
          now,
        ],
      )
      if (links.parent !== undefined) {
        const linked = await tx.query(
          'update campaigns set prolongation_campaign = $2, updated_at = $3 where id = $1 and prolongation_campaign is null returning id',
          [links.parent, id, now],
        )
        if (linked.length !== 1) throw new AlreadyProlonged()
      }
      const refused = await insertHolds(tx, id, holds)
      if (refused.length > 0) throw new BookingRefused(refused)
      await recordEvent(
        tx,
        { campaignId: id, event: 'create', actor: 'advertiser', actorId: viewer.id, to: 'draft' },
        now,
      )
      const row = await loadCampaign(tx, id)
      return ok(toWire(row as CampaignRow))
    })
  }

  /** PUT: a whole replacement of an editable campaign; a rejected one goes back to draft (decision 5). */
  async update(viewer: Account, id: string, asked: CampaignDraft): Promise<Outcome<WireCampaign>> {
    const readable = await this.access(viewer, id, 'write')
    if (!readable.ok) return readable
    const priced = await this.priced(viewer, asked)
    if (!priced.ok) return priced
    const draft: CampaignDraft = {
      ...asked,
      // The canonical form of a record is a record (resolveStops only replaces its stops).
      calculation: priced.value.calculation as CampaignDraft['calculation'],
    }
    return this.booking(async (tx) => {
      const found = await this.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      const row = found.value
      if (row.advertise_place !== draft.place)
        return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
      if (!isEditable(row.state))
        return refusal('wrong state', `Кампанию в статусе «${row.state}» нельзя изменить`, {
          state: 'not editable',
        })
      const prepared = await this.prepare(viewer, draft, priced.value.price, tx)
      if (!prepared.ok) return prepared
      const { price, holds, expirationDate, partners } = prepared.value
      const now = this.clock.now()
      const edited = await editedState(tx, id, row.state, viewer.id, now)
      if (!edited.ok) return edited
      const state = edited.value
      await tx.query('delete from campaign_holds where campaign_id = $1', [id])
      await tx.query(
        `update campaigns set name = $2, brand_name = $3, state = $4, reservation_state = $5, start_date = $6, end_date = $7,
           expiration_date = $8, calculation = $9, spaces = $10, periods_price = $11, taxes_sum = $12,
           total_sum_without_taxes = $13, partners = $14, updated_at = $15 where id = $1`,
        [
          id,
          draft.name.trim(),
          draft.brandName ?? null,
          state,
          holds.length > 0 ? 'reserved' : 'notReserved',
          price.startDate,
          price.endDate,
          expirationDate,
          JSON.stringify(draft.calculation),
          draft.spaces ?? [],
          JSON.stringify(price.periodsPrice),
          price.taxesSum,
          price.totalSumWithoutTaxes,
          partners,
          now,
        ],
      )
      const refused = await insertHolds(tx, id, holds)
      if (refused.length > 0) throw new BookingRefused(refused)
      return ok(toWire((await loadCampaign(tx, id)) as CampaignRow))
    })
  }

  /** Runs a booking transaction; a refused hold is answered with the conflicting inventory numbers (R-STOP-05). */
  async booking<T>(work: (tx: SqlDatabase) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    try {
      const booked = await inTransaction(this.db, work)
      if (booked.ok) this.telemetry.booked()
      return booked
    } catch (cause) {
      if (!(cause instanceof BookingRefused)) throw cause
      this.telemetry.bookingConflict()
      const conflict = bookingConflict(cause.refused)
      return refusal(
        'booking conflict',
        conflict.message,
        { inventoryNumbers: conflict.code },
        {
          inventoryNumbers: conflict.inventoryNumbers,
          periods: conflict.periods,
        },
      )
    }
  }
}
