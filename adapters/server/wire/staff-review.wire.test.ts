import { describe, expect, it } from 'vitest'
import { aCampaign } from '../../../core/campaign/testing/campaign-aggregate.fixture'
import { aMediaItem } from '../../../core/media/testing/creative-records.memory'
import { reviewActions } from '../../../core/staff/desk-review'
import { aReviewRead } from '../../../core/staff/testing/review-read.fixture'
import { reviewWire, type StaffLinks } from './staff-review.wire'

const links: StaffLinks = {
  file: (i) => `/file/${i.id}`,
  poster: (i) => `/poster/${i.id}`,
  invoice: (id) => `/invoice/${id}`,
}

describe('the review on the wire', () => {
  it('signs every link, names the states in Russian and lists the invoices among the documents', () => {
    const campaign = aCampaign({
      state: 'moderation',
      taxesSum: 2000,
      totalSumWithoutTaxes: 10000,
      typographyOrder: {
        typographyId: 't',
        name: 'Печать',
        quantity: 1,
        unitPrice: '500',
        deliveryPrice: '0',
        totalPrice: '500',
        orderedAt: '2026-11-20T09:00:00Z',
      },
    })
    const read = aReviewRead(campaign, {
      purchase: {
        items: [],
        totals: { price: 0 as never, ots: null, grp: null },
        invoices: [
          {
            id: 'i1',
            number: '17',
            issuedOn: '2026-11-20',
            payUntil: '2026-11-25',
            net: 10000 as never,
            taxes: 2000 as never,
            paymentState: 'notPaid',
            replacedBy: null,
          },
        ],
        history: [],
      },
      payments: {
        campaignId: campaign.id,
        paymentState: 'notPaid',
        summary: { due: 12500 as never, paid: 0 as never, pending: 10050 as never, remaining: 2450 as never },
        orders: [
          {
            id: 'p1',
            invoiceId: 'i1',
            invoiceNumber: '17',
            legalEntityId: null,
            number: '4711',
            date: '2026-11-22',
            amount: 10050 as never,
            confirmedAt: null,
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      },
    })
    const wire = reviewWire(read, links)
    expect(wire.campaign).toMatchObject({
      total: 125,
      state: { name: 'На модерации' },
      placeName: 'Остановки наземного транспорта',
    })
    expect(wire.purchase.invoices[0]?.downloadUrl).toBe('/invoice/i1')
    expect(wire.documents).toEqual([
      { name: 'Счёт № 17 от 20.11.2026', status: 'Ожидает оплаты', url: '/invoice/i1' },
    ])
    expect(wire.actions).toEqual(['approve', 'reject', 'cancel'])
    // The orders the advertiser declared, in roubles, as the advertiser's own page reads them.
    expect(wire.payments).toMatchObject({ totalSum: 125, pendingSum: 100.5, remainingSum: 24.5 })
    expect(wire.payments.payments).toEqual([
      expect.objectContaining({
        _id: 'p1',
        number: '4711',
        amount: 100.5,
        state: 'pending',
        invoiceNumber: '17',
      }),
    ])
  })
})

describe('a creative’s documents on the review (R-API-24, R-STATE-12)', () => {
  it('carry the ids a decision names, the category and the status in Russian, and a signed link', () => {
    const campaign = aCampaign({ state: 'moderation' })
    const item = aMediaItem({ kind: 'image', status: 'moderation' })
    const creatives = [
      {
        item,
        moderationReason: null,
        documents: [
          {
            documentId: 'd-1',
            ownerId: item.ownerId,
            name: 'Свидетельство.pdf',
            typeId: 'trademark',
            typeSubId: 'certificate',
            status: 'loaded' as const,
          },
        ],
      },
    ]
    const wire = reviewWire(
      aReviewRead(campaign, { creatives, actions: reviewActions(['primaryModerator'], campaign, creatives) }),
      links,
    )
    expect(wire.creatives[0]?.documents).toEqual([
      {
        documentId: 'd-1',
        name: 'Свидетельство.pdf',
        typeId: 'trademark',
        typeSubId: 'certificate',
        category: 'Права на товарный знак — Свидетельство',
        status: { _id: 'loaded', name: 'Загружен, ждёт проверки' },
        url: '/file/d-1',
      },
    ])
    expect(wire.actions).toEqual(expect.arrayContaining(['approveDocument', 'rejectDocument']))
  })
})
