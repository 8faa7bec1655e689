import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../contract/campaign.answer'
import type { PurchaseWire } from '../../contract/purchase.answer'
import { creativesOf, historyRows, invoiceRows, printOrderOf } from './campaign-detail-records.view-model'

const event = (
  event: string,
  from: string | null,
  to: string | null,
  reason: string | null = null,
  at = '2026-11-20T10:00:00.000Z',
) => ({
  event,
  from,
  to,
  reason,
  at,
})

describe('the campaign page’s invoices, print order, creatives and history (R-SCREEN-05, issue #47 item 4)', () => {
  it('lists each invoice with its number, dates, sum with VAT, state and PDF', () => {
    const rows = invoiceRows({
      invoices: [
        {
          _id: 'i1',
          number: '17',
          issuedOn: '2026-11-22',
          payUntil: '2026-11-27',
          totalSumWithoutTaxes: 1000,
          taxesSum: 220,
          totalSum: 1220,
          paymentState: { _id: 'paid', name: 'Оплачена' },
          downloadUrl: '/api/v1/clients/invoices/i1/pdf',
        },
      ],
    })
    expect(rows).toEqual([
      {
        id: 'i1',
        title: 'Счёт № 17',
        issuedOn: '2026-11-22',
        payUntil: '2026-11-27',
        total: 122_000,
        state: 'Оплачена',
        tone: 'current',
        paid: true,
        downloadPath: '/api/v1/clients/invoices/i1/pdf',
        fileName: 'Счёт 17.pdf',
      },
    ])
  })

  it('reads the print order in kopecks, and none when there is none', () => {
    expect(
      printOrderOf({
        typographyOrder: {
          name: 'Печать 2 постеров',
          quantity: 2,
          unitPrice: 1500,
          deliveryPrice: 500,
          totalPrice: 3500,
          priceLabel: 'с НДС',
          orderedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    ).toMatchObject({
      name: 'Печать 2 постеров',
      quantity: 2,
      totalPrice: 350_000,
      deliveryPrice: 50_000,
      priceLabel: 'с НДС',
    })
    expect(printOrderOf({ typographyOrder: null })).toBeUndefined()
    expect(printOrderOf({})).toBeUndefined()
  })

  it('shows videos then images with their thumbnail, status, the reason of a refusal and the material link', () => {
    const campaign = {
      _id: 'c1',
      advertisePlace: 'metroMonitors',
      advertiser: {
        images: [
          {
            _id: 'm2',
            name: 'Постер.png',
            status: 'rejected',
            moderationReason: 'Нет маркировки',
            thumb: '/api/v1/media-images/m2/thumb',
          },
        ],
        videos: [
          {
            _id: 'm1',
            name: 'Весна.mp4',
            status: 'approved',
            moderationReason: null,
            thumb: '/api/v1/clients/video/m1/thumb',
          },
        ],
      },
    } as unknown as Pick<Campaign, '_id' | 'advertiser' | 'advertisePlace'>
    expect(creativesOf(campaign)).toEqual([
      {
        id: 'm1',
        name: 'Весна.mp4',
        kind: 'video',
        thumb: '/api/v1/commercial-campaigns/metroMonitors/c1/video/thumb/1?mediaId=m1',
        status: 'Согласовано',
        tone: 'current',
        reason: undefined,
        link: '/material/c1/m1',
      },
      {
        id: 'm2',
        name: 'Постер.png',
        kind: 'image',
        thumb: '/api/v1/media-images/m2/thumb',
        status: 'Отклонено',
        tone: 'rejected',
        reason: 'Нет маркировки',
        link: '/material/c1/m2',
      },
    ])
    expect(creativesOf({ _id: 'c2', advertisePlace: 'lightBoxes' })).toEqual([])
  })

  it('tells the history in the notifications’ words: a moderation round of the same label is one step', () => {
    const history: PurchaseWire['history'] = [
      event('create', null, 'draft'),
      event('sendApplication', 'draft', 'moderation'),
      event('review', 'moderation', 'primaryModeration'),
      event('reject', 'primaryModeration', 'primaryRejected', ' Нет маркировки '),
      event('edit', 'primaryRejected', 'draft'),
      event('payment:partiallyPaid', null, null),
      event('confirmReservation', null, null),
      event('holdLapsed', null, null),
      event('typographyOrder', null, null),
    ]
    expect(historyRows({ history }).map((r) => [r.text, r.reason])).toEqual([
      ['Статус «Черновик»', undefined],
      ['Статус «На модерации»', undefined],
      ['Статус «Отклонена»', 'Нет маркировки'],
      // Issue #48: an edit on its own says why the campaign is a draft again.
      ['Изменена после отклонения, снова черновик', undefined],
      ['Оплата: Частично оплачена', undefined],
      ['Резерв подтверждён', undefined],
      ['Срок брони истёк, резерв отменён', undefined],
    ])
  })

  it('R-STATE-04: a rejected campaign sent again reads as a resubmission, its edit folded into it (issue #48)', () => {
    const later = '2026-11-22T08:30:00.000Z'
    const history: PurchaseWire['history'] = [
      event('sendApplication', 'draft', 'moderation'),
      event('rejectPrimary', 'primaryModeration', 'primaryRejected', 'Нет ERID'),
      event('edit', 'primaryRejected', 'draft', null, later),
      event('sendApplication', 'draft', 'moderation', null, later),
      event('approve', 'secondaryModeration', 'approved', null, later),
    ]
    expect(historyRows({ history }).map((r) => [r.text, r.reason, r.at])).toEqual([
      ['Статус «На модерации»', undefined, '2026-11-20T10:00:00.000Z'],
      ['Статус «Отклонена»', 'Нет ERID', '2026-11-20T10:00:00.000Z'],
      ['Отправлена на модерацию повторно', undefined, later],
      ['Статус «Согласована»', undefined, later],
    ])
  })
})
