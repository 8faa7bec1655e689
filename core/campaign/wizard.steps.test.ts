import { describe, expect, it } from 'vitest'
import { placeNeedsPrint, stepAt, stepNumber, stepOrder, visibleSteps } from './wizard.steps'
import { CAMPAIGN_CARD_TITLE, stepTitle } from './wizard.titles'

const direct = { fromCalculator: false, isAgency: false }
const order = (place: string, flag: boolean) => {
  const r = stepOrder(place, flag)
  return r.ok ? r.value.join(',') : r.error.code
}

describe('step orders (R-WIZ-01, R-WIZ-02)', () => {
  it('puts the calculator before the advertiser with the extra flag', () => {
    expect(order('busMonitors', true)).toBe('placements,calculator,advertiser,media,payment')
    expect(order('metroStickers', true)).toBe('placements,calculator,advertiser,payment,media,printing')
    expect(order('busMonitors', false)).toBe('placements,advertiser,calculator,media,payment')
  })
  it('ignores the flag for places without a calculator-first order', () => {
    expect(order('turnsTiles', true)).toBe(order('turnsTiles', false))
    expect(order('monitorsTram', true)).toBe('placements,advertiser,calculator,payment,media')
  })
  it('adds printing to any other place and rejects unknown places', () => {
    expect(order('rim', false)).toBe('placements,advertiser,calculator,payment,media,printing')
    expect(order('zeppelin', false)).toBe('unknownPlace')
  })
})

describe('numbering (R-WIZ-03, R-LINK-08)', () => {
  it('numbers steps from 1 in the visible order', () => {
    expect(stepNumber('metroStickers', 'printing', direct)).toEqual({ ok: true, value: 6 })
    expect(stepNumber('metroStickers', 'poligraphy', direct)).toEqual({ ok: true, value: 6 })
    expect(stepNumber('metroStickers', 'media', { ...direct, fromCalculator: true })).toEqual({
      ok: true,
      value: 5,
    })
  })
  it('drops the payment step for agencies, moving later steps up by one', () => {
    const agency = { fromCalculator: false, isAgency: true }
    expect(visibleSteps('metroMonitors', agency)).toEqual({
      ok: true,
      value: ['placements', 'advertiser', 'calculator', 'media'],
    })
    expect(stepNumber('metroMonitors', 'media', agency)).toEqual({ ok: true, value: 4 })
    expect(stepNumber('metroMonitors', 'media', direct)).toEqual({ ok: true, value: 5 })
    expect(stepNumber('busMonitors', 'media', agency)).toEqual(stepNumber('busMonitors', 'media', direct))
    expect(stepNumber('metroMonitors', 'payment', agency)).toMatchObject({
      ok: false,
      error: { code: 'stepNotInWizard', field: 'step' },
    })
  })
  it('rejects unknown steps and step numbers out of range', () => {
    expect(stepNumber('metroMonitors', 'delivery', direct)).toMatchObject({
      ok: false,
      error: { code: 'unknownStep' },
    })
    expect(stepAt('transitShelter', 3, direct)).toEqual({ ok: true, value: 'calculator' })
    expect(stepAt('transitShelter', 4, direct)).toMatchObject({ ok: false, error: { field: 'stepNumber' } })
  })
  it('derives "needs print" from the printing step', () => {
    expect(placeNeedsPrint('lightBoxes', true)).toBe(true)
    expect(placeNeedsPrint('cityFormat', false)).toBe(false)
    expect(placeNeedsPrint('navigationSign', false)).toBe(true)
  })
})

describe('titles (R-WIZ-04..07)', () => {
  it('names the calculator step by place', () => {
    expect(stepTitle('calculator', 'busMonitors')).toBe('Выбор пакета')
    expect(stepTitle('calculator', 'metroMonitors')).toBe('Калькулятор')
    expect(stepTitle('placements', 'rim')).toBe('Рекламоноситель')
    expect(stepTitle('printing', 'rim')).toBe('Типография')
  })
  it('titles the other steps and the campaign card as wizard.feature chose (R-WIZ-07)', () => {
    expect(stepTitle('advertiser', 'metroStickers')).toBe('Выбор рекламодателя')
    expect(stepTitle('media', 'metroStickers')).toBe('Загрузка материалов')
    expect(stepTitle('payment', 'metroStickers')).toBe('Ввод реквизитов')
    expect(CAMPAIGN_CARD_TITLE).toBe('Карточка кампании')
  })
})
