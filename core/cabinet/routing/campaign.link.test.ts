import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../contract/campaign.answer'
import { campaignLink, resolveCampaignLink, type CampaignLinkContext } from './campaign.link'
import type { CampaignStateId } from '../../campaign/campaign-state'

const ctx: CampaignLinkContext = { isObserver: false, isAgency: false, typographyInvoiceDownloaded: false }

const campaign = (over: Partial<Campaign> & { stateId?: CampaignStateId } = {}): Campaign => ({
  _id: 'c42',
  name: 'Кампания',
  advertisePlace: 'metroStickers',
  state: { _id: over.stateId ?? 'draft', name: '' },
  paymentState: { _id: 'notPaid', name: '' },
  reservationStatus: { _id: 'notReserved', name: '' },
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  taxesSum: 0,
  totalSumWithoutTaxes: 0,
  partners: ['p1'],
  ...over,
})

describe('campaign links', () => {
  it('R-LINK-01: a paid or invoiced draft goes to its media step', () => {
    expect(campaignLink(campaign({ isPaid: true }), ctx)).toBe('/calculator/step-5/c42')
    expect(campaignLink(campaign({ stateId: 'booked', invoices: { invoiceIds: ['i1'] } }), ctx)).toBe(
      '/calculator/step-5/c42',
    )
  })
  it('R-LINK-02: unpaid goes to poligraphy when printed and uploaded, else payment', () => {
    expect(campaignLink(campaign({ isUploaded: true }), ctx)).toBe('/calculator/step-6/c42')
    expect(campaignLink(campaign({ isUploaded: false }), ctx)).toBe('/calculator/step-4/c42')
    expect(campaignLink(campaign({ advertisePlace: 'cityFormat', isUploaded: true }), ctx)).toBe(
      '/calculator/step-4/c42',
    )
  })
  it('R-LINK-03: bus monitors follow their own rule, even when paid', () => {
    const bus = { advertisePlace: 'busMonitors' as const }
    expect(campaignLink(campaign({ ...bus, advertiser: { legalEntity: null } }), ctx)).toBe(
      '/calculator/step-4/c42',
    )
    const withEntity = { ...bus, advertiser: { legalEntity: { ogrn: '1' } } }
    expect(campaignLink(campaign({ ...withEntity, isGotInvoices: true }), ctx)).toBe('/calculator/step-4/c42')
    expect(campaignLink(campaign({ ...withEntity, isPaid: true }), ctx)).toBe('/calculator/step-5/c42')
  })
  it('R-LINK-04: rejected campaigns go to the media step', () => {
    expect(campaignLink(campaign({ stateId: 'secondaryRejected' }), ctx)).toBe('/calculator/step-5/c42')
  })
  it('R-LINK-05/06: approved or on moderation', () => {
    const approved = campaign({ stateId: 'approved' })
    expect(campaignLink(approved, ctx)).toBe('/calculator/step-6/c42')
    expect(campaignLink(approved, { ...ctx, typographyInvoiceDownloaded: true })).toBe('/campaigns/c42')
    expect(campaignLink(campaign({ stateId: 'moderation', gotTypographyOrder: true }), ctx)).toBe(
      '/campaigns/c42',
    )
    expect(campaignLink(campaign({ stateId: 'primaryModeration', parentProlongation: 'c1' }), ctx)).toBe(
      '/campaigns/c42',
    )
    expect(campaignLink(campaign({ stateId: 'approved', advertisePlace: 'metroMonitors' }), ctx)).toBe(
      '/campaigns/c42',
    )
  })
  it('R-LINK-07: other states go to the campaign page', () => {
    for (const s of ['active', 'completed', 'waitingForLaunch', 'canceled', 'noStatus'] as const)
      expect(campaignLink(campaign({ stateId: s, isPaid: true }), ctx)).toBe('/campaigns/c42')
  })
  it('R-LINK-09/10: transit shelters', () => {
    const ts = campaign({ advertisePlace: 'transitShelter', stateId: 'active', brandName: 'Кофе & Ко' })
    expect(campaignLink(ts, ctx)).toBe(
      '/calculator/step-3?advertisePlace=transitShelter&partner=p1&brand=%D0%9A%D0%BE%D1%84%D0%B5%20%26%20%D0%9A%D0%BE&campaignId=c42',
    )
    expect(campaignLink({ ...ts, reservationStatus: { _id: 'confirmed', name: '' } }, ctx)).toBeNull()
  })
  it('R-LINK-11/12: special projects and observers have no link', () => {
    expect(campaignLink(campaign({ advertisePlace: 'escalatorSteps' }), ctx)).toBeNull()
    expect(campaignLink(campaign({ isPaid: true }), { ...ctx, isObserver: true })).toBeNull()
  })
  it('R-LINK-08: an agency pays in the wizard too (issue #47), so its links are an advertiser’s', () => {
    expect(campaignLink(campaign({ isPaid: true }), { ...ctx, isAgency: true })).toBe(
      campaignLink(campaign({ isPaid: true }), ctx),
    )
    expect(campaignLink(campaign(), { ...ctx, isAgency: true })).toBe('/calculator/step-4/c42')
    expect(campaignLink(campaign({ isAgency: true }), { ...ctx, isAgency: undefined })).toBe(
      '/calculator/step-4/c42',
    )
  })
  it('reports unknown place and state ids as typed errors, and the total function gives null', () => {
    const bad = { ...campaign(), advertisePlace: 'zeppelin' } as unknown as Campaign
    expect(resolveCampaignLink(bad, ctx)).toMatchObject({ ok: false, error: { code: 'unknownPlace' } })
    const badState = { ...campaign(), state: { _id: 'paused', name: '' } } as unknown as Campaign
    expect(resolveCampaignLink(badState, ctx)).toMatchObject({ ok: false, error: { field: 'state._id' } })
    expect(campaignLink(badState, ctx)).toBeNull()
  })
})

describe('campaign links with odd wire text', () => {
  it('never throws on a lone surrogate and refuses a campaign without an id', () => {
    expect(campaignLink(campaign({ _id: 'a\uD800b' }), ctx)).toBe('/calculator/step-4/a%EF%BF%BDb')
    expect(resolveCampaignLink(campaign({ _id: '' }), ctx)).toMatchObject({
      ok: false,
      error: { field: '_id' },
    })
  })
})

describe('campaign links: what counts as paid, invoiced, ordered or prolonged', () => {
  it('counts a payment state of paid or partially paid as paid, and any invoice id as invoiced (R-LINK-01)', () => {
    const media = '/calculator/step-5/c42'
    const payment = '/calculator/step-4/c42'
    expect(campaignLink(campaign({ paymentState: { _id: 'paid', name: '' } }), ctx)).toBe(media)
    expect(campaignLink(campaign({ paymentState: { _id: 'partiallyPaid', name: '' } }), ctx)).toBe(media)
    expect(campaignLink(campaign({ isGotInvoices: true }), ctx)).toBe(media)
    expect(
      campaignLink(campaign({ isPaid: false, isGotInvoices: false, invoices: { invoiceIds: [] } }), ctx),
    ).toBe(payment)
    expect(campaignLink(campaign({ invoices: {} }), ctx)).toBe(payment)
    expect(campaignLink(campaign({ stateId: 'cancellation', isPaid: true }), ctx)).toBe(media)
  })

  it('sends bus monitors without requisites, or invoiced, to media and otherwise to payment (R-LINK-03)', () => {
    const bus = { advertisePlace: 'busMonitors' as const }
    expect(campaignLink(campaign(bus), ctx)).toBe('/calculator/step-4/c42')
    expect(campaignLink(campaign({ ...bus, advertiser: {} }), ctx)).toBe('/calculator/step-4/c42')
    const entity = { ...bus, advertiser: { legalEntity: { ogrn: '1' } } }
    expect(campaignLink(campaign({ ...entity, invoices: { invoiceIds: ['i'] } }), ctx)).toBe(
      '/calculator/step-4/c42',
    )
    expect(campaignLink(campaign(entity), ctx)).toBe('/calculator/step-5/c42')
    expect(campaignLink(campaign(entity), { ...ctx, fromCalculator: true })).toBe('/calculator/step-5/c42')
    expect(campaignLink(campaign(bus), { ...ctx, fromCalculator: true })).toBe('/calculator/step-4/c42')
  })

  it('follows the calculator-first order when the viewer came from a calculator (decision 8)', () => {
    expect(
      campaignLink(campaign({ advertisePlace: 'metroMonitors', isPaid: true }), {
        ...ctx,
        fromCalculator: true,
      }),
    ).toBe('/calculator/step-5/c42')
    expect(campaignLink(campaign({ stateId: 'approved' }), { ...ctx, fromCalculator: true })).toBe(
      '/calculator/step-6/c42',
    )
  })

  it('treats a typography order object as ordered, and null, an empty parent or none as not (R-LINK-05)', () => {
    const approved = { stateId: 'approved' as const }
    expect(
      campaignLink(campaign({ ...approved, typographyOrder: { id: 't' } } as Partial<Campaign>), ctx),
    ).toBe('/campaigns/c42')
    expect(campaignLink(campaign({ ...approved, typographyOrder: null } as Partial<Campaign>), ctx)).toBe(
      '/calculator/step-6/c42',
    )
    expect(campaignLink(campaign({ ...approved, gotTypographyOrder: false }), ctx)).toBe(
      '/calculator/step-6/c42',
    )
    expect(campaignLink(campaign({ ...approved, parentProlongation: '' }), ctx)).toBe(
      '/calculator/step-6/c42',
    )
    expect(campaignLink(campaign({ stateId: 'secondaryModeration' }), ctx)).toBe('/calculator/step-6/c42')
  })

  it('fills a shelter link’s partner and brand with nothing when the campaign has none (R-LINK-09)', () => {
    const ts = campaign({ advertisePlace: 'transitShelter', partners: [], stateId: 'draft' })
    expect(campaignLink(ts, ctx)).toBe(
      '/calculator/step-3?advertisePlace=transitShelter&partner=&brand=&campaignId=c42',
    )
    expect(campaignLink({ ...ts, _id: 'a b/c' }, ctx)).toBe(
      '/calculator/step-3?advertisePlace=transitShelter&partner=&brand=&campaignId=a%20b%2Fc',
    )
    expect(campaignLink({ ...ts, reservationStatus: { _id: 'reserved', name: '' } }, ctx)).not.toBeNull()
  })

  it('escapes the id in every link, and mends a lone surrogate of either half', () => {
    expect(campaignLink(campaign({ _id: 'a/b', stateId: 'active' }), ctx)).toBe('/campaigns/a%2Fb')
    expect(campaignLink(campaign({ _id: 'a\uDC00b', stateId: 'active' }), ctx)).toBe('/campaigns/a%EF%BF%BDb')
    expect(campaignLink(campaign({ _id: '\uD83D\uDE00', stateId: 'active' }), ctx)).toBe(
      '/campaigns/%F0%9F%98%80',
    )
  })

  it('gives special projects no link even when the place is not an advertising place (decision 7)', () => {
    expect(
      resolveCampaignLink(
        campaign({ advertisePlace: 'pointersStandart' as Campaign['advertisePlace'] }),
        ctx,
      ),
    ).toEqual({
      ok: true,
      value: null,
    })
  })

  it('names the bad input in Russian', () => {
    expect(resolveCampaignLink(campaign({ _id: '' }), ctx)).toEqual({
      ok: false,
      error: { code: 'invalidId', message: 'Кампания без идентификатора', field: '_id' },
    })
    const bad = { ...campaign(), advertisePlace: 'zeppelin' } as unknown as Campaign
    expect(resolveCampaignLink(bad, ctx)).toEqual({
      ok: false,
      error: {
        code: 'unknownPlace',
        message: 'Неизвестное место размещения: zeppelin',
        field: 'advertisePlace',
      },
    })
    const badState = { ...campaign(), state: { _id: 'paused', name: '' } } as unknown as Campaign
    expect(resolveCampaignLink(badState, ctx)).toEqual({
      ok: false,
      error: { code: 'unknownState', message: 'Неизвестный статус кампании: paused', field: 'state._id' },
    })
  })
})

describe('campaign links from a partial wire campaign', () => {
  const bare = (over: Record<string, unknown>) => ({ ...campaign(), ...over }) as unknown as Campaign
  it('reads a campaign without payment, reservation, partners or state objects without throwing', () => {
    expect(campaignLink(bare({ paymentState: undefined }), ctx)).toBe('/calculator/step-4/c42')
    const ts = { advertisePlace: 'transitShelter', partners: undefined, reservationStatus: undefined }
    expect(campaignLink(bare(ts), ctx)).toBe(
      '/calculator/step-3?advertisePlace=transitShelter&partner=&brand=&campaignId=c42',
    )
    expect(resolveCampaignLink(bare({ state: undefined }), ctx)).toMatchObject({
      ok: false,
      error: { code: 'unknownState', field: 'state._id' },
    })
  })

  it('refuses an id that is not text', () => {
    expect(resolveCampaignLink(bare({ _id: 42 }), ctx)).toMatchObject({
      ok: false,
      error: { code: 'invalidId' },
    })
  })

  it('numbers the steps for a non-agency when neither viewer nor campaign says (R-LINK-08)', () => {
    expect(campaignLink(campaign(), { isObserver: false, typographyInvoiceDownloaded: false })).toBe(
      '/calculator/step-4/c42',
    )
  })
})
