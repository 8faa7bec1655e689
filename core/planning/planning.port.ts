import type { IsoDate } from '../ports/clock.port'
import type { SpaceHold } from '../pricing/planner/availability'
import type { SoldCampaign } from '../pricing/planner/inventory-planner'

/** The metro monitors of one line and the monitor-days of a period some campaign holds of them. */
export interface LineMonitors {
  readonly lineId: string
  readonly name: string
  readonly color: string
  readonly monitors: number
  /** Monitor-days of the period some campaign holds (campaign_holds). */
  readonly heldMonitorDays: number
}

/** A day a unit is held, by its hold key ('<place>:<id>', core/booking/booking-units.ts). */
export interface UnitHoldDay {
  readonly unitId: string
  readonly day: IsoDate
}

/**
 * What the planning reads (pricing §7) need of the inventory and its holds (issue #49 item 3): read-only, and
 * implemented by the database adapter (adapters/database/planning.repository.ts).
 */
export interface PlanningReads {
  /** The ids among `ids` that are not in the table (metro lines or stations). */
  unknownIds(table: 'metro_lines' | 'metro_stations', ids: readonly string[]): Promise<string[]>
  /** Metro monitors of each line (all lines, or the ones asked) with the monitor-days held in the period. */
  monitorsByLine(start: IsoDate, end: IsoDate, lineIds: readonly string[]): Promise<LineMonitors[]>
  /** Inventory numbers of the sticker spaces on the chosen lines or stations (all of them when none is chosen). */
  stickerSpaces(lineIds: readonly string[], stationIds: readonly string[]): Promise<string[]>
  /** Days sticker spaces are held in the period. */
  stickerHolds(start: IsoDate, end: IsoDate): Promise<SpaceHold[]>
  /** The ids among `ids` that are generated inventory of the kind. */
  inventoryIds(kind: string, ids: readonly string[]): Promise<string[]>
  /** Campaigns of the place that list one of the screens and run on a day of the period, but `except`. */
  campaignsOn(
    place: string,
    ids: readonly string[],
    start: IsoDate,
    end: IsoDate,
    except?: string,
  ): Promise<SoldCampaign[]>
  /** Days the units are held in the period, by hold key, by any campaign but `except`. */
  holdDays(unitIds: readonly string[], start: IsoDate, end: IsoDate, except?: string): Promise<UnitHoldDay[]>
}
export const PlanningReads = Symbol.for('tablo.PlanningReads')
