import { describe, expect, it } from 'vitest'
import { probeCreative, type LocalFile } from './creative-probe'
import { buildMp4 } from './mp4-builder'
import { buildPngHead } from './png-builder'

/** A file as the browser hands it over: slices of its bytes. `size` may claim more than is there. */
const localFile = (name: string, bytes: Uint8Array, type = '', size = bytes.length): LocalFile => ({
  name,
  type,
  size,
  slice: (start, end) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
})

describe('reading a creative on the visitor’s computer, as the upload would (R-SCREEN-43)', () => {
  it('reads a video’s resolution, length and codec from its boxes, across slices', async () => {
    const mp4 = buildMp4({ width: 1920, height: 1080, durationSeconds: 15, mediaBytes: 3_000_000 })
    {
      const probed = await probeCreative(localFile('ролик.mp4', mp4, 'video/mp4'))
      expect(probed).toEqual({
        ok: true,
        value: {
          name: 'ролик.mp4',
          sizeBytes: mp4.length,
          probe: {
            kind: 'video',
            mime: 'video/mp4',
            width: 1920,
            height: 1080,
            durationSeconds: 15,
            codec: 'avc1',
          },
        },
      })
    }
  })

  it('reads an image’s pixel size, even a file shorter than the sniffed head', async () => {
    const probed = await probeCreative(localFile('макет.png', buildPngHead(1200, 1800), 'image/png'))
    expect(probed.ok && probed.value.probe).toEqual({
      kind: 'image',
      mime: 'image/png',
      width: 1200,
      height: 1800,
    })
  })

  it('refuses what the library refuses, with its words', async () => {
    const mp4 = buildMp4({ width: 1920, height: 1080, durationSeconds: 15, mediaBytes: 20_000 })
    const message = async (file: LocalFile) => {
      const probed = await probeCreative(file)
      return probed.ok ? 'taken' : probed.error.message
    }
    expect(await message(localFile('пусто.mp4', new Uint8Array()))).toBe('Файл не выбран или пуст')
    expect(
      await message(
        localFile(
          'текст.mp4',
          Uint8Array.from('just some text, not a clip', (c) => c.charCodeAt(0)),
        ),
      ),
    ).toBe('Формат файла не распознан: нужно изображение (JPEG или PNG) или видео (MP4)')
    expect(await message(localFile('ролик.png', mp4))).toBe(
      'Файл подписан как .png, а на самом деле это MP4: переименуйте или пересохраните его',
    )
    expect(await message(localFile('обрезан.mp4', mp4.subarray(0, mp4.length - 1)))).toBe(
      'Файл повреждён или загружен не полностью: загрузите его ещё раз',
    )
    expect(await message(localFile('большой.png', buildPngHead(10, 10), '', 21 * 1024 * 1024))).toBe(
      'Файл больше 20 МБ: загрузите файл поменьше',
    )
  })
})
