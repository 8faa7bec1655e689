import type { FastifyInstance, FastifyReply } from 'fastify'
import { campaignAccess, NOT_FOUND_MESSAGE } from '../../../core/campaign/campaign-access'
import { campaignPriceOf } from '../../../core/campaign/campaign-price'
import type { PeriodsPriceEntry } from '../../../core/campaign/campaign'
import {
  addressProgramSheets,
  type AddressProgram,
  type AddressProgramPlace,
} from '../../../core/documents/address-program.document'
import { Clock } from '../../../core/ports/clock.port'
import { TransitShelterInput } from '../../../core/pricing/calculators/transit-shelter.calculator'
import {
  decodeAddressProgramRequest,
  normaliseInventoryNumber,
  pricedPeriods,
  stopPrices,
  tariffRegionOfOkrug,
  type AddressProgramStopRef,
} from '../../../core/pricing/selection/address-program'
import type { AddressProgram as AddressProgramLink } from '../../../core/pricing/selection/stops-listing'
import { QuoteService } from '../../../core/quoting/quote.service'
import { decoderOf } from '../../../core/shared/decoder'
import type { Kopecks } from '../../../core/shared/money'
import type { Account } from '../../../core/session/account'
import { AccountService } from '../../../core/session/account.service'
import { loadCampaign } from '../../campaigns/campaign.store'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { SqlDatabase } from '../../database/sql-database'
import { InventoryRepository } from '../../inventory/inventory.repository'
import { ExportDesk } from '../../jobs/export-desk'
import { ShelterRepository, type ShelterNode } from '../../inventory/shelter.repository'
import { sendData, sendFailure, signedIn } from '../reply'

const decodeSaved = decoderOf(TransitShelterInput, { allowUnknown: true })

export const ADDRESS_PROGRAM_PATH = '/api/v1/clients/commercial-campaigns/transitShelter/address-program'
/** R-ROLE-09: an observer has no calculator; a campaign it may read still has its program. */
const OBSERVER_REFUSED = 'Наблюдателю калькулятор недоступен'

type Priced = { kind: 'program'; program: AddressProgram } | { kind: 'answered' }

/**
 * The address program of the stops calculator (pricing §1 "downloads of an address program", §7 "address
 * program: href and type"; R-STOP-20): for the calculator's selection ({months, stops}) or for a transit-shelter
 * campaign ({advertisingCampaignId}) the server looks every side up in the inventory, prices it with the core
 * calculator (the saved price for a campaign; a client's price or region is never used), orders its .xlsx
 * (written by a background job) and answers {href, type: 'xlsx'} at once; the file is kept a day under an
 * unguessable id beside the shelter exports.
 */
@injectable()
export class AddressProgramRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(QuoteService) private readonly quotes: QuoteService,
    @inject(ShelterRepository) private readonly shelters: ShelterRepository,
    @inject(InventoryRepository) private readonly inventory: InventoryRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(ExportDesk) private readonly exports: ExportDesk,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, db, quotes, shelters, inventory, clock, exports } = this

    /** Okrug name and tariff key by okrug code. */
    const okrugs = async () =>
      new Map(
        (await inventory.regions(1, { limit: 100, offset: 0 })).map((r) => [
          r.code,
          { name: r.name, tariffRegion: tariffRegionOfOkrug(r.abbrev) },
        ]),
      )

    const placeOf = (node: ShelterNode, okrugName: string | undefined): AddressProgramPlace => ({
      okrug: okrugName ?? '',
      district: node.advertisingPlatform.region.name,
      street: node.advertisingPlatform.street,
      address: node.advertisingPlatform.address,
      stopName: node.advertisingPlatform.name,
      latitude: node.advertisingPlatform.latitude,
      longitude: node.advertisingPlatform.longitude,
    })

    /** The sides by the numbers asked (current or old numbering). */
    const lookUp = async (numbers: readonly string[]) => {
      const nodes = await shelters.sheltersByNumbers(numbers)
      const byNumber = new Map<string, ShelterNode>()
      for (const n of nodes) {
        byNumber.set(n.inventoryNumber, n)
        byNumber.set(n.oldInventoryNumber, n)
      }
      return byNumber
    }

    const fromSelection = async (
      viewer: Account,
      months: readonly string[],
      refs: readonly AddressProgramStopRef[],
      reply: FastifyReply,
    ): Promise<Priced> => {
      const byNumber = await lookUp(refs.map((r) => r.inventoryNumber))
      const unknown = refs.filter((r) => !byNumber.has(r.inventoryNumber)).map((r) => r.inventoryNumber)
      if (unknown.length > 0) {
        const shown =
          unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ` и ещё ${unknown.length - 10}` : '')
        void reply.code(400).send({
          message: `Нет таких остановок: ${shown}`,
          errors: { stops: 'not found' },
          inventoryNumbers: unknown,
        })
        return { kind: 'answered' }
      }
      const wrongSide = refs.find(
        (r) => r.side !== undefined && byNumber.get(r.inventoryNumber)?.side !== r.side,
      )
      if (wrongSide) {
        void sendFailure(
          reply,
          400,
          `Сторона не совпадает с инвентарным номером ${wrongSide.inventoryNumber}`,
          {
            stops: 'wrong side',
          },
        )
        return { kind: 'answered' }
      }
      const okrugByCode = await okrugs()
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
      const quote = await quotes.calculate('transitShelter', { months, stops }, viewer)
      if (!quote.ok) {
        void sendFailure(
          reply,
          400,
          quote.error.message,
          quote.error.errors ?? { calculation: quote.error.code },
        )
        return { kind: 'answered' }
      }
      const price = campaignPriceOf(quote.value)
      const prices = stopPrices(price.periodsPrice, stops, await quotes.reference())
      return {
        kind: 'program',
        program: {
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
        },
      }
    }

    const fromCampaign = async (viewer: Account, id: string, reply: FastifyReply): Promise<Priced> => {
      const row = await loadCampaign(db, id)
      if (!row || campaignAccess(viewer, row.owner_id) === 'none') {
        void sendFailure(reply, 404, NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })
        return { kind: 'answered' }
      }
      const saved = row.advertise_place === 'transitShelter' ? decodeSaved(row.calculation) : undefined
      if (!saved?.ok) {
        void sendFailure(reply, 400, 'Адресная программа есть только у кампаний на остановках', {
          advertisingCampaignId: 'wrong place',
        })
        return { kind: 'answered' }
      }
      // Booking-error stops are neither priced nor held (R-STOP-07), so they are not in the program either; a side
      // listed twice was priced once.
      const stops = [
        ...new Map(
          saved.value.stops
            .filter((s) => s.bookingError !== true)
            .map((s) => [`${s.inventoryNumber}:${s.side}`, s]),
        ).values(),
      ]
      const byNumber = await lookUp(stops.map((s) => normaliseInventoryNumber(s.inventoryNumber)))
      const okrugByCode = await okrugs()
      const periodsPrice = row.periods_price as readonly PeriodsPriceEntry[]
      // The saved price, side by side: what the campaign was priced at (and invoiced for) when it was made.
      const prices = stopPrices(periodsPrice, stops, await quotes.reference())
      return {
        kind: 'program',
        program: {
          title: `Адресная программа кампании №${row.individual_index}`,
          periods: pricedPeriods(periodsPrice),
          lines: stops.map((s, i) => {
            const node = byNumber.get(normaliseInventoryNumber(s.inventoryNumber))
            return {
              inventoryNumber: s.inventoryNumber,
              side: s.side,
              place:
                node && placeOf(node, okrugByCode.get(node.advertisingPlatform.region.parent.code)?.name),
              prices: prices[i] ?? [],
            }
          }),
          totalWithoutTaxes: row.total_sum_without_taxes as Kopecks,
          taxes: row.taxes_sum as Kopecks,
        },
      }
    }

    app.post(ADDRESS_PROGRAM_PATH, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const decoded = decodeAddressProgramRequest(request.body ?? {}, clock.today())
      if (!decoded.ok) return sendFailure(reply, 400, decoded.error.message, decoded.error.errors)
      const asked = decoded.value
      if (asked.kind === 'stops' && viewer.isObserver)
        return sendFailure(reply, 403, OBSERVER_REFUSED, { _: 'forbidden' })
      const priced =
        asked.kind === 'campaign'
          ? await fromCampaign(viewer, asked.advertisingCampaignId, reply)
          : await fromSelection(viewer, asked.months, asked.stops, reply)
      if (priced.kind === 'answered') return reply
      const first = priced.program.periods[0]?.startDate ?? clock.today()
      const last = priced.program.periods.at(-1)?.endDate ?? first
      // Priced here (its errors are the caller's); the workbook is written by a job.
      const id = await exports.order(`address-program-${first}-${last}.xlsx`, {
        kind: 'sheets',
        title: priced.program.title,
        sheets: addressProgramSheets(priced.program),
      })
      const link: AddressProgramLink = { href: `/api/v1/inventory/exports/${id}.xlsx`, type: 'xlsx' }
      return sendData(reply, link)
    })
  }
}
