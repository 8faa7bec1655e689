import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { randomUUID } from 'node:crypto'
import type { FileStorage } from '../../core/ports/file-storage.port'
import { assertStorageKey } from './storage-key'

/**
 * Files on the local disk under one root (DATA_DIR/files by default). A file is written beside its place
 * and renamed into it once complete, so a reader never sees half a file and a failed upload leaves nothing.
 */
export class FsFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    return join(this.root, assertStorageKey(key))
  }

  async put(key: string, body: AsyncIterable<Uint8Array>): Promise<{ size: number }> {
    const target = this.path(key)
    await mkdir(dirname(target), { recursive: true })
    const partial = `${target}.${randomUUID()}.part`
    let size = 0
    try {
      await pipeline(
        Readable.from(body),
        async function* (source: AsyncIterable<Uint8Array>) {
          for await (const chunk of source) {
            size += chunk.length
            yield chunk
          }
        },
        createWriteStream(partial),
      )
      await rename(partial, target)
      return { size }
    } catch (cause) {
      await rm(partial, { force: true })
      throw cause
    }
  }

  async get(key: string): Promise<AsyncIterable<Uint8Array> | undefined> {
    const path = this.path(key)
    if ((await this.size(key)) === undefined) return undefined
    return createReadStream(path)
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true })
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.path(key))
      return info.isFile() ? info.size : undefined
    } catch {
      return undefined
    }
  }
}
