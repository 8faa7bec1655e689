import { describe, expect, it } from 'vitest'
import { placeName } from '../../campaign/place-names'
import { PLACE_INFO } from '../view/place-info.catalogue'
import { PLACE_OF_PAGE } from './place-pages'
import { documentTitle, MANAGER_PRICED_PAGES, placePageTitle, screenTitle } from './page-title'
import { SCREEN_TITLES } from './screen-titles'
import { route } from './route.decision'
import { PLACE_CALCULATOR_PAGES } from './route.table'
import { pageHead } from './site-index'

describe('a title per page (R-HEAD-22, issue #47)', () => {
  it('prefixes every tab with the product’s name, a place page with its place', () => {
    expect(documentTitle('bills')).toBe('Табло — Счета')
    expect(documentTitle('placeCalculator', { page: 'lightboxes-bus' })).toBe(
      `Табло — ${placeName('lightBoxes')}`,
    )
    expect(documentTitle('placeCalculator', { page: 'cdek' })).toBe('Табло — Пункты выдачи СДЭК')
    expect(documentTitle('placeCalculator', { page: 'preview-minio' })).toBe(
      'Табло — Предпросмотр материалов',
    )
    expect(documentTitle('notFound')).toBe('Табло — Страница не найдена')
    expect(placePageTitle('no-such-page')).toBe('Калькулятор')
  })

  it('gives every place page a title of its own, none the bare "Калькулятор"', () => {
    const titles = PLACE_CALCULATOR_PAGES.map((page) => screenTitle('placeCalculator', { page }))
    expect(titles.filter((t) => t === SCREEN_TITLES.placeCalculator)).toEqual([])
    // Two pages of one place (transit-shelter, transport-stop) may share it; no two places do.
    const byPlace = new Map(PLACE_CALCULATOR_PAGES.map((page, i) => [titles[i], page]))
    expect(byPlace.size).toBeGreaterThanOrEqual(PLACE_CALCULATOR_PAGES.length - 2)
  })

  it('titles a manager-priced page as its page heads itself (the place-info catalogue)', () => {
    expect(Object.keys(MANAGER_PRICED_PAGES).sort()).toEqual(Object.keys(PLACE_INFO).sort())
    for (const [page, info] of Object.entries(PLACE_INFO)) {
      expect(MANAGER_PRICED_PAGES[page], page).toBe(info.place)
      expect(placePageTitle(page), page).toBe(info.title)
    }
    for (const [page, { title }] of Object.entries(PLACE_OF_PAGE)) expect(placePageTitle(page)).toBe(title)
  })

  it('a public page’s tab reads as the server’s first answer titled it', () => {
    for (const path of [
      '/app/login',
      '/app/msb-authorization',
      '/app/preview-minio',
      '/app/lightboxes-bus',
    ]) {
      const decision = route(path.slice('/app'.length), {
        loggedIn: false,
        profile: undefined,
        storedAutoFlow: undefined,
      })
      if (decision.kind !== 'render') throw new Error(`${path} does not render`)
      expect(documentTitle(decision.screen, decision.params), path).toBe(pageHead(path)?.title)
    }
  })
})
