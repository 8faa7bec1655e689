import { holdLapsed } from '../../core/booking/hold-expiration'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../../core/cabinet/errors/error-catalogue'
import { isEditable, NOT_FOUND_MESSAGE, type CampaignViewer } from '../../core/campaign/campaign-access'
import { prolongedCalculation } from '../../core/campaign/campaign-prolongation'
import { TERMINAL_STATES, transition } from '../../core/campaign/campaign-state.machine'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import type { Account } from '../../core/session/account'
import { Clock } from '../../core/ports/clock.port'
import { ok } from '../../core/shared/result'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { refusal } from '../../core/shared/refusal'
import { toWire, type CampaignRow, type WireCampaign } from './campaign.rows'
import { CampaignService, type Outcome } from './campaign.service'
import { inTransaction, loadCampaign, recordEvent } from './campaign.store'

/** States a campaign can be prolonged from: it has been agreed, so the next period continues it. */
const PROLONGABLE: readonly CampaignStateId[] = ['approved', 'waitingForLaunch', 'active', 'completed']

/**
 * The campaign calls beside create and update (cabinet §7): delete, application, complete, partners, start/stop,
 * prolongation, schedule dates.
 */
@injectable()
export class CampaignActions {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(Clock) private readonly clock: Clock,
    @inject(CampaignService) private readonly campaigns: CampaignService,
  ) {}

  /** Runs a change of one campaign the viewer owns, in a transaction, and answers the campaign after it. */
  private async change(
    viewer: CampaignViewer,
    place: string | undefined,
    id: string,
    work: (row: CampaignRow, tx: SqlDatabase) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<WireCampaign>> {
    return inTransaction(this.db, async (tx) => {
      const found = await this.campaigns.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      if (place !== undefined && found.value.advertise_place !== place)
        return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
      const done = await work(found.value, tx)
      if (!done.ok) return done
      return ok(toWire((await loadCampaign(tx, id)) as CampaignRow))
    })
  }

  /** The wizard's last step: the campaign is filled in (it stays in its state; sending is `application`). */
  complete(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (_row, tx) => {
      await tx.query('update campaigns set wizard_completed = true, updated_at = $2 where id = $1', [
        id,
        this.clock.now(),
      ])
      return ok(null)
    })
  }

  addPartner(
    viewer: CampaignViewer,
    place: string,
    id: string,
    partnerId: string,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (row, tx) => {
      const [partner] = await tx.query('select id from partners where id = $1 and owner_id = $2', [
        partnerId,
        row.owner_id,
      ])
      if (!partner) return refusal('not found', 'Партнёр не найден', { partnerId: 'not found' })
      await tx.query(
        `update campaigns set partners = array_append(partners, $2), updated_at = $3
          where id = $1 and not ($2 = any(partners))`,
        [id, partnerId, this.clock.now()],
      )
      return ok(null)
    })
  }

  removePartner(
    viewer: CampaignViewer,
    place: string,
    id: string,
    partnerId: string,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (_row, tx) => {
      await tx.query(
        'update campaigns set partners = array_remove(partners, $2), updated_at = $3 where id = $1',
        [id, partnerId, this.clock.now()],
      )
      return ok(null)
    })
  }

  /** Start or stop (cabinet §4): toggles isAllowed, or sets the value given; a finished campaign is left alone. */
  setAllowed(
    viewer: CampaignViewer,
    /** The cabinet's call names no place (core/cabinet/stores/api-paths.ts); undefined checks none. */
    place: string | undefined,
    id: string,
    value: boolean | undefined,
  ): Promise<Outcome<WireCampaign>> {
    return this.change(viewer, place, id, async (row, tx) => {
      if (TERMINAL_STATES.includes(row.state))
        return refusal('wrong state', `Кампанию в статусе «${row.state}» нельзя запустить или остановить`, {
          state: 'illegalTransition',
        })
      const next = value ?? !row.is_allowed
      const now = this.clock.now()
      await tx.query('update campaigns set is_allowed = $2, updated_at = $3 where id = $1', [id, next, now])
      await recordEvent(
        tx,
        { campaignId: id, event: next ? 'start' : 'stop', actor: 'advertiser', actorId: viewer.id },
        now,
      )
      return ok(null)
    })
  }

  /** metroMonitors changeScheduleDate: new dates for an editable campaign, priced again and held again. */
  async changeScheduleDate(
    viewer: Account,
    id: string,
    dates: { startDate: string; endDate: string },
  ): Promise<Outcome<WireCampaign>> {
    const found = await this.campaigns.access(viewer, id, 'write')
    if (!found.ok) return found
    const row = found.value
    if (row.advertise_place !== 'metroMonitors')
      return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
    if (dates.endDate < dates.startDate)
      return refusal('invalid input', 'Дата окончания раньше даты начала', { endDate: 'wrong format' })
    return this.campaigns.update(viewer, id, {
      place: row.advertise_place,
      name: row.name,
      ...(row.brand_name === null ? {} : { brandName: row.brand_name }),
      partners: row.partners,
      spaces: row.spaces,
      calculation: { ...row.calculation, startDate: dates.startDate, endDate: dates.endDate },
    })
  }

  /**
   * Prolongation: a new draft continuing the campaign, linked both ways (parentProlongation on the new one,
   * prolongationCampaign on the old). The database's unique key on parentProlongation makes a second one fail.
   */
  async prolong(
    viewer: Account,
    place: string,
    id: string,
    request: { name?: string; calculation?: Record<string, unknown> },
  ): Promise<Outcome<WireCampaign>> {
    const found = await this.campaigns.access(viewer, id, 'write')
    if (!found.ok) return found
    const row = found.value
    if (row.advertise_place !== place)
      return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
    if (!PROLONGABLE.includes(row.state))
      return refusal('wrong state', `Кампанию в статусе «${row.state}» нельзя продлить`, {
        state: 'illegalTransition',
      })
    if (row.prolongation_campaign !== null)
      return refusal('already done', 'Кампания уже продлена', { prolongationCampaign: 'already in use' })
    const created = await this.campaigns
      .create(
        viewer,
        {
          place,
          name: request.name ?? `${row.name} (продление)`,
          ...(row.brand_name === null ? {} : { brandName: row.brand_name }),
          partners: row.partners,
          spaces: row.spaces,
          calculation: request.calculation ?? prolongedCalculation(row.calculation),
        },
        { parent: id },
      )
      .catch((cause: unknown) => {
        if ((cause as { code?: string }).code === '23505')
          return refusal('already done', 'Кампания уже продлена', { prolongationCampaign: 'already in use' })
        throw cause
      })
    return created
  }

  /** Deletes an editable campaign (its holds go with it). */
  async remove(viewer: CampaignViewer, id: string): Promise<Outcome<{ _id: string }>> {
    return inTransaction(this.db, async (tx) => {
      const found = await this.campaigns.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      if (!isEditable(found.value.state))
        return refusal('wrong state', `Кампанию в статусе «${found.value.state}» нельзя удалить`, {
          state: 'not editable',
        })
      await tx.query('update campaigns set parent_prolongation = null where parent_prolongation = $1', [id])
      await tx.query('delete from campaigns where id = $1', [id])
      return ok({ _id: id })
    })
  }

  /** R-STATE-06/07: a draft goes to moderation; anything else is 'is not draft'. A lapsed hold is R-ERR-08. */
  async sendApplication(viewer: CampaignViewer, place: string, id: string): Promise<Outcome<WireCampaign>> {
    return inTransaction(this.db, async (tx) => {
      const found = await this.campaigns.access(viewer, id, 'write', tx)
      if (!found.ok) return found
      const row = found.value
      if (row.advertise_place !== place)
        return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
      const next = transition(row.state, 'sendApplication', 'advertiser')
      if (!next.ok) return refusal('wrong state', next.error.code, { state: next.error.code })
      const lapsed =
        row.reservation_state === 'canceled' ||
        (row.reservation_state === 'reserved' && holdLapsed(row.expiration_date, this.clock.today()))
      if (lapsed) return refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })
      const now = this.clock.now()
      await tx.query(
        'update campaigns set state = $2, moderation_reason = null, updated_at = $3 where id = $1',
        [id, next.value, now],
      )
      await recordEvent(
        tx,
        {
          campaignId: id,
          event: 'sendApplication',
          actor: 'advertiser',
          actorId: viewer.id,
          from: row.state,
          to: next.value,
        },
        now,
      )
      return ok(toWire((await loadCampaign(tx, id)) as CampaignRow))
    })
  }
}
