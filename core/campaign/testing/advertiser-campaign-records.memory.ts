import type { AdvertiserCampaignRecords, CampaignContent, NewCampaign } from '../advertiser-campaigns.port'
import type { CampaignSort } from '../campaign.contract'
import { campaignOfStored, type StoredCampaign } from '../stored-campaign'
import { aStoredCampaign, MemoryCampaignRecords, type MemoryCampaignState } from './campaign-records.memory'

const contentOf = (c: CampaignContent): Partial<StoredCampaign> => ({
  name: c.name,
  brand_name: c.brandName,
  reservation_state: c.reservationState,
  start_date: c.price.startDate,
  end_date: c.price.endDate,
  expiration_date: c.expirationDate,
  calculation: c.calculation as Record<string, unknown>,
  spaces: [...c.spaces],
  periods_price: [...c.price.periodsPrice],
  taxes_sum: c.price.taxesSum,
  total_sum_without_taxes: c.price.totalSumWithoutTaxes,
  partners: [...c.partners],
})

/** The advertiser's campaign records in memory (unit tests only), with the partners and sticker spaces known. */
export class MemoryAdvertiserCampaignRecords
  extends MemoryCampaignRecords
  implements AdvertiserCampaignRecords
{
  constructor(
    state: MemoryCampaignState,
    readonly known: {
      partners?: Record<string, string[]>
      stickerSpaces?: string[]
      /** When a creative of each campaign was last uploaded or replaced (memory keeps no attachments). */
      creativeChangedAt?: Record<string, Date>
    } = {},
  ) {
    super(state)
  }

  list(ownerId: string, page: { sort: CampaignSort; limit: number; offset: number }) {
    const own = [...this.state.campaigns.values()]
      .filter((c) => c.owner_id === ownerId)
      .sort((a, b) => (a.start_date < b.start_date ? -1 : 1) * (page.sort === '-startDate' ? -1 : 1))
    return Promise.resolve({
      items: own.slice(page.offset, page.offset + page.limit).map(campaignOfStored),
      count: own.length,
    })
  }

  partnersOf(ownerId: string, ids: readonly string[]) {
    const own = this.known.partners?.[ownerId] ?? []
    return Promise.resolve(ids.filter((id) => own.includes(id)))
  }

  knownStickerSpaces(numbers: readonly string[]) {
    return Promise.resolve(numbers.filter((n) => this.known.stickerSpaces?.includes(n)))
  }

  insert(c: NewCampaign, at: Date) {
    const taken = [...this.state.campaigns.values()].some(
      (other) => c.parentProlongation !== null && other.parent_prolongation === c.parentProlongation,
    )
    if (taken) return Promise.resolve(false)
    this.state.campaigns.set(
      c.id,
      aStoredCampaign({
        ...contentOf(c),
        id: c.id,
        individual_index: this.state.campaigns.size + 1,
        owner_id: c.ownerId,
        advertise_place: c.place as StoredCampaign['advertise_place'],
        parent_prolongation: c.parentProlongation,
        created_at: at.toISOString(),
      }),
    )
    return Promise.resolve(true)
  }

  linkProlongation(parentId: string, childId: string) {
    const parent = this.state.campaigns.get(parentId)
    if (!parent || parent.prolongation_campaign !== null) return Promise.resolve(false)
    this.patch(parentId, { prolongation_campaign: childId })
    return Promise.resolve(true)
  }

  replace(id: string, c: CampaignContent) {
    this.patch(id, contentOf(c))
    return Promise.resolve()
  }

  setWizardCompleted(id: string) {
    this.patch(id, { wizard_completed: true })
    return Promise.resolve()
  }

  addPartner(id: string, partnerId: string) {
    const partners = this.state.campaigns.get(id)?.partners ?? []
    if (!partners.includes(partnerId)) this.patch(id, { partners: [...partners, partnerId] })
    return Promise.resolve()
  }

  removePartner(id: string, partnerId: string) {
    const partners = this.state.campaigns.get(id)?.partners ?? []
    this.patch(id, { partners: partners.filter((p) => p !== partnerId) })
    return Promise.resolve()
  }

  setAllowed(id: string, allowed: boolean) {
    this.patch(id, { is_allowed: allowed })
    return Promise.resolve()
  }

  resubmissionFacts(id: string) {
    const latest = (dates: readonly Date[]): string | null =>
      dates.length === 0 ? null : new Date(Math.max(...dates.map((d) => d.getTime()))).toISOString()
    const own = this.state.events.filter((e) => e.campaignId === id)
    const creative = this.known.creativeChangedAt?.[id]
    return Promise.resolve({
      rejectedAt: latest(
        own.filter((e) => e.to === 'primaryRejected' || e.to === 'secondaryRejected').map((e) => e.at),
      ),
      changedAt: latest([
        ...own.filter((e) => e.event === 'edit').map((e) => e.at),
        ...(creative ? [creative] : []),
      ]),
    })
  }

  clearModerationReason(id: string) {
    this.patch(id, { moderation_reason: null })
    return Promise.resolve()
  }

  async remove(id: string) {
    await this.dropHolds(id)
    for (const c of this.state.campaigns.values())
      if (c.parent_prolongation === id) this.patch(c.id, { parent_prolongation: null })
    this.state.campaigns.delete(id)
  }
}
