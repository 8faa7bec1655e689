import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'

/**
 * Average daily metro monitors on the wire (R-API-19, GET
 * /api/v1/advertisers/advertising-campaigns/metroMonitors/average-daily-monitors): the period read, the monitors
 * there are and those free on an average day of it, in all and line by line. The shape the server writes
 * (core/planning/planning.service.ts AverageMonitors) and the browser checks.
 */
export const AverageMonitorsWire = Schema.Struct({
  startDate: Schema.String,
  endDate: Schema.String,
  days: Schema.Number,
  totalMonitors: Schema.Number,
  averageDailyMonitors: Schema.Number,
  byLine: Schema.Array(
    Schema.Struct({
      lineId: Schema.String,
      name: Schema.String,
      color: Schema.String,
      totalMonitors: Schema.Number,
      monitors: Schema.Number,
    }),
  ),
})
export type AverageMonitorsWire = typeof AverageMonitorsWire.Type

export const decodeAverageMonitors = decoderOf(AverageMonitorsWire, { allowUnknown: true })
