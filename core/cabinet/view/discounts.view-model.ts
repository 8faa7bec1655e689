import { placeName } from '../../campaign/calculator.catalogue'
import type { IsoDate } from '../../ports/clock.port'
import { advertiserDiscount, type AdvertiserTerms } from '../../pricing/rules/discounts'
import type { VolumeDiscountRule } from '../../pricing/reference/pricing-reference.schema'
import { groupDigits } from '../../shared/money'

/** The caller's own terms as GET /api/v1/discounts answers them. */
export interface OwnTerms {
  readonly isAgency: boolean
  readonly discount: {
    readonly value: number
    readonly advertisePlaces: readonly string[]
    readonly expirationDate?: string
  } | null
}

export interface PersonalDiscountView {
  readonly percent: number
  /** The places it applies to, by their calculators' names; empty = every place. */
  readonly places: readonly string[]
  readonly until?: IsoDate
  /** 'active' prices now; 'expired' ended; 'notAgency' is set but applies only to agencies (R-DISC-08). */
  readonly state: 'active' | 'expired' | 'notAgency'
  readonly note: string
}

export interface VolumeRow {
  /** 'от 500 000 ₽ до 1 000 000 ₽', 'от 10 000 000 ₽'. */
  readonly range: string
  readonly percent: number
  readonly places: readonly string[]
  readonly period?: string
}

export interface DiscountsView {
  readonly kind: string
  readonly personal?: PersonalDiscountView
  readonly volume: readonly VolumeRow[]
}

/** Bounds at or past a billion roubles are the table's open end. */
const OPEN_END = 1_000_000_000

const rub = (roubles: number): string => `${groupDigits(String(Math.round(roubles)))} ₽`

const day = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/**
 * R-SCREEN-53, the discounts screen (the spec names the screen, not its content): whether the account is an
 * agency, its personal discount with the places it covers, its end date and whether it prices today (by the
 * same rule the calculators apply, R-DISC-08), and the volume discounts (R-DISC-01..03) by the campaign's
 * base price, in roubles, the ones in force limited to places or dates saying so.
 */
export const discountsView = (
  terms: OwnTerms,
  volume: readonly VolumeDiscountRule[],
  today: IsoDate,
): DiscountsView => {
  const d = terms.discount
  const personal: PersonalDiscountView | undefined =
    d && d.value > 0
      ? (() => {
          const until = d.expirationDate?.slice(0, 10)
          const agencyTerms: AdvertiserTerms = {
            isAgency: true,
            discount: {
              value: d.value,
              advertisePlaces: d.advertisePlaces,
              ...(until ? { expirationDate: until } : {}),
            },
          }
          // Whether it prices today, asked of the calculators' own rule for a place it covers.
          const somePlace = d.advertisePlaces[0] ?? 'metroMonitors'
          const state: PersonalDiscountView['state'] = !terms.isAgency
            ? 'notAgency'
            : advertiserDiscount(agencyTerms, somePlace, today).percent > 0
              ? 'active'
              : 'expired'
          return {
            percent: d.value,
            places: [...new Set(d.advertisePlaces.map(placeName))],
            ...(until ? { until } : {}),
            state,
            note:
              state === 'notAgency'
                ? 'Персональная скидка действует только для агентств'
                : state === 'expired'
                  ? `Срок скидки истёк ${until ? day(until) : ''}`.trim()
                  : until
                    ? `Действует по ${day(until)} включительно`
                    : 'Действует бессрочно',
          }
        })()
      : undefined
  const rows = [...volume]
    .filter((r) => r.discountSize > 0)
    .sort((a, b) => a.priceFrom - b.priceFrom || a.discountSize - b.discountSize)
    .map((r): VolumeRow => {
      const from = `от ${rub(r.priceFrom)}`
      const range = r.priceTo >= OPEN_END ? from : `${from} до ${rub(r.priceTo)}`
      const period =
        r.startDate || r.endDate
          ? [r.startDate ? `с ${day(r.startDate)}` : '', r.endDate ? `по ${day(r.endDate)}` : '']
              .filter(Boolean)
              .join(' ')
          : undefined
      return {
        range,
        percent: r.discountSize,
        places: [...new Set((r.rules ?? []).map(placeName))],
        ...(period ? { period } : {}),
      }
    })
  return {
    kind: terms.isAgency ? 'Агентство' : 'Прямой рекламодатель',
    ...(personal ? { personal } : {}),
    volume: rows,
  }
}
