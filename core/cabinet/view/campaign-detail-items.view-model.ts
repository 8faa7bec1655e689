import type { PurchaseWire } from '../../contract/purchase.answer'
import { formatNumber } from '../../format/number.format'
import { fromRoubles, type Kopecks } from '../../shared/money'

type Item = PurchaseWire['items'][number]

/**
 * One row of «Что куплено» on the campaign page (R-SCREEN-05; issue #47 item 4): an item bought, or one of its
 * periods under it. A period row names its item, so no two rows read the same.
 */
export interface PurchaseRow {
  readonly id: string
  readonly kind: 'item' | 'period'
  /** The item's name; on a period row which period it is ('Период 2 из 3'). */
  readonly name: string
  /** Under the name: the inventory number, the format and the count; on a period row the item it belongs to. */
  readonly detail: string
  /** The station or the address with the side, the routes or the whole network; '—' when not known; on a period
   * row nothing (its item's row above says it). */
  readonly where: string
  readonly startDate: string
  readonly endDate: string
  readonly ots: string
  readonly grp: string
  /** Kopecks without VAT; undefined where sums are not shown (an observer). */
  readonly price: Kopecks | undefined
}

export const NO_VALUE = '—'
const SIDE = { a: 'сторона А', b: 'сторона Б' } as const

const whole = (n: number | null): string => {
  if (n === null) return NO_VALUE
  const r = formatNumber(Math.round(n))
  return r.ok ? r.value : NO_VALUE
}
/** GRP with two decimals (R-PRICE-05). */
export const grpText = (n: number | null): string => {
  if (n === null) return NO_VALUE
  const r = formatNumber(n, { fractionDigits: 2 })
  return r.ok ? r.value : NO_VALUE
}

const detailOf = (item: Item): string =>
  [
    item.inventoryNumber ? `№ ${item.inventoryNumber}` : undefined,
    item.format ?? undefined,
    item.quantity > 1 ? `${whole(item.quantity)} шт.` : undefined,
  ]
    .filter((s) => s !== undefined)
    .join(' · ')

const whereOf = (item: Item): string =>
  [item.where ?? undefined, item.side ? SIDE[item.side] : undefined]
    .filter((s) => s !== undefined)
    .join(', ') || NO_VALUE

/**
 * The rows of what a campaign bought: each item once, with its place, dates, audience and price; under an item
 * priced over several periods, a row per period naming the item under 'Период 2 из 3'. An item of one period has no
 * row under it: its own row says it all. `money: false` leaves the sums out, as an observer sees none.
 */
export const purchaseRows = (
  purchase: Pick<PurchaseWire, 'items'>,
  options: { readonly money: boolean },
): PurchaseRow[] =>
  purchase.items.flatMap((item) => {
    const row: PurchaseRow = {
      id: item.key,
      kind: 'item',
      name: item.name,
      detail: detailOf(item),
      where: whereOf(item),
      startDate: item.startDate,
      endDate: item.endDate,
      ots: whole(item.ots),
      grp: grpText(item.grp),
      price: options.money ? fromRoubles(item.price) : undefined,
    }
    if (item.periods.length < 2) return [row]
    return [
      row,
      ...item.periods.map((p, i): PurchaseRow => ({
        id: `${item.key}#${i}`,
        kind: 'period',
        name: `Период ${i + 1} из ${item.periods.length}`,
        detail: item.name,
        where: '',
        startDate: p.startDate,
        endDate: p.endDate,
        ots: whole(p.ots),
        grp: '',
        price: options.money ? fromRoubles(p.price) : undefined,
      })),
    ]
  })

/** The audience of the whole purchase for the summary: OTS and GRP, or nothing when the pricing gave none. */
export const purchaseAudience = (
  purchase: Pick<PurchaseWire, 'totals'>,
): readonly { readonly label: string; readonly value: string }[] =>
  purchase.totals.ots === null
    ? []
    : [
        { label: 'OTS', value: whole(purchase.totals.ots) },
        { label: 'GRP', value: grpText(purchase.totals.grp) },
      ]

/** 'Куплено: 3 места' — the count in the section's title. */
export const itemsCount = (purchase: Pick<PurchaseWire, 'items'>): string => {
  const n = purchase.items.length
  const words = { one: 'позиция', few: 'позиции', many: 'позиций', other: 'позиции' } as const
  const form = new Intl.PluralRules('ru-RU').select(n) as keyof typeof words
  return `${whole(n)} ${words[form] ?? words.other}`
}
