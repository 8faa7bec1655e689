import { describe, expect, it } from 'vitest'
import {
  ADVERTISE_PLACES,
  isAdvertisePlace,
  isSpecialProject,
  SPECIAL_PROJECT_PLACES,
} from './advertise-place'
import { CALCULATORS, hasCalculator, placeName } from './calculator.catalogue'
import {
  BASIS_IDS,
  contactFieldsFor,
  DEFAULT_BASIS_ID,
  DEFAULT_FORM_OF_BUSINESS,
  FORMS_OF_BUSINESS,
  newLegalEntity,
} from './legal-entity.entity'
import { isMediaTypeId, MEDIA_KINDS, MEDIA_TYPES, mediaTypeOf, parseMediaKind } from './media-type.catalogue'

describe('media types (R-ENT-06, R-ENT-07; the table of features/campaign/entities.feature)', () => {
  it('lists the ten types in the spec’s order, each with its name, its own icon and its kind', () => {
    expect(MEDIA_TYPES).toEqual([
      { id: 'navigationSign', icon: 'media-navigation-sign', name: 'Ком. навигация', type: 'static' },
      { id: 'metroStickers', icon: 'media-metro-stickers', name: 'Стикеры', type: 'static' },
      { id: 'metroMonitors', icon: 'media-metro-monitors', name: 'Мониторы в метро', type: 'video' },
      { id: 'busMonitors', icon: 'media-bus-monitors', name: 'Маршрутные такси', type: 'video' },
      {
        id: 'monitorsStandalone',
        icon: 'media-monitors-standalone',
        name: 'Стационарный монитор',
        type: 'video',
      },
      { id: 'lightBoxes', icon: 'media-light-boxes', name: 'Лайтбоксы', type: 'static' },
      {
        id: 'monitorsTram',
        icon: 'media-monitors-tram',
        name: 'Мониторы в наземном транспорте',
        type: 'video',
      },
      { id: 'specialProjects', icon: 'media-special-projects', name: 'Спецпроекты', type: 'static' },
      {
        id: 'beautySalonMonitors',
        icon: 'media-beauty-salon-monitors',
        name: 'Мониторы в салонах красоты',
        type: 'static',
      },
      {
        id: 'transitShelter',
        icon: 'media-transit-shelter',
        name: 'Остановки наземного транспорта',
        type: 'static',
      },
    ])
  })

  it('looks a type up by id; an unknown one is a typed error naming the field', () => {
    expect(mediaTypeOf('busMonitors')).toMatchObject({ ok: true, value: { name: 'Маршрутные такси' } })
    expect(mediaTypeOf('radio')).toEqual({
      ok: false,
      error: { code: 'unknownMediaType', message: 'Неизвестный тип носителя: radio', field: 'mediaType' },
    })
    expect(mediaTypeOf('radio', 'media.type')).toMatchObject({ ok: false, error: { field: 'media.type' } })
    expect(isMediaTypeId('specialProjects')).toBe(true)
    expect(isMediaTypeId('radio')).toBe(false)
    expect(isMediaTypeId(7)).toBe(false)
  })
})

describe('legal entity defaults (R-ENT-09, R-ENT-10, R-ENT-11)', () => {
  it('is an empty form of an organisation acting on its charter, shown', () => {
    expect(BASIS_IDS).toEqual(['charter', 'proxy'])
    expect(FORMS_OF_BUSINESS).toEqual(['legalEntityOrg', 'individualEntrepreneur', 'individual'])
    expect(DEFAULT_BASIS_ID).toBe('charter')
    expect(DEFAULT_FORM_OF_BUSINESS).toBe('legalEntityOrg')
    expect(newLegalEntity()).toEqual({
      name: '',
      inn: '',
      kpp: '',
      ogrn: '',
      registrationSertificateNumber: '',
      address: '',
      bankName: '',
      bik: '',
      correspondingAccount: '',
      checkingAccount: '',
      signerFullName: '',
      basisId: 'charter',
      proxyNumber: '',
      proxyDate: '',
      pasport: '',
      formOfBusiness: 'legalEntityOrg',
      isAllowedToShow: true,
    })
    expect(newLegalEntity({ basisId: 'proxy', inn: '7700000000' })).toMatchObject({
      basisId: 'proxy',
      inn: '7700000000',
      formOfBusiness: 'legalEntityOrg',
    })
  })

  it('adds a read-only e-mail and a phone only for the individual form', () => {
    expect(contactFieldsFor('individual')).toEqual([
      { name: 'email', readOnly: true },
      { name: 'phone', readOnly: false },
    ])
    expect(contactFieldsFor('individualEntrepreneur')).toEqual([])
    expect(contactFieldsFor('legalEntityOrg')).toEqual([])
  })
})

describe('media kinds (R-ENT-08)', () => {
  it('accepts static and video only, naming the field of anything else', () => {
    expect(MEDIA_KINDS).toEqual(['static', 'video'])
    expect(parseMediaKind('video')).toEqual({ ok: true, value: 'video' })
    expect(parseMediaKind('static')).toEqual({ ok: true, value: 'static' })
    expect(parseMediaKind('audio', 'media.type')).toEqual({
      ok: false,
      error: { code: 'unknownMediaKind', message: 'Неизвестный тип материала: audio', field: 'media.type' },
    })
    expect(parseMediaKind(['video'])).toMatchObject({ ok: false, error: { field: 'type' } })
  })
})

describe('advertising places (R-ENT-01, R-ENT-03, decision 7)', () => {
  it('are the listed ids, in order; the special projects are one group', () => {
    expect(ADVERTISE_PLACES).toEqual([
      'metroStickers',
      'metroMonitors',
      'busMonitors',
      'monitorsStandalone',
      'lightBoxes',
      'monitorsTram',
      'nonStandart',
      'escalatorSteps',
      'navigationSign',
      'beautySalonMonitors',
      'rim',
      'videoTaxi',
      'gmg',
      'mailRussia',
      'transitShelter',
      'outdoorNovosibirsk',
      'busMonitorsBranding',
      'metroNovosibirsk',
      'cdek',
      'pews',
      'dixieMonitor',
      'advertisingStand',
      'busBrandingNovosibirsk',
      'cityFormat',
      'turnsTiles',
      'cristalLight',
      'cityFormatGroup',
      'cityFormatStandalone',
      'threeOne',
      'groundTransportation',
      'mediaFacade',
      'groundTransportationTram',
    ])
    expect(SPECIAL_PROJECT_PLACES).toEqual([
      'nonStandart',
      'escalatorSteps',
      'pointersStandart',
      'beautySalonMonitors',
    ])
    expect(isSpecialProject('pointersStandart')).toBe(true)
    expect(isSpecialProject('metroStickers')).toBe(false)
    expect(isAdvertisePlace('rim')).toBe(true)
    expect(isAdvertisePlace('pointersStandart')).toBe(false)
    expect(isAdvertisePlace(['rim'])).toBe(false)
  })
})

describe('calculators (R-ENT-02; the table of features/campaign/entities.feature)', () => {
  it('price the listed places, and the special projects none', () => {
    expect(CALCULATORS.map((c) => [c.id, c.places.join(', ')])).toEqual([
      ['metroMonitors', 'metroMonitors'],
      ['metroStickers', 'metroStickers'],
      ['lightBoxes', 'lightBoxes'],
      ['cristalLight', 'cristalLight'],
      ['transitShelter', 'transitShelter'],
      ['navigationSign', 'navigationSign'],
      ['monitorsStandalone', 'monitorsStandalone'],
      ['monitorsTram', 'monitorsTram'],
      ['busMonitors', 'busMonitors'],
      ['groundTransportation', 'groundTransportation, groundTransportationTram'],
      ['cityFormat', 'cityFormat, cityFormatStandalone, cityFormatGroup'],
      ['maxima', 'cityFormatGroup'],
      ['turnsTiles', 'turnsTiles'],
      ['mediaFacade', 'mediaFacade'],
    ])
    expect(hasCalculator('turnsTiles')).toBe(true)
    expect(hasCalculator('groundTransportationTram')).toBe(true)
    expect(hasCalculator('nonStandart')).toBe(false)
  })

  it('names a calculator of one place as its place, and the calculators of several places by their kind', () => {
    expect(CALCULATORS.map((c) => c.name)).toEqual([
      'Мониторы в метро',
      'Стикеры',
      'Лайтбоксы',
      'Кристалайт',
      'Остановки наземного транспорта',
      'Ком. навигация',
      'Стационарный монитор',
      'Мониторы в наземном транспорте',
      'Маршрутные такси',
      'Наземный транспорт',
      'Сити-форматы',
      'Максима',
      'Плитки на турникетах',
      'Медиафасады',
    ])
    expect(placeName('groundTransportationTram')).toBe('Наземный транспорт: трамваи')
    expect(placeName('cityFormatGroup')).toBe('Максима (группа сити-форматов)')
    expect(placeName('metroStickers')).toBe('Стикеры')
    expect(placeName('rim')).toBe('Спецпроект')
  })
})
