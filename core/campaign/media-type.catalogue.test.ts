import { describe, expect, it } from 'vitest'
import { isAdvertisePlace } from './advertise-place'
import { CALCULATORS, hasCalculator } from './calculator.catalogue'
import { contactFieldsFor, newLegalEntity } from './legal-entity.entity'
import { MEDIA_TYPES, mediaTypeOf, parseMediaKind } from './media-type.catalogue'

describe('media types (R-ENT-06, R-ENT-07)', () => {
  it('lists ten types with their names, four of them video', () => {
    expect(MEDIA_TYPES).toHaveLength(10)
    expect(MEDIA_TYPES.filter((t) => t.type === 'video').map((t) => t.id)).toEqual([
      'metroMonitors',
      'busMonitors',
      'monitorsStandalone',
      'monitorsTram',
    ])
    expect(mediaTypeOf('busMonitors')).toMatchObject({ ok: true, value: { name: 'Маршрутные такси' } })
    expect(new Set(MEDIA_TYPES.map((t) => t.icon)).size).toBe(10)
  })
  it('rejects an unknown media type', () => {
    expect(mediaTypeOf('radio')).toMatchObject({
      ok: false,
      error: { code: 'unknownMediaType', field: 'mediaType' },
    })
  })
})

describe('legal entity defaults (R-ENT-09, R-ENT-10, R-ENT-11)', () => {
  it('defaults to charter and an organisation', () => {
    expect(newLegalEntity()).toMatchObject({ basisId: 'charter', formOfBusiness: 'legalEntityOrg' })
  })
  it('adds a read-only e-mail and a phone only for the individual form', () => {
    expect(contactFieldsFor('individual')).toEqual([
      { name: 'email', readOnly: true },
      { name: 'phone', readOnly: false },
    ])
    expect(contactFieldsFor('individualEntrepreneur')).toEqual([])
  })
})

describe('media kinds (R-ENT-08)', () => {
  it('accepts static and video only', () => {
    expect(parseMediaKind('video')).toEqual({ ok: true, value: 'video' })
    expect(parseMediaKind('audio', 'media.type')).toMatchObject({ ok: false, error: { field: 'media.type' } })
  })
})

describe('calculators (R-ENT-02)', () => {
  it('price only known places, and not the special projects', () => {
    for (const c of CALCULATORS) for (const p of c.places) expect(isAdvertisePlace(p)).toBe(true)
    expect(hasCalculator('turnsTiles')).toBe(true)
    expect(hasCalculator('nonStandart')).toBe(false)
  })
})
