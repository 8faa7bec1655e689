import { describe, expect, it } from 'vitest'
import { isAdvertisePlace } from '../../campaign/advertise-place'
import { hasForm } from '../../pricing/selection/calculator-form'
import { PLACE_OF_PAGE, placePageAction } from './place-pages'
import { route } from './route.decision'
import { PLACE_CALCULATOR_PAGES, PUBLIC_CALCULATOR_PAGES } from './route.table'

describe('the place pages (R-SCREEN-21..43)', () => {
  it('every mapped page is a place page whose place the wizard prices; every public page but the preview is mapped', () => {
    for (const [page, { place }] of Object.entries(PLACE_OF_PAGE)) {
      expect(PLACE_CALCULATOR_PAGES as readonly string[]).toContain(page)
      expect(isAdvertisePlace(place) && hasForm(place), place).toBe(true)
    }
    expect(PUBLIC_CALCULATOR_PAGES.filter((p) => !Object.hasOwn(PLACE_OF_PAGE, p))).toEqual(['preview-minio'])
  })

  it('signed in a page opens the wizard on its place; signed out it books through the choice of entrance', () => {
    expect(placePageAction('transit-shelter', true)).toEqual({
      kind: 'open',
      to: '/calculator/step-2?advertisePlace=transitShelter',
    })
    expect(placePageAction('crystalLight', false)).toEqual({
      kind: 'signIn',
      place: 'cristalLight',
      title: 'Кристалайт',
      to: '/authorization?calculatorAutoFlow=cristalLight',
    })
    // The stops calculator's address (R-SCREEN-18) opens the wizard where the transit-shelter page does.
    const advertiser = { isObserver: false, isAgency: false, isMSB: false }
    const opened = placePageAction('transit-shelter', true)
    expect(route('/calc-stop', { loggedIn: true, profile: advertiser, storedAutoFlow: undefined })).toEqual({
      kind: 'redirect',
      to: opened.kind === 'open' ? opened.to : 'not opened',
    })
    expect(placePageAction('cdek', true)).toEqual({ kind: 'none' })
    expect(placePageAction('constructor', true)).toEqual({ kind: 'none' })
  })

  it('the preview page previews a creative whether or not the visitor is signed in', () => {
    expect(placePageAction('preview-minio', false)).toEqual({ kind: 'preview' })
    expect(placePageAction('preview-minio', true)).toEqual({ kind: 'preview' })
  })
})
