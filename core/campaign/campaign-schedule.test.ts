import { describe, expect, it } from 'vitest'
import {
  MAX_FREQUENCY_PER_DAY,
  MAX_SCHEDULE_ITEMS,
  SCHEDULE_LISTS,
  newScheduleItem,
  scheduleListOf,
  type ScheduleRequest,
} from './campaign-schedule'

const campaign: Parameters<typeof newScheduleItem>[0] = {
  place: 'metroMonitors',
  state: 'draft',
  startDate: '2027-01-10',
  endDate: '2027-01-20',
  items: 0,
}
const item = (request: ScheduleRequest, over: Partial<typeof campaign> | { state: string } = {}) =>
  newScheduleItem({ ...campaign, ...over } as typeof campaign, request)

describe('createSchedule items (R-API-16; our model of the payload)', () => {
  it("goes to the place's own list by default, the whole period, both day types", () => {
    expect(item({})).toEqual({
      ok: true,
      value: {
        list: 'metroMonitorSchedule',
        periods: [{ startDate: '2027-01-10', endDate: '2027-01-20' }],
        dayTime: [],
        weekDays: ['workday', 'holiday'],
        isAllowed: true,
        isOpen: false,
      },
    })
    expect(scheduleListOf('busMonitors')).toBe('advertisePackageSchedule')
    expect(scheduleListOf('navigationSign')).toBe('unitedSchedule')
    expect(scheduleListOf('metroStickers')).toBe('unitedSchedule')
  })

  it('accepts unitedSchedule for any place and only the own list besides', () => {
    expect(item({ schedule: 'unitedSchedule' }).ok).toBe(true)
    expect(item({ schedule: 'lightBoxSchedule' })).toMatchObject({ ok: false, error: { field: 'schedule' } })
    expect(item({ schedule: 'lightBoxSchedule' }, { place: 'lightBoxes' }).ok).toBe(true)
  })

  it('keeps the period inside the campaign and checks slots, day types, runs and clip length', () => {
    const refused = (request: ScheduleRequest, field: string) =>
      expect(item(request)).toMatchObject({ ok: false, error: { code: 'wrong format', field } })
    refused({ startDate: '2027-01-09' }, 'startDate')
    refused({ startDate: '2027-01-15', endDate: '2027-01-14' }, 'endDate')
    refused({ endDate: '2027-01-21' }, 'endDate')
    refused({ dayTime: ['08:00-10:00', '08:00-10:00'] }, 'dayTime')
    refused({ dayTime: ['1', '2', '3', '4', '5', '6'].map((h) => `0${h}:00-0${h}:30`) }, 'dayTime')
    refused({ dayTime: ['10:00-10:00'] }, 'dayTime')
    refused({ weekDays: [] }, 'weekDays')
    refused({ weekDays: ['workday', 'workday'] }, 'weekDays')
    refused({ frequencyPerDay: 0 }, 'frequencyPerDay')
    refused({ frequencyPerDay: 1.5 }, 'frequencyPerDay')
    refused({ videoHronometrach: 50 }, 'videoHronometrach')
    expect(
      item({
        startDate: '2027-01-20',
        dayTime: ['19:40-01:00'],
        weekDays: ['holiday'],
        frequencyPerDay: 3,
        videoHronometrach: 45,
        name: '  Вечер ',
      }),
    ).toMatchObject({
      ok: true,
      value: { name: 'Вечер', periods: [{ startDate: '2027-01-20', endDate: '2027-01-20' }] },
    })
  })

  it('is refused for a campaign over or being canceled, and past the item limit', () => {
    for (const state of ['completed', 'canceled', 'techCanceled', 'cancellation', 'noStatus'])
      expect(item({}, { state })).toMatchObject({ ok: false, error: { code: 'illegalTransition' } })
    expect(item({}, { state: 'active' }).ok).toBe(true)
    expect(item({}, { items: MAX_SCHEDULE_ITEMS })).toMatchObject({ ok: false, error: { code: 'too many' } })
  })

  it('sends each place’s items to its own list of the entity (cabinet §3)', () => {
    expect(SCHEDULE_LISTS).toEqual([
      'unitedSchedule',
      'advertisePackageSchedule',
      'lightBoxSchedule',
      'metroMonitorSchedule',
      'monitorsStandaloneSchedule',
      'navigationSignSchedule',
      'cityFormatSchedule',
      'cityFormatStandaloneSchedule',
    ])
    expect(
      [
        'busMonitors',
        'lightBoxes',
        'metroMonitors',
        'monitorsStandalone',
        'cityFormat',
        'cityFormatStandalone',
        'rim',
      ].map(scheduleListOf),
    ).toEqual([
      'advertisePackageSchedule',
      'lightBoxSchedule',
      'metroMonitorSchedule',
      'monitorsStandaloneSchedule',
      'cityFormatSchedule',
      'cityFormatStandaloneSchedule',
      'unitedSchedule',
    ])
    expect(item({ schedule: 'unitedSchedule' })).toMatchObject({
      ok: true,
      value: { list: 'unitedSchedule' },
    })
    expect(item({ schedule: 'lightBoxSchedule' })).toEqual({
      ok: false,
      error: {
        code: 'wrong format',
        message: 'У кампании этого места размещения нет такого расписания',
        field: 'schedule',
      },
    })
  })

  it('explains each refusal in Russian', () => {
    const refusal = (request: ScheduleRequest, over: Partial<typeof campaign> | { state: string } = {}) => {
      const r = item(request, over)
      return r.ok ? 'accepted' : `${r.error.code} ${r.error.field}: ${r.error.message}`
    }
    expect(refusal({}, { state: 'completed' })).toBe(
      'illegalTransition state: В кампанию в статусе «Завершена» расписание не добавить',
    )
    expect(refusal({}, { items: MAX_SCHEDULE_ITEMS })).toBe(
      'too many schedule: Не больше 100 элементов расписания',
    )
    expect(refusal({ startDate: '2027-01-21', endDate: '2027-01-21' })).toBe(
      'wrong format startDate: Начало расписания вне периода кампании',
    )
    expect(refusal({ endDate: '2027-01-21' })).toBe(
      'wrong format endDate: Окончание расписания вне периода кампании',
    )
    expect(refusal({ dayTime: ['8-10'] })).toBe(
      'wrong format dayTime: До 5 разных интервалов вида ЧЧ:ММ-ЧЧ:ММ',
    )
    expect(refusal({ weekDays: ['sunday'] })).toBe('wrong format weekDays: Типы дней: workday и/или holiday')
    expect(refusal({ weekDays: ['workday', 'sunday'] })).toBe(
      'wrong format weekDays: Типы дней: workday и/или holiday',
    )
    expect(refusal({ frequencyPerDay: MAX_FREQUENCY_PER_DAY + 1 })).toBe(
      'wrong format frequencyPerDay: Выходов в день — от 1 до 1000',
    )
    expect(refusal({ videoHronometrach: 7 })).toBe(
      'wrong format videoHronometrach: Хронометраж — от 5 до 45 секунд с шагом 5',
    )
  })

  it('takes the edges: the campaign’s first and last day, five slots, 1 and 1000 runs, clips of 5 to 45 s', () => {
    expect(MAX_SCHEDULE_ITEMS).toBe(100)
    expect(MAX_FREQUENCY_PER_DAY).toBe(1000)
    expect(item({}, { items: MAX_SCHEDULE_ITEMS - 1 }).ok).toBe(true)
    expect(item({ startDate: '2027-01-10', endDate: '2027-01-10' }).ok).toBe(true)
    expect(item({ startDate: '2027-01-20', endDate: '2027-01-20' }).ok).toBe(true)
    expect(item({ dayTime: ['1', '2', '3', '4', '5'].map((h) => `0${h}:00-0${h}:30`) }).ok).toBe(true)
    expect(item({ frequencyPerDay: 1 })).toMatchObject({ ok: true, value: { frequencyPerDay: 1 } })
    expect(item({ frequencyPerDay: 1000 })).toMatchObject({ ok: true, value: { frequencyPerDay: 1000 } })
    for (const clip of [5, 10, 15, 20, 25, 30, 35, 40, 45])
      expect(item({ videoHronometrach: clip }), `${clip}`).toMatchObject({
        ok: true,
        value: { videoHronometrach: clip },
      })
    for (const clip of [0, 4, 6, 50]) expect(item({ videoHronometrach: clip }).ok, `${clip}`).toBe(false)
    expect(item({ weekDays: ['workday', 'holiday'] })).toMatchObject({
      ok: true,
      value: { weekDays: ['workday', 'holiday'] },
    })
    expect(item({ weekDays: ['holiday'] })).toMatchObject({ ok: true, value: { weekDays: ['holiday'] } })
  })

  it('keeps a name only when it has letters, and no optional field it was not given', () => {
    const blank = item({ name: '   ' })
    expect(blank.ok && Object.keys(blank.value).sort()).toEqual(
      ['dayTime', 'isAllowed', 'isOpen', 'list', 'periods', 'weekDays'].sort(),
    )
    expect(
      item({
        dayTime: ['08:00-10:00', '12:00-13:00'],
        weekDays: ['holiday', 'workday'],
        frequencyPerDay: 12,
        videoHronometrach: 15,
        name: 'Утро',
      }),
    ).toEqual({
      ok: true,
      value: {
        list: 'metroMonitorSchedule',
        name: 'Утро',
        periods: [{ startDate: '2027-01-10', endDate: '2027-01-20' }],
        frequencyPerDay: 12,
        videoHronometrach: 15,
        dayTime: ['08:00-10:00', '12:00-13:00'],
        weekDays: ['holiday', 'workday'],
        isAllowed: true,
        isOpen: false,
      },
    })
  })
})
