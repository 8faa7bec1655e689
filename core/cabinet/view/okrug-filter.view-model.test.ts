import { describe, expect, it } from 'vitest'
import { groupDigits } from '../../shared/money'
import { okrugFilterOptions, WHOLE_CITY } from './okrug-filter.view-model'

describe('the okrug filter of the shelter list (R-STOP-18)', () => {
  it('lists the okrugs by name before their free sides are counted, then with the count', () => {
    expect(okrugFilterOptions('all', [])).toEqual([{ id: 'all', name: WHOLE_CITY }])
    expect(
      okrugFilterOptions('all', [
        { code: '01', name: 'Центральный' },
        { code: '02', name: 'Северный' },
      ]),
    ).toEqual([
      { id: 'all', name: 'Вся Москва' },
      { id: '01', name: 'Центральный' },
      { id: '02', name: 'Северный' },
    ])
    expect(
      okrugFilterOptions('all', [
        { code: '01', name: 'Центральный', available: 12345 },
        { code: '02', name: 'Северный', available: 0 },
      ]).map((o) => o.name),
    ).toEqual(['Вся Москва', `Центральный — свободно ${groupDigits('12345')}`, 'Северный — свободно 0'])
  })
})
