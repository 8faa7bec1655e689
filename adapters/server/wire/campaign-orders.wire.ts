import type { StoredScheduleItem, StoredTypographyOrder } from '../../../core/campaign/campaign-orders'
import { SCHEDULE_LISTS, type ScheduleList } from '../../../core/campaign/campaign-schedule'
import { PRINT_COST_LABEL } from '../../../core/pricing/rules/print-costs'

/**
 * The campaign's orders on the wire (cabinet §3: gotTypographyOrder, typographyOrder and the *Schedule lists),
 * made of what the aggregate carries (core/campaign/campaign-orders.ts): money in roubles.
 */
const roubles = (kopecks: number | string): number => Number(kopecks) / 100

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
    const of = items
      .filter((i) => i.list === list)
      .map(({ list: _list, id, ...item }) => ({ _id: id, ...item }))
    if (of.length > 0) lists[list] = of
  }
  return { ...lists, unitedSchedule: [{ _id: campaignId, isAllowed }, ...(lists.unitedSchedule ?? [])] }
}
