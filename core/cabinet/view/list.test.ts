import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../contract/campaign.answer'
import {
  campaignCard,
  type CampaignCard,
  type CardContext,
  cardKind,
  cardThumbnail,
  mediaPlanButtonEnabled,
  partnerBrandLines,
} from './campaign-card.view-model'
import {
  addCampaignCard,
  FIRST_CAMPAIGN_CARD,
  listViewOf,
  menuRowActions,
  rowActions,
  tableColumns,
  toggleSort,
} from './campaign-table.view-model'
import { mediaPlanExit, mediaPlanScreen } from './media-plan-screen.view-model'
import { summaryRow } from '../../campaign/media-plan-summary'
import { visibleScheduleItems } from './schedule-items'
import { kopecks } from '../../shared/money'

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  _id: 'c1',
  individualIndex: 1042,
  name: 'Весна',
  advertisePlace: 'metroMonitors',
  state: { _id: 'active', name: 'Активна' },
  reservationStatus: { _id: 'reserved', name: 'Зарезервирована' },
  paymentState: { _id: 'paid', name: 'Оплачена' },
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-03-31T00:00:00.000Z',
  taxesSum: 20000.1,
  totalSumWithoutTaxes: 100000.2,
  partners: ['p1', 'p2'],
  isVideoUploaded: true,
  unitedSchedule: [{ _id: 's1' }],
  ...over,
})
const ctx = {
  isObserver: false,
  partners: [
    { _id: 'p1', name: 'Acme', brand: 'Acme' },
    { _id: 'p2', name: 'Acme', brand: 'Acme' },
    { _id: 'p3', name: 'Other', brand: 'X' },
  ],
  typographyInvoiceDownloaded: false,
}

describe('campaign table (R-LIST-01..10)', () => {
  it('reads the view and drops status columns for observers', () => {
    expect([listViewOf({ view: 'table' }), listViewOf({ view: 'x' }), listViewOf({})]).toEqual([
      'table',
      'cards',
      'cards',
    ])
    expect(tableColumns(false)).toHaveLength(10)
    expect(tableColumns(true).map((c) => c.label)).toEqual([
      '',
      'Индекс',
      'Бренд / Рекламодатель',
      'Начало',
      'Окончание',
      'Стоимость',
      'Действия',
    ])
  })
  it('toggles the start-date sort', () => {
    expect(toggleSort('-startDate')).toBe('startDate')
    expect(toggleSort('startDate')).toBe('-startDate')
  })
  it('offers row actions by place, mode, state and role', () => {
    const stickers = {
      _id: 'c',
      advertisePlace: 'metroStickers' as const,
      state: { _id: 'completed' as const, name: '' },
      periodsPrice: [{ scheduleId: 's', periods: [] }],
    }
    expect(rowActions(stickers, { mediaPlanMode: true, isObserver: false })).toEqual([
      'selectForMediaPlan',
      'downloadQr',
      'downloadMediaPlan',
      'statistics',
      'delete',
    ])
    expect(rowActions(stickers, { mediaPlanMode: false, isObserver: true })).toEqual([
      'downloadQr',
      'downloadMediaPlan',
      'delete',
    ])
    const video = {
      ...stickers,
      advertisePlace: 'metroMonitors' as const,
      state: { _id: 'draft' as const, name: '' },
    }
    expect(rowActions(video, { mediaPlanMode: true, isObserver: false })).toEqual([
      'selectForMediaPlan',
      'delete',
    ])
    // The menu an observer sees: the downloads, never delete.
    expect(menuRowActions(stickers, { mediaPlanMode: false, isObserver: true })).toEqual([
      'downloadQr',
      'downloadMediaPlan',
    ])
    expect(menuRowActions(stickers, { mediaPlanMode: false, isObserver: false })).toContain('delete')
    expect(
      rowActions(
        { ...stickers, advertisePlace: 'cdek', periodsPrice: [] },
        { mediaPlanMode: true, isObserver: false },
      ),
    ).toEqual(['statistics', 'delete'])
  })
})

describe('campaign cards (R-LIST-11..23)', () => {
  it('R-LIST-12 invites the first campaign only while there is none, else adds one more', () => {
    expect(addCampaignCard(0)).toEqual(FIRST_CAMPAIGN_CARD)
    expect(addCampaignCard(0).text).toBe('Добавить первую рекламную кампанию')
    for (const count of [1, 7, 9])
      expect(addCampaignCard(count)).toEqual({ text: 'Добавить кампанию', to: '/calculator/step-1' })
  })

  it('picks the card kind by place', () => {
    expect(
      ['metroStickers', 'lightBoxes', 'monitorsTram', 'metroMonitors'].map((p) => cardKind(p as 'cdek')),
    ).toEqual(['metro', 'metro', 'metro', 'metro'])
    expect([
      cardKind('cityFormatGroup'),
      cardKind('navigationSign'),
      cardKind('cdek'),
      cardKind('busMonitors'),
    ]).toEqual(['cityFormatGroup', 'navigationSign', 'default', 'default'])
  })

  it('adds the cost kopeck-exactly and removes duplicate partners', () => {
    const card = campaignCard(campaign(), ctx)
    expect(card).toMatchObject({
      kind: 'metro',
      individualId: '1042',
      stateName: 'Активна',
      period: '01.03.2025 – 31.03.2025',
      cost: '120\u00a0000,30\u00a0₽',
      partnerBrand: ['Acme'],
    })
    expect(
      partnerBrandLines([
        { name: 'Acme', brand: 'Bolt' },
        { name: 'Acme', brand: 'Bolt' },
        { name: 'Zed', brand: '' },
      ]),
    ).toEqual(['Acme/Bolt', 'Zed'])
  })

  it('shows a player only for an uploaded video outside movieCreation and draft', () => {
    expect(campaignCard(campaign(), ctx)).toMatchObject({
      media: { kind: 'player', poster: '/api/v1/commercial-campaigns/metroMonitors/c1/video/thumb/1' },
    })
    for (const state of ['draft', 'movieCreation'] as const) {
      expect(campaignCard(campaign({ state: { _id: state, name: '' } }), ctx)).toMatchObject({
        media: { kind: 'placeholder' },
      })
    }
    expect(campaignCard(campaign({ isVideoUploaded: false }), ctx)).toMatchObject({
      media: { kind: 'placeholder' },
    })
    expect(campaignCard(campaign(), { ...ctx, videoFailed: true })).toMatchObject({
      media: { notice: 'Не удалось загрузить видео' },
    })
  })

  it('R-API-23 R-LIST-23 shows a city-format video by its thumbnail, a layout by its own, the placeholder on failure', () => {
    const mediaOf = (card: CampaignCard) => (card.kind === 'simple' ? undefined : card.media)
    const video = { _id: 'v1', status: 'approved' }
    const image = { _id: 'i1', status: 'approved' }
    for (const [place, poster] of [
      ['cityFormat', '/api/v1/clients/video/v1/thumb'],
      ['cityFormatStandalone', '/api/v1/advertisers/video/v1/thumb'],
      ['metroMonitors', '/api/v1/commercial-campaigns/metroMonitors/c1/video/thumb/1'],
    ] as const)
      expect(
        mediaOf(campaignCard(campaign({ advertisePlace: place, advertiser: { videos: [video] } }), ctx)),
      ).toMatchObject({ kind: 'player', poster, videoId: 'v1' })
    // An observer's card has no link to the advertiser's files (R-ROLE-08): the campaign's own poster.
    expect(
      mediaOf(
        campaignCard(campaign({ advertisePlace: 'cityFormat', advertiser: { videos: [video] } }), {
          ...ctx,
          isObserver: true,
        }),
      ),
    ).toEqual({
      kind: 'player',
      poster: '/api/v1/commercial-campaigns/cityFormat/c1/video/thumb/1',
      source: '/api/v1/commercial-campaigns/cityFormat/c1/video/',
    })
    const lit = (over: Partial<Campaign> = {}, more: Partial<CardContext> = {}) =>
      mediaOf(
        campaignCard(
          campaign({
            advertisePlace: 'cristalLight',
            isVideoUploaded: false,
            advertiser: { images: [image] },
            ...over,
          }),
          { ...ctx, ...more },
        ),
      )
    expect(lit()).toEqual({ kind: 'thumbnail', path: '/api/v1/media-images/i1/thumb' })
    expect(lit({ advertisePlace: 'lightBoxes' })).toEqual({
      kind: 'thumbnail',
      path: '/api/v1/media-images/i1/thumb',
    })
    expect(lit({}, { thumbnailFailed: true })).toEqual({ kind: 'placeholder' })
    expect(lit({ state: { _id: 'draft', name: 'Черновик' } })).toEqual({ kind: 'placeholder' })
    expect(lit({}, { isObserver: true })).toEqual({ kind: 'placeholder' })
    expect(lit({ advertiser: { images: [] } })).toEqual({ kind: 'placeholder' })
  })

  it('gives a simple card without unitedSchedule entries', () => {
    expect(campaignCard(campaign({ unitedSchedule: [] }), ctx)).toEqual({
      kind: 'simple',
      name: 'Весна',
      stateName: 'Активна',
      period: '01.03.2025 – 31.03.2025',
    })
  })

  it('hides cost and statuses on an observer standalone city-format card, without a link', () => {
    const card = campaignCard(campaign({ advertisePlace: 'cityFormatStandalone' }), {
      ...ctx,
      isObserver: true,
    })
    expect(card).toMatchObject({
      cost: undefined,
      stateName: undefined,
      reservationStatus: undefined,
      link: null,
    })
    expect(campaignCard(campaign(), ctx)).toMatchObject({ link: '/campaigns/c1' })
  })

  it('offers QR download on stickers cards only', () => {
    expect(campaignCard(campaign({ advertisePlace: 'metroStickers' }), ctx)).toMatchObject({
      qrDownload: true,
    })
    expect(campaignCard(campaign(), ctx)).toMatchObject({ qrDownload: false })
  })

  it('falls back to the placeholder thumbnail and gates the media-plan button', () => {
    expect(cardThumbnail('cityFormat', 'v1', false)).toBe('/api/v1/clients/video/v1/thumb')
    expect(cardThumbnail('cityFormat', 'v1', true)).toBe('placeholder')
    expect(cardThumbnail('cristalLight', 'i1', false)).toBe('/api/v1/media-images/i1/thumb')
    expect(mediaPlanButtonEnabled({ screens: [1], formats: [1], schedule: [1] })).toBe(true)
    expect(mediaPlanButtonEnabled({ screens: [1], formats: [], schedule: [1] })).toBe(false)
  })

  it('hides cancelled schedule items for stickers, light boxes and navigation signs only', () => {
    const items = [{ isCanceled: true }, { isCanceled: false }, {}]
    expect(visibleScheduleItems('navigationSign', items)).toHaveLength(2)
    expect(visibleScheduleItems('metroMonitors', items)).toHaveLength(3)
  })
})

describe('consolidated media plan (R-PLAN-01..12)', () => {
  it('describes the screen and leaves it when the selection is empty', () => {
    expect(mediaPlanScreen('table', 3)).toEqual({
      title: 'Сводный медиаплан',
      view: 'table',
      otherView: 'cards',
      backLink: '/campaigns?view=table',
      badge: 3,
    })
    expect(mediaPlanScreen('cards', 0)).toBeUndefined()
    expect([mediaPlanExit(0), mediaPlanExit(1)]).toEqual(['/campaigns', undefined])
  })

  it('formats summary rows in the listed order', () => {
    expect(
      summaryRow({
        kind: 'printItem',
        name: 'Печать',
        printPrice: kopecks(150000),
        deliveryPrice: kopecks(0),
      }),
    ).toEqual([
      { label: 'Наименование', value: 'Печать' },
      { label: 'Стоимость печати', value: '1\u00a0500,00\u00a0₽' },
      { label: 'Стоимость доставки', value: '0,00\u00a0₽' },
    ])
    const sticker = summaryRow({
      kind: 'stickerPackage',
      metroLine: 'Кольцевая',
      period: { startDate: '2025-03-01', endDate: '2025-03-14' },
      format: 'A3',
      stickerCount: 100,
      packagePrice: kopecks(1234567),
      packageCount: 2,
      launchDate: '2025-03-01',
    })
    expect(sticker.map((c) => c.value)).toEqual([
      'Кольцевая',
      '01.03.2025 – 14.03.2025',
      'A3',
      '100',
      '12\u00a0345,67\u00a0₽',
      '2',
      '01.03.2025',
    ])
  })
})
