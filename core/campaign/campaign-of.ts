import { bookingConflict } from '../booking/booking-conflict'
import type { UnitHold } from '../booking/booking-units'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { campaignAccess, FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, type CampaignViewer } from './campaign-access'
import type { CampaignRecords, Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignAggregate } from './campaign.aggregate'

/** The one answer for a campaign that is not there, or not the viewer's (R-API-06). */
export const campaignNotThere = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })

/** What the viewer may do with a campaign read (or not there): it, 'campaign not found', or 'forbidden'. */
const accessible = <T>(
  found: T | undefined,
  ownerOf: (t: T) => string,
  viewer: CampaignViewer,
  need: 'read' | 'write',
): Outcome<T> => {
  const access = found ? campaignAccess(viewer, ownerOf(found)) : 'none'
  if (!found || access === 'none') return campaignNotThere()
  if (need === 'write' && access !== 'write') return refusal('forbidden', FORBIDDEN_MESSAGE)
  return ok(found)
}

/**
 * Reads a campaign, as its aggregate, the viewer may see ('campaign not found' otherwise) and, for `write`, may
 * change ('forbidden' for observers); `lock` holds the row for the rest of the unit of work.
 */
export const campaignOf = async (
  records: Pick<CampaignRecords, 'campaign'>,
  viewer: CampaignViewer,
  id: string,
  need: 'read' | 'write',
  lock = false,
): Promise<Outcome<CampaignAggregate>> =>
  accessible(await records.campaign(id, lock), (c) => c.facts.ownerId, viewer, need)

/**
 * Saves a campaign its commands changed and logs each move it made, by the actor the machine named and the account
 * given; a campaign moved by another writer since it was read is 'changed' and nothing is written.
 */
export const saveCampaign = async (
  records: Pick<CampaignRecords, 'save' | 'recordEvent'>,
  campaign: CampaignAggregate,
  actorId: string | null,
  at: Date,
): Promise<Outcome<CampaignAggregate>> => {
  if (!(await records.save(campaign, at)))
    return refusal('changed', 'Кампания изменилась, повторите', { state: 'changed' })
  for (const m of campaign.moves)
    await records.recordEvent(
      {
        campaignId: campaign.id,
        event: m.event,
        actor: m.actor,
        actorId,
        from: m.from,
        to: m.to,
        ...(m.reason === undefined ? {} : { reason: m.reason }),
      },
      at,
    )
  return ok(campaign)
}

/**
 * The campaign as it reads now (after a change, inside the unit of work), as its aggregate: the routes put it on
 * the wire (adapters/server/wire/campaign.wire.ts).
 */
export const campaignAfter = async (
  records: Pick<CampaignRecords, 'campaign'>,
  id: string,
): Promise<Outcome<CampaignAggregate>> => {
  const campaign = await records.campaign(id)
  return campaign ? ok(campaign) : campaignNotThere()
}

/**
 * A change of one campaign the viewer may change, found by `find` on its locked row, in one unit of work, that
 * answers the campaign after it; a place given must be the campaign's ('campaign not found' otherwise).
 */
const changeWith =
  <T>(
    find: (records: CampaignRecords, viewer: CampaignViewer, id: string) => Promise<Outcome<T>>,
    placeOf: (found: T) => string,
  ) =>
  <R extends CampaignRecords>(
    uow: UnitOfWork<R>,
    viewer: CampaignViewer,
    id: string,
    place: string | undefined,
    now: () => Date,
    work: (found: T, records: R, now: Date) => Promise<Outcome<unknown>>,
  ): Promise<Outcome<CampaignAggregate>> =>
    uow.run(async (records) => {
      const found = await find(records, viewer, id)
      if (!found.ok) return found
      if (place !== undefined && placeOf(found.value) !== place) return campaignNotThere()
      const done = await work(found.value, records, now())
      return done.ok ? campaignAfter(records, id) : done
    })

/** Runs a change on the campaign as its aggregate, read locked (issue #49 item 1). */
export const changeCampaignOf = changeWith(
  (records, viewer, id) => campaignOf(records, viewer, id, 'write', true),
  (campaign: CampaignAggregate) => campaign.place,
)

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
