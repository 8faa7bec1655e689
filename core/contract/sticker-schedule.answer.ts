import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'

/**
 * The sticker schedule on the wire (R-API-36, POST /api/v1/commercial-campaigns/metroStickers/schedule): the
 * half-months the period covers, the sticker spaces free in each on the lines asked (a space is free in a
 * half-month when no campaign holds it on any day of it), the spaces there are in all, and the packages still for
 * sale. The one shape the server writes (core/planning/planning.service.ts StickerSchedule) and the browser checks.
 */
export const StickerScheduleWire = Schema.Struct({
  startDate: Schema.String,
  endDate: Schema.String,
  totalSpaces: Schema.Number,
  halfMonths: Schema.Array(
    Schema.Struct({ startDate: Schema.String, endDate: Schema.String, freeSpaces: Schema.Number }),
  ),
  enabledPackages: Schema.Array(Schema.Struct({ _id: Schema.String, stickers: Schema.Number })),
})
export type StickerScheduleWire = typeof StickerScheduleWire.Type

export const decodeStickerSchedule = decoderOf(StickerScheduleWire, { allowUnknown: true })
