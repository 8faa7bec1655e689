import { bookableUnits, checkSpaces, holdsOf, MAX_HELD_UNIT_DAYS, unitDays } from '../booking/booking-units'
import { holdExpiration } from '../booking/hold-expiration'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../shared/messages'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { Telemetry } from '../ports/telemetry.port'
import { listed } from '../pricing/selection/resolved-stops'
import type { Account } from '../session/account'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { isAdvertisePlace } from './advertise-place'
import type { AdvertiserCampaignRecords, CampaignContent } from './advertiser-campaigns.port'
import { campaignScopeOf, FORBIDDEN_MESSAGE, type CampaignViewer } from './campaign-access'
import { bookingRefused, campaignAfter, campaignNotThere, campaignOf, saveCampaign } from './campaign-of'
import type { CampaignPrice } from './campaign-price'
import { pricingRefused, type CampaignPricer } from './campaign-pricer'
import type { Outcome, UnitOfWork } from './campaign-records.port'
import type { CampaignListQuery, CampaignRequest } from './campaign.contract'
import type { CampaignAggregate } from './campaign.aggregate'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'

/** What a create or update writes: the request, with the place. */
export interface CampaignDraft extends CampaignRequest {
  readonly place: string
}

export interface AdvertiserCampaignsDeps {
  /** Every change runs in one unit of work; a refusal rolls it back. */
  readonly uow: UnitOfWork<AdvertiserCampaignRecords>
  /** Reads outside a unit of work. */
  readonly reads: AdvertiserCampaignRecords
  readonly pricer: CampaignPricer
  readonly clock: Clock
  readonly ids: Ids
  readonly telemetry: Telemetry
}

const expired = () => refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' })
export const ALREADY_PROLONGED = 'Кампания уже продлена'
const alreadyProlonged = () =>
  refusal('already done', ALREADY_PROLONGED, { prolongationCampaign: 'already in use' })

/**
 * The advertiser's campaigns (cabinet §7 "Campaigns", issue 6 parts 1 and 2; issue 17: a core use case over
 * repository ports): prices come from the core calculators, holds from the records' unique (unit, day) key, states
 * from the core machine. A create or an update is one unit of work: a refused hold rolls all of it back.
 */
export class AdvertiserCampaigns {
  constructor(private readonly deps: AdvertiserCampaignsDeps) {}

  /** Reads a campaign the viewer may see and, for `write`, may change; outside a unit of work. */
  access(viewer: CampaignViewer, id: string, need: 'read' | 'write'): Promise<Outcome<CampaignAggregate>> {
    return campaignOf(this.deps.reads, viewer, id, need)
  }

  /** The campaign the viewer may see, as its aggregate (the routes put it on the wire). */
  get(viewer: CampaignViewer, id: string): Promise<Outcome<CampaignAggregate>> {
    return this.access(viewer, id, 'read')
  }

  async list(
    viewer: CampaignViewer,
    q: CampaignListQuery,
  ): Promise<{ items: CampaignAggregate[]; count: number }> {
    const scope = campaignScopeOf(viewer)
    if (scope === undefined) return { items: [], count: 0 }
    const page = await this.deps.reads.list(scope, q)
    return { items: page.items, count: page.count }
  }

  /** Prices the campaign with the core calculators, before any unit of work (the reference may be read). */
  private async priced(viewer: Account, draft: CampaignDraft) {
    if (!isAdvertisePlace(draft.place))
      return refusal('not found', 'Нет такого места размещения', { advertisePlace: 'wrong format' })
    const price = await this.deps.pricer.price(draft.place, draft.calculation, viewer)
    return price.ok ? price : pricingRefused(price.error)
  }

  /** The chosen sticker spaces the inventory does not have (a space is held only if it exists). */
  private async unknownStickerSpaces(
    records: AdvertiserCampaignRecords,
    place: string,
    spaces: readonly string[],
  ) {
    if (place !== 'metroStickers' || spaces.length === 0) return []
    const have = new Set(await records.knownStickerSpaces(spaces))
    return [...new Set(spaces)].filter((s) => !have.has(s))
  }

  /** The metro lines a sticker calculation names that the metro does not have (issue #50 item 4). */
  private async unknownStickerLines(records: AdvertiserCampaignRecords, draft: CampaignDraft) {
    const c = draft.calculation
    const named =
      draft.place === 'metroStickers' && typeof c === 'object' && c !== null && 'lineIds' in c
        ? c.lineIds
        : undefined
    const ids = Array.isArray(named) ? [...new Set(named.map(String))] : []
    if (ids.length === 0) return []
    const have = new Set(await records.knownMetroLines(ids))
    return ids.filter((id) => !have.has(id))
  }

  /** Checks the partners, the spaces and the hold's expiration inside the unit of work; answers what to store. */
  private async prepare(
    records: AdvertiserCampaignRecords,
    viewer: CampaignViewer,
    draft: CampaignDraft,
    price: CampaignPrice,
  ) {
    const partners = [...new Set(draft.partners ?? [])]
    if (partners.length > 0 && (await records.partnersOf(viewer.id, partners)).length !== partners.length)
      return refusal('invalid input', 'Проверьте поля: partners', { partners: 'wrong format' })
    const spaces = checkSpaces(draft.place, draft.calculation, draft.spaces ?? [])
    if (!spaces.ok) return refusal('invalid input', spaces.error.message, { spaces: spaces.error.code })
    const unknownSpaces = await this.unknownStickerSpaces(records, draft.place, draft.spaces ?? [])
    if (unknownSpaces.length > 0)
      return refusal('invalid input', `Нет таких мест для стикеров: ${listed(unknownSpaces)}`, {
        spaces: 'not found',
      })
    const unknownLines = await this.unknownStickerLines(records, draft)
    if (unknownLines.length > 0)
      return refusal('invalid input', `Нет таких линий метро: ${listed(unknownLines)}`, {
        lineIds: 'not found',
      })
    const units = bookableUnits(draft.place, draft.calculation, draft.spaces ?? [])
    let expirationDate: string | null = null
    if (units.length > 0) {
      const expiry = holdExpiration(this.deps.clock.today(), price.startDate)
      if (!expiry.ok) return expired()
      expirationDate = expiry.value
    }
    const holds = holdsOf(units, price.periods)
    if (unitDays(holds) > MAX_HELD_UNIT_DAYS)
      return refusal('too large', 'Слишком много мест и дней в одной кампании', { calculation: 'too large' })
    const content: CampaignContent = {
      name: draft.name.trim(),
      brandName: draft.brandName ?? null,
      reservationState: holds.length > 0 ? 'reserved' : 'notReserved',
      price,
      expirationDate,
      calculation: draft.calculation,
      spaces: draft.spaces ?? [],
      partners,
    }
    return ok({ content, holds })
  }

  /** Takes the holds; another campaign's hold refuses the whole unit of work (R-STOP-05), counted either way. */
  private async hold(
    records: AdvertiserCampaignRecords,
    id: string,
    holds: Parameters<AdvertiserCampaignRecords['hold']>[1],
  ) {
    const refused = await records.hold(id, holds)
    if (refused.length > 0) {
      this.deps.telemetry.bookingConflict()
      return bookingRefused(refused)
    }
    return ok(null)
  }

  /** Creates a draft and holds its inventory in one unit of work; a conflict rolls everything back. */
  async create(
    viewer: Account,
    asked: CampaignDraft,
    links: { parent?: string } = {},
  ): Promise<Outcome<CampaignAggregate>> {
    if (viewer.isObserver) return refusal('forbidden', FORBIDDEN_MESSAGE)
    const priced = await this.priced(viewer, asked)
    if (!priced.ok) return priced
    // What is stored and held is the calculation as the server read it (the stops by the inventory's numbers).
    const draft: CampaignDraft = {
      ...asked,
      calculation: priced.value.calculation as CampaignDraft['calculation'],
    }
    const created = await this.deps.uow.run(async (records) => {
      const prepared = await this.prepare(records, viewer, draft, priced.value.price)
      if (!prepared.ok) return prepared
      const { content, holds } = prepared.value
      const id = this.deps.ids.newId()
      const now = this.deps.clock.now()
      const parent = links.parent ?? null
      const stored = await records.insert(
        { ...content, id, ownerId: viewer.id, place: draft.place, parentProlongation: parent },
        now,
      )
      if (!stored) return alreadyProlonged()
      if (parent !== null && !(await records.linkProlongation(parent, id, now))) return alreadyProlonged()
      const held = await this.hold(records, id, holds)
      if (!held.ok) return held
      await records.recordEvent(
        { campaignId: id, event: 'create', actor: 'advertiser', actorId: viewer.id, to: 'draft' },
        now,
      )
      return campaignAfter(records, id)
    })
    if (created.ok) this.deps.telemetry.booked()
    return created
  }

  /** PUT: a whole replacement of an editable campaign; a rejected one goes back to draft (decision 5). */
  async update(viewer: Account, id: string, asked: CampaignDraft): Promise<Outcome<CampaignAggregate>> {
    const readable = await this.access(viewer, id, 'write')
    if (!readable.ok) return readable
    const priced = await this.priced(viewer, asked)
    if (!priced.ok) return priced
    const draft: CampaignDraft = {
      ...asked,
      calculation: priced.value.calculation as CampaignDraft['calculation'],
    }
    const updated = await this.deps.uow.run(async (records) => {
      const found = await campaignOf(records, viewer, id, 'write', true)
      if (!found.ok) return found
      const campaign = found.value
      if (campaign.place !== draft.place) return campaignNotThere()
      if (!campaign.isEditable)
        return refusal(
          'wrong state',
          `Кампанию в статусе «${CAMPAIGN_STATE_LABELS[campaign.state]}» нельзя изменить`,
          {
            state: 'not editable',
          },
        )
      // The advertiser it is booked for changes here too, under the campaign's rule (R-API-12's calls share it).
      const asked = new Set(draft.partners ?? [])
      const kept = campaign.facts.partners
      if (asked.size !== kept.length || kept.some((id) => !asked.has(id))) {
        const changeable = campaign.advertiserChangeable()
        if (!changeable.ok)
          return refusal('wrong state', changeable.error.message, {
            [changeable.error.field]: changeable.error.code,
          })
      }
      const prepared = await this.prepare(records, viewer, draft, priced.value.price)
      if (!prepared.ok) return prepared
      const { content, holds } = prepared.value
      const now = this.deps.clock.now()
      const edited = campaign.edit()
      if (!edited.ok) return refusal('wrong state', edited.error.message, { state: edited.error.code })
      const saved = await saveCampaign(records, edited.value, viewer.id, now)
      if (!saved.ok) return saved
      await records.dropHolds(id)
      await records.replace(id, content, now)
      const held = await this.hold(records, id, holds)
      if (!held.ok) return held
      return campaignAfter(records, id)
    })
    if (updated.ok) this.deps.telemetry.booked()
    return updated
  }
}
