import { describe, expect, it } from 'vitest'
import { creativePreview } from './creative-preview.view-model'

const video = (width: number, height: number, durationSeconds: number) => ({
  name: 'ролик.mp4',
  sizeBytes: 13_000_000,
  probe: { kind: 'video', mime: 'video/mp4', width, height, durationSeconds, codec: 'avc1' } as const,
})
const image = (width: number, height: number) => ({
  name: 'макет.png',
  sizeBytes: 2_500_000,
  probe: { kind: 'image', mime: 'image/png', width, height } as const,
})

describe('the creative preview (R-SCREEN-43)', () => {
  it('a Full HD clip of 15 s fits the 16:9 screens of 1920×1080 and no print', () => {
    const preview = creativePreview(video(1920, 1080, 15))
    expect(preview.facts).toBe('1920×1080, 15 с, H.264, 12,4 МБ')
    expect(preview.summary).toBe('Подходит для 3 форматов из 14')
    expect(preview.frames.filter((f) => f.fits).map((f) => f.place)).toEqual([
      'metroMonitors',
      'groundTransportation',
      'mediaFacade',
    ])
    const bus = preview.frames.find((f) => f.place === 'busMonitors')
    expect(bus?.notes).toEqual(['Разрешение 1920×1080 не подходит: нужно 1280×720'])
    expect(preview.frames.find((f) => f.place === 'lightBoxes')?.notes).toEqual([
      'Для этого места нужно изображение JPEG или PNG, а не видео',
    ])
  })

  it('a clip too long for every screen fits nothing, and says so once in a line', () => {
    const preview = creativePreview(video(1920, 1080, 90))
    expect(preview.summary).toBe('Не подходит ни для одного из 14 форматов')
    expect(preview.frames.every((f) => !f.fits)).toBe(true)
  })

  it('a still image fits every print format; proportions unlike the format get a note, not a refusal', () => {
    const preview = creativePreview(image(1200, 1800))
    expect(preview.facts).toBe('1200×1800, 2,4 МБ')
    expect(preview.summary).toBe('Подходит для 7 форматов из 14')
    const shelter = preview.frames.find((f) => f.place === 'transitShelter')
    expect(shelter).toMatchObject({ fits: true, notes: [], aspect: 1200 / 1800 })
    expect(preview.frames.find((f) => f.place === 'metroStickers')?.notes).toEqual([
      'Пропорции макета 2:3, у формата — 2:1: края обрежутся или останутся поля',
    ])
    expect(preview.frames.find((f) => f.place === 'metroMonitors')).toMatchObject({ fits: false })
    // Fitting formats come first.
    const firstMiss = preview.frames.findIndex((f) => !f.fits)
    expect(preview.frames.slice(firstMiss).every((f) => !f.fits)).toBe(true)
  })

  it('each screen size fits its own format and the media facade; one format in the singular', () => {
    expect(
      creativePreview(video(1280, 512, 10))
        .frames.filter((f) => f.fits)
        .map((f) => f.place),
    ).toEqual(['monitorsStandalone', 'mediaFacade'])
    expect(creativePreview(video(512, 704, 10)).summary).toBe('Подходит для 2 форматов из 14')
    expect(creativePreview(video(800, 600, 10)).summary).toBe('Подходит для 1 формата из 14')
  })
})
