import { describe, expect, it } from 'vitest'
import {
  CLIP_DURATIONS,
  DEFAULT_CLIP_DURATION,
  DEFAULT_FREQUENCY,
  DEFAULT_GROUND_VIDEO_DURATION,
  DEFAULT_HOURS,
  DEFAULT_STANDALONE_FREQUENCY,
  GROUND_VIDEO_DURATIONS,
  impressionsPerDay,
  MAXIMA_VIDEO_TIMINGS,
  steps,
} from './formats'
import { VIDEO_FORMATS } from '../../places/media'

describe('video formats and durations (pricing §9)', () => {
  it('R-FMT-01: each place has the video format the spec lists', () => {
    expect(VIDEO_FORMATS).toEqual({
      metroMonitors: { width: 1920, height: 1080, ratio: '16:9' },
      busMonitors: { width: 1280, height: 720, ratio: '16:9' },
      monitorsStandalone: { width: 1280, height: 512, ratio: '5:2' },
      monitorsTram: { width: 1920, height: 540, ratio: '32:9' },
      cityFormat: { width: 512, height: 704, ratio: '8:11' },
      cityFormatGroup: { width: 1280, height: 720, ratio: '16:9' },
      groundTransportation: { width: 1920, height: 1080, ratio: '16:9' },
    })
  })

  it('R-FMT-02: calculator clips run 5 to 45 seconds in steps of 5, nine options, 5 by default', () => {
    expect(CLIP_DURATIONS).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45])
    expect(DEFAULT_CLIP_DURATION).toBe(5)
  })

  it('R-FMT-03: the maxima video timing runs 5 to 30 in steps of 5', () => {
    expect(MAXIMA_VIDEO_TIMINGS).toEqual([5, 10, 15, 20, 25, 30])
  })

  it('R-FMT-04: the ground video runs 5 to 60 in steps of 5, 5 by default', () => {
    expect(GROUND_VIDEO_DURATIONS).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60])
    expect(DEFAULT_GROUND_VIDEO_DURATION).toBe(5)
  })

  it('a step list stops at the last step that does not pass the maximum', () => {
    expect(steps(0, 10, 3)).toEqual([0, 3, 6, 9])
    expect(steps(7, 7, 5)).toEqual([7])
  })
})

describe('frequency and impressions of screens (R-CITY-11, R-CITY-12)', () => {
  it('the default frequency is 8 an hour, 30 for standalone monitors, over 19.5 hours', () => {
    expect([DEFAULT_FREQUENCY, DEFAULT_STANDALONE_FREQUENCY, DEFAULT_HOURS]).toEqual([8, 30, 19.5])
  })

  it('standalone monitors show 19.5 × the hourly frequency a day, 585 at the default frequency', () => {
    expect(impressionsPerDay(DEFAULT_STANDALONE_FREQUENCY)).toBe(585)
    expect(impressionsPerDay(10)).toBe(195)
    expect(impressionsPerDay(10, 12)).toBe(120)
  })
})
