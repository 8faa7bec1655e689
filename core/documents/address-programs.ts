import { campaignAccess, NOT_FOUND_MESSAGE } from '../campaign/campaign-access'
import type { PeriodsPriceEntry } from '../campaign/campaign'
import { campaignPriceOf } from '../campaign/campaign-price'
import type { Region, TransitShelterSpace } from '../inventory/inventory.entities'
import type { Clock } from '../ports/clock.port'
import { TransitShelterInput } from '../places/transit-shelter/transit-shelter.calculator'
import {
  decodeAddressProgramRequest,
  normaliseInventoryNumber,
  pricedPeriods,
  stopPrices,
  tariffRegionOfOkrug,
  type AddressProgramStopRef,
} from '../pricing/selection/address-program'
import type { QuoteService } from '../quoting/quote.service'
import type { Account } from '../session/account'
import { decoderOf } from '../shared/decoder'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import {
  addressProgramSheets,
  type AddressProgram,
  type AddressProgramPlace,
} from './address-program.document'
import type { MediaPlanSheet } from './media-plan.document'
import type { PlannedCampaigns } from './media-plans'

/** A shelter side of the inventory, found by its current or old number. */
export type ProgramSide = TransitShelterSpace & { readonly oldInventoryNumber: string }

/** The inventory the program reads (port): the sides by number, and the okrugs with their tariff keys. */
export interface ProgramInventory {
  sides(numbers: readonly string[]): Promise<readonly ProgramSide[]>
  okrugs(): Promise<readonly Region[]>
}
export const ProgramInventory = Symbol.for('tablo.ProgramInventory')

/** Orders a workbook written in the background; answers the id the file will be downloaded by (port). */
export interface WorkbookOrders {
  order(fileName: string, title: string, sheets: readonly MediaPlanSheet[]): Promise<string>
}
export const WorkbookOrders = Symbol.for('tablo.WorkbookOrders')

/** R-ROLE-09: an observer has no calculator; a campaign it may read still has its program. */
export const OBSERVER_REFUSED = 'Наблюдателю калькулятор недоступен'

const decodeSaved = decoderOf(TransitShelterInput, { allowUnknown: true })

export interface AddressProgramsDeps {
  readonly inventory: ProgramInventory
  readonly campaigns: PlannedCampaigns
  readonly quotes: QuoteService
  readonly orders: WorkbookOrders
  readonly clock: Clock
}

/**
 * The address program of the stops calculator (pricing §1, §7; R-STOP-20; issue #17 part 1: the use case in core):
 * for the calculator's selection ({months, stops}) or for a transit-shelter campaign ({advertisingCampaignId})
 * every side is looked up in the inventory and priced with the core calculator (the saved price for a campaign; a
 * client's price or region is never used); its workbook is ordered and the id answered at once.
 */
export class AddressPrograms {
  constructor(private readonly d: AddressProgramsDeps) {}

  /** Okrug name and tariff key by okrug code. */
  private async okrugs() {
    return new Map(
      (await this.d.inventory.okrugs()).map((r) => [
        r.code,
        { name: r.name, tariffRegion: tariffRegionOfOkrug(r.abbrev) },
      ]),
    )
  }

  /** The sides by the numbers asked (current or old numbering). */
  private async lookUp(numbers: readonly string[]) {
    const byNumber = new Map<string, ProgramSide>()
    for (const n of await this.d.inventory.sides(numbers)) {
      byNumber.set(n.inventoryNumber, n)
      byNumber.set(n.oldInventoryNumber, n)
    }
    return byNumber
  }

  async order(viewer: Account, body: unknown): Promise<Result<string, Refusal>> {
    const decoded = decodeAddressProgramRequest(body ?? {}, this.d.clock.today())
    if (!decoded.ok) return refusal('invalid input', decoded.error.message, decoded.error.errors)
    const asked = decoded.value
    if (asked.kind === 'stops' && viewer.isObserver)
      return refusal('forbidden', OBSERVER_REFUSED, { _: 'forbidden' })
    const priced =
      asked.kind === 'campaign'
        ? await this.fromCampaign(viewer, asked.advertisingCampaignId)
        : await this.fromSelection(viewer, asked.months, asked.stops)
    if (!priced.ok) return priced
    const program = priced.value
    const first = program.periods[0]?.startDate ?? this.d.clock.today()
    const last = program.periods.at(-1)?.endDate ?? first
    // Priced here (its errors are the caller's); the workbook is written in the background.
    return ok(
      await this.d.orders.order(
        `address-program-${first}-${last}.xlsx`,
        program.title,
        addressProgramSheets(program),
      ),
    )
  }

  private async fromSelection(
    viewer: Account,
    months: readonly string[],
    refs: readonly AddressProgramStopRef[],
  ): Promise<Result<AddressProgram, Refusal>> {
    const byNumber = await this.lookUp(refs.map((r) => r.inventoryNumber))
    const unknown = refs.filter((r) => !byNumber.has(r.inventoryNumber)).map((r) => r.inventoryNumber)
    if (unknown.length > 0) {
      const shown =
        unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ` и ещё ${unknown.length - 10}` : '')
      return refusal(
        'invalid input',
        `Нет таких остановок: ${shown}`,
        { stops: 'not found' },
        { inventoryNumbers: unknown },
      )
    }
    const wrongSide = refs.find(
      (r) => r.side !== undefined && byNumber.get(r.inventoryNumber)?.side !== r.side,
    )
    if (wrongSide)
      return refusal(
        'invalid input',
        `Сторона не совпадает с инвентарным номером ${wrongSide.inventoryNumber}`,
        {
          stops: 'wrong side',
        },
      )
    const okrugByCode = await this.okrugs()
    // One side once, however it was asked for (an old and a current number name the same side).
    const nodes = [
      ...new Map(
        refs.flatMap((r) => {
          const node = byNumber.get(r.inventoryNumber)
          return node ? [[node.inventoryNumber, node] as const] : []
        }),
      ).values(),
    ]
    const stops = nodes.map((n) => ({
      inventoryNumber: n.inventoryNumber,
      side: n.side,
      // The tariff district comes from the inventory, never from the client.
      region: okrugByCode.get(n.advertisingPlatform.region.parent.code)?.tariffRegion ?? '',
    }))
    const quote = await this.d.quotes.calculate('transitShelter', { months, stops }, viewer)
    if (!quote.ok)
      return refusal(
        'invalid input',
        quote.error.message,
        quote.error.errors ?? { calculation: quote.error.code },
      )
    const price = campaignPriceOf(quote.value)
    const prices = stopPrices(price.periodsPrice, stops, await this.d.quotes.reference())
    return ok({
      title: 'Адресная программа',
      periods: pricedPeriods(price.periodsPrice),
      lines: nodes.map((n, i) => ({
        inventoryNumber: n.inventoryNumber,
        side: n.side,
        place: placeOf(n, okrugByCode.get(n.advertisingPlatform.region.parent.code)?.name),
        prices: prices[i] ?? [],
      })),
      totalWithoutTaxes: price.totalSumWithoutTaxes,
      taxes: price.taxesSum,
    })
  }

  private async fromCampaign(viewer: Account, id: string): Promise<Result<AddressProgram, Refusal>> {
    const found = await this.d.campaigns.campaign(id)
    if (!found || campaignAccess(viewer, found.ownerId) === 'none')
      return refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
    const row = found.plan
    const saved = row.place === 'transitShelter' ? decodeSaved(row.calculation) : undefined
    if (!saved?.ok)
      return refusal('invalid input', 'Адресная программа есть только у кампаний на остановках', {
        advertisingCampaignId: 'wrong place',
      })
    // Booking-error stops are neither priced nor held (R-STOP-07), so they are not in the program either; a side
    // listed twice was priced once.
    const stops = [
      ...new Map(
        saved.value.stops
          .filter((s) => s.bookingError !== true)
          .map((s) => [`${s.inventoryNumber}:${s.side}`, s]),
      ).values(),
    ]
    const byNumber = await this.lookUp(stops.map((s) => normaliseInventoryNumber(s.inventoryNumber)))
    const okrugByCode = await this.okrugs()
    const periodsPrice: readonly PeriodsPriceEntry[] = row.periodsPrice
    // The saved price, side by side: what the campaign was priced at (and invoiced for) when it was made.
    const prices = stopPrices(periodsPrice, stops, await this.d.quotes.reference())
    return ok({
      title: `Адресная программа кампании №${row.number}`,
      periods: pricedPeriods(periodsPrice),
      lines: stops.map((s, i) => {
        const node = byNumber.get(normaliseInventoryNumber(s.inventoryNumber))
        return {
          inventoryNumber: s.inventoryNumber,
          side: s.side,
          place: node && placeOf(node, okrugByCode.get(node.advertisingPlatform.region.parent.code)?.name),
          prices: prices[i] ?? [],
        }
      }),
      totalWithoutTaxes: row.totalWithoutTaxes,
      taxes: row.taxes,
    })
  }
}

const placeOf = (node: ProgramSide, okrugName: string | undefined): AddressProgramPlace => ({
  okrug: okrugName ?? '',
  district: node.advertisingPlatform.region.name,
  street: node.advertisingPlatform.street,
  address: node.advertisingPlatform.address,
  stopName: node.advertisingPlatform.name,
  latitude: node.advertisingPlatform.latitude,
  longitude: node.advertisingPlatform.longitude,
})
