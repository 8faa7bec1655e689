import { describe, expect, it } from 'vitest'
import type { CampaignStateId } from './campaign-state'
import {
  allowedEvents,
  dueClockEvent,
  reachableStates,
  transition,
  type CampaignActor,
  type CampaignEvent,
} from './campaign-state.machine'

const run = (steps: readonly [CampaignEvent, CampaignActor][], from: CampaignStateId = 'draft') =>
  steps.reduce<CampaignStateId>((state, [event, actor]) => {
    const r = transition(state, event, actor)
    if (!r.ok) throw new Error(`${r.error.code} at ${state}/${event}`)
    return r.value
  }, from)

describe('campaign state machine', () => {
  it('takes a campaign from draft to completed along the happy path', () => {
    expect(
      run([
        ['sendApplication', 'advertiser'],
        ['startReview', 'moderator'],
        ['passPrimaryModeration', 'moderator'],
        ['approve', 'moderator'],
        ['confirmPayment', 'payment'],
        ['startDateReached', 'clock'],
        ['endDatePassed', 'clock'],
      ]),
    ).toBe('completed')
  })

  it('returns an edited rejected campaign to draft, which can be sent again (decision 5)', () => {
    const rejected = run([
      ['sendApplication', 'advertiser'],
      ['startReview', 'moderator'],
      ['rejectPrimary', 'moderator'],
    ])
    expect(rejected).toBe('primaryRejected')
    expect(run([['edit', 'advertiser']], rejected)).toBe('draft')
    expect(run([['edit', 'advertiser']], 'secondaryRejected')).toBe('draft')
  })

  it("refuses to send anything but a draft with 'is not draft' / 'Кампанию нельзя отправить на модерацию' (R-STATE-07)", () => {
    const r = transition('primaryRejected', 'sendApplication', 'advertiser')
    expect(r).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'is not draft',
        message: 'Кампанию нельзя отправить на модерацию',
        from: 'primaryRejected',
        to: 'moderation',
        actor: 'advertiser',
      }),
    })
  })

  it('names the wrong actor', () => {
    const r = transition('waitingForLaunch', 'startDateReached', 'advertiser')
    expect(!r.ok && r.error).toMatchObject({ code: 'actorNotAllowed', field: 'actor', to: 'active' })
  })

  it('rejects an illegal transition and unknown inputs as typed errors', () => {
    expect(transition('completed', 'techCancel', 'moderator')).toMatchObject({
      ok: false,
      error: { code: 'illegalTransition', from: 'completed', to: 'techCanceled' },
    })
    const s = transition('paused' as CampaignStateId, 'approve', 'moderator')
    expect(!s.ok && s.error).toMatchObject({ code: 'unknownState', field: 'state' })
    const e = transition('draft', 'launch' as CampaignEvent, 'advertiser')
    expect(!e.ok && e.error).toMatchObject({ code: 'unknownEvent', field: 'event', to: null })
    const a = transition('draft', 'sendApplication', 'robot' as CampaignActor)
    expect(!a.ok && a.error).toMatchObject({ code: 'unknownActor', field: 'actor' })
  })

  it('lists the events an actor may trigger', () => {
    expect(allowedEvents('draft', 'advertiser')).toEqual(['sendApplication', 'orderVideo', 'book'])
    expect(allowedEvents('draft', 'moderator')).toEqual([])
    expect(allowedEvents('active', 'clock')).toEqual(['endDatePassed'])
    expect(allowedEvents('active', 'moderator')).toEqual(['techCancel'])
    expect(allowedEvents('completed', 'moderator')).toEqual([])
  })

  it('reaches every state of the list except the noStatus placeholder', () => {
    expect(reachableStates()).not.toContain('noStatus')
    expect(reachableStates()).toHaveLength(15)
  })
})

describe('dueClockEvent (Moscow clock)', () => {
  const dates = { startDate: '2026-05-01', endDate: '2026-05-31' }
  it('starts on the start date and completes the day after the end date', () => {
    expect(dueClockEvent('waitingForLaunch', dates, '2026-04-30')).toEqual({ ok: true, value: null })
    expect(dueClockEvent('waitingForLaunch', dates, '2026-05-01')).toEqual({
      ok: true,
      value: 'startDateReached',
    })
    expect(dueClockEvent('active', dates, '2026-05-31')).toEqual({ ok: true, value: null })
    expect(dueClockEvent('active', dates, '2026-06-01')).toEqual({ ok: true, value: 'endDatePassed' })
    expect(dueClockEvent('approved', dates, '2026-06-01')).toEqual({ ok: true, value: null })
  })
  it('rejects a malformed date naming the field', () => {
    expect(dueClockEvent('active', { ...dates, endDate: '31.05.2026' }, '2026-06-01')).toEqual({
      ok: false,
      error: { code: 'invalidDate', message: 'Неверная дата: 31.05.2026', field: 'endDate' },
    })
    expect(dueClockEvent('active', { ...dates, startDate: '2026-5-1' }, '2026-06-01')).toEqual({
      ok: false,
      error: { code: 'invalidDate', message: 'Неверная дата: 2026-5-1', field: 'startDate' },
    })
    expect(dueClockEvent('draft', dates, '')).toEqual({
      ok: false,
      error: { code: 'invalidDate', message: 'Неверная дата: ', field: 'today' },
    })
  })

  it('takes every calendar day YYYY-MM-DD, and no month 00 or 13 nor day 00 or 32', () => {
    const good = [
      '2026-01-01',
      '2026-09-09',
      '2026-10-10',
      '2026-12-31',
      '2026-02-19',
      '2026-02-20',
      '2026-02-29',
      '2026-03-30',
    ]
    for (const day of good)
      expect(dueClockEvent('approved', dates, day), day).toEqual({ ok: true, value: null })
    const bad = [
      '2026-00-10',
      '2026-13-10',
      '2026-10-00',
      '2026-10-32',
      '2026-10-40',
      '2026-1-10',
      '2026-10-1',
      '226-10-10',
      '20260-10-10',
      'x2026-10-10',
      '2026-10-10x',
      '2026-10-100',
      '2026-100-10',
      'abcd-10-10',
      '2026/10/10',
      '2026-10-10\n',
    ]
    for (const day of bad)
      expect(dueClockEvent('approved', dates, day), day).toMatchObject({
        ok: false,
        error: { code: 'invalidDate', field: 'today' },
      })
  })
})
