import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADVERTISE_PLACES, isSpecialProject } from '../../campaign/advertise-place'
import type { Campaign } from '../../contract/campaign.answer'
import { campaignLink } from './campaign.link'
import { CAMPAIGN_STATES, PAYMENT_STATES, RESERVATION_STATES } from '../../campaign/campaign-state'
import { propertyReach } from '../../testing/property-reach'

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

const campaignArb = fc.record({
  _id: fc.oneof(fc.string({ minLength: 1 }), fc.string({ unit: 'binary' })),
  name: fc.string(),
  advertisePlace: fc.oneof(fc.constantFrom(...ADVERTISE_PLACES, 'pointersStandart'), fc.string()),
  state: fc.record({ _id: fc.oneof(fc.constantFrom(...CAMPAIGN_STATES), fc.string()), name: fc.string() }),
  paymentState: fc.record({ _id: fc.constantFrom(...PAYMENT_STATES), name: fc.string() }),
  reservationStatus: fc.record({ _id: fc.constantFrom(...RESERVATION_STATES), name: fc.string() }),
  startDate: fc.constant('2026-01-01'),
  endDate: fc.constant('2026-01-31'),
  taxesSum: fc.nat(),
  totalSumWithoutTaxes: fc.nat(),
  partners: fc.array(fc.string({ unit: 'binary' }), { maxLength: 2 }),
  brandName: maybe(fc.string({ unit: 'binary' })),
  advertiser: maybe(fc.record({ legalEntity: maybe(fc.constantFrom(null, { ogrn: '1027700132195' })) })),
  invoices: maybe(fc.record({ invoiceIds: maybe(fc.array(fc.string(), { maxLength: 2 })) })),
  isGotInvoices: maybe(fc.boolean()),
  isPaid: maybe(fc.boolean()),
  isUploaded: maybe(fc.boolean()),
  isAgency: maybe(fc.boolean()),
  gotTypographyOrder: maybe(fc.boolean()),
  typographyOrder: maybe(fc.constantFrom(null, { id: 't' })),
  parentProlongation: maybe(fc.constantFrom(null, '', 'parent')),
}) as fc.Arbitrary<Campaign>

const contextArb = fc.record({
  isObserver: fc.boolean(),
  isAgency: maybe(fc.boolean()),
  typographyInvoiceDownloaded: fc.boolean(),
  fromCalculator: maybe(fc.boolean()),
})

/**
 * A campaign and a viewer the link is for (issue #49: with any string for the place and the state and an observer
 * in half the runs, the link was null in most runs, and the claims about it were reached in 7 of 100): a known
 * place other than transit shelters and special projects, a known state, anyone but an observer, an id of any
 * text but the empty one.
 */
const linkedArb = fc.tuple(
  campaignArb.chain((c) =>
    fc
      .record({
        _id: fc.oneof(fc.string({ minLength: 1 }), fc.string({ unit: 'binary', minLength: 1 })),
        advertisePlace: fc.constantFrom(
          ...ADVERTISE_PLACES.filter((p) => p !== 'transitShelter' && !isSpecialProject(p)),
        ),
        state: fc.constantFrom(...CAMPAIGN_STATES),
      })
      .map(
        ({ _id, advertisePlace, state }) =>
          ({ ...c, _id, advertisePlace, state: { ...c.state, _id: state } }) as Campaign,
      ),
  ),
  contextArb.map((ctx) => ({ ...ctx, isObserver: false })),
)

describe('campaignLink is total (R-LINK-01..12)', () => {
  it('never throws and returns null or a path under /campaigns/ or /calculator/', () => {
    // Any input at all in one run of ten (totality), a campaign that has a link in the others (the path's shape).
    const any = fc.oneof(
      { arbitrary: fc.tuple(campaignArb, contextArb), weight: 1 },
      { arbitrary: linkedArb, weight: 9 },
    )
    const reach = propertyReach('campaign link', 'a link or an observer')
    fc.assert(
      fc.property(any, ([c, ctx]) => {
        const link = campaignLink(c, ctx)
        reach.reached(link !== null || ctx.isObserver)
        if (link !== null) expect(link).toMatch(/^\/(campaigns|calculator)\/[^/]/)
        if (ctx.isObserver) expect(link).toBeNull()
      }),
      { numRuns: 2000 },
    )
    reach.report()
  })

  it('links every campaign (not transit shelter) to its own id', () => {
    const reach = propertyReach('campaign link id', 'a link')
    fc.assert(
      fc.property(linkedArb, ([c, ctx]) => {
        const link = campaignLink(c, ctx)
        if (!reach.reached(link !== null) || link === null) return
        expect(decodeURIComponent(link.slice(link.lastIndexOf('/') + 1))).toBe(c._id.replace(LONE, '\uFFFD'))
      }),
    )
    reach.report()
  })
})

describe('campaignLink over every state x place x flag (exhaustive)', () => {
  it('never throws and stays under /campaigns/ or /calculator/ for all 2^8 flag combinations', () => {
    const places = [...ADVERTISE_PLACES, 'pointersStandart', 'unknownPlace']
    const states = [...CAMPAIGN_STATES, 'unknownState']
    let links = 0
    const astray: string[] = []
    for (const place of places)
      for (const state of states)
        for (let flags = 0; flags < 256; flags++) {
          const bit = (n: number) => (flags & (1 << n)) !== 0
          const c = {
            _id: 'c1',
            name: '',
            advertisePlace: place,
            state: { _id: state, name: '' },
            paymentState: { _id: 'notPaid', name: '' },
            reservationStatus: { _id: bit(0) ? 'confirmed' : 'reserved', name: '' },
            startDate: '2026-01-01',
            endDate: '2026-01-31',
            taxesSum: 0,
            totalSumWithoutTaxes: 0,
            partners: [],
            isPaid: bit(1),
            isGotInvoices: bit(2),
            isUploaded: bit(3),
            advertiser: { legalEntity: bit(4) ? { ogrn: '1' } : null },
          } as unknown as Campaign
          const link = campaignLink(c, {
            isObserver: false,
            isAgency: bit(5),
            typographyInvoiceDownloaded: bit(6),
            fromCalculator: bit(7),
          })
          // Checked without an expect per case (120,000 of them outran the time budget on a busy machine).
          if (link !== null) {
            links++
            if (!/^\/(campaigns|calculator)\/[^/]/.test(link))
              astray.push(`${place} ${state} ${flags}: ${link}`)
          }
        }
    expect(astray).toEqual([])
    expect(links).toBeGreaterThan(0)
  })
})
