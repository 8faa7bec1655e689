import { describe, expect, it } from 'vitest'
import type { CampaignStateId } from './campaign-state'
import {
  campaignAccess,
  campaignNotFound,
  campaignScopeOf,
  forbidden,
  notEditable,
  type CampaignViewer,
} from './campaign-access'
import { isEditable } from './campaign-state.sets'

const advertiser: CampaignViewer = { id: 'adv-1', isObserver: false, isModerator: false }
const observer: CampaignViewer = { id: 'obs-1', isObserver: true, observerOf: 'adv-1', isModerator: false }

describe('who sees and changes a campaign (cabinet §6, R-ROLE-05..09, decision 13)', () => {
  it('an advertiser changes its own campaigns and sees nobody else’s', () => {
    expect(campaignAccess(advertiser, 'adv-1')).toBe('write')
    expect(campaignAccess(advertiser, 'adv-2')).toBe('none')
    expect(campaignScopeOf(advertiser)).toBe('adv-1')
  })

  it('an observer reads the campaigns of the advertiser who invited it, and changes nothing', () => {
    expect(campaignAccess(observer, 'adv-1')).toBe('read')
    expect(campaignAccess(observer, 'obs-1')).toBe('none')
    expect(campaignAccess(observer, 'adv-2')).toBe('none')
    expect(campaignScopeOf(observer)).toBe('adv-1')
  })

  it('an observer nobody invited sees nothing, not even a campaign without an owner id', () => {
    const stray: CampaignViewer = { id: 'obs-2', isObserver: true, isModerator: false }
    expect(campaignAccess(stray, 'obs-2')).toBe('none')
    expect(campaignScopeOf(stray)).toBeUndefined()
  })

  it('answers with the stable codes and Russian messages of the API', () => {
    expect(forbidden()).toEqual({ code: 'forbidden', message: 'Недостаточно прав для этого действия' })
    expect(campaignNotFound()).toEqual({
      code: 'campaign not found',
      message: 'Рекламная кампания не найдена',
      field: 'advertisingCampaignId',
    })
    expect(notEditable('approved')).toEqual({
      code: 'not editable',
      message: 'Кампанию в статусе approved нельзя изменить',
      field: 'state',
    })
  })

  it('lets an advertiser edit a draft or a rejected campaign only (R-STATE-04)', () => {
    const states: CampaignStateId[] = [
      'draft',
      'primaryRejected',
      'secondaryRejected',
      'moderation',
      'approved',
      'active',
      'booked',
    ]
    expect(states.filter(isEditable)).toEqual(['draft', 'primaryRejected', 'secondaryRejected'])
  })
})
