import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES } from './campaign-state'
import { allowedEvents, CAMPAIGN_ACTORS, CAMPAIGN_EVENT_NAMES, transition } from './campaign-state.machine'

/**
 * Every legal move of the campaign lifecycle, written out by hand from the design in
 * features/campaign/state-machine.feature (cabinet §4 lists the states, not the moves): state, event, actor,
 * the state it leads to. The machine is checked against all 16 × 17 × 4 combinations, so a move added to it or
 * taken from it, or a move given to another actor, fails here (issue #17: rules that bite).
 */
const LEGAL = `
draft               sendApplication       advertiser  moderation
draft               orderVideo            advertiser  movieCreation
draft               book                  advertiser  booked
movieCreation       videoReady            moderator   draft
booked              releaseBooking        advertiser  draft
booked              requestCancellation   advertiser  cancellation
booked              techCancel            moderator   techCanceled
moderation          startReview           moderator   primaryModeration
moderation          techCancel            moderator   techCanceled
primaryModeration   passPrimaryModeration moderator   secondaryModeration
primaryModeration   rejectPrimary         moderator   primaryRejected
primaryModeration   techCancel            moderator   techCanceled
secondaryModeration approve               moderator   approved
secondaryModeration rejectSecondary       moderator   secondaryRejected
secondaryModeration techCancel            moderator   techCanceled
primaryRejected     edit                  advertiser  draft
secondaryRejected   edit                  advertiser  draft
approved            confirmPayment        payment     waitingForLaunch
approved            requestCancellation   advertiser  cancellation
approved            techCancel            moderator   techCanceled
waitingForLaunch    startDateReached      clock       active
waitingForLaunch    requestCancellation   advertiser  cancellation
waitingForLaunch    techCancel            moderator   techCanceled
active              endDatePassed         clock       completed
active              techCancel            moderator   techCanceled
cancellation        confirmCancellation   moderator   canceled
cancellation        techCancel            moderator   techCanceled
`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/) as [string, string, string, string])

describe('the campaign lifecycle, move by move (R-STATE-01, R-STATE-06, R-STATE-07)', () => {
  it('allows exactly the moves of the table, each to its state and by its actor alone', () => {
    const allowed: string[] = []
    for (const state of CAMPAIGN_STATES)
      for (const event of CAMPAIGN_EVENT_NAMES)
        for (const actor of CAMPAIGN_ACTORS) {
          const r = transition(state, event, actor)
          if (r.ok) allowed.push([state, event, actor, r.value].join(' '))
        }
    expect(allowed.sort()).toEqual(LEGAL.map((row) => row.join(' ')).sort())
    // The buttons a screen offers are the same moves.
    for (const state of CAMPAIGN_STATES)
      for (const actor of CAMPAIGN_ACTORS)
        expect([...allowedEvents(state, actor)].sort(), `${state} ${actor}`).toEqual(
          LEGAL.filter(([from, , who]) => from === state && who === actor)
            .map(([, event]) => event)
            .sort(),
        )
  })

  it('an advertiser cannot cancel a running campaign, nor anyone leave the ends', () => {
    expect(transition('active', 'requestCancellation', 'advertiser')).toMatchObject({
      ok: false,
      error: { code: 'illegalTransition' },
    })
    expect(transition('cancellation', 'techCancel', 'moderator')).toEqual({ ok: true, value: 'techCanceled' })
    for (const end of ['completed', 'canceled', 'techCanceled', 'noStatus'] as const)
      expect(LEGAL.some(([from]) => from === end)).toBe(false)
  })

  it('a move by the wrong actor names the actor; a move from the wrong state names the state', () => {
    expect(transition('approved', 'confirmPayment', 'advertiser')).toMatchObject({
      ok: false,
      error: { code: 'actorNotAllowed', field: 'actor', from: 'approved', to: 'waitingForLaunch' },
    })
    expect(transition('booked', 'sendApplication', 'advertiser')).toMatchObject({
      ok: false,
      error: { code: 'is not draft', message: 'Кампанию нельзя отправить на модерацию' },
    })
  })
})
