import type { Kopecks } from '../shared/money'

/** Media-plan summary packages (cabinet §3; R-PLAN-09..12). Money in kopecks, dates as ISO strings. */
export interface StickerPackageSummary {
  readonly kind: 'stickerPackage'
  readonly metroLine: string
  readonly period: { readonly startDate: string; readonly endDate: string }
  readonly format: string
  readonly stickerCount: number
  readonly packagePrice: Kopecks
  readonly packageCount: number
  readonly launchDate: string
}

export interface LightBoxSummary {
  readonly kind: 'lightBox'
  readonly station: string
  readonly period: { readonly startDate: string; readonly endDate: string }
  readonly format: string
  readonly number: string
  readonly price: Kopecks
}

export interface CrystalLightSummary {
  readonly kind: 'crystalLight'
  readonly station: string
  readonly period: { readonly startDate: string; readonly endDate: string }
  readonly format: string
  readonly inventoryNumber: string
  readonly price: Kopecks
}

export interface PrintItemSummary {
  readonly kind: 'printItem'
  readonly name: string
  readonly printPrice: Kopecks
  readonly deliveryPrice: Kopecks
}

export type MediaPlanSummaryEntry =
  StickerPackageSummary | LightBoxSummary | CrystalLightSummary | PrintItemSummary
