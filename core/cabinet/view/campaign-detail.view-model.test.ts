import { describe, expect, it } from 'vitest'
import { detailActions, periodRows } from './campaign-detail.view-model'

const state = (id: string) => ({ _id: id, name: id }) as never
const notPaid = { _id: 'notPaid', name: 'Ожидает оплаты' } as const
const paid = { _id: 'paid', name: 'Оплачен' } as const

describe('the campaign page (R-SCREEN-05)', () => {
  it('lists every priced period in date order, in kopecks', () => {
    const rows = periodRows({
      periodsPrice: [
        {
          scheduleId: 's2',
          periods: [{ startDate: '2027-02-01', endDate: '2027-02-28', totalPeriodPrice: 1000.5 }],
        },
        {
          scheduleId: 's1',
          periods: [{ startDate: '2027-01-01', endDate: '2027-01-31', totalPeriodPrice: 250 }],
        },
      ],
    })
    expect(rows.map((r) => [r.scheduleId, r.total])).toEqual([
      ['s1', 25_000],
      ['s2', 100_050],
    ])
    expect(periodRows({})).toEqual([])
  })

  it('offers sending a draft, editing a rejected one in the wizard, statistics when running, deletion until paid', () => {
    const options = { isObserver: false, link: '/campaigns/c1', self: '/campaigns/c1' }
    expect(detailActions({ state: state('draft'), paymentState: notPaid }, options)).toEqual([
      'sendToModeration',
      'delete',
    ])
    expect(
      detailActions(
        { state: state('secondaryRejected'), paymentState: notPaid },
        { ...options, link: '/calculator/step-2/c1' },
      ),
    ).toEqual(['continueInWizard', 'delete'])
    expect(detailActions({ state: state('active'), paymentState: paid }, options)).toEqual(['statistics'])
    expect(
      detailActions(
        { state: state('approved'), paymentState: notPaid },
        { ...options, link: '/calculator/step-4/c1' },
      ),
    ).toEqual(['continueInWizard', 'delete'])
    expect(
      detailActions({ state: state('draft'), paymentState: notPaid }, { ...options, isObserver: true }),
    ).toEqual([])
  })
})
