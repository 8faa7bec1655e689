import { Schema } from 'effect'
import { catchError, firstValueFrom, map, of } from 'rxjs'
import type { CampaignStateId } from '../../campaign/campaign-state'
import { typographyOrder, type TypographyPackage } from '../../campaign/campaign-typography'
import type { HttpClient } from '../../ports/http.port'
import { PRINT_COST_LABEL } from '../../pricing/rules/print-costs'
import { AsyncAction } from '../../shared/async-action'
import { serverSentence } from '../../shared/server-failure'
import { decoderOf } from '../../shared/decoder'
import { formatRoubles } from '../../shared/money'
import { StateStore } from '../../shared/store'
import { API } from './api-paths'

/** A package of the typography reference as GET /api/v1/typography answers it (cabinet §3: its id as `_id`). */
const PackageWire = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  price: Schema.Number,
  deliveryPrice: Schema.Number,
})
const packagesDecoder = decoderOf(Schema.Array(PackageWire), { allowUnknown: true })
/** A package of the wire as the domain's rule reads it (by `id`, core/campaign/campaign-typography). */
export const typographyPackageOf = (p: typeof PackageWire.Type): TypographyPackage => ({
  id: p._id,
  name: p.name,
  price: p.price,
  deliveryPrice: p.deliveryPrice,
})
const PlacedOrder = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  quantity: Schema.Number,
  totalPrice: Schema.Number,
})
export type PlacedTypographyOrder = typeof PlacedOrder.Type
const earlierOrderDecoder = decoderOf(Schema.Struct({ typographyOrder: PlacedOrder }), { allowUnknown: true })

/**
 * The print order a campaign already has, as the server keeps it (campaign.typographyOrder), so the printing step
 * shows it after a reload or a return, not only right after ordering; undefined when there is none.
 */
export const earlierTypographyOrder = (campaign: unknown): PlacedTypographyOrder | undefined => {
  const decoded = earlierOrderDecoder(campaign)
  return decoded.ok ? decoded.value.typographyOrder : undefined
}

const orderedDecoder = decoderOf(
  Schema.Struct({ advertisingCampaign: Schema.Struct({ typographyOrder: PlacedOrder }) }),
  { allowUnknown: true },
)

/** One package as the printing step offers it, priced for this campaign (R-PRICE-12, R-PRICE-13). */
export interface TypographyChoice {
  readonly id: string
  readonly name: string
  /** '2 шт. × 1 500,00 ₽ + доставка 500,00 ₽' or 'Печатаете сами: 0,00 ₽'. */
  readonly detail: string
  /** '3 500,00 ₽ с НДС'. */
  readonly total: string
}

/**
 * The packages priced for a campaign by the same rule the server charges by (core/campaign/campaign-typography):
 * the print price per printed item times the items, plus delivery once, VAT included; 'independently' is 0.
 * A campaign that takes no print order any more answers the reason instead.
 */
export const typographyChoices = (
  packages: readonly TypographyPackage[],
  campaign: {
    readonly advertisePlace: string
    readonly state: { readonly _id: CampaignStateId }
    readonly calculation?: unknown
    readonly spaces?: readonly string[]
  },
): { readonly choices: readonly TypographyChoice[] } | { readonly refusal: string } => {
  const choices: TypographyChoice[] = []
  for (const option of packages) {
    const order = typographyOrder({
      place: campaign.advertisePlace,
      state: campaign.state._id,
      calculation: campaign.calculation,
      spaces: campaign.spaces ?? [],
      option,
    })
    if (!order.ok) {
      if (order.error.code !== 'wrong format') return { refusal: order.error.message }
      continue
    }
    const o = order.value
    choices.push({
      id: o.typographyId,
      name: o.name,
      detail:
        o.totalPrice === 0
          ? 'Печатаете сами и привозите готовые постеры'
          : `${o.quantity} шт. × ${formatRoubles(o.unitPrice)} + доставка ${formatRoubles(o.deliveryPrice)}`,
      total: `${formatRoubles(o.totalPrice)} ${PRINT_COST_LABEL}`,
    })
  }
  return { choices }
}

export const TYPOGRAPHY_NOT_LOADED = 'Не удалось загрузить пакеты типографии. Проверьте соединение.'
export const TYPOGRAPHY_NOT_ORDERED = 'Печать не заказана: нет связи с сервером. Попробуйте ещё раз.'

export interface TypographyState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly packages: readonly TypographyPackage[]
}

/** The printing step (R-SCREEN-54): the packages of GET /api/v1/typography and the order call. */
export class TypographyStore extends StateStore<TypographyState> {
  readonly order: AsyncAction<
    { place: string; campaignId: string; typographyId: string },
    PlacedTypographyOrder,
    string
  >

  constructor(private readonly http: HttpClient) {
    super({ status: 'idle', packages: [] })
    this.order = new AsyncAction(
      ({ place, campaignId, typographyId }) =>
        http
          .json(
            {
              method: 'POST',
              path: `${API.campaigns}/${encodeURIComponent(place)}/${encodeURIComponent(campaignId)}/typography`,
              body: { typographyId },
            },
            orderedDecoder,
          )
          .pipe(map((data) => data.advertisingCampaign.typographyOrder)),
      (cause) => serverSentence(cause, TYPOGRAPHY_NOT_ORDERED),
    )
  }

  async load(): Promise<void> {
    if (this.getSnapshot().status === 'ready' || this.getSnapshot().status === 'loading') return
    this.set({ ...this.getSnapshot(), status: 'loading' })
    const packages = await firstValueFrom(
      this.http.json({ method: 'GET', path: '/api/v1/typography' }, packagesDecoder).pipe(
        map((wire) => wire.map(typographyPackageOf)),
        catchError(() => of(undefined)),
      ),
    )
    this.set(packages ? { status: 'ready', packages } : { ...this.getSnapshot(), status: 'error' })
  }
}
