import { PRINT_COST_LABEL } from '../pricing/rules/print-costs'
import { SCHEDULE_LISTS, type ScheduleList } from './campaign-schedule'

/**
 * The campaign's orders as the campaign entity carries them (cabinet §3: gotTypographyOrder, typographyOrder and
 * the *Schedule lists), as the repository reads them with the campaign (stored-campaign.ts); this turns them into
 * wire fields, money in roubles.
 */
const roubles = (kopecks: number | string): number => Number(kopecks) / 100

/** The typography order as it is kept: kopecks, the instant it was placed. */
export interface StoredTypographyOrder {
  typographyId: string
  name: string
  quantity: number
  unitPrice: number | string
  deliveryPrice: number | string
  totalPrice: number | string
  orderedAt: string
}

export const wireTypographyOrder = (t: StoredTypographyOrder | null) => {
  if (t === null) return null
  return {
    _id: t.typographyId,
    name: t.name,
    quantity: Number(t.quantity),
    unitPrice: roubles(t.unitPrice),
    deliveryPrice: roubles(t.deliveryPrice),
    totalPrice: roubles(t.totalPrice),
    priceLabel: PRINT_COST_LABEL,
    orderedAt: new Date(t.orderedAt).toISOString(),
  }
}

/** An added schedule item as it is kept: its id, its list and its fields. */
export type StoredScheduleItem = { _id: string; list: ScheduleList } & Record<string, unknown>

/**
 * The schedule lists: unitedSchedule always starts with the campaign's own item (its id and isAllowed, which
 * setAllowed toggles); the items createSchedule added follow in the lists they were added to, oldest first, so
 * the last item of a list is the newest (R-API-16). A list without items is left out.
 */
export const wireScheduleLists = (
  campaignId: string,
  isAllowed: boolean,
  items: readonly StoredScheduleItem[],
): Partial<Record<ScheduleList, Record<string, unknown>[]>> & {
  unitedSchedule: Record<string, unknown>[]
} => {
  const lists: Partial<Record<ScheduleList, Record<string, unknown>[]>> = {}
  for (const list of SCHEDULE_LISTS) {
    const of = items.filter((i) => i.list === list).map(({ list: _list, ...item }) => item)
    if (of.length > 0) lists[list] = of
  }
  return { ...lists, unitedSchedule: [{ _id: campaignId, isAllowed }, ...(lists.unitedSchedule ?? [])] }
}
