import { describe, expect, it } from 'vitest'
import type { LocalFile } from '../../media/creative-probe'
import { buildMp4 } from '../../media/mp4-builder'
import { CreativePreviewStore, PREVIEW_READ_FAILED } from './creative-preview.store'

const file = (name: string, bytes: Uint8Array, gate: Promise<void> = Promise.resolve()): LocalFile => ({
  name,
  type: '',
  size: bytes.length,
  slice: (start, end) => ({
    arrayBuffer: async () => {
      await gate
      return bytes.slice(start, end).buffer
    },
  }),
})
const clip = buildMp4({ width: 1920, height: 1080, durationSeconds: 15, mediaBytes: 5000 })

describe('the creative preview store (R-SCREEN-43)', () => {
  it('reads, then shows the preview; a refusal names the file and the reason', async () => {
    const store = new CreativePreviewStore()
    const reading = store.inspect(file('ролик.mp4', clip))
    expect(store.getSnapshot()).toEqual({ status: 'reading', fileName: 'ролик.mp4' })
    await reading
    const ready = store.getSnapshot()
    expect(ready.status === 'ready' && [ready.kind, ready.preview.summary]).toEqual([
      'video',
      'Подходит для 3 форматов из 14',
    ])
    await store.inspect(file('пусто.mp4', new Uint8Array()))
    expect(store.getSnapshot()).toEqual({
      status: 'refused',
      fileName: 'пусто.mp4',
      message: 'Файл не выбран или пуст',
    })
  })

  it('a second file chosen while the first is read wins, whatever finishes first', async () => {
    const store = new CreativePreviewStore()
    let release = () => {}
    const slow = store.inspect(file('первый.mp4', clip, new Promise((r) => (release = r))))
    await store.inspect(file('второй.mp4', new Uint8Array()))
    release()
    await slow
    expect(store.getSnapshot()).toMatchObject({ status: 'refused', fileName: 'второй.mp4' })
  })

  it('a file the browser cannot read is refused in words, and clearing forgets it', async () => {
    const store = new CreativePreviewStore()
    const broken: LocalFile = {
      name: 'сеть.mp4',
      type: '',
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
    }
    await store.inspect(broken)
    expect(store.getSnapshot()).toEqual({
      status: 'refused',
      fileName: 'сеть.mp4',
      message: PREVIEW_READ_FAILED,
    })
    store.clear()
    expect(store.getSnapshot()).toEqual({ status: 'idle' })
  })
})
