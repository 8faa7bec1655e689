/**
 * How a unit of the inventory is named wherever a person reads it (issue #47 item 2: three different light boxes
 * were all 'Авиамоторная: лайтбокс 1', because Авиамоторная is a station of three lines). A unit is named by
 * where it is — its station with its line, or its address — and its own number there, so a name is unique in
 * its place's list. adapters/database/inventory-pricing-reference.ts writes the station label the same way in SQL.
 */

/** A station as a buyer tells it from its namesakes on other lines: 'Авиамоторная (Калининская)'. */
export const stationLabel = (station: string, line: string | undefined): string =>
  line ? `${station} (${line})` : station

/** A unit at (or by) a station, numbered within the station: 'Авиамоторная (Калининская): лайтбокс 3'. */
export const unitAtStation = (station: string, unit: string, n?: number): string =>
  `${station}: ${unit}${n === undefined ? '' : ` ${n}`}`

/** A unit at an address: 'Медиафасад: Варшавское шоссе, 1'. */
export const unitAtAddress = (unit: string, address: string): string => `${unit}: ${address}`
