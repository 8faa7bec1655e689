import { describe, expect, it } from 'vitest'
import type { Notification } from '../stores/notifications.store'
import { notificationViews } from './notifications.view-model'

const ID = '77777777-7777-4777-8777-777777777777'
const advertiser = { isObserver: false, isAgency: false }

/** A notification about a metro-monitors campaign in the state given, as the server answers it now. */
const about = (state: string, over: Partial<NonNullable<Notification['campaign']>> = {}): Notification => ({
  _id: `n-${state}`,
  message: `Кампания «Весна»: статус «${state}»`,
  isRead: false,
  createdAt: '2026-11-25T00:30:00.000Z',
  campaignId: ID,
  campaign: {
    advertisePlace: 'metroMonitors',
    state,
    paymentState: 'notPaid',
    reservationStatus: 'notReserved',
    partners: [],
    brandName: null,
    parentProlongation: null,
    gotTypographyOrder: false,
    isUploaded: false,
    ...over,
  },
})

describe('notifications lead to the campaign they speak of and carry their date (issue #48 item 7)', () => {
  it('R-LINK-04: a rejection leads to the campaign’s media step, to fix it and send it again', () => {
    const [view] = notificationViews([about('primaryRejected')], advertiser)
    expect(view?.link).toEqual({ href: `/calculator/step-5/${ID}`, text: 'Исправить и отправить повторно' })
  })

  it('R-LINK-07: a campaign on moderation, running or finished leads to its page', () => {
    for (const state of ['moderation', 'active', 'completed'])
      expect(notificationViews([about(state)], advertiser)[0]?.link).toEqual({
        href: `/campaigns/${ID}`,
        text: 'К кампании',
      })
  })

  it('R-LINK-01: a draft that is paid leads to its media step; R-LINK-09: a confirmed shelter to its page', () => {
    expect(notificationViews([about('draft', { paymentState: 'paid' })], advertiser)[0]?.link?.href).toBe(
      `/calculator/step-5/${ID}`,
    )
    const shelter = about('approved', { advertisePlace: 'transitShelter', reservationStatus: 'confirmed' })
    expect(notificationViews([shelter], advertiser)[0]?.link?.href).toBe(`/campaigns/${ID}`)
  })

  it('R-LINK-12: an observer is led to the campaign page whatever its state', () => {
    expect(
      notificationViews([about('primaryRejected')], { ...advertiser, isObserver: true })[0]?.link,
    ).toEqual({
      href: `/campaigns/${ID}`,
      text: 'К кампании',
    })
  })

  it('a notification of no campaign leads nowhere; one whose campaign is gone to where it was', () => {
    const none = { ...about('draft'), campaignId: null, campaign: null }
    const gone = { ...about('draft'), campaign: null }
    expect(notificationViews([none, gone], advertiser).map((v) => v.link)).toEqual([
      undefined,
      { href: `/campaigns/${ID}`, text: 'К кампании' },
    ])
  })

  it('R-CONST-03: the date reads DD.MM.YYYY HH:mm in Moscow time; a missing one reads as none', () => {
    const [moscow, missing] = notificationViews(
      [about('active'), { _id: 'x', message: 'Без даты', isRead: true }],
      advertiser,
    )
    expect(moscow).toMatchObject({ date: '25.11.2026 03:30', at: '2026-11-25T00:30:00.000Z', isRead: false })
    expect(missing).toMatchObject({ date: undefined, link: undefined, message: 'Без даты' })
  })
})
