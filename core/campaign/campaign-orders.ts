import type { ScheduleList } from './campaign-schedule'

/**
 * The campaign's orders as the aggregate carries them (cabinet §3: the typography order and the schedule items),
 * as the repository reads them with the campaign; the wire's fields are made of them at the edge
 * (adapters/server/wire/campaign-orders.wire.ts).
 */

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

/** An added schedule item as it is kept: its id, its list and its fields (the wire writes the id as `_id`). */
export type StoredScheduleItem = { id: string; list: ScheduleList } & Record<string, unknown>
