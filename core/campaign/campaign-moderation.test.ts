import { describe, expect, it } from 'vitest'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from './campaign-state'
import {
  applicationRefusal,
  approvalRefusal,
  confirmReservation,
  markPayment,
  releaseReservation,
  RESERVATION_NOT_CONFIRMED,
  staffDecision,
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

  it('never pays twice; money before the approval waits for it; a campaign that runs or ended takes none', () => {
    expect(markPayment(campaign('approved', 'paid'), 'paid')).toEqual({
      ok: false,
      error: { code: 'already paid', message: 'Кампания уже оплачена', field: 'paymentState' },
    })
    // Issue #48, whichever came first: paid on moderation, the approval moves it on.
    expect(markPayment(campaign('moderation'), 'paid')).toEqual({
      ok: true,
      value: { paymentState: 'paid', step: null },
    })
    expect(markPayment(campaign('primaryRejected'), 'partiallyPaid').ok).toBe(true)
    for (const state of ['cancellation', 'canceled', 'completed'] as const)
      expect(markPayment(campaign(state), 'paid')).toMatchObject({
        ok: false,
        error: { code: 'illegalTransition', from: state, event: 'confirmPayment' },
      })
    expect(markPayment(campaign('techCanceled'), 'partiallyPaid').ok).toBe(false)
  })
})

describe('confirming a reservation (R-STATE-09)', () => {
  it('confirms a held reservation, and nothing else', () => {
    expect(confirmReservation('reserved')).toEqual({ ok: true, value: 'confirmed' })
    expect(confirmReservation('notReserved')).toEqual({
      ok: false,
      error: {
        code: 'nothing to confirm',
        message: 'Бронь нельзя подтвердить: не зарезервирована',
        field: 'reservationStatus',
      },
    })
    expect(confirmReservation('confirmed').ok).toBe(false)
    expect(confirmReservation('canceled').ok).toBe(false)
  })

  it('gives a held reservation back, and nothing else (issue #48)', () => {
    expect(releaseReservation('reserved')).toEqual({ ok: true, value: 'canceled' })
    expect(releaseReservation('confirmed')).toEqual({
      ok: false,
      error: {
        code: 'nothing to release',
        message: 'Бронь нельзя снять: резерв подтверждён',
        field: 'reservationStatus',
      },
    })
    expect(releaseReservation('notReserved').ok).toBe(false)
    expect(releaseReservation('canceled').ok).toBe(false)
  })
})

describe('a staff member decides as far as the roles reach (issue #48)', () => {
  const events = (r: ReturnType<typeof staffDecision>) => (r.ok ? r.value.map((s) => s.event) : r.error.code)
  const on = (state: CampaignStateId, paymentState: PaymentStateId = 'notPaid') => ({ state, paymentState })

  it('a moderator takes both stages at once; a primary moderator passes the first stage only', () => {
    expect(events(staffDecision(['moderator'], 'approve', on('moderation')))).toEqual([
      'startReview',
      'passPrimaryModeration',
      'approve',
    ])
    expect(events(staffDecision(['primaryModerator'], 'approve', on('moderation')))).toEqual([
      'startReview',
      'passPrimaryModeration',
    ])
    expect(events(staffDecision(['secondaryModerator'], 'approve', on('secondaryModeration')))).toEqual([
      'approve',
    ])
    // Already under primary review: the first stage is its one step.
    expect(events(staffDecision(['primaryModerator'], 'approve', on('primaryModeration')))).toEqual([
      'passPrimaryModeration',
    ])
    expect(
      events(staffDecision(['primaryModerator', 'secondaryModerator'], 'approve', on('moderation'))),
    ).toEqual(['startReview', 'passPrimaryModeration', 'approve'])
  })

  it('a rejection or a cancellation is the role’s whole or nothing', () => {
    expect(events(staffDecision(['primaryModerator'], 'reject', on('primaryModeration')))).toEqual([
      'rejectPrimary',
    ])
    expect(staffDecision(['primaryModerator'], 'reject', on('secondaryModeration'))).toMatchObject({
      ok: false,
      error: { code: 'forbidden', field: 'role', message: 'Это решение принимает сотрудник с другой ролью' },
    })
    expect(events(staffDecision(['secondaryModerator'], 'approve', on('moderation')))).toBe('forbidden')
    expect(events(staffDecision(['accountant'], 'approve', on('secondaryModeration')))).toBe('forbidden')
    expect(events(staffDecision(['accountant'], 'cancel', on('active')))).toBe('forbidden')
    expect(events(staffDecision(['moderator'], 'cancel', on('active')))).toEqual(['techCancel'])
    // The machine speaks first: an approved campaign is not approved again, whoever asks.
    expect(events(staffDecision(['superuser'], 'approve', on('approved')))).toBe('illegalTransition')
  })

  it('an approval of a campaign paid already moves it on to waiting for launch', () => {
    const paid = staffDecision(['moderator'], 'approve', on('secondaryModeration', 'paid'))
    expect(paid.ok && paid.value.at(-1)).toEqual({
      event: 'confirmPayment',
      actor: 'payment',
      from: 'approved',
      to: 'waitingForLaunch',
    })
    // Only a full payment, and only once the final stage is passed.
    expect(events(staffDecision(['moderator'], 'approve', on('moderation', 'partiallyPaid')))).not.toContain(
      'confirmPayment',
    )
    expect(events(staffDecision(['primaryModerator'], 'approve', on('moderation', 'paid')))).not.toContain(
      'confirmPayment',
    )
  })

  it('an approval waits while a creative stands rejected', () => {
    expect(approvalRefusal([{ name: 'Макет.png', status: 'moderation' }])).toBeUndefined()
    expect(
      approvalRefusal([
        { name: 'Макет.png', status: 'approved' },
        { name: 'Ролик.mp4', status: 'rejected' },
      ]),
    ).toEqual({
      code: 'creative rejected',
      field: 'creatives',
      message: 'Материал «Ролик.mp4» отклонён: кампанию можно согласовать, когда рекламодатель его заменит',
    })
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
