import { describe, expect, it } from 'vitest'
import { detailActions, showingOf } from './campaign-detail.view-model'

const state = (id: string) => ({ _id: id, name: id }) as never
const notPaid = { _id: 'notPaid', name: 'Ожидает оплаты' } as const
const paid = { _id: 'paid', name: 'Оплачен' } as const

describe('the campaign page (R-SCREEN-05)', () => {
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
    expect(detailActions({ state: state('active'), paymentState: paid }, options)).toEqual([
      'statistics',
      'pause',
      'prolong',
    ])
    expect(
      detailActions(
        { state: state('approved'), paymentState: notPaid },
        { ...options, link: '/calculator/step-4/c1' },
      ),
    ).toEqual(['continueInWizard', 'prolong', 'delete'])
    expect(
      detailActions({ state: state('draft'), paymentState: notPaid }, { ...options, isObserver: true }),
    ).toEqual([])
  })

  it('prolongs an agreed campaign once: not a draft, not one already continued by a prolongation', () => {
    const options = { isObserver: false, link: '/campaigns/c1', self: '/campaigns/c1' }
    for (const id of ['approved', 'waitingForLaunch', 'active', 'completed'])
      expect(detailActions({ state: state(id), paymentState: paid }, options)).toContain('prolong')
    for (const id of ['draft', 'moderation', 'primaryRejected', 'canceled'])
      expect(detailActions({ state: state(id), paymentState: notPaid }, options)).not.toContain('prolong')
    expect(
      detailActions({ state: state('completed'), paymentState: paid, prolongationCampaign: 'c2' }, options),
    ).toEqual(['statistics'])
  })

  it('pauses a paid campaign waiting for its start or running, and resumes it once paused (cabinet §4)', () => {
    const options = { isObserver: false, link: '/campaigns/c1', self: '/campaigns/c1' }
    const stopped = [{ isAllowed: false }] as never
    const going = [{ isAllowed: true }] as never
    expect(showingOf({ state: state('waitingForLaunch'), unitedSchedule: going })).toBe('playing')
    expect(showingOf({ state: state('active') })).toBe('playing')
    expect(showingOf({ state: state('active'), unitedSchedule: stopped })).toBe('paused')
    for (const id of ['approved', 'completed', 'draft', 'canceled'])
      expect(showingOf({ state: state(id), unitedSchedule: stopped })).toBeUndefined()
    expect(
      detailActions({ state: state('active'), paymentState: paid, unitedSchedule: stopped }, options),
    ).toContain('resume')
    expect(
      detailActions({ state: state('waitingForLaunch'), paymentState: paid, unitedSchedule: going }, options),
    ).toEqual(['pause', 'prolong'])
    expect(
      detailActions(
        { state: state('active'), paymentState: paid, unitedSchedule: stopped },
        { ...options, isObserver: true },
      ),
    ).toEqual([])
    expect(
      detailActions({ state: state('completed'), paymentState: paid }, { ...options, isObserver: true }),
    ).toEqual([])
  })

  it('sends a draft only with what moderation needs, and leads to the invoice when unpaid (issue #47)', () => {
    const options = {
      isObserver: false,
      link: '/calculator/step-3?advertisePlace=transitShelter',
      self: '/c',
    }
    const draft = { state: state('draft'), paymentState: notPaid }
    expect(detailActions(draft, { ...options, canSend: false })).toEqual(['continueInWizard', 'delete'])
    expect(
      detailActions(
        { state: state('approved'), paymentState: notPaid },
        { ...options, link: null, payHref: '/calculator/step-4/c1' },
      ),
    ).toEqual(['pay', 'prolong', 'delete'])
    // No second link where the wizard's link already leads to the invoice.
    expect(
      detailActions(draft, { ...options, link: '/calculator/step-4/c1', payHref: '/calculator/step-4/c1' }),
    ).toEqual(['sendToModeration', 'continueInWizard', 'delete'])
  })

  it('R-STATE-04: offers sending a rejected campaign again once changed, in place of a plain sending (issue #48)', () => {
    const options = { isObserver: false, link: '/calculator/step-5/c1', self: '/campaigns/c1' }
    const rejected = { state: state('primaryRejected'), paymentState: notPaid }
    expect(detailActions(rejected, { ...options, canResubmit: true })).toEqual([
      'resubmit',
      'continueInWizard',
      'delete',
    ])
    const edited = { state: state('draft'), paymentState: notPaid }
    expect(detailActions(edited, { ...options, canSend: true, canResubmit: true })).toEqual([
      'resubmit',
      'continueInWizard',
      'delete',
    ])
    expect(detailActions(rejected, { ...options, isObserver: true, canResubmit: true })).toEqual([])
  })
})
