import { seededAgency } from './testing/agency.fixture'
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../shared/calendar'
import { AGENCY_TERMS_MESSAGES, type AgencyWire } from './agency-terms'
import {
  agencyList,
  agencyRow,
  draftOf,
  draftProblems,
  NO_PLACE_CHOSEN,
  termsBodyOf,
} from './agency-terms.view-model'

const TODAY = '2026-12-01' as IsoDate
const svetofor: AgencyWire = seededAgency('a-1')
const yolka: AgencyWire = {
  _id: 'a-2',
  name: 'Ёлка Медиа',
  email: 'yolka@example.ru',
  terms: {
    discountPercent: 12.5,
    advertisePlaces: ['metroMonitors', 'turnsTiles'],
    expirationDate: '2026-11-30',
    ignoreGlobalDiscountFactors: true,
  },
}
const bare: AgencyWire = { _id: 'a-3', name: 'Без скидки', email: 'bare@example.ru', terms: null }

describe('the desk’s agencies list (R-ROLE-10, R-DISC-08, R-DISC-09)', () => {
  it('says each discount in words: percent, places, last day, whether it prices today', () => {
    expect(agencyRow(svetofor, TODAY)).toMatchObject({
      discount: '10 %',
      places: 'Все места',
      until: 'по 31.12.2027',
      state: 'active',
      stateLabel: 'Действует',
      global: '',
    })
    expect(agencyRow(yolka, TODAY)).toMatchObject({
      discount: '12,5 %',
      places: 'Мониторы в метро, Плитки на турникетах',
      until: 'по 30.11.2026',
      state: 'expired',
      stateLabel: 'Истекла',
      global: 'без общих коэффициентов',
    })
    expect(agencyRow(bare, TODAY)).toMatchObject({ discount: 'Нет', places: '', until: '', state: 'none' })
    // The last day itself still prices.
    expect(agencyRow(yolka, '2026-11-30' as IsoDate).state).toBe('active')
    expect(agencyRow({ ...svetofor, terms: { ...svetofor.terms!, expirationDate: null } }, TODAY).until).toBe(
      'бессрочно',
    )
  })
  it('finds agencies by a part of the name, case and ё aside, and counts what it found', () => {
    const all = [svetofor, yolka, bare]
    expect(agencyList(all, '', TODAY)).toMatchObject({ count: 'Агентств: 3' })
    const found = agencyList(all, '  елка ', TODAY)
    expect(found.rows.map((r) => r.id)).toEqual(['a-2'])
    expect(found.count).toBe('Найдено 1 из 3')
    expect(agencyList(all, 'СВЕТО', TODAY).rows.map((r) => r.id)).toEqual(['a-1'])
    expect(agencyList(all, 'нет такого', TODAY)).toMatchObject({
      rows: [],
      empty: 'Нет агентства, в названии которого есть «нет такого»',
    })
    expect(agencyList([], '', TODAY).empty).toMatch(/^Агентств пока нет/)
  })
})

describe('the discount dialog', () => {
  it('opens on the agency’s terms, or on a new discount for every place with no end', () => {
    expect(draftOf(yolka.terms)).toEqual({
      percent: 12.5,
      allPlaces: false,
      places: ['metroMonitors', 'turnsTiles'],
      until: '2026-11-30',
      ignoreGlobal: true,
    })
    expect(draftOf(null)).toEqual({
      percent: '',
      allPlaces: true,
      places: [],
      until: null,
      ignoreGlobal: false,
    })
  })
  it('sends every place as the wire’s empty list', () => {
    expect(termsBodyOf({ ...draftOf(yolka.terms), allPlaces: true })).toMatchObject({ advertisePlaces: [] })
    expect(termsBodyOf(draftOf(yolka.terms))).toMatchObject({
      advertisePlaces: ['metroMonitors', 'turnsTiles'],
    })
  })
  it('says each fault at its field, in the server’s words, all at once', () => {
    const fresh = draftOf(null)
    expect(draftProblems(fresh, TODAY)).toEqual({ percent: AGENCY_TERMS_MESSAGES.percentRequired })
    expect(draftProblems({ ...fresh, percent: 'десять' }, TODAY)).toEqual({
      percent: AGENCY_TERMS_MESSAGES.percentRange,
    })
    expect(
      draftProblems(
        { percent: 95, allPlaces: false, places: [], until: '2026-11-30', ignoreGlobal: false },
        TODAY,
      ),
    ).toEqual({
      percent: AGENCY_TERMS_MESSAGES.percentRange,
      places: NO_PLACE_CHOSEN,
      until: AGENCY_TERMS_MESSAGES.datePast,
    })
    expect(draftProblems({ ...fresh, percent: 12.345 }, TODAY)).toEqual({
      percent: AGENCY_TERMS_MESSAGES.percentStep,
    })
    expect(draftProblems({ ...fresh, percent: 15, until: TODAY }, TODAY)).toEqual({})
    expect(draftProblems({ ...fresh, percent: 0.01 }, TODAY)).toEqual({})
    expect(draftProblems({ ...fresh, percent: 90 }, TODAY)).toEqual({})
  })
})
