import { describe, expect, it } from 'vitest'
import { startsAtTop } from './navigation-scroll'

describe('where a page opens after a navigation inside the app (walk defect 9; R-SCREEN-03, R-SCREEN-05)', () => {
  it('opens another page at the top, as a full page load does', () => {
    expect(startsAtTop('/app/calculator/step-3', '/app/calculator/step-4/c1')).toBe(true)
    expect(startsAtTop('/app/calculator/step-3', '/app/campaigns/c1?from=wizard')).toBe(true)
    expect(startsAtTop('/app/campaigns/c1', '/app/campaigns')).toBe(true)
    expect(startsAtTop('/', '/app/calculator/step-1')).toBe(true)
  })

  it('keeps the place when only the query of the same page changes', () => {
    expect(startsAtTop('/app/campaigns', '/app/campaigns?view=table')).toBe(false)
    expect(startsAtTop('/app/staff', '/app/staff?place=lightBoxes&q=Ромашка')).toBe(false)
    expect(startsAtTop('/app/campaigns/', '/app/campaigns')).toBe(false)
  })

  it('leaves an address with a fragment to the place it names', () => {
    expect(startsAtTop('/app/campaigns/c1', '/app/faq#payment')).toBe(false)
  })
})
