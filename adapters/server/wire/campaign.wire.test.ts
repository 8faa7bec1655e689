import { describe, expect, it } from 'vitest'
import type { CampaignStateId, PaymentStateId } from '../../../core/campaign/campaign-state'
import { CampaignAggregate, type CampaignFacts } from '../../../core/campaign/campaign.aggregate'
import { placeCalculation } from '../../../core/campaign/campaign.aggregate.calculation'
import { aCampaign } from '../../../core/campaign/testing/campaign-aggregate.fixture'
import { aCampaignFacts } from '../../../core/campaign/testing/campaign-records.memory'
import { campaignWire } from './campaign.wire'

const ID = '22222222-2222-4222-8222-222222222222'
const IMAGE = '99999999-9999-4999-8999-999999999991'
const VIDEO = '99999999-9999-4999-8999-999999999992'

/** A booked metro campaign with a brand, a printing order, added schedule items and both kinds of creative. */
const stored = aCampaignFacts({
  id: ID,
  individualIndex: 17,
  place: 'metroMonitors',
  name: 'Весна',
  brandName: 'Ромашка',
  state: 'waitingForLaunch',
  reservationState: 'confirmed',
  paymentState: 'paid',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  expirationDate: '2026-11-30',
  calculation: { stations: ['1'] },
  spaces: ['s1'],
  periodsPrice: [{ scheduleId: 's1', periods: [] }],
  taxesSum: 240_50,
  totalSumWithoutTaxes: 1202_50,
  partners: ['p1'],
  isAllowed: false,
  wizardCompleted: true,
  parentProlongation: 'c0',
  prolongationCampaign: 'c2',
  moderationReason: 'Нет логотипа',
  createdAt: '2026-11-20T09:00:00.000Z',
  typographyOrder: {
    typographyId: 't1',
    name: 'Типография А',
    quantity: 40,
    unitPrice: 150_00,
    /** A numeric column the driver reads as text. */
    deliveryPrice: '50000',
    totalPrice: 6500_00,
    orderedAt: '2026-11-21T12:30:00+03:00',
  },
  items: [
    { id: 'm1', list: 'metroMonitorSchedule', startDate: '2026-12-01' },
    { id: 'u1', list: 'unitedSchedule', isAllowed: true },
    { id: 'm2', list: 'metroMonitorSchedule', startDate: '2026-12-15' },
  ],
  creatives: [
    { id: IMAGE, kind: 'image', status: 'approved', name: 'афиша.png', moderationReason: null },
    { id: VIDEO, kind: 'video', status: 'rejected', name: 'ролик.mp4', moderationReason: 'Шумно' },
  ],
  invoiceIds: ['i1', 'i2'],
  legalEntity: { id: 'le1', ogrn: '1027700132195' },
})

/** A campaign's facts on the wire, through its aggregate. */
const toWire = (facts: CampaignFacts) => campaignWire(CampaignAggregate.of(facts))

describe('campaignWire: a campaign on the wire (cabinet §3)', () => {
  it('carries every field: labels, roubles from kopecks, schedules, the printing order and the creatives', () => {
    expect(toWire(stored)).toEqual({
      _id: ID,
      individualIndex: 17,
      name: 'Весна',
      brandName: 'Ромашка',
      advertisePlace: 'metroMonitors',
      state: { _id: 'waitingForLaunch', name: 'Ожидает запуска' },
      reservationStatus: { _id: 'confirmed', name: 'Резерв подтверждён' },
      paymentState: { _id: 'paid', name: 'Оплачена' },
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      expirationDate: '2026-11-30',
      isCanceled: false,
      taxesSum: 240.5,
      totalSumWithoutTaxes: 1202.5,
      partners: ['p1'],
      isPaid: true,
      invoices: { invoiceIds: ['i1', 'i2'] },
      isGotInvoices: true,
      parentProlongation: 'c0',
      prolongationCampaign: 'c2',
      gotTypographyOrder: true,
      isCompleted: true,
      moderationReason: 'Нет логотипа',
      createdAt: '2026-11-20T09:00:00.000Z',
      periodsPrice: [{ scheduleId: 's1', periods: [] }],
      calculation: { stations: ['1'] },
      spaces: ['s1'],
      unitedSchedule: [
        { _id: ID, isAllowed: false },
        { _id: 'u1', isAllowed: true },
      ],
      metroMonitorSchedule: [
        { _id: 'm1', startDate: '2026-12-01' },
        { _id: 'm2', startDate: '2026-12-15' },
      ],
      typographyOrder: {
        _id: 't1',
        name: 'Типография А',
        quantity: 40,
        unitPrice: 150,
        deliveryPrice: 500,
        totalPrice: 6500,
        priceLabel: 'с НДС',
        orderedAt: '2026-11-21T09:30:00.000Z',
      },
      isVideoUploaded: true,
      isUploaded: true,
      advertiser: {
        images: [
          {
            _id: IMAGE,
            name: 'афиша.png',
            status: 'approved',
            moderationReason: null,
            path: `/api/v1/media-images/${IMAGE}`,
            thumb: `/api/v1/media-images/${IMAGE}/thumb`,
          },
        ],
        videos: [
          {
            _id: VIDEO,
            name: 'ролик.mp4',
            status: 'rejected',
            moderationReason: 'Шумно',
            path: `/api/v1/commercial-campaigns/metroMonitors/${ID}/video/?mediaId=${VIDEO}`,
            thumb: `/api/v1/clients/video/${VIDEO}/thumb`,
          },
        ],
        legalEntity: { _id: 'le1', ogrn: '1027700132195' },
      },
    })
  })

  it('a bare draft: no brand field, no requisites, no invoice, no printing order, only its own schedule item, nothing uploaded', () => {
    const wire = toWire(aCampaignFacts({ id: ID, isAllowed: true }))
    expect(wire).not.toHaveProperty('brandName')
    expect(wire).toMatchObject({
      state: { _id: 'draft', name: 'Черновик' },
      isCanceled: false,
      isPaid: false,
      invoices: { invoiceIds: [] },
      isGotInvoices: false,
      gotTypographyOrder: false,
      typographyOrder: null,
      unitedSchedule: [{ _id: ID, isAllowed: true }],
      isVideoUploaded: false,
      isUploaded: false,
      advertiser: { images: [], videos: [], legalEntity: null },
    })
    expect(Object.keys(wire).filter((k) => k.endsWith('Schedule'))).toEqual(['unitedSchedule'])
  })

  it('R-API-11 a ground-transport campaign names its routes: those its calculation chose, none for all', () => {
    const bus = (calculation: Record<string, unknown>) =>
      toWire(aCampaignFacts({ place: 'groundTransportation', calculation }))
    expect(bus({ transportRouteIds: ['a1', 'a2'] }).routes).toEqual(['a1', 'a2'])
    expect(bus({}).routes).toEqual([])
    const tram = toWire(
      aCampaignFacts({
        place: 'groundTransportationTram',
        calculation: { transportRouteIds: ['t7'] },
      }),
    )
    expect(tram.routes).toEqual(['t7'])
    expect('routes' in toWire(stored)).toBe(false)
  })

  it('is canceled in the canceled and technically canceled states only', () => {
    const canceled = (state: CampaignStateId) => toWire(aCampaignFacts({ state })).isCanceled
    expect(canceled('canceled')).toBe(true)
    expect(canceled('techCanceled')).toBe(true)
    expect(canceled('cancellation')).toBe(false)
    expect(canceled('completed')).toBe(false)
  })

  it('is paid when fully paid only, not when partly paid', () => {
    const paid = (paymentState: PaymentStateId) => toWire(aCampaignFacts({ paymentState })).isPaid
    expect(paid('paid')).toBe(true)
    expect(paid('partiallyPaid')).toBe(false)
    expect(paid('notPaid')).toBe(false)
  })
})

describe('the campaign aggregate on the wire (adapters/server/wire/campaign.wire.ts)', () => {
  it('says states with their labels, kopecks as roubles, and a ground campaign its typed routes', () => {
    const wire = campaignWire(
      aCampaign({
        state: 'techCanceled',
        taxesSum: 240_50,
        calculation: placeCalculation('groundTransportation', {
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          transportRouteIds: ['м1', 'т3'],
        }),
      }),
    )
    expect(wire).toMatchObject({
      state: { _id: 'techCanceled' },
      isCanceled: true,
      taxesSum: 240.5,
      advertisePlace: 'groundTransportation',
      routes: ['м1', 'т3'],
    })
    expect(wire.state.name).not.toBe('')
    expect(campaignWire(aCampaign())).not.toHaveProperty('routes')
    expect(campaignWire(aCampaign()).isCanceled).toBe(false)
  })
})
