import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FsFileStorage } from './fs-file-storage'

let root: string
let storage: FsFileStorage
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tablo-fs-storage-'))
  storage = new FsFileStorage(root)
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const chunks = async function* (...parts: string[]) {
  for (const p of parts) yield Buffer.from(p)
}
const read = async (body: AsyncIterable<Uint8Array> | undefined): Promise<string> => {
  const parts: Uint8Array[] = []
  for await (const chunk of body ?? []) parts.push(chunk)
  return Buffer.concat(parts).toString()
}

describe('filesystem file storage', () => {
  it('puts a stream, reads it back, tells its size, replaces and deletes it', async () => {
    expect(await storage.put('media/image/a', chunks('привет, ', 'мир'))).toEqual({ size: 20 })
    expect(await read(await storage.get('media/image/a'))).toBe('привет, мир')
    expect(await storage.size('media/image/a')).toBe(20)
    await storage.put('media/image/a', chunks('new'))
    expect(await read(await storage.get('media/image/a'))).toBe('new')
    await storage.delete('media/image/a')
    await storage.delete('media/image/a')
    expect([await storage.get('media/image/a'), await storage.size('media/image/a')]).toEqual([
      undefined,
      undefined,
    ])
  })

  it('leaves nothing behind when the incoming stream fails half-way', async () => {
    const failing = async function* () {
      yield Buffer.from('half of a file')
      throw new Error('client went away')
    }
    await expect(storage.put('media/video/broken', failing())).rejects.toThrow('client went away')
    expect(await storage.size('media/video/broken')).toBeUndefined()
    expect(await readdir(join(root, 'media/video'))).toEqual([])
  })

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../etc/passwd', 'media/../../x', '/abs', 'Media/Upper', 'a//b', ''])
      await expect(storage.put(key, chunks('x'))).rejects.toThrow('Not a storage key')
  })
})
