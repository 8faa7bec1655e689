import type { CampaignPrice } from './campaign-price'
import type { CampaignRecords } from './campaign-records.port'
import type { ResubmissionFacts } from './campaign-resubmission'
import type { CampaignSort } from './campaign.contract'
import type { ReservationStateId } from './campaign-state'
import type { CampaignAggregate } from './campaign.aggregate'

/** What a create or an update stores of an advertiser's campaign, besides its state. */
export interface CampaignContent {
  readonly name: string
  readonly brandName: string | null
  readonly reservationState: ReservationStateId
  readonly price: CampaignPrice
  readonly expirationDate: string | null
  readonly calculation: unknown
  readonly spaces: readonly string[]
  readonly partners: readonly string[]
}

/** A new draft: its content, its owner and place, and the campaign it continues. */
export interface NewCampaign extends CampaignContent {
  readonly id: string
  readonly ownerId: string
  readonly place: string
  readonly parentProlongation: string | null
}

/**
 * The advertiser's campaigns (port; adapters/database/advertiser-campaign-records.ts): the shared records, plus
 * the list, the partners and sticker spaces a campaign may name, and the fields the advertiser's calls write.
 */
export interface AdvertiserCampaignRecords extends CampaignRecords {
  list(
    ownerId: string,
    page: { readonly sort: CampaignSort; readonly limit: number; readonly offset: number },
  ): Promise<{ items: CampaignAggregate[]; count: number }>
  /** The owner's partners among these ids. */
  partnersOf(ownerId: string, ids: readonly string[]): Promise<string[]>
  /** The sticker spaces among these inventory numbers that the inventory has. */
  knownStickerSpaces(numbers: readonly string[]): Promise<string[]>
  /** The metro lines among these ids that the metro has (a sticker campaign's line choice, issue #50 item 4). */
  knownMetroLines(ids: readonly string[]): Promise<string[]>
  /**
   * Stores a new draft; false when the campaign it continues has a continuation already (one per campaign, the
   * database's unique key, also against a concurrent one).
   */
  insert(campaign: NewCampaign, at: Date): Promise<boolean>
  /** Links the continued campaign to its continuation, if it has none; answers whether it did. */
  linkProlongation(parentId: string, childId: string, at: Date): Promise<boolean>
  /** Writes the content of an edited campaign (its state moves apart, through moveState). */
  replace(id: string, content: CampaignContent, at: Date): Promise<void>
  setWizardCompleted(id: string, at: Date): Promise<void>
  addPartner(id: string, partnerId: string, at: Date): Promise<void>
  removePartner(id: string, partnerId: string, at: Date): Promise<void>
  setAllowed(id: string, allowed: boolean, at: Date): Promise<void>
  /**
   * When the campaign was last rejected and when the advertiser last changed what moderation reviews (issue #48
   * item 7: a rejected campaign goes again only once something changed).
   */
  resubmissionFacts(id: string): Promise<ResubmissionFacts>
  /** Clears the moderators' reason when the campaign is sent again. */
  clearModerationReason(id: string, at: Date): Promise<void>
  /** Deletes a campaign (its holds go with it; a continuation forgets it). */
  remove(id: string): Promise<void>
}
export const AdvertiserCampaignRecords = Symbol.for('tablo.AdvertiserCampaignRecords')
