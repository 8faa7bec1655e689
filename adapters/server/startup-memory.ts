import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { settlePglite } from '../database/pglite.database'
import type { SqlDatabase } from '../database/sql-database'

/**
 * Issue 51 item 3: what start-up leaves behind is let go before the server serves. The migrations and the seed
 * wrote WAL an embedded cluster holds in memory (a checkpoint recycles it), and reading the Moscow inventory left
 * ~60 MB of garbage in the JavaScript heap that the next full collection, whenever it comes, would free: one full
 * collection now returns those pages, so that the memory after start is the memory the server needs.
 */
export const releaseStartupMemory = async (db: SqlDatabase): Promise<void> => {
  await settlePglite(db)
  collectGarbage()
}

/** A full garbage collection (V8's own `gc`, exposed for this call; no flag on the command line needed). */
export const collectGarbage = (): void => {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as (() => void) | undefined
  gc?.()
}

/**
 * glibc's allocator settings the server is started with (package.json's start, .ci/image.sh start, the bench):
 * read by the C library when the process starts, so they cannot be set from here. Start-up allocates and frees
 * large buffers (PGlite's initdb image, its file system's files, the seed's text) while V8 compiles PGlite's
 * WebAssembly on other threads: with glibc's defaults a freed buffer stays in the process (the threshold for
 * giving large blocks back to the system rises with every large free, and each thread gets its own 64 MB arena),
 * ~140 MB of the resident memory after start that no one used. With these, a block of 128 KB or more is mapped
 * and unmapped on its own, and two arenas serve every thread.
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const

/**
 * V8's flags the server is started with (package.json's start, .ci/image.sh start, the bench), beside the allocator's
 * above. A semi-space of 32 MB instead of Node's 16: a request's garbage (its body, the parsed JSON, the quote, the
 * answer's text) dies young, and with twice the room the young generation is swept half as often, each sweep finding
 * no more survivors. Issue 51, A/B in turn over fresh calculations on this 2-core machine: 5,610 answers a second
 * with the default against 6,349 with 32 MB (6,202 with 64, 6,191 with 128), the mean of four runs each. It costs
 * nothing at start (the young generation grows to it only under load) and at most 48 MB more under load.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const
