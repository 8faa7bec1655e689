import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { PricingReferenceData } from '../../../core/pricing/reference/pricing-reference.schema'
import { QuoteService } from '../../../core/quoting/quote.service'
import { inject, injectable } from '../../container/di'
import { PreparedJson, sendPrepared } from '../compression'
import { sendFailure } from '../reply'
import { RouteContribution } from './route-contribution'

/** GET of one place's price list: the whole price list's path and the place (R-API-34's reference, cut). */
export const PLACE_REFERENCE_ROUTE = '/api/v1/pricing/reference/:place'

/** Said for a place the price list does not have. */
export const NO_SUCH_PLACE = 'Нет такого места размещения'

/**
 * The price list a single place's calculator reads (issue #51 item 2): everything the calculators share — VAT,
 * seasons, discounts, formats — and that place's tariffs only, without the other places' (500 KB of the 615 KB
 * are other places' unit lists). Undefined for a place the price list has no tariffs for.
 */
export const referenceOfPlace = (
  reference: PricingReferenceData,
  place: string,
): PricingReferenceData | undefined => {
  if (!Object.hasOwn(reference.tariffs, place)) return undefined
  const own = (reference.tariffs as Readonly<Record<string, unknown>>)[place]
  // The other places' keys are left out: a reader of this cut prices this place only.
  return { ...reference, tariffs: { [place]: own } as unknown as PricingReferenceData['tariffs'] }
}

/** A place's cut answered: its JSON made once per price list in force, with its ETag (the content's hash). */
interface PlaceAnswer {
  readonly answer: PreparedJson
  readonly etag: string
}

@injectable()
export class PlaceReferenceRoutes implements RouteContribution {
  private readonly kept = new WeakMap<PricingReferenceData, Map<string, PlaceAnswer>>()

  constructor(@inject(QuoteService) private readonly quotes: QuoteService) {}

  private answerOf(reference: PricingReferenceData, place: string): PlaceAnswer | undefined {
    let places = this.kept.get(reference)
    if (!places) this.kept.set(reference, (places = new Map<string, PlaceAnswer>()))
    const known = places.get(place)
    if (known) return known
    const cut = referenceOfPlace(reference, place)
    if (!cut) return undefined
    const answer = PreparedJson.of(200, { data: cut })
    const etag = `"${createHash('sha1').update(answer.json).digest('base64url')}"`
    const made = { answer, etag }
    places.set(place, made)
    return made
  }

  register(app: FastifyInstance): void {
    app.get<{ Params: { place: string } }>(PLACE_REFERENCE_ROUTE, async (request, reply) => {
      const made = this.answerOf(await this.quotes.reference(), request.params.place)
      if (!made) return sendFailure(reply, 404, NO_SUCH_PLACE, { place: 'not found' })
      // Public and the same for everyone; asked again, it is checked by its ETag (the price list may change).
      reply.header('cache-control', 'public, no-cache').header('etag', made.etag)
      if (request.headers['if-none-match'] === made.etag) return reply.code(304).send()
      return sendPrepared(request, reply, made.answer)
    })
  }
}
