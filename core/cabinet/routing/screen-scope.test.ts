import { describe, expect, it } from 'vitest'
import { screenScopeOf } from './screen-scope'

describe('screenScopeOf (issue #49 item 5): where a screen’s stores live', () => {
  it('gives each campaign its own scope, shared by its page and its statistics', () => {
    const page = screenScopeOf('campaign', { id: 'a1' })
    expect(page).toEqual({ flow: 'cabinet', key: 'campaign:a1' })
    expect(screenScopeOf('campaignStats', { id: 'a1' })).toEqual(page)
    expect(screenScopeOf('campaign', { id: 'b2' })?.key).not.toBe(page?.key)
  })

  it('keeps the media plan’s choice from the campaigns list to its page, and not beyond', () => {
    expect(screenScopeOf('mediaPlan', {})).toEqual(screenScopeOf('campaigns', {}))
    expect(screenScopeOf('bills', {})?.key).not.toBe(screenScopeOf('campaigns', {})?.key)
  })

  it('keeps the desk’s queue while a review is open, whichever campaign', () => {
    const queue = screenScopeOf('staffQueue', {})
    expect(queue?.flow).toBe('staff')
    expect(screenScopeOf('staffReview', { id: 'c3' })).toEqual(queue)
    expect(screenScopeOf('staffPayments', {})).toEqual(queue)
  })

  it('starts another news item or material afresh', () => {
    expect(screenScopeOf('newsItem', { id: '1' })?.key).not.toBe(screenScopeOf('newsItem', { id: '2' })?.key)
    expect(screenScopeOf('material', { id: 'm', mediaId: '1' })?.key).not.toBe(
      screenScopeOf('material', { id: 'm', mediaId: '2' })?.key,
    )
    expect(screenScopeOf('news', {})?.key).not.toBe(screenScopeOf('newsItem', { id: '1' })?.key)
  })

  it('scopes the ways in that hold a page’s state, and nothing for screens whose stores are app-wide', () => {
    expect(screenScopeOf('oauthReturn', { service: 'yandex' })?.flow).toBe('oauth')
    expect(screenScopeOf('msbAuthorization', {})?.flow).toBe('msb')
    expect(screenScopeOf('notifications', {})).toBeUndefined()
    expect(screenScopeOf('login', {})).toBeUndefined()
  })
})
