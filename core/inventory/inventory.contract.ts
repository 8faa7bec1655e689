import { WIRE_DATE_PATTERN } from '../shared/calendar'
import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'
import { capLimit, DEFAULT_LIST_OFFSET } from '../format/list-limits.constants'

/**
 * The wire contract of the inventory reads (R-API-27, R-API-30..33), shared by the browser client and the
 * server (house style 9). REST lists answer `{data: [...]}` (the cabinet's list decoders read an array) and
 * take `limit` and `offset` query parameters (RULES.md decision 2).
 */

const wrong = { message: 'wrong format' }
const Digits = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,9}$/, wrong)))
const Word = Schema.String.pipe(Schema.check(Schema.isPattern(/^[\p{L}\p{N} ._-]{0,100}$/u, wrong)))
const Flag = Schema.String.pipe(Schema.check(Schema.isPattern(/^(true|false)$/, wrong)))

/** Every query parameter a reference list understands; any other parameter is refused. */
export const ReferenceQuery = Schema.Struct({
  limit: Schema.optionalKey(Digits),
  offset: Schema.optionalKey(Digits),
  isActive: Schema.optionalKey(Flag),
  lineId: Schema.optionalKey(Word),
  level: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[12]$/, wrong)))),
  kind: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^(bus|tram)$/, wrong)))),
  search: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100, wrong)))),
})
export type ReferenceQuery = typeof ReferenceQuery.Type
export const decodeReferenceQuery = decoderOf(ReferenceQuery)

export interface Page {
  readonly limit: number
  readonly offset: number
}

/** R-CONST-07 with decision 2: the requested page, its limit capped at the list's largest spec limit. */
export const pageOf = (
  query: Pick<ReferenceQuery, 'limit' | 'offset'>,
  defaultLimit: number,
  cap: number,
): Page => ({
  limit: query.limit === undefined ? Math.min(defaultLimit, cap) : capLimit(Number(query.limit), cap),
  offset: query.offset === undefined ? DEFAULT_LIST_OFFSET : Number(query.offset),
})

export const slicePage = <T>(items: readonly T[], page: Page): T[] =>
  items.slice(page.offset, page.offset + page.limit)

/** R-CONST-04: dates travel as YYYY-MM-DD, optionally with the T00:00:00.000Z suffix. */
export const WireDate = Schema.String.pipe(Schema.check(Schema.isPattern(WIRE_DATE_PATTERN, wrong)))

const Coordinate = Schema.Finite
const Point = Schema.Tuple([Coordinate, Coordinate])
const RingSchema = Schema.Array(Point).pipe(
  Schema.check(Schema.isMinLength(3, wrong), Schema.isMaxLength(1000, wrong)),
)

/** getTransitShelterSpacesByPeriod input (R-API-30, R-STOP-11). */
export const ShelterPeriodInput = Schema.Struct({
  startDate: WireDate,
  endDate: WireDate,
  side: Schema.optionalKey(Schema.Literals(['all', 'a', 'b'])),
  regions: Schema.optionalKey(
    Schema.Array(Schema.String.pipe(Schema.check(Schema.isMaxLength(20, wrong)))).pipe(
      Schema.check(Schema.isMaxLength(200, wrong)),
    ),
  ),
  search: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100, wrong)))),
  polygons: Schema.optionalKey(Schema.Array(RingSchema).pipe(Schema.check(Schema.isMaxLength(20, wrong)))),
})
export type ShelterPeriodInput = typeof ShelterPeriodInput.Type
export const decodeShelterPeriodInput = decoderOf(ShelterPeriodInput)

// Responses, for the client's decoders.

export const MetroLineWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  color: Schema.String,
  number: Schema.Number,
})

export const MetroStationWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  latitude: Schema.NullOr(Schema.Number),
  longitude: Schema.NullOr(Schema.Number),
  hubId: Schema.String,
  lineIds: Schema.Array(Schema.String),
})

export const RegionWire = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  level: Schema.Number,
  parentCode: Schema.NullOr(Schema.String),
})

export const TransitShelterSpaceWire = Schema.Struct({
  inventoryNumber: Schema.String,
  side: Schema.Literals(['a', 'b']),
  format: Schema.String,
  basePrice: Schema.Number,
  isAvailableInBooking: Schema.Boolean,
  advertisingPlatform: Schema.Struct({
    name: Schema.String,
    address: Schema.String,
    street: Schema.String,
    direction: Schema.String,
    latitude: Schema.Number,
    longitude: Schema.Number,
    platformNumber: Schema.String,
    region: Schema.Struct({
      code: Schema.String,
      name: Schema.String,
      parent: Schema.Struct({ code: Schema.String }),
    }),
  }),
})

export const ShelterPageWire = Schema.Struct({
  totalCount: Schema.Number,
  nodes: Schema.Array(TransitShelterSpaceWire),
})
export const decodeShelterPage = decoderOf(
  Schema.Struct({ getTransitShelterSpacesByPeriod: ShelterPageWire }),
  { allowUnknown: true },
)
