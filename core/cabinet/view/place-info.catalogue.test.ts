import { describe, expect, it } from 'vitest'
import { ADVERTISE_PLACES } from '../../campaign/advertise-place'
import { PLACE_OF_PAGE } from '../routing/place-pages'
import { PLACE_CALCULATOR_PAGES } from '../routing/route.table'
import { PLACE_INFO, placeInfoOf } from './place-info.catalogue'

describe('place pages without a calculator (R-SCREEN-21..32, 34, 35)', () => {
  it('every place page has a calculator or says what the place is; preview-minio is neither', () => {
    const without = PLACE_CALCULATOR_PAGES.filter((page) => PLACE_OF_PAGE[page] === undefined)
    expect(without.filter((page) => placeInfoOf(page) === undefined)).toEqual(['preview-minio'])
    for (const page of Object.keys(PLACE_INFO)) {
      expect(PLACE_CALCULATOR_PAGES as readonly string[]).toContain(page)
      expect(PLACE_OF_PAGE[page], page).toBeUndefined()
    }
  })

  it('names a place the fast order takes, a summary and at least one format', () => {
    for (const [page, info] of Object.entries(PLACE_INFO)) {
      expect(ADVERTISE_PLACES as readonly string[], page).toContain(info.place)
      expect(info.summary.length, page).toBeGreaterThan(20)
      expect(info.formats.length, page).toBeGreaterThan(0)
    }
    expect(new Set(Object.values(PLACE_INFO).map((i) => i.place)).size).toBe(Object.keys(PLACE_INFO).length)
    expect(placeInfoOf('toString')).toBeUndefined()
  })
})
