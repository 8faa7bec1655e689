import { Schema } from 'effect'
import { catchError, firstValueFrom, map, of } from 'rxjs'
import type { Campaign } from '../../contract/campaign.answer'
import { purchasePath, PurchaseWire } from '../../contract/purchase.answer'
import type { HttpClient } from '../../ports/http.port'
import { checkedBy, decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ListedCampaign } from './campaign-list.store'

/** Checked, and passed on whole: the page reads fields beyond the checked ones (periodsPrice, moderationReason). */
const campaignDecoder = checkedBy(
  decoderOf(Schema.Struct({ advertisingCampaign: ListedCampaign }), { allowUnknown: true }),
)

const purchaseDecoder = checkedBy(decoderOf(PurchaseWire))

export const CAMPAIGN_NOT_LOADED = 'Не удалось загрузить кампанию. Проверьте соединение и обновите страницу.'
export const PURCHASE_NOT_LOADED = 'Не удалось загрузить, что куплено. Обновите страницу.'

export interface CampaignDetailState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly campaign: Campaign | undefined
  readonly error: string | undefined
  /** What the campaign bought, its invoices and history (issue #47 item 4); read beside the campaign. */
  readonly purchase: PurchaseWire | undefined
  readonly purchaseError: string | undefined
}

/** The server's sentence when it answered, else what to do. */
const said = (cause: unknown, fallback: string): string => {
  const failure = toServerFailure(cause)
  return failure.status !== undefined && failure.message ? failure.message : fallback
}

/**
 * One campaign's page (R-SCREEN-05): GET the campaign (cabinet §7, data.advertisingCampaign), and on its page
 * what it bought; read them again after a change; a campaign that is not the viewer's says so in the server's
 * words.
 */
export class CampaignDetailStore extends StateStore<CampaignDetailState> {
  private asked = ''

  constructor(private readonly http: HttpClient) {
    super({
      status: 'idle',
      campaign: undefined,
      error: undefined,
      purchase: undefined,
      purchaseError: undefined,
    })
  }

  async load(id: string): Promise<void> {
    this.asked = id
    const before = this.getSnapshot()
    const same = before.campaign?._id === id
    this.set({
      ...before,
      status: 'loading',
      campaign: same ? before.campaign : undefined,
      error: undefined,
      ...(same ? {} : { purchase: undefined, purchaseError: undefined }),
    })
    const outcome = await firstValueFrom(
      this.http
        .json({ method: 'GET', path: `${API.campaigns}/${encodeURIComponent(id)}` }, campaignDecoder)
        .pipe(
          map((data) => ({ ok: true as const, campaign: data.advertisingCampaign as Campaign })),
          // The server's refusal ('Рекламная кампания не найдена') as it says it; anything else (no answer,
          // an answer that is not a campaign) as what to do.
          catchError((cause: unknown) => of({ ok: false as const, error: said(cause, CAMPAIGN_NOT_LOADED) })),
        ),
    )
    if (this.asked !== id) return
    this.set(
      outcome.ok
        ? { ...this.getSnapshot(), status: 'ready', campaign: outcome.campaign, error: undefined }
        : { ...this.getSnapshot(), status: 'error', error: outcome.error },
    )
  }

  /**
   * What the campaign bought, its invoices and history (the campaign page asks; the wizard and the statistics
   * need only the campaign). A failure leaves the campaign shown and says so where the purchase would be.
   */
  async loadPurchase(id: string): Promise<void> {
    const bought = await firstValueFrom(
      this.http.json({ method: 'GET', path: purchasePath(id) }, purchaseDecoder).pipe(
        map((purchase) => ({ ok: true as const, purchase })),
        catchError((cause: unknown) => of({ ok: false as const, error: said(cause, PURCHASE_NOT_LOADED) })),
      ),
    )
    if (this.asked !== id) return
    this.set({
      ...this.getSnapshot(),
      ...(bought.ok
        ? { purchase: bought.purchase, purchaseError: undefined }
        : { purchase: undefined, purchaseError: bought.error }),
    })
  }
}
