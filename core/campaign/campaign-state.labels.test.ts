import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES } from './campaign-state'
import {
  CAMPAIGN_STATE_LABELS,
  campaignBadgeClass,
  campaignStateLabel,
  isEditable,
  isNotDraft,
  isRejected,
  parseCampaignState,
} from './campaign-state.labels'

describe('campaign state labels and badges (R-STATE-02, R-STATE-03)', () => {
  it('gives the three moderation states one label and the two rejected states another', () => {
    expect(
      new Set(
        ['moderation', 'primaryModeration', 'secondaryModeration'].map(
          (s) => CAMPAIGN_STATE_LABELS[s as 'moderation'],
        ),
      ),
    ).toEqual(new Set(['На модерации']))
    expect(CAMPAIGN_STATE_LABELS.primaryRejected).toBe(CAMPAIGN_STATE_LABELS.secondaryRejected)
    expect(CAMPAIGN_STATE_LABELS.primaryRejected).not.toBe(CAMPAIGN_STATE_LABELS.draft)
  })

  it('writes every label in Cyrillic (R-CONST-01)', () => {
    for (const s of CAMPAIGN_STATES) expect(CAMPAIGN_STATE_LABELS[s]).toMatch(/^[А-ЯЁ][а-яё .]*$/)
  })

  it('maps the listed badge classes', () => {
    const badge = (s: string) => {
      const r = campaignBadgeClass(s)
      return r.ok ? r.value : r.error.code
    }
    expect(['draft', 'movieCreation'].map(badge)).toEqual(['create', 'create'])
    expect(badge('approved')).toBe('moderation')
    expect(badge('secondaryRejected')).toBe('rejected')
    expect(badge('waitingForLaunch')).toBe('purchased')
    expect(badge('active')).toBe('current')
    expect(badge('completed')).toBe('archive')
    expect(badge('paused')).toBe('unknownState')
  })

  it('rejects an unknown state with the field named', () => {
    const r = campaignStateLabel('archived')
    expect(!r.ok && r.error).toMatchObject({ code: 'unknownState', field: 'state' })
    expect(parseCampaignState(42, 'state._id')).toMatchObject({ ok: false, error: { field: 'state._id' } })
  })
})

describe('state sets (R-STATE-04, R-STATE-05, R-STATE-07)', () => {
  it('editable = draft and the rejected states; rejected = the two rejected states', () => {
    expect(CAMPAIGN_STATES.filter(isEditable)).toEqual(['draft', 'primaryRejected', 'secondaryRejected'])
    expect(CAMPAIGN_STATES.filter(isRejected)).toEqual(['primaryRejected', 'secondaryRejected'])
    expect(CAMPAIGN_STATES.filter((s) => !isNotDraft(s))).toEqual(['draft'])
  })
})
