import { describe, expect, it } from 'vitest'
import { allCalculators } from './calculators/all-calculators'
import { fieldGuide } from './field-guide'

const guideOf = (place: string) => {
  const calculator = allCalculators().find((c) => c.place === place)
  if (!calculator) throw new Error(place)
  return new Map(fieldGuide(calculator.schema).map((e) => [e.path, e]))
}

describe('the field guide read from a calculator input schema (the CLI help, R-MAXIMA-01, R-FMT-02)', () => {
  it('names the maxima hits default of 700 with its bounds and step, in Russian', () => {
    const hits = guideOf('cityFormatGroup').get('numberOfHitsSchedule[].numberOfHits')
    expect(hits).toEqual({
      path: 'numberOfHitsSchedule[].numberOfHits',
      required: false,
      kind: 'число',
      expects: ['Введите целое число от 175 до 4\u00a0200 с шагом 175'],
      default: 700,
    })
    expect(guideOf('cityFormatGroup').get('numberOfHitsSchedule[].date')?.required).toBe(true)
  })

  it('gives each screen place its own default frequency (standalone monitors 30, city formats 8)', () => {
    expect(guideOf('monitorsStandalone').get('frequency')?.default).toBe(30)
    expect(guideOf('cityFormat').get('frequency')?.default).toBe(8)
    expect(guideOf('mediaFacade').get('hours')?.default).toBe(19.5)
  })

  it('marks a field the decoder fills in (metro clip duration) as optional with its default', () => {
    const clip = guideOf('metroMonitors').get('clipDuration')
    expect(clip?.required).toBe(false)
    expect(clip?.default).toBe(5)
    expect(guideOf('metroMonitors').get('mode')?.expects).toEqual([
      'Выберите одно из значений: video, budget',
    ])
  })

  it('lists the fields of every place with a calculator, none of them in English', () => {
    for (const calculator of allCalculators()) {
      for (const entry of fieldGuide(calculator.schema))
        for (const text of [entry.kind, ...entry.expects])
          expect(text).not.toMatch(/\b(expected|from|steps)\b/)
    }
    expect([...guideOf('transitShelter').keys()]).toEqual(
      expect.arrayContaining(['months', 'stops', 'stops[].inventoryNumber', 'stops[].side']),
    )
  })
})
