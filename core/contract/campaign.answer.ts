import { Schema } from 'effect'
import { ADVERTISE_PLACES, type AdvertisePlace } from '../campaign/advertise-place'
import type { Period, PeriodsPriceEntry } from '../campaign/campaign'
import {
  CAMPAIGN_STATES,
  PAYMENT_STATES,
  RESERVATION_STATES,
  type CampaignStateId,
  type PaymentStateId,
  type ReservationStateId,
} from '../campaign/campaign-state'

const StateRefOf = <const L extends readonly [string, ...string[]]>(ids: L) =>
  Schema.Struct({ _id: Schema.Literals(ids), name: Schema.String })

/**
 * The campaign entity on the wire (cabinet §3), field by field: the HTTP API's contract, not a shape of the domain
 * (issue #49 item 1): the server's edge writes it from the aggregate (adapters/server/wire/campaign.wire.ts is
 * typed by it) and the browser checks it (core/cabinet's stores pick the fields they read). Money in roubles, states as
 * `{_id, name}`, dates as YYYY-MM-DD. The schedules, the creatives, the calculation and the price lines travel
 * beside these fields and are read by the screens that need them.
 */
export const CAMPAIGN_WIRE_FIELDS = {
  _id: Schema.String,
  individualIndex: Schema.Number,
  name: Schema.String,
  brandName: Schema.optionalKey(Schema.String),
  advertisePlace: Schema.Literals(ADVERTISE_PLACES),
  state: StateRefOf(CAMPAIGN_STATES),
  reservationStatus: StateRefOf(RESERVATION_STATES),
  paymentState: StateRefOf(PAYMENT_STATES),
  startDate: Schema.String,
  endDate: Schema.String,
  /** The last day the held sides stay held unpaid (R-STATE-07); null before the campaign is booked. */
  expirationDate: Schema.NullOr(Schema.String),
  isCanceled: Schema.Boolean,
  taxesSum: Schema.Number,
  totalSumWithoutTaxes: Schema.Number,
  partners: Schema.Array(Schema.String),
  isPaid: Schema.Boolean,
  /** The invoices issued for it (R-LINK-01: an invoiced campaign's card leads to its media step). */
  invoices: Schema.Struct({ invoiceIds: Schema.Array(Schema.String) }),
  isGotInvoices: Schema.Boolean,
  parentProlongation: Schema.NullOr(Schema.String),
  prolongationCampaign: Schema.NullOr(Schema.String),
  gotTypographyOrder: Schema.Boolean,
  isCompleted: Schema.Boolean,
  moderationReason: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
}

export const CampaignWire = Schema.Struct(CAMPAIGN_WIRE_FIELDS)
/** What the server writes for every campaign, beside the schedules, creatives, calculation and price lines. */
export type CampaignWire = typeof CampaignWire.Type

/** A state reference as the wire carries it: `{ _id, name }`. */
export interface StateRef<Id extends string> {
  readonly _id: Id
  readonly name: string
}

/** A schedule item (cabinet §3). */
export interface ScheduleItem {
  readonly _id: string
  readonly advertiseVideoId?: string
  readonly advertiseVideo?: {
    readonly _id: string
    readonly path?: string
    readonly status?: string
    readonly name?: string
  }
  readonly advertiseVideoPeriods?: readonly Period[]
  readonly mediaId?: readonly {
    readonly _id: string
    readonly name?: string
    readonly path?: string
    readonly externalCityFormats?: readonly unknown[]
  }[]
  readonly numberOfHits?: number
  readonly videoHronometrach?: number
  readonly frequencyPerDay?: number
  /** 'HH:mm-HH:mm' slots, at most 5 (R-VAL-17). */
  readonly dayTime?: readonly string[]
  readonly weekDays?: readonly ('workday' | 'holiday')[]
  readonly metroLine?: readonly string[]
  readonly isOpen?: boolean
  readonly isAllowed?: boolean
  readonly isCanceled?: boolean
  readonly externalFormat?: string
  /** Server bounds of the item (e.g. min/max impressions, R-GROUND-01). */
  readonly validationRules?: Readonly<Record<string, number | string | null>>
  readonly periods?: readonly Period[]
}

/** A navigation-sign schedule entry (cabinet §3): a station, its lines and the exits of its zones. */
export interface NavigationSignSchedule {
  readonly metroStation: {
    readonly name: string
    readonly metroLines: readonly { readonly name?: string; readonly color: string }[]
    readonly zonesList: readonly {
      readonly name: string
      readonly directionSign: { readonly exitsList: readonly { readonly name: string }[] }
    }[]
  }
}

export interface MediaRef {
  readonly _id: string
  readonly status?: string
  readonly name?: string
  readonly path?: string
}

/**
 * The campaign entity as the browser reads the answer (cabinet §3): every field the screens may read, the ones the
 * server always writes checked by CampaignWire above. Money fields are roubles on the wire, as the spec's calls
 * carry them. The server's side of core never reads it: it has the aggregate (core/campaign/campaign.aggregate.ts).
 */
export interface Campaign {
  readonly _id: string
  readonly individualIndex?: number
  readonly name: string
  readonly brandName?: string
  readonly advertisePlace: AdvertisePlace
  readonly state: StateRef<CampaignStateId>
  readonly reservationStatus: StateRef<ReservationStateId>
  readonly paymentState: StateRef<PaymentStateId>
  readonly startDate: string
  readonly endDate: string
  readonly expirationDate?: string
  readonly isCanceled?: boolean
  readonly taxesSum: number
  readonly totalSumWithoutTaxes: number
  readonly partners: readonly string[]
  readonly advertiser?: {
    readonly images?: readonly MediaRef[]
    readonly videos?: readonly MediaRef[]
    readonly legalEntity?: { readonly _id?: string; readonly ogrn?: string | null } | null
  }
  readonly observers?: readonly string[]
  readonly invoices?: { readonly invoiceIds?: readonly string[] }
  readonly isVideoUploaded?: boolean
  readonly isUploaded?: boolean
  readonly isGotInvoices?: boolean
  readonly isPaid?: boolean
  readonly isAgency?: boolean
  readonly gotTypographyOrder?: boolean
  readonly typographyOrder?: unknown
  readonly parentProlongation?: string | null
  readonly prolongationCampaign?: string | null
  /** 'impressionPrice' means real-time bidding (R-ENT-05). */
  readonly calculationType?: string
  /** The calculator input the campaign was priced from (the server's canonical form). */
  readonly calculation?: unknown
  /** Inventory numbers chosen besides the calculator input (sticker spaces). */
  readonly spaces?: readonly string[]
  readonly coverage?: number
  readonly videoLength?: number
  readonly displayAmountPerHour?: number
  readonly vehiclesAmount?: number
  readonly regions?: readonly string[]
  readonly cities?: readonly string[]
  readonly routes?: readonly string[]
  readonly periods?: readonly Period[]
  readonly periodsPrice?: readonly PeriodsPriceEntry[]
  readonly unitedSchedule?: readonly ScheduleItem[]
  /** Per-place schedules as the wire carries them (cabinet §3). */
  readonly advertisePackageSchedule?: readonly ScheduleItem[]
  readonly lightBoxSchedule?: readonly ScheduleItem[]
  readonly metroMonitorSchedule?: readonly ScheduleItem[]
  readonly monitorsStandaloneSchedule?: readonly ScheduleItem[]
  readonly navigationSignSchedule?: readonly NavigationSignSchedule[]
  readonly cityFormatSchedule?: readonly ScheduleItem[]
  readonly cityFormatStandaloneSchedule?: readonly ScheduleItem[]
  readonly turnsTileSchedule?: readonly { readonly amount: number }[]
  readonly createdAt?: string
  readonly category?: { readonly _id: string }
}
