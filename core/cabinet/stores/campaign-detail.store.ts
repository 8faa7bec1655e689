import { Schema } from 'effect'
import { catchError, firstValueFrom, map, of } from 'rxjs'
import type { Campaign } from '../../campaign/campaign'
import type { HttpClient } from '../../ports/http.port'
import { checkedBy, decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { toServerFailure } from '../errors/server-failure'
import { API } from './api-paths'
import { ListedCampaign } from './campaign-list.store'

/** Checked, and passed on whole: the page reads fields beyond the checked ones (periodsPrice, moderationReason). */
const campaignDecoder = checkedBy(
  decoderOf(Schema.Struct({ advertisingCampaign: ListedCampaign }), { allowUnknown: true }),
)

export const CAMPAIGN_NOT_LOADED = 'Не удалось загрузить кампанию. Проверьте соединение и обновите страницу.'

export interface CampaignDetailState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly campaign: Campaign | undefined
  readonly error: string | undefined
}

/**
 * One campaign's page (R-SCREEN-05): GET the campaign (cabinet §7, data.advertisingCampaign), and read it again
 * after a change; a campaign that is not the viewer's says so in the server's words.
 */
export class CampaignDetailStore extends StateStore<CampaignDetailState> {
  private asked = ''

  constructor(private readonly http: HttpClient) {
    super({ status: 'idle', campaign: undefined, error: undefined })
  }

  async load(id: string): Promise<void> {
    this.asked = id
    const same = this.getSnapshot().campaign?._id === id
    this.set({
      status: 'loading',
      campaign: same ? this.getSnapshot().campaign : undefined,
      error: undefined,
    })
    const outcome = await firstValueFrom(
      this.http
        .json({ method: 'GET', path: `${API.campaigns}/${encodeURIComponent(id)}` }, campaignDecoder)
        .pipe(
          map((data) => ({ ok: true as const, campaign: data.advertisingCampaign as Campaign })),
          catchError((cause: unknown) => {
            // The server's refusal ('Рекламная кампания не найдена') as it says it; anything else (no answer, an
            // answer that is not a campaign) as what to do.
            const failure = toServerFailure(cause)
            const said =
              failure.status !== undefined && failure.message ? failure.message : CAMPAIGN_NOT_LOADED
            return of({ ok: false as const, error: said })
          }),
        ),
    )
    if (this.asked !== id) return
    this.set(
      outcome.ok
        ? { status: 'ready', campaign: outcome.campaign, error: undefined }
        : { ...this.getSnapshot(), status: 'error', error: outcome.error },
    )
  }
}
