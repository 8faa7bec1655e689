import { describe, expect, it } from 'vitest'
import { checkCreative } from './creative-check'

const video = (width: number, height: number, durationSeconds: number, codec = 'avc1') =>
  ({ kind: 'video', mime: 'video/mp4', width, height, durationSeconds, codec }) as const

describe('technical check of a creative (pricing §9, R-FMT-01/02/04)', () => {
  it('passes a Full HD 15 s H.264 clip on metro monitors', () => {
    expect(checkCreative('metroMonitors', video(1920, 1080, 15))).toEqual([])
  })
  it('names the wrong and the needed resolution', () => {
    expect(checkCreative('metroMonitors', video(1280, 720, 15))).toEqual([
      { field: 'resolution', message: 'Разрешение 1280×720 не подходит: нужно 1920×1080' },
    ])
    expect(checkCreative('busMonitors', video(1280, 720, 15))).toEqual([])
    expect(checkCreative('cityFormat', video(704, 512, 10))[0]?.message).toBe(
      'Разрешение 704×512 не подходит: нужно 512×704',
    )
  })
  it('refuses durations outside the sold range, and a clip unlike the bought length', () => {
    expect(checkCreative('metroMonitors', video(1920, 1080, 50))[0]?.message).toBe(
      'Длительность 50 с не подходит: нужно от 5 до 45 с',
    )
    expect(checkCreative('groundTransportation', video(1920, 1080, 58))).toEqual([])
    expect(checkCreative('metroMonitors', video(1920, 1080, 3.2))[0]?.message).toBe(
      'Длительность 3,2 с не подходит: нужно от 5 до 45 с',
    )
    expect(checkCreative('metroMonitors', video(1920, 1080, 15.3), 15)).toEqual([])
    expect(checkCreative('metroMonitors', video(1920, 1080, 20), 15)[0]?.message).toBe(
      'Длительность 20 с не подходит: нужно 15 с',
    )
  })
  it('refuses a codec the screens do not play, listing every problem at once', () => {
    expect(checkCreative('busMonitors', video(1920, 1080, 60, 'hvc1')).map((p) => p.field)).toEqual([
      'resolution',
      'codec',
      'duration',
    ])
  })
  it('keeps video off print places and stills off screens', () => {
    expect(checkCreative('metroStickers', video(1920, 1080, 15))[0]?.field).toBe('type')
    expect(
      checkCreative('metroMonitors', { kind: 'image', mime: 'image/png', width: 1920, height: 1080 })[0]
        ?.field,
    ).toBe('type')
    expect(
      checkCreative('cristalLight', { kind: 'image', mime: 'image/jpeg', width: 10, height: 10 }),
    ).toEqual([])
  })
})
