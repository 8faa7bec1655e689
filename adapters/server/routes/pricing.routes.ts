import { Schema } from 'effect'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { periodEntriesOf } from '../../../core/pricing/periods-price'
import { type PricingError, pricingErrorMessages } from '../../../core/pricing/place-calculator'
import { pricingRefusalCode } from '../../../core/pricing/pricing-refusal'
import type { Quote } from '../../../core/pricing/quote'
import { WIRE_DATE_SHAPE } from '../../../core/shared/calendar'
import { AdvertiserTermsRepository } from '../../../core/ports/advertiser-terms.port'
import { QuoteService } from '../../../core/quoting/quote.service'
import { KeptQuotes } from '../../pricing/kept-quotes'
import { ShelterSides } from '../../../core/ports/shelter-sides.port'
import { normaliseInventoryNumber } from '../../../core/pricing/selection/address-program'
import { decoderOf } from '../../../core/shared/decoder'
import { toRoubles } from '../../../core/shared/money'
import type { Account } from '../../../core/session/account'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { PreparedJson, sendPrepared, sendPreparedNow } from '../compression'
import {
  bearerToken,
  decodeBody,
  invalidInputMessage,
  sendData,
  sendFailure,
  signedIn,
  statusOf,
} from '../reply'

const Day = Schema.String.pipe(Schema.check(Schema.isPattern(WIRE_DATE_SHAPE, { message: 'wrong format' })))
const decodePeriod = decoderOf(Schema.Struct({ startDate: Day, endDate: Day }))

/** As many numbers as the city has sides (16 828), each a number's length at most. */
export const SHELTER_SIDES_LIMIT = 20_000
const decodeShelterNumbers = decoderOf(
  Schema.Struct({
    numbers: Schema.Array(
      Schema.String.pipe(Schema.check(Schema.isMaxLength(40, { message: 'wrong format' }))),
    ).pipe(Schema.check(Schema.isMaxLength(SHELTER_SIDES_LIMIT, { message: 'wrong format' }))),
  }),
)

/**
 * The calculate answer: the core's quote as it is (money in integer kopecks), the periods-price entries a
 * campaign keeps, and the campaign's sums in roubles as the campaign entity carries them (cabinet §3).
 */
export const quoteWire = (quote: Quote) => ({
  quote,
  periodsPrice: periodEntriesOf(quote),
  totalSumWithoutTaxes: toRoubles(quote.totals.totalSumWithoutTaxes),
  taxesSum: toRoubles(quote.totals.taxesSum),
  total: toRoubles(quote.totals.total),
})

/**
 * Each quote's answer, serialised once and compressed on first need: the quote service answers a calculation
 * asked again with the quote it made, so its answer goes out as it went the first time.
 */
const answers = new WeakMap<Quote, PreparedJson>()
const answerOf = (quote: Quote): PreparedJson => {
  let answer = answers.get(quote)
  if (!answer) {
    answer = PreparedJson.of(200, { data: quoteWire(quote) })
    answers.set(quote, answer)
  }
  return answer
}

/** Reference reads of pricing §7 and the calculate call for every place (R-API-09, R-API-34, R-API-35). */
@injectable()
export class PricingRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(QuoteService) private readonly quotes: QuoteService,
    @inject(KeptQuotes) private readonly kept: KeptQuotes,
    @inject(AdvertiserTermsRepository) private readonly terms: AdvertiserTermsRepository,
    @inject(ShelterSides) private readonly shelters: ShelterSides,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, quotes, terms, shelters, kept: keptQuotes } = this

    /** The calculators are public (the landing's preview); a signed-in caller gets its personal terms. */
    const optionalActor = async (request: FastifyRequest): Promise<Account | undefined | 'invalid'> => {
      if (!bearerToken(request)) return undefined
      const result = await accounts.authenticate(bearerToken(request))
      return result.ok ? result.value : 'invalid'
    }

    // With the inventory's units in its lists the price list is ~200 KB of JSON: compressed when accepted.
    app.get('/api/v1/pricing/reference', async () => ({ data: await quotes.reference() }))

    // What a shelter side is priced by (its okrug), for a client that prices by itself: the CLI's --api mode.
    // Public like the reference: the numbers and okrugs are Moscow's open data, nobody's campaign.
    app.post('/api/v1/pricing/shelter-sides', async (request, reply) => {
      const input = decodeBody(request, reply, decodeShelterNumbers)
      if (!input) return reply
      return sendData(reply, await shelters.byNumbers(input.numbers.map(normaliseInventoryNumber)))
    })

    app.get('/api/v1/seasonal-coefficients', async (_request, reply) =>
      sendData(reply, { seasonalCoefficients: (await quotes.reference()).seasonalCoefficients }),
    )

    app.post('/api/v1/seasonal-discounts/getDiscountRationMultiDays', async (request, reply) => {
      const input = decodeBody(request, reply, decodePeriod)
      if (!input) return reply
      const [start, end] = [input.startDate.slice(0, 10), input.endDate.slice(0, 10)]
      if (end < start)
        return sendFailure(reply, 400, 'Дата окончания раньше даты начала', { endDate: 'wrong format' })
      return sendData(reply, { seasonalDiscount: await quotes.seasonalRatio(start, end) })
    })

    app.get('/api/v1/public/discounts-per-volume', async (_request, reply) =>
      sendData(reply, (await quotes.reference()).volumeDiscounts),
    )

    app.get('/api/v1/global-discount-factors', async (request, reply) => {
      if (!(await signedIn(accounts, request, reply))) return reply
      return sendData(reply, (await quotes.reference()).globalDiscountFactors)
    })

    /** The caller's own terms: isAgency and the personal discount (R-API-28, R-API-39). */
    app.get('/api/v1/discounts', async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      const mine = await terms.termsOf(actor.id)
      // The exemption from global factors is part of the terms: a browser pricing by itself needs it too.
      return sendData(reply, {
        isAgency: mine?.isAgency ?? false,
        discount: mine?.discount ?? null,
        ignoreGlobalDiscountFactors: mine?.ignoreGlobalDiscountFactors ?? false,
      })
    })

    app.get('/api/v1/data-calculators', async (_request, reply) => sendData(reply, quotes.places()))

    // The public landing's variant and the advertiser's (token required) answer the same preview (R-API-37).
    app.post('/api/v1/commercial-campaigns/metroMonitors/preview', async (request, reply) => {
      const actor = await optionalActor(request)
      if (actor === 'invalid') return sendFailure(reply, 401, 'Token verification error')
      const preview = await quotes.metroPreview(request.body ?? {}, actor)
      return preview.ok
        ? sendData(reply, preview.value)
        : sendFailure(reply, 400, invalidInputMessage(preview.errors), preview.errors)
    })
    app.post('/api/v1/advertisers/advertising-campaigns/metroMonitors/preview', async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      const preview = await quotes.metroPreview(request.body ?? {}, actor)
      return preview.ok
        ? sendData(reply, preview.value)
        : sendFailure(reply, 400, invalidInputMessage(preview.errors), preview.errors)
    })

    // The wire's codes per field (decision 12), and beside them what a person reads at each field: the same
    // Russian sentences the calculator form shows, said by the core (issue #47: 'Минимальный бюджет: 14 240 ₽').
    const refused = (reply: FastifyReply, error: PricingError): FastifyReply => {
      const { code, message, errors, field } = error
      return reply.code(statusOf(pricingRefusalCode(code))).send({
        message,
        errors: errors ?? (field ? { [field]: 'wrong format' } : {}),
        messages: pricingErrorMessages(error),
      })
    }
    const calculate = async (
      request: FastifyRequest<{ Params: { place: string } }>,
      reply: FastifyReply,
    ): Promise<FastifyReply> => {
      const actor = await optionalActor(request)
      if (actor === 'invalid') return sendFailure(reply, 401, 'Token verification error')
      const result = await quotes.calculate(request.params.place, request.body ?? {}, actor)
      return result.ok ? sendPrepared(request, reply, answerOf(result.value)) : refused(reply, result.error)
    }
    // A calculation by a visitor without a token (the landing's and the place pages' calculators, everyone's) is
    // answered at once, with no promise on its way, inside Fastify's handler (issue 51: no second HTTP server in
    // front of it): the quote kept for it, or priced now by the same pricing port the use case prices through
    // (KeptQuotes.priceNow), then its answer, serialised once and, when the client takes it, compressed on the
    // spot (sendPreparedNow). The route encodes its answers itself (each quote's answer compressed once and kept),
    // so the per-answer compressor is not on its way; its refusals are a few hundred bytes, below what is worth
    // compressing. A caller with a token, a shelter calculation (resolved against the inventory) and the first
    // calculation before the price list is read go through the use case.
    const route = '/api/v1/commercial-campaigns/:place/calculate'
    app.post<{ Params: { place: string } }>(route, { compress: false }, (request, reply) => {
      const now = bearerToken(request)
        ? undefined
        : keptQuotes.priceNow(request.params.place, request.body ?? {})
      if (!now) return calculate(request, reply)
      return now.ok
        ? (sendPreparedNow(request, reply, answerOf(now.value)) ??
            sendPrepared(request, reply, answerOf(now.value)))
        : refused(reply, now.error)
    })
  }
}
