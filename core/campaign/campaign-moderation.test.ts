import { describe, expect, it } from 'vitest'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import {
  applicationRefusal,
  confirmReservation,
  markPayment,
  RESERVATION_NOT_CONFIRMED,
  staffSteps,
} from './campaign-moderation'
import type { MediaStatus } from './media-status'

const path = (action: 'approve' | 'reject' | 'cancel', state: CampaignStateId) => {
  const r = staffSteps(action, state)
  return r.ok ? r.value.map((s) => `${s.from} -${s.event}-> ${s.to}`) : r.error.code
}

describe('staff actions as paths through the lifecycle (issue 6 part 3)', () => {
  it('approves a campaign from whichever review round it is in, one moderator step at a time', () => {
    expect(path('approve', 'moderation')).toEqual([
      'moderation -startReview-> primaryModeration',
      'primaryModeration -passPrimaryModeration-> secondaryModeration',
      'secondaryModeration -approve-> approved',
    ])
    expect(path('approve', 'primaryModeration')).toEqual([
      'primaryModeration -passPrimaryModeration-> secondaryModeration',
      'secondaryModeration -approve-> approved',
    ])
    expect(path('approve', 'secondaryModeration')).toEqual(['secondaryModeration -approve-> approved'])
    const step = staffSteps('approve', 'secondaryModeration')
    expect(step.ok && step.value).toEqual([
      { event: 'approve', actor: 'moderator', from: 'secondaryModeration', to: 'approved' },
    ])
  })

  it('rejects in the round the campaign is in', () => {
    expect(path('reject', 'moderation')).toEqual([
      'moderation -startReview-> primaryModeration',
      'primaryModeration -rejectPrimary-> primaryRejected',
    ])
    expect(path('reject', 'primaryModeration')).toEqual([
      'primaryModeration -rejectPrimary-> primaryRejected',
    ])
    expect(path('reject', 'secondaryModeration')).toEqual([
      'secondaryModeration -rejectSecondary-> secondaryRejected',
    ])
  })

  it('confirms a requested cancellation, and cancels anything else technically', () => {
    expect(path('cancel', 'cancellation')).toEqual(['cancellation -confirmCancellation-> canceled'])
    expect(path('cancel', 'active')).toEqual(['active -techCancel-> techCanceled'])
    expect(path('cancel', 'booked')).toEqual(['booked -techCancel-> techCanceled'])
  })

  it('refuses an action the lifecycle does not allow with the machine’s error', () => {
    expect(staffSteps('approve', 'draft')).toEqual({
      ok: false,
      error: {
        code: 'illegalTransition',
        message: 'Переход approve невозможен из статуса draft',
        field: 'state',
        from: 'draft',
        to: 'approved',
        event: 'approve',
        actor: 'moderator',
      },
    })
    expect(path('approve', 'approved')).toBe('illegalTransition')
    expect(path('reject', 'draft')).toBe('illegalTransition')
    expect(path('reject', 'approved')).toBe('illegalTransition')
    expect(path('cancel', 'completed')).toBe('illegalTransition')
    expect(path('cancel', 'draft')).toBe('illegalTransition')
  })
})

const campaign = (
  state: CampaignStateId,
  paymentState: PaymentStateId = 'notPaid',
  reservationState: ReservationStateId = 'confirmed',
  holdsInventory = true,
) => ({ state, paymentState, reservationState, holdsInventory })

describe('marking a payment (R-STATE-08, R-ERR-15)', () => {
  it('moves an approved campaign paid in full to waitingForLaunch', () => {
    expect(markPayment(campaign('approved'), 'paid')).toEqual({
      ok: true,
      value: {
        paymentState: 'paid',
        step: { event: 'confirmPayment', actor: 'payment', from: 'approved', to: 'waitingForLaunch' },
      },
    })
  })

  it('only changes the payment state for a partial payment', () => {
    expect(markPayment(campaign('approved', 'notPaid'), 'partiallyPaid')).toEqual({
      ok: true,
      value: { paymentState: 'partiallyPaid', step: null },
    })
    expect(markPayment(campaign('approved', 'partiallyPaid'), 'paid')).toMatchObject({
      ok: true,
      value: { paymentState: 'paid', step: { to: 'waitingForLaunch' } },
    })
  })

  it('waits for the manager to confirm a held reservation, with the server’s text', () => {
    expect(RESERVATION_NOT_CONFIRMED).toBe('Не все скедлы подтверждены')
    for (const reservation of ['notReserved', 'reserved', 'canceled'] as const)
      expect(markPayment(campaign('approved', 'notPaid', reservation), 'paid')).toEqual({
        ok: false,
        error: { code: 'not_reservation', message: 'Не все скедлы подтверждены', field: 'reservationStatus' },
      })
    expect(markPayment(campaign('approved', 'notPaid', 'notReserved', false), 'paid').ok).toBe(true)
  })

  it('never pays twice, and pays in full only an approved campaign', () => {
    expect(markPayment(campaign('approved', 'paid'), 'paid')).toEqual({
      ok: false,
      error: { code: 'already paid', message: 'Кампания уже оплачена', field: 'paymentState' },
    })
    expect(markPayment(campaign('moderation'), 'paid')).toMatchObject({
      ok: false,
      error: { code: 'illegalTransition', from: 'moderation', event: 'confirmPayment' },
    })
  })
})

describe('confirming a reservation (R-STATE-09)', () => {
  it('confirms a held reservation, and nothing else', () => {
    expect(confirmReservation('reserved')).toEqual({ ok: true, value: 'confirmed' })
    expect(confirmReservation('notReserved')).toEqual({
      ok: false,
      error: {
        code: 'nothing to confirm',
        message: 'Бронь в состоянии notReserved нельзя подтвердить',
        field: 'reservationStatus',
      },
    })
    expect(confirmReservation('confirmed').ok).toBe(false)
    expect(confirmReservation('canceled').ok).toBe(false)
  })
})

describe('what moderation needs before a campaign is sent (issue #47)', () => {
  const video = (status: MediaStatus = 'noStatus') => ({ kind: 'video' as const, status })
  const image = (status: MediaStatus = 'noStatus') => ({ kind: 'image' as const, status })

  it('sends a campaign with a creative of the kind its place shows', () => {
    expect(applicationRefusal('metroMonitors', [video()])).toBeUndefined()
    expect(applicationRefusal('transitShelter', [image('approved')])).toBeUndefined()
    expect(applicationRefusal('lightBoxes', [image('rejected'), image()])).toBeUndefined()
    // Where both play (R-FMT-01 names no format), either will do.
    expect(applicationRefusal('mediaFacade', [image()])).toBeUndefined()
    expect(applicationRefusal('mediaFacade', [video()])).toBeUndefined()
  })

  it('refuses without one, naming what is missing in Russian', () => {
    expect(applicationRefusal('transitShelter', [])).toEqual({
      code: 'creative required',
      field: 'creatives',
      message:
        'Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)',
    })
    expect(applicationRefusal('metroMonitors', [image()])?.message).toBe(
      'Кампанию нельзя отправить на модерацию без материала: загрузите видеоролик',
    )
    expect(applicationRefusal('cityFormatStandalone', [])?.message).toBe(
      'Кампанию нельзя отправить на модерацию без материала: загрузите видеоролик или макет',
    )
  })

  it('counts no rejected creative: a new one is asked for', () => {
    expect(applicationRefusal('metroStickers', [image('rejected')])?.message).toBe(
      'Материал кампании отклонён модератором: загрузите новый макет (изображение JPEG или PNG), затем отправьте кампанию на модерацию',
    )
  })
})
