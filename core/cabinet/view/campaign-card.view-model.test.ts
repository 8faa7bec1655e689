import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../contract/campaign.answer'
import { listedCampaignWire } from '../testing/listed-campaign.fixture'
import { campaignCard, cardLink, type CardContext } from './campaign-card.view-model'

const ctx: CardContext = { isObserver: false, partners: [], typographyInvoiceDownloaded: false }
const running = (more: Readonly<Record<string, unknown>> = {}) =>
  listedCampaignWire('c1', {
    unitedSchedule: [{ _id: 'c1' }],
    isVideoUploaded: true,
    advertiser: { images: [], videos: [{ _id: 'v1' }, { _id: 'v2' }] },
    ...more,
  }) as unknown as Campaign

describe('a video card’s poster and player (R-LIST-19, R-API-20; issue #47 item 4)', () => {
  it('names the poster to fetch with the session and the first video to play from its signed link', () => {
    const card = campaignCard(running(), ctx)
    expect(card.kind !== 'simple' && card.media).toEqual({
      kind: 'player',
      poster: '/api/v1/commercial-campaigns/metroMonitors/c1/video/thumb/1',
      source: '/api/v1/commercial-campaigns/metroMonitors/c1/video/',
      videoId: 'v1',
    })
  })
  it('has no video to play when the campaign carries none or the reader is an observer, the placeholder before an upload', () => {
    const bare = campaignCard(running({ advertiser: { images: [], videos: [] } }), ctx)
    expect(bare.kind !== 'simple' && bare.media).not.toHaveProperty('videoId')
    const observed = campaignCard(running(), { ...ctx, isObserver: true })
    expect(observed.kind !== 'simple' && observed.media).not.toHaveProperty('videoId')
    const none = campaignCard(running({ isVideoUploaded: false }), ctx)
    expect(none.kind !== 'simple' && none.media).toEqual({ kind: 'placeholder' })
  })
})

describe('every card opens its campaign (R-LINK-09, R-LINK-11, R-LINK-12; walk defect 3)', () => {
  const shelter = (reservation: string, more: Readonly<Record<string, unknown>> = {}) =>
    listedCampaignWire('c7', {
      advertisePlace: 'transitShelter',
      state: { _id: 'approved', name: 'Согласована' },
      paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
      reservationStatus: { _id: reservation, name: '' },
      unitedSchedule: [{ _id: 's1' }],
      ...more,
    }) as unknown as Campaign

  it('a transit-shelter campaign with its reservation confirmed has no wizard link, so its card opens its page', () => {
    const view = campaignCard(shelter('confirmed'), ctx)
    expect(view.kind !== 'simple' && view.link).toBe('/campaigns/c7')
  })

  it('one not confirmed keeps its wizard link (R-LINK-10)', () => {
    expect(cardLink(shelter('reserved'), ctx)).toBe(
      '/calculator/step-3?advertisePlace=transitShelter&partner=&brand=&campaignId=c7',
    )
  })

  it('a special project opens its page too; an observer’s card opens nothing', () => {
    const special = listedCampaignWire('c8', { advertisePlace: 'nonStandart' }) as unknown as Campaign
    expect(cardLink(special, ctx)).toBe('/campaigns/c8')
    expect(cardLink(shelter('confirmed'), { ...ctx, isObserver: true })).toBeNull()
  })
})
