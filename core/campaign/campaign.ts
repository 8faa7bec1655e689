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
