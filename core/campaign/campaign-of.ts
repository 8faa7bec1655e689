import { bookingConflict } from '../booking/booking-conflict'
import type { UnitHold } from '../booking/booking-units'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { campaignAccess, FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, type CampaignViewer } from './campaign-access'
import type { CampaignRecords, Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignStateId } from './campaign-state'
import { transition } from './campaign-state.machine'
import { toWire, type StoredCampaign, type WireCampaign } from './stored-campaign'

/** The one answer for a campaign that is not there, or not the viewer's (R-API-06). */
export const campaignNotThere = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })

/**
 * Reads a campaign the viewer may see ('campaign not found' otherwise) and, for `write`, may change ('forbidden'
 * for observers); `lock` holds the row for the rest of the unit of work.
 */
export const campaignFor = async (
  records: Pick<CampaignRecords, 'load'>,
  viewer: CampaignViewer,
  id: string,
  need: 'read' | 'write',
  lock = false,
): Promise<Outcome<StoredCampaign>> => {
  const row = await records.load(id, lock)
  const access = row ? campaignAccess(viewer, row.owner_id) : 'none'
  if (!row || access === 'none') return campaignNotThere()
  if (need === 'write' && access !== 'write') return refusal('forbidden', FORBIDDEN_MESSAGE)
  return ok(row)
}

/** The campaign as it reads now (after a change, inside the unit of work), on the wire. */
export const campaignAfter = async (
  records: Pick<CampaignRecords, 'load'>,
  id: string,
): Promise<Outcome<WireCampaign>> => {
  const row = await records.load(id)
  return row ? ok(toWire(row)) : campaignNotThere()
}

/**
 * Runs a change of one campaign the viewer may change, on its locked row, in one unit of work, and answers the
 * campaign after it; a place given must be the campaign's ('campaign not found' otherwise).
 */
export const changeCampaign = <R extends CampaignRecords>(
  uow: UnitOfWork<R>,
  viewer: CampaignViewer,
  id: string,
  place: string | undefined,
  now: () => Date,
  work: (row: StoredCampaign, records: R, now: Date) => Promise<Outcome<unknown>>,
): Promise<Outcome<WireCampaign>> =>
  uow.run(async (records) => {
    const found = await campaignFor(records, viewer, id, 'write', true)
    if (!found.ok) return found
    if (place !== undefined && found.value.advertise_place !== place) return campaignNotThere()
    const done = await work(found.value, records, now())
    return done.ok ? campaignAfter(records, id) : done
  })

/**
 * The state an advertiser's edit leaves a campaign in: a draft stays a draft, any other editable state takes the
 * machine's 'edit' transition, logged as an event; a state the machine does not allow is refused as 'wrong state'.
 */
export const editedState = async (
  records: Pick<CampaignRecords, 'recordEvent'>,
  campaignId: string,
  from: CampaignStateId,
  actorId: string,
  at: Date,
): Promise<Outcome<CampaignStateId>> => {
  if (from === 'draft') return ok(from)
  const edited = transition(from, 'edit', 'advertiser')
  if (!edited.ok) return refusal('wrong state', edited.error.message, { state: edited.error.code })
  await records.recordEvent(
    { campaignId, event: 'edit', actor: 'advertiser', actorId, from, to: edited.value },
    at,
  )
  return edited
}

/** A booking another campaign got first, answered with the inventory numbers taken (R-STOP-05). */
export const bookingRefused = (refused: readonly UnitHold[]) => {
  const conflict = bookingConflict(refused)
  return refusal(
    'booking conflict',
    conflict.message,
    { inventoryNumbers: conflict.code },
    { inventoryNumbers: conflict.inventoryNumbers, periods: conflict.periods },
  )
}
