import type { AdvertisePlace } from './advertise-place'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'

/** A state reference as the wire carries it: `{ _id, name }`. */
export interface StateRef<Id extends string> {
  readonly _id: Id
  readonly name: string
}

/** A priced period of a schedule item (cabinet §3 "Period"); money in kopecks inside the core. */
export interface Period {
  readonly startDate: string
  readonly endDate: string
  readonly amount?: number
  readonly ots?: number
  readonly basePrice?: number
  readonly basePriceWithSeasonal?: number
  readonly tariffPriceUnit?: number
  readonly totalPeriodPrice?: number
  readonly netPrice?: number
  readonly discount?: number
  readonly seasonalDiscount?: number
  readonly advertiserDiscount?: number
  readonly capacityCoefficient?: number
  readonly frequencyPerBlock?: number
  readonly annualAdjustment?: number
  readonly isAvailableForSale?: boolean
  readonly packagePrice?: number
  readonly price?: number
}

export interface Targeting {
  readonly name: 'frequency' | 'dayFrequency' | 'hours' | 'lines' | 'videoHronometrach'
  readonly value: unknown
}

/** A periods-price entry (cabinet §3; R-TGT-02). */
export interface PeriodsPriceEntry {
  readonly scheduleId: string
  readonly targets?: readonly Targeting[]
  readonly targetings?: { readonly coefficients?: Readonly<Record<string, number>> }
  readonly periods: readonly Period[]
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

/** The campaign entity (cabinet §3). Money fields are roubles on the wire, as the spec's calls carry them. */
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
    readonly legalEntity?: { readonly ogrn?: string } | null
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
