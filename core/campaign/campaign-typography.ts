import { bookableUnits } from '../booking/booking-units'
import { PRINT_COST_LABEL, typographyPrice } from '../pricing/rules/print-costs'
import { domainError, type DomainError } from '../shared/domain-error'
import { addMoney, formatRoubles, fromRoubles, multiplyMoney, ZERO, type Kopecks } from '../shared/money'
import { err, ok, type Result } from '../shared/result'
import type { CampaignStateId } from './campaign-state'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'
import { CANCELING_STATES, LAUNCHED_STATES, statesIn, TERMINAL_STATES } from './campaign-state.sets'
import { placeNeedsPrint } from './wizard.steps'

/**
 * Ordering the print of a printed campaign (cabinet §2 wizard step 'Типография', §3 typography packages,
 * §7 POST {place}/{id}/typography). The price is the server's: the package's print price per printed item
 * times the items the campaign places, plus the package's delivery once, VAT included (R-PRICE-12). Doing
 * the print oneself ('independently') costs nothing (R-PRICE-13). A client-sent price is never read.
 */
export interface TypographyPackage {
  /** The package's id; the typography reference publishes it as `_id` (mapped at the adapters). */
  readonly id: string
  readonly name: string
  /** Roubles per printed item, as the reference GET /api/v1/typography lists it. */
  readonly price: number
  /** Roubles for the delivery of the whole order. */
  readonly deliveryPrice: number
}

export interface TypographyOrder {
  readonly typographyId: string
  readonly name: string
  readonly quantity: number
  readonly unitPrice: Kopecks
  readonly deliveryPrice: Kopecks
  readonly totalPrice: Kopecks
  readonly priceLabel: typeof PRINT_COST_LABEL
}

/**
 * Print is ordered until the campaign is launched: once it runs the posters hang already, and a campaign that
 * is over or being canceled prints nothing.
 */
export const TYPOGRAPHY_CLOSED_STATES: readonly CampaignStateId[] = statesIn(
  LAUNCHED_STATES,
  CANCELING_STATES,
  TERMINAL_STATES,
)

export type TypographyErrorCode = 'not printed' | 'illegalTransition' | 'wrong format'
export type TypographyError = DomainError<TypographyErrorCode> & { readonly field: string }
const refuse = (code: TypographyErrorCode, message: string, field: string): TypographyError =>
  domainError(code, message, field) as TypographyError

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * How many items are printed: one poster per sticker paid for (stickerCount, one by default, R-PRICE-07), else
 * one per inventory unit the campaign holds (light boxes, crystal lights), and one for a place without units.
 */
export const printedItems = (place: string, calculation: unknown, spaces: readonly string[]): number => {
  if (place === 'metroStickers') {
    const count = isRecord(calculation) ? calculation['stickerCount'] : undefined
    return typeof count === 'number' && Number.isInteger(count) && count > 0
      ? count
      : Math.max(1, spaces.length)
  }
  return Math.max(1, bookableUnits(place, calculation, spaces).length)
}

/** Prices a typography order for a campaign of a printed place in a state that still takes one. */
export const typographyOrder = (input: {
  readonly place: string
  readonly state: CampaignStateId
  readonly calculation: unknown
  readonly spaces: readonly string[]
  readonly option: TypographyPackage
}): Result<TypographyOrder, TypographyError> => {
  const { option } = input
  // A place is printed when its wizard has the printing step (the same choice as the campaign links, R-LINK-02).
  if (!placeNeedsPrint(input.place, false))
    return err(refuse('not printed', 'Для этого места размещения печать не заказывают', 'advertisePlace'))
  if (TYPOGRAPHY_CLOSED_STATES.includes(input.state))
    return err(
      refuse(
        'illegalTransition',
        `Кампании в статусе «${CAMPAIGN_STATE_LABELS[input.state]}» печать уже не заказать`,
        'state',
      ),
    )
  const unit = typographyPrice(option.id, option.price)
  const valid = (n: number | null): n is number => n !== null && Number.isFinite(n) && n >= 0
  if (!valid(unit) || !valid(option.deliveryPrice))
    return err(refuse('wrong format', 'У пакета типографии нет цены', 'typographyId'))
  const quantity = printedItems(input.place, input.calculation, input.spaces)
  const unitPrice = fromRoubles(unit)
  const deliveryPrice = option.id === 'independently' ? ZERO : fromRoubles(option.deliveryPrice)
  return ok({
    typographyId: option.id,
    name: option.name,
    quantity,
    unitPrice,
    deliveryPrice,
    totalPrice: addMoney(multiplyMoney(unitPrice, quantity), deliveryPrice),
    priceLabel: PRINT_COST_LABEL,
  })
}

/** The advertiser's notification of a placed typography order. */
export const typographyNotice = (campaignName: string, order: TypographyOrder): string =>
  `Кампания «${campaignName}»: заказ печати «${order.name}», ${order.quantity} шт., ${formatRoubles(order.totalPrice)} ${PRINT_COST_LABEL}`
