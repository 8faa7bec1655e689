import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import {
  CAMPAIGN_EXPIRED_MESSAGE,
  failureMessage,
  isInvalidSchedule,
  oauthFailureBar,
  PACKAGES_UNAVAILABLE_MESSAGE,
  RESERVATION_WITH_MANAGER_MESSAGE,
} from './error-catalogue'
import { serverMessages, toServerFailure } from '../../shared/server-failure'

describe('reading a failure', () => {
  it('reads an ApiFailure, an Error, a string and junk', () => {
    const api = toServerFailure(new ApiFailure(422, 'Bad', { name: 'required' }, { raw: 1 }))
    expect(api).toEqual({ status: 422, message: 'Bad', errors: { name: 'required' }, data: { raw: 1 } })
    expect(toServerFailure(new Error('offline'))).toMatchObject({ message: 'offline' })
    expect(toServerFailure('plain')).toEqual({ message: 'plain' })
    expect(toServerFailure(42)).toEqual({})
    expect(toServerFailure({ errors: ['a', 3, 'b'] })).toEqual({ errors: ['a', 'b'] })
  })

  it('lists the server messages: errors first, else the message', () => {
    expect(serverMessages({ message: 'm', errors: ['x', 'y'] })).toEqual(['x', 'y'])
    expect(serverMessages({ message: 'm', errors: {} })).toEqual(['m'])
    expect(serverMessages({})).toEqual([])
  })
})

describe('error catalogue (R-ERR-08..19)', () => {
  it('explains campaign-create failures (R-ERR-08, R-ERR-09, R-ERR-10)', () => {
    expect(failureMessage('campaignCreate', { message: 'x', errors: { expirationDate: 'expired' } })).toBe(
      CAMPAIGN_EXPIRED_MESSAGE,
    )
    expect(failureMessage('campaignCreate', { errors: { advertisePackageSchedule: 'busy' } })).toBe(
      PACKAGES_UNAVAILABLE_MESSAGE,
    )
    expect(failureMessage('campaignCreate', { message: 'fallback', errors: ['Первое', 'Второе'] })).toBe(
      'Первое',
    )
    expect(failureMessage('campaignCreate', { message: 'Только это' })).toBe('Только это')
    expect(failureMessage('campaignCreate', { errors: { spaces: 'wrong format' } })).toBe(
      'Непредвиденная ошибка',
    )
    expect(failureMessage('campaignCreate', {})).toBe('Непредвиденная ошибка')
  })

  it.each([
    ['campaignCreate', 'Слишком много мест и дней в одной кампании', { calculation: 'too large' }],
    ['prolongation', 'Кампания уже продлена', { prolongationCampaign: 'already in use' }],
    ['reservation', 'Бронь снята', { campaignId: 'not found' }],
  ] as const)(
    '%s: errors by field carry codes (decision 12), so the person reads the server sentence',
    (situation, message, errors) => {
      expect(failureMessage(situation, { message, errors })).toBe(message)
    },
  )

  it('flags an invalid schedule (R-ERR-11)', () => {
    expect(isInvalidSchedule({ message: 'invalid schedule' })).toBe(true)
    expect(isInvalidSchedule({ errors: { unitedSchedule: 'invalid schedule' } })).toBe(true)
    expect(isInvalidSchedule({ message: 'invalid schedules' })).toBe(false)
  })

  it('joins prolongation messages with "; " (R-ERR-12)', () => {
    expect(failureMessage('prolongation', { errors: ['Нет мест', 'Период занят'] })).toBe(
      'Нет мест; Период занят',
    )
    expect(failureMessage('prolongation', { errors: { state: 'illegalTransition' } })).toBe(
      failureMessage('prolongation', {}),
    )
  })

  it('defaults period failures to Ошибка периодов (R-ERR-13) and landing uploads to Ошибка загрузки (R-ERR-14)', () => {
    expect(failureMessage('periods', {})).toBe('Ошибка периодов')
    expect(failureMessage('periods', { message: 'Период пересекается' })).toBe('Период пересекается')
    expect(failureMessage('landingUpload', { message: 'whatever' })).toBe('Ошибка загрузки')
  })

  it('sends reservation waits to the manager (R-ERR-15)', () => {
    expect(failureMessage('reservation', { message: 'not_reservation' })).toBe(
      RESERVATION_WITH_MANAGER_MESSAGE,
    )
    expect(failureMessage('reservation', { errors: ['Не все скедлы подтверждены'] })).toBe(
      RESERVATION_WITH_MANAGER_MESSAGE,
    )
    expect(failureMessage('reservation', { message: 'Другое' })).toBe('Другое')
  })

  it('builds the OAuth failure bar (R-ERR-16)', () => {
    expect(oauthFailureBar(toServerFailure(new ApiFailure(400, 'Код устарел')))).toEqual({
      message: 'Код устарел',
      closable: true,
      tone: 'danger',
      link: { label: 'Перейти на страницу авторизации', href: '/app/msb-authorization' },
    })
    expect(oauthFailureBar(toServerFailure(new Error('Failed to fetch'))).message).toBe('Failed to fetch')
  })

  it('has no message for uploads, downloads and references (R-ERR-17..19)', () => {
    for (const situation of ['upload', 'download', 'reference'] as const) {
      expect(failureMessage(situation, { message: 'server said' })).toBeUndefined()
    }
  })

  it("answers 'Кампанию нельзя отправить на модерацию' to a refused application (R-STATE-07)", () => {
    expect(failureMessage('applicationSend', { message: 'is not draft' })).toBe(
      'Кампанию нельзя отправить на модерацию',
    )
  })
})
