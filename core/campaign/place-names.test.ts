import { describe, expect, it } from 'vitest'
import { PLACE_OF_PAGE } from '../cabinet/routing/place-pages'
import { PLACE_INFO } from '../cabinet/view/place-info.catalogue'
import { DATA_PLACES } from '../inventory/references.catalogue'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { FORM_PLACES } from '../pricing/selection/calculator-form'
import { ADVERTISE_PLACES, SPECIAL_PROJECT_PLACES } from './advertise-place'
import { placeName as publicPlaceName } from './calculator.catalogue'
import { MEDIA_TYPES } from './media-type.catalogue'
import { PLACE_NAMES, placeName, SPECIAL_PROJECTS_NAME } from './place-names'

describe('one catalogue of place names (issue #47 item 2)', () => {
  it('names the places of R-ENT-06 as the spec lists them', () => {
    expect({
      navigationSign: placeName('navigationSign'),
      metroStickers: placeName('metroStickers'),
      metroMonitors: placeName('metroMonitors'),
      busMonitors: placeName('busMonitors'),
      monitorsStandalone: placeName('monitorsStandalone'),
      lightBoxes: placeName('lightBoxes'),
      monitorsTram: placeName('monitorsTram'),
      specialProjects: SPECIAL_PROJECTS_NAME,
      beautySalonMonitors: placeName('beautySalonMonitors'),
      transitShelter: placeName('transitShelter'),
    }).toEqual({
      navigationSign: 'Ком. навигация',
      metroStickers: 'Стикеры',
      metroMonitors: 'Мониторы в метро',
      busMonitors: 'Маршрутные такси',
      monitorsStandalone: 'Стационарный монитор',
      lightBoxes: 'Лайтбоксы',
      monitorsTram: 'Мониторы в наземном транспорте',
      specialProjects: 'Спецпроекты',
      beautySalonMonitors: 'Мониторы в салонах красоты',
      transitShelter: 'Остановки наземного транспорта',
    })
  })

  it('names every place of R-ENT-01 and every special project, and the wizard’s sixteen places apart', () => {
    for (const place of [...ADVERTISE_PLACES, ...SPECIAL_PROJECT_PLACES])
      expect(PLACE_NAMES[place], place).toMatch(/^\p{Lu}/u)
    const wizard = FORM_PLACES.map(placeName)
    expect(new Set(wizard).size).toBe(FORM_PLACES.length)
  })

  it('is what the calculators, the media types, the place pages and the references say', () => {
    for (const c of allCalculators()) expect(c.title, c.place).toBe(placeName(c.place))
    for (const t of MEDIA_TYPES) if (t.id !== 'specialProjects') expect(t.name).toBe(placeName(t.id))
    for (const [page, target] of Object.entries(PLACE_OF_PAGE))
      if (page !== 'media-facade-on-varshavka') expect(target.title, page).toBe(placeName(target.place))
    for (const info of Object.values(PLACE_INFO)) expect(info.title).toBe(placeName(info.place))
    for (const entry of DATA_PLACES) expect(entry.name).toBe(placeName(entry._id))
    expect(publicPlaceName('lightBoxes')).toBe('Лайтбоксы')
  })

  it('shows an id no catalogue knows as it came, never as nothing', () => {
    expect(placeName('outerSpace')).toBe('outerSpace')
  })
})
