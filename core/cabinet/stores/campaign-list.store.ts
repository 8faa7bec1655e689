import { Schema } from 'effect'
import { EMPTY, expand, lastValueFrom, map, scan, tap } from 'rxjs'
import { CAMPAIGN_WIRE_FIELDS, type Campaign } from '../../contract/campaign.answer'
import type { HttpClient } from '../../ports/http.port'
import { checkedBy, decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { DEFAULT_SORT, toggleSort, type StartDateSort } from '../view/campaign-table.view-model'
import { API } from './api-paths'

/** The most the server gives in one page of the list (its limit's bound). */
export const CAMPAIGN_PAGE_SIZE = 1000
/** The first page is small, so the first rows show at once; the rest follow 1 000 at a time. */
export const FIRST_PAGE_SIZE = 100

const F = CAMPAIGN_WIRE_FIELDS
/**
 * What the list reads of a campaign, checked at the edge with the API contract's field Schemas (core/contract/campaign.answer.ts):
 * the fields its cards, rows and links use; the rest of the entity passes through unchecked (allowUnknown) and is
 * read by the screens that need it.
 */
export const ListedCampaign = Schema.Struct({
  _id: F._id,
  name: F.name,
  advertisePlace: F.advertisePlace,
  state: F.state,
  paymentState: F.paymentState,
  reservationStatus: F.reservationStatus,
  startDate: F.startDate,
  endDate: F.endDate,
  taxesSum: F.taxesSum,
  totalSumWithoutTaxes: F.totalSumWithoutTaxes,
  partners: F.partners,
})
/** Checked, and passed on whole: the cards and rows read fields beyond the checked ones (unitedSchedule, …). */
const pageDecoder = checkedBy(
  decoderOf(Schema.Struct({ advertisingCampaigns: Schema.Array(ListedCampaign), count: Schema.Number }), {
    allowUnknown: true,
  }),
)

export const CAMPAIGN_LIST_ERROR =
  'Не удалось загрузить рекламные кампании. Проверьте соединение и обновите список.'

export interface CampaignListState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly campaigns: readonly Campaign[]
  readonly count: number
  readonly sort: StartDateSort
  readonly error: string | undefined
}

/**
 * The campaign list (R-SCREEN-04): every campaign of the account, read page by page (1 000 a page) in the
 * order of the Начало column (R-LIST-03, newest first by default); a new sort reloads. A failed load keeps
 * the campaigns already shown and says what to do. A deletion removes the campaign from the list at once
 * once the server has confirmed it.
 */
export class CampaignListStore extends StateStore<CampaignListState> {
  private generation = 0

  constructor(private readonly http: HttpClient) {
    super({ status: 'idle', campaigns: [], count: 0, sort: DEFAULT_SORT, error: undefined })
  }

  private page$(sort: StartDateSort, offset: number, limit: number) {
    return this.http
      .json({ method: 'GET', path: API.campaigns, query: { sort, limit, offset } }, pageDecoder)
      .pipe(map((page) => ({ ...page, offset })))
  }

  /**
   * Loads every page and shows each as it comes: the first rows appear after a small first page while the rest
   * are read (the status stays 'loading' until the last). A later load (a new sort) wins over one under way;
   * a failed page keeps what is shown and says what to do.
   */
  async load(): Promise<void> {
    const generation = ++this.generation
    const { sort } = this.getSnapshot()
    const show = (change: Partial<CampaignListState>): void => {
      if (generation === this.generation) this.set({ ...this.getSnapshot(), ...change })
    }
    show({ status: 'loading', error: undefined })
    try {
      await lastValueFrom(
        this.page$(sort, 0, FIRST_PAGE_SIZE).pipe(
          expand((page) => {
            const next = page.offset + page.advertisingCampaigns.length
            return page.advertisingCampaigns.length > 0 && next < page.count
              ? this.page$(sort, next, CAMPAIGN_PAGE_SIZE)
              : EMPTY
          }),
          scan(
            (shown, page) => ({
              campaigns: [...shown.campaigns, ...(page.advertisingCampaigns as readonly Campaign[])],
              count: page.count,
            }),
            { campaigns: [] as readonly Campaign[], count: 0 },
          ),
          tap(({ campaigns, count }) => show({ campaigns, count })),
        ),
        { defaultValue: undefined },
      )
      show({ status: 'ready' })
    } catch {
      show({ status: 'error', error: CAMPAIGN_LIST_ERROR })
    }
  }

  /** R-LIST-03: the Начало column toggles the order, and the list is read again in it. */
  toggleSort(): Promise<void> {
    this.set({ ...this.getSnapshot(), sort: toggleSort(this.getSnapshot().sort) })
    return this.load()
  }

  /** After the server confirmed a deletion: the campaign leaves the list without a reload. */
  removed(id: string): void {
    const s = this.getSnapshot()
    const campaigns = s.campaigns.filter((c) => c._id !== id)
    if (campaigns.length !== s.campaigns.length) this.set({ ...s, campaigns, count: s.count - 1 })
  }
}
