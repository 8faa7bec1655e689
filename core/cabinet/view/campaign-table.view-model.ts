import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { Campaign } from '../../contract/campaign.answer'
import { VIDEO_MEDIA_TYPE_IDS } from '../../campaign/media-type.catalogue'
import { MEDIA_PLAN_PLACES } from '../stores/media-plan-selection.store'

/** R-LIST-01: the list's two views, chosen by the query parameter view; cards unless it says table. */
export type ListView = 'cards' | 'table'
export const listViewOf = (query: Readonly<Record<string, string>>): ListView =>
  query['view'] === 'table' ? 'table' : 'cards'

/** R-LIST-02: the table's columns, in order. */
export const TABLE_COLUMNS = [
  { id: 'media', label: '' },
  { id: 'index', label: 'Индекс' },
  { id: 'brand', label: 'Бренд / Рекламодатель' },
  { id: 'startDate', label: 'Начало' },
  { id: 'endDate', label: 'Окончание' },
  { id: 'cost', label: 'Стоимость' },
  { id: 'moderationStatus', label: 'Статус модерации' },
  { id: 'paymentStatus', label: 'Статус оплаты' },
  { id: 'reservationStatus', label: 'Статус резервирования' },
  { id: 'actions', label: 'Действия' },
] as const
export type ColumnId = (typeof TABLE_COLUMNS)[number]['id']

const STATUS_COLUMNS: readonly ColumnId[] = ['moderationStatus', 'paymentStatus', 'reservationStatus']

/** R-LIST-02, R-LIST-10: observers see the table without the status columns. */
export const tableColumns = (isObserver: boolean) =>
  TABLE_COLUMNS.filter((c) => !(isObserver && STATUS_COLUMNS.includes(c.id)))

/**
 * R-LIST-03: the Начало column sorts by startDate, toggling between ascending ('startDate') and descending
 * ('-startDate'). Our choice: the list opens newest first, i.e. '-startDate'.
 */
export type StartDateSort = 'startDate' | '-startDate'
export const DEFAULT_SORT: StartDateSort = '-startDate'
export const toggleSort = (current: StartDateSort): StartDateSort =>
  current === '-startDate' ? 'startDate' : '-startDate'

export type RowAction = 'selectForMediaPlan' | 'downloadQr' | 'downloadMediaPlan' | 'statistics' | 'delete'

/** Video places by media type (R-ENT-07); every other place shows static media. */
export const isStaticPlace = (place: AdvertisePlace): boolean =>
  !(VIDEO_MEDIA_TYPE_IDS as readonly string[]).includes(place)

/** R-LIST-08: the statistics page of a campaign. */
export const statisticsLink = (id: string): string =>
  `/campaigns/${encodeURIComponent(id)}/stats?preSection=cardsPage`

export type RowCampaign = Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'periodsPrice'>

/**
 * A table row's actions (R-LIST-04..09): select for the media plan in media-plan mode on the five places;
 * QR download for metroStickers; the media plan for static media with periodsPrice; statistics for active
 * or completed campaigns, never for observers (R-ROLE-08); delete on every row.
 */
export const rowActions = (
  campaign: RowCampaign,
  options: { readonly mediaPlanMode: boolean; readonly isObserver: boolean },
): RowAction[] => {
  const place = campaign.advertisePlace
  const actions: RowAction[] = []
  if (options.mediaPlanMode && MEDIA_PLAN_PLACES.includes(place)) actions.push('selectForMediaPlan')
  if (place === 'metroStickers') actions.push('downloadQr')
  if (isStaticPlace(place) && (campaign.periodsPrice?.length ?? 0) > 0) actions.push('downloadMediaPlan')
  if (!options.isObserver && (campaign.state._id === 'active' || campaign.state._id === 'completed')) {
    actions.push('statistics')
  }
  actions.push('delete')
  return actions
}

/**
 * What a row's menu offers the person looking: rowActions, less delete for an observer, who changes nothing
 * (R-ROLE-09; the server refuses it, RULES.md decision 13) but downloads what the row offers.
 */
export const menuRowActions = (
  campaign: RowCampaign,
  options: { readonly mediaPlanMode: boolean; readonly isObserver: boolean },
): RowAction[] => rowActions(campaign, options).filter((a) => !(options.isObserver && a === 'delete'))

/** R-LIST-05: the photo-report QR code of a stickers campaign (a PNG the server renders). */
export const qrCodePath = (id: string): string =>
  `/api/v1/clients/commercial-campaigns/metroStickers/${encodeURIComponent(id)}/getQrCode`

/** R-LIST-12 */
export const FIRST_CAMPAIGN_CARD = {
  text: 'Добавить первую рекламную кампанию',
  to: '/calculator/step-1',
} as const
/**
 * The same card beside campaigns already made: 'первую' only while there are none (walk defect 10), as the header's
 * new-campaign link leads to the same first step.
 */
export const ANOTHER_CAMPAIGN_CARD = { text: 'Добавить кампанию', to: FIRST_CAMPAIGN_CARD.to } as const

/** R-LIST-12: the add-a-campaign card of a list of this many campaigns. */
export const addCampaignCard = (
  campaigns: number,
): typeof FIRST_CAMPAIGN_CARD | typeof ANOTHER_CAMPAIGN_CARD =>
  campaigns === 0 ? FIRST_CAMPAIGN_CARD : ANOTHER_CAMPAIGN_CARD

/** R-LIST-13 */
export const EMPTY_LIST = {
  title: 'Рекламные кампании отсутствуют',
  text: 'После создания/завершения рекламных кампаний они будут отображены здесь',
} as const

/**
 * The badge class of a payment and of a reservation (ui design brief: status at a glance). Our choice, on the
 * spec's campaign classes: settled is 'current' (green), under way is 'moderation' or 'purchased', nothing
 * yet is 'create' (neutral), cancelled is 'archive'.
 */
export { PAYMENT_BADGE, RESERVATION_BADGE } from '../../campaign/campaign-state.labels'

/** An advertiser's page (R-SCREEN-09): the account's campaigns booked for that advertiser (partner). */
export const campaignsOfPartner = <C extends Pick<Campaign, 'partners'>>(
  campaigns: readonly C[],
  partnerId: string,
): readonly C[] => campaigns.filter((c) => c.partners.includes(partnerId))
