import { describe, expect, it } from 'vitest'
import {
  MAX_SCHEDULE_ITEMS,
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
})
