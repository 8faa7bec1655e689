import type { AdvertiserCampaignRecords, CampaignContent, NewCampaign } from '../advertiser-campaigns.port'
import type { CampaignSort } from '../campaign.contract'
import type { AdvertisePlace } from '../advertise-place'
import { CampaignAggregate, type CampaignFacts } from '../campaign.aggregate'
import { placeCalculation } from '../campaign.aggregate.calculation'
import { aCampaignFacts, MemoryCampaignRecords, type MemoryCampaignState } from './campaign-records.memory'

const contentOf = (c: CampaignContent, place: AdvertisePlace): Partial<CampaignFacts> => ({
  name: c.name,
  brandName: c.brandName,
  reservationState: c.reservationState,
  startDate: c.price.startDate,
  endDate: c.price.endDate,
  expirationDate: c.expirationDate,
  calculation: placeCalculation(place, c.calculation),
  spaces: [...c.spaces],
  periodsPrice: [...c.price.periodsPrice],
  taxesSum: c.price.taxesSum,
  totalSumWithoutTaxes: c.price.totalSumWithoutTaxes,
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
      metroLines?: string[]
      /** When a creative of each campaign was last uploaded or replaced (memory keeps no attachments). */
      creativeChangedAt?: Record<string, Date>
    } = {},
  ) {
    super(state)
  }

  list(ownerId: string, page: { sort: CampaignSort; limit: number; offset: number }) {
    const own = [...this.state.campaigns.values()]
      .filter((c) => c.ownerId === ownerId)
      .sort((a, b) => (a.startDate < b.startDate ? -1 : 1) * (page.sort === '-startDate' ? -1 : 1))
    return Promise.resolve({
      items: own.slice(page.offset, page.offset + page.limit).map(CampaignAggregate.of),
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

  knownMetroLines(ids: readonly string[]) {
    return Promise.resolve(ids.filter((id) => this.known.metroLines?.includes(id)))
  }

  insert(c: NewCampaign, at: Date) {
    const taken = [...this.state.campaigns.values()].some(
      (other) => c.parentProlongation !== null && other.parentProlongation === c.parentProlongation,
    )
    if (taken) return Promise.resolve(false)
    this.state.campaigns.set(c.id, {
      ...aCampaignFacts({
        id: c.id,
        individualIndex: this.state.campaigns.size + 1,
        ownerId: c.ownerId,
        parentProlongation: c.parentProlongation,
        createdAt: at.toISOString(),
      }),
      ...contentOf(c, c.place as AdvertisePlace),
    })
    return Promise.resolve(true)
  }

  linkProlongation(parentId: string, childId: string) {
    const parent = this.state.campaigns.get(parentId)
    if (!parent || parent.prolongationCampaign !== null) return Promise.resolve(false)
    this.patch(parentId, { prolongationCampaign: childId })
    return Promise.resolve(true)
  }

  replace(id: string, c: CampaignContent) {
    const place = this.state.campaigns.get(id)?.calculation.place
    if (place) this.patch(id, contentOf(c, place))
    return Promise.resolve()
  }

  setWizardCompleted(id: string) {
    this.patch(id, { wizardCompleted: true })
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
    this.patch(id, { isAllowed: allowed })
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
    this.patch(id, { moderationReason: null })
    return Promise.resolve()
  }

  async remove(id: string) {
    await this.dropHolds(id)
    for (const c of this.state.campaigns.values())
      if (c.parentProlongation === id) this.patch(c.id, { parentProlongation: null })
    this.state.campaigns.delete(id)
  }
}
