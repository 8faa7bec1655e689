import { describe, expect, it } from 'vitest'
import type { CampaignStateId } from './campaign-state'
import {
  CAMPAIGN_BADGE_CLASSES,
  campaignBadgeClass,
  campaignStateLabel,
  isCampaignState,
  isNotDraft,
  parseCampaignState,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from './campaign-state.labels'
import { isEditable, isOnModeration, isRejected } from './campaign-state.sets'

/**
 * The label and badge of every state, from the table of features/campaign/states.feature (R-STATE-02, R-STATE-03;
 * the Russian wording and the rows the spec leaves out are the choices that feature records).
 */
const STATES = `
draft               Черновик           create
movieCreation       Создание видео     create
approved            Согласована        moderation
moderation          На модерации       moderation
primaryModeration   На модерации       moderation
secondaryModeration На модерации       moderation
primaryRejected     Отклонена          rejected
secondaryRejected   Отклонена          rejected
waitingForLaunch    Ожидает запуска    purchased
active              Активна            current
completed           Завершена          archive
canceled            Отменена           archive
techCanceled        Техническая отмена archive
noStatus            Без статуса        create
booked              Забронирована      create
cancellation        Отменяется         create
`
  .trim()
  .split('\n')
  .map((line) => {
    const [state, ...rest] = line.trim().split(/\s+/)
    return { state: state as CampaignStateId, label: rest.slice(0, -1).join(' '), badge: rest.at(-1) }
  })

describe('campaign state labels and badges (R-STATE-02, R-STATE-03)', () => {
  it.each(STATES)('labels $state "$label" with the badge $badge', ({ state, label, badge }) => {
    expect(campaignStateLabel(state)).toEqual({ ok: true, value: label })
    expect(campaignBadgeClass(state)).toEqual({ ok: true, value: badge })
  })

  it('has the six badge classes of the spec', () => {
    expect(CAMPAIGN_BADGE_CLASSES).toEqual([
      'create',
      'moderation',
      'rejected',
      'purchased',
      'current',
      'archive',
    ])
  })

  it('rejects an unknown state with the field named', () => {
    const unknown = { code: 'unknownState', message: 'Неизвестный статус кампании: archived', field: 'state' }
    expect(campaignStateLabel('archived')).toEqual({ ok: false, error: unknown })
    expect(campaignBadgeClass('archived')).toEqual({ ok: false, error: unknown })
    expect(parseCampaignState(42, 'state._id')).toEqual({
      ok: false,
      error: { code: 'unknownState', message: 'Неизвестный статус кампании: 42', field: 'state._id' },
    })
    expect(parseCampaignState('archived')).toEqual({ ok: false, error: unknown })
    expect(parseCampaignState('booked')).toEqual({ ok: true, value: 'booked' })
  })

  it('knows a state id only as a string of the list', () => {
    expect(isCampaignState('active')).toBe(true)
    expect(isCampaignState('Active')).toBe(false)
    expect(isCampaignState(['active'])).toBe(false)
    expect(isCampaignState({ toString: () => 'active' })).toBe(false)
  })
})

describe('payment and reservation labels (R-STATE-08, R-STATE-09; wording from states.feature)', () => {
  it('shows each payment state in Russian', () => {
    expect(PAYMENT_STATE_LABELS).toEqual({
      paid: 'Оплачена',
      partiallyPaid: 'Частично оплачена',
      notPaid: 'Ожидает оплаты',
    })
  })

  it('shows each reservation state in Russian', () => {
    expect(RESERVATION_STATE_LABELS).toEqual({
      notReserved: 'Не зарезервирована',
      reserved: 'Зарезервирована',
      confirmed: 'Резерв подтверждён',
      canceled: 'Резерв отменён',
    })
  })
})

describe('state sets (R-STATE-04, R-STATE-05, R-STATE-07, R-LINK-05)', () => {
  const all = STATES.map((s) => s.state)
  it('editable = draft and the rejected states; rejected = the two rejected states', () => {
    expect(all.filter(isEditable)).toEqual(['draft', 'primaryRejected', 'secondaryRejected'])
    expect(all.filter(isRejected)).toEqual(['primaryRejected', 'secondaryRejected'])
    expect(all.filter((s) => !isNotDraft(s))).toEqual(['draft'])
  })

  it('on moderation = the three review states, not approved', () => {
    expect(all.filter(isOnModeration)).toEqual(['moderation', 'primaryModeration', 'secondaryModeration'])
  })
})
