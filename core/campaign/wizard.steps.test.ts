import { describe, expect, it } from 'vitest'
import { ADVERTISE_PLACES } from './advertise-place'
import {
  CALCULATOR_FIRST_PLACES,
  LINK_STEP_ALIASES,
  placeNeedsPrint,
  stepAt,
  stepNumber,
  stepOrder,
  visibleSteps,
  WIZARD_STEPS,
} from './wizard.steps'
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
  it('gives an agency the payment step too: every place ends with a way to pay (issue #47)', () => {
    const agency = { fromCalculator: false, isAgency: true }
    expect(visibleSteps('metroMonitors', agency)).toEqual({
      ok: true,
      value: ['placements', 'advertiser', 'calculator', 'payment', 'media'],
    })
    expect(stepNumber('metroMonitors', 'payment', agency)).toEqual({ ok: true, value: 4 })
    for (const place of ['metroStickers', 'busMonitors', 'turnsTiles', 'cityFormat'])
      expect(visibleSteps(place, agency), place).toEqual(visibleSteps(place, direct))
  })

  it('takes a transit-shelter campaign on to requisites and materials once its reservation is confirmed', () => {
    expect(visibleSteps('transitShelter', direct)).toEqual(stepOrder('transitShelter', false))
    expect(visibleSteps('transitShelter', { ...direct, reservationConfirmed: false })).toEqual(
      stepOrder('transitShelter', false),
    )
    const confirmed = { ...direct, reservationConfirmed: true }
    expect(visibleSteps('transitShelter', confirmed)).toEqual({
      ok: true,
      value: ['placements', 'advertiser', 'calculator', 'payment', 'media'],
    })
    expect(stepNumber('transitShelter', 'payment', { ...confirmed, fromCalculator: true })).toEqual({
      ok: true,
      value: 4,
    })
    // Other places do not change with the reservation.
    expect(visibleSteps('metroStickers', confirmed)).toEqual(stepOrder('metroStickers', false))
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

describe('every place’s step order, as cabinet §4 and pricing §2 list them (R-WIZ-01, R-WIZ-02)', () => {
  const P = 'placements'
  const A = 'advertiser'
  const C = 'calculator'
  const full = [P, A, C, 'payment', 'media', 'printing'].join(',')
  const withoutFlag: Record<string, string> = {
    monitorsStandalone: [P, A, C, 'payment', 'media'].join(','),
    metroMonitors: [P, A, C, 'payment', 'media'].join(','),
    monitorsTram: [P, A, C, 'payment', 'media'].join(','),
    busMonitors: [P, A, C, 'media', 'payment'].join(','),
    turnsTiles: [P, A, C, 'payment'].join(','),
    transitShelter: [P, A, C].join(','),
    cristalLight: [P, A, C, 'payment', 'media'].join(','),
    cityFormat: [P, A, C, 'payment', 'media'].join(','),
    mediaFacade: [P, A, C, 'payment', 'media'].join(','),
  }
  const withFlag: Record<string, string> = {
    busMonitors: [P, C, A, 'media', 'payment'].join(','),
    transitShelter: [P, C, A].join(','),
    metroStickers: [P, C, A, 'payment', 'media', 'printing'].join(','),
    lightBoxes: [P, C, A, 'payment', 'media', 'printing'].join(','),
    metroMonitors: [P, C, A, 'payment', 'media'].join(','),
    monitorsStandalone: [P, C, A, 'payment', 'media'].join(','),
  }

  it.each([...ADVERTISE_PLACES])('%s', (place) => {
    const plain = withoutFlag[place] ?? full
    expect(order(place, false)).toBe(plain)
    expect(order(place, true)).toBe(withFlag[place] ?? plain)
    expect(placeNeedsPrint(place, false)).toBe(plain.endsWith('printing'))
  })

  it('names the six calculator-first places and the six steps', () => {
    expect([...CALCULATOR_FIRST_PLACES].sort()).toEqual(Object.keys(withFlag).sort())
    expect(WIZARD_STEPS).toEqual(['placements', 'calculator', 'advertiser', 'payment', 'media', 'printing'])
    expect(LINK_STEP_ALIASES).toEqual({ poligraphy: 'printing' })
  })

  it('refuses an unknown place, step or number with a message naming it', () => {
    expect(stepOrder('zeppelin', true)).toEqual({
      ok: false,
      error: {
        code: 'unknownPlace',
        message: 'Неизвестное место размещения: zeppelin',
        field: 'advertisePlace',
      },
    })
    expect(visibleSteps('zeppelin', { fromCalculator: false, isAgency: true }).ok).toBe(false)
    expect(stepNumber('zeppelin', 'media', direct)).toMatchObject({
      ok: false,
      error: { code: 'unknownPlace' },
    })
    expect(stepAt('zeppelin', 1, direct)).toMatchObject({ ok: false, error: { code: 'unknownPlace' } })
    expect(placeNeedsPrint('zeppelin', false)).toBe(false)
    expect(stepNumber('metroMonitors', 'delivery', direct)).toEqual({
      ok: false,
      error: { code: 'unknownStep', message: 'Неизвестный шаг мастера: delivery', field: 'step' },
    })
    expect(stepNumber('turnsTiles', 'media', direct)).toEqual({
      ok: false,
      error: {
        code: 'stepNotInWizard',
        message: 'Шага media нет в мастере для места размещения turnsTiles',
        field: 'step',
      },
    })
    expect(stepAt('transitShelter', 0, direct)).toEqual({
      ok: false,
      error: { code: 'unknownStep', message: 'Неизвестный шаг мастера: 0', field: 'stepNumber' },
    })
    expect(stepAt('transitShelter', 1.5, direct).ok).toBe(false)
    expect(stepAt('transitShelter', 1, direct)).toEqual({ ok: true, value: 'placements' })
    expect(stepNumber('transitShelter', 'placements', direct)).toEqual({ ok: true, value: 1 })
  })

  it('shows an agency every step, numbered as an advertiser’s', () => {
    const agency = { fromCalculator: true, isAgency: true }
    expect(visibleSteps('metroStickers', agency)).toEqual({
      ok: true,
      value: ['placements', 'calculator', 'advertiser', 'payment', 'media', 'printing'],
    })
    expect(stepAt('metroStickers', 4, agency)).toEqual({ ok: true, value: 'payment' })
    expect(visibleSteps('metroStickers', { fromCalculator: true, isAgency: false })).toEqual(
      stepOrder('metroStickers', true),
    )
  })
})
