import { describe, expect, it } from 'vitest'
import {
  MAX_DAY_TIME_SLOTS,
  toggleDayTimeSlot,
  validateDayTypeTargeting,
  WEEKDAY_OPTIONS,
} from '../../campaign/day-targeting'
import { countedItems } from './selection'
import { fastOrderMessages, serverFieldMessages, videoUploadMessages } from './server-field-messages'

describe('server field messages (R-VAL-07, R-VAL-10..14, R-VAL-19)', () => {
  it('maps legal-entity and registration codes', () => {
    expect(
      serverFieldMessages({ inn: 'already in use', kpp: 'wrong format', ogrn: 'required', email: 'odd' }),
    ).toEqual({
      inn: 'Данное значение уже используется в системе',
      kpp: 'Неправильный формат',
      ogrn: 'Данное поле является обязательным',
      email: 'Непредвиденная ошибка',
    })
    expect(serverFieldMessages(undefined)).toEqual({})
  })

  it('maps fast-order codes per field, other codes to the field generic', () => {
    expect(
      fastOrderMessages({ fullName: 'required', phone: 'already in use', email: 'weird', extra: 'required' }),
    ).toEqual({
      fullName: 'Укажите имя',
      phone: 'Этот номер телефона уже используется',
      email: 'Ошибка в адресе электронной почты',
    })
    expect(
      fastOrderMessages({ fullName: 'too long', advertisePlaceId: 'required', gRecaptchaResponse: 'x' }),
    ).toEqual({
      fullName: 'Ошибка в поле «Имя»',
      advertisePlaceId: 'Не выбран рекламоноситель',
      gRecaptchaResponse: 'Ошибка проверки капчи',
    })
    // 'wrong format' is a phone code only; for email it is "other".
    expect(fastOrderMessages({ email: 'wrong format' }).email).toBe('Ошибка в адресе электронной почты')
  })

  it('shows the server messages of a video upload, or Ошибка загрузки', () => {
    expect(videoUploadMessages({ file: 'Слишком длинное видео' })).toEqual(['Слишком длинное видео'])
    expect(videoUploadMessages({})).toEqual(['Ошибка загрузки'])
    expect(videoUploadMessages(undefined)).toEqual(['Ошибка загрузки'])
  })
})

describe('selection rule (R-VAL-15)', () => {
  const items = [
    { id: 'a', on: false, off: false },
    { id: 'b', on: false, off: true },
    { id: 'c', on: false, off: false },
  ]
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id)
  it('counts every enabled item when none or all are selected', () => {
    expect(
      ids(
        countedItems(
          items,
          (i) => i.on,
          (i) => i.off,
        ),
      ),
    ).toEqual(['a', 'c'])
    expect(
      ids(
        countedItems(
          items.map((i) => ({ ...i, on: true })),
          (i) => i.on,
          (i) => i.off,
        ),
      ),
    ).toEqual(['a', 'c'])
  })
  it('counts only the selected ones otherwise', () => {
    expect(
      ids(
        countedItems(
          items.map((i) => ({ ...i, on: i.id === 'b' })),
          (i) => i.on,
          (i) => i.off,
        ),
      ),
    ).toEqual(['b'])
  })
})

describe('day-time slots and day types (R-VAL-16..18)', () => {
  it('allows at most five slots and toggles a chosen one off', () => {
    let slots: string[] = []
    for (const s of ['05:30-08:00', '08:00-10:00', '10:00-17:30', '17:30-19:40', '19:40-01:00']) {
      const r = toggleDayTimeSlot(slots, s)
      if (!r.ok) throw new Error(r.error.message)
      slots = r.value
    }
    expect(slots).toHaveLength(MAX_DAY_TIME_SLOTS)
    expect(toggleDayTimeSlot(slots, '01:00-02:00')).toMatchObject({
      ok: false,
      error: { code: 'dayTime.tooMany', field: 'dayTime' },
    })
    expect(toggleDayTimeSlot(slots, '08:00-10:00')).toMatchObject({
      ok: true,
      value: expect.not.arrayContaining(['08:00-10:00']),
    })
  })

  it('refuses a slot that is not HH:mm-HH:mm', () => {
    expect(toggleDayTimeSlot([], '8:00-10:00')).toMatchObject({
      ok: false,
      error: { code: 'dayTime.wrongFormat' },
    })
    expect(toggleDayTimeSlot([], '24:00-10:00')).toMatchObject({ ok: false })
    expect(toggleDayTimeSlot([], '10:00-10:00')).toMatchObject({ ok: false })
  })

  it('needs a monitor amount for each selected day type', () => {
    expect(WEEKDAY_OPTIONS).toEqual(['workday', 'holiday'])
    expect(
      validateDayTypeTargeting({ weekDays: ['workday', 'holiday'], monitorAmounts: { workday: 4 } }),
    ).toEqual({
      'monitorAmounts.holiday': 'Данное поле является обязательным',
    })
    expect(validateDayTypeTargeting({ weekDays: ['holiday'], monitorAmounts: { holiday: 0 } })).toEqual({
      'monitorAmounts.holiday': 'Неправильный формат',
    })
    expect(validateDayTypeTargeting({ weekDays: [], monitorAmounts: {} })).toEqual({})
    expect(validateDayTypeTargeting({ weekDays: ['sunday'], monitorAmounts: {} })).toEqual({
      weekDays: 'Неправильный формат',
    })
  })
})
