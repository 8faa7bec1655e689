import { describe, expect, it } from 'vitest'
import type { Logger } from '../../core/ports/logger.port'
import { BackgroundWork } from './background-work'
import type { JobKind } from './job-kinds'

const KIND: JobKind = { name: 'draw', retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 10 }
const OTHER: JobKind = { ...KIND, name: 'unknown' }

const setUp = (run: (data: Record<string, unknown>) => Promise<void>) => {
  const logged: string[] = []
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message, details) => void logged.push(`${message}: ${String(details?.['error'])}`),
  }
  return { work: new BackgroundWork([{ kind: KIND, run }], logger), logged }
}

describe('BackgroundWork', () => {
  it('without a queue does the work at once, with its data', async () => {
    const done: unknown[] = []
    const { work } = setUp(async (data) => void done.push(data))
    await work.request(KIND, { id: 'x-1' })
    expect(done).toEqual([{ id: 'x-1' }])
  })

  it('with a queue hands the work over and does none of it here', async () => {
    const done: unknown[] = []
    const sent: unknown[] = []
    const { work } = setUp(async (data) => void done.push(data))
    work.attach(async (kind, data) => void sent.push([kind.name, data]))
    await work.request(KIND, { id: 'x-2' })
    expect([sent, done]).toEqual([[['draw', { id: 'x-2' }]], []])
  })

  it('does the work here when the queue cannot take it, and says so', async () => {
    const done: unknown[] = []
    const { work, logged } = setUp(async (data) => void done.push(data))
    work.attach(async () => {
      throw new Error('connection refused')
    })
    await work.request(KIND, { id: 'x-3' })
    expect(done).toEqual([{ id: 'x-3' }])
    expect(logged).toEqual(['job not queued; done at once: connection refused'])
  })

  it('logs a failure of the work done here instead of failing the request; an unknown kind is a bug', async () => {
    const { work, logged } = setUp(async () => {
      throw new Error('disk full')
    })
    await expect(work.request(KIND)).resolves.toBeUndefined()
    expect(logged).toEqual(['job failed: disk full'])
    await expect(work.request(OTHER)).rejects.toThrow('no job unknown')
  })
})
