import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPino, droppingCounted, LineBatches, PinoLogger, redactUrl } from './pino.logger'
import { requestContext } from './request-context'
import { keptLines } from './testing/kept-lines'

/** A log that keeps its JSON lines, parsed. */
const memoryLog = () => {
  const { lines, stream } = keptLines()
  return { lines, logger: new PinoLogger(createPino('info', stream)) }
}

describe('the JSON log', () => {
  it('one line per event: level by name, ISO time, message and details', () => {
    const { lines, logger } = memoryLog()
    logger.warn('mail not sent, kept in the outbox', { to: 'a@example.ru' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'mail not sent, kept in the outbox',
      to: 'a@example.ru',
    })
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('a line written while a request is served carries its id, however deep in the code', async () => {
    const { lines, logger } = memoryLog()
    await requestContext.run({ reqId: 'req-42' }, async () => {
      await new Promise((r) => setTimeout(r, 1))
      logger.info('campaign clock', { launched: 1 })
    })
    logger.info('outside')
    expect(lines.map((l) => l.reqId)).toEqual(['req-42', undefined])
  })

  it('credentials never reach it, at the top of the details or one level down', () => {
    const { lines, logger } = memoryLog()
    logger.error('sign-in failed', {
      password: 'hunter2',
      token: 'abc',
      body: { password: 'hunter2', newPassword: 'x', token: 't' },
      email: 'a@example.ru',
    })
    const text = JSON.stringify(lines)
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('"abc"')
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      body: { password: '[redacted]' },
    })
  })

  it('secret query values of an address are replaced, the rest kept', () => {
    expect(redactUrl('/api/v1/advertisers/video/1/file?expires=99&signature=abc&x=1')).toBe(
      '/api/v1/advertisers/video/1/file?expires=[redacted]&signature=[redacted]&x=1',
    )
    expect(redactUrl('/app/confirm?token=secret')).toBe('/app/confirm?token=[redacted]')
    expect(redactUrl('/api/v1/public/news?page=2')).toBe('/api/v1/public/news?page=2')
  })
})

describe('lines handed to the writer in batches', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const batches = (chars: number) => {
    const writes: string[] = []
    return { writes, lines: new LineBatches({ write: (text: string) => writes.push(text) }, chars, 100) }
  }

  it('lines wait until the batch is full, then go out together, in order, as one write', () => {
    vi.useFakeTimers()
    const { writes, lines } = batches(12)
    lines.write('abcd\n')
    lines.write('efgh\n')
    expect(writes).toEqual([])
    lines.write('ij\n')
    expect(writes).toEqual(['abcd\nefgh\nij\n'])
    lines.write('k\n')
    expect(writes).toHaveLength(1)
  })

  it('a line never waits longer than the wait: a tenth of a second later it is written', () => {
    vi.useFakeTimers()
    const { writes, lines } = batches(4_096)
    lines.write('first\n')
    vi.advanceTimersByTime(99)
    expect(writes).toEqual([])
    lines.write('second\n')
    vi.advanceTimersByTime(1)
    expect(writes).toEqual(['first\nsecond\n'])
    lines.write('third\n')
    vi.advanceTimersByTime(100)
    expect(writes).toEqual(['first\nsecond\n', 'third\n'])
  })

  it('released at once on demand (at exit), and nothing is written twice or when nothing waits', () => {
    vi.useFakeTimers()
    const { writes, lines } = batches(4_096)
    lines.release()
    lines.write('last\n')
    lines.release()
    vi.advanceTimersByTime(1_000)
    expect(writes).toEqual(['last\n'])
  })
})

/** A writer with room for so many characters, that drops what does not fit as sonic-boom's maxLength does. */
class Bounded extends EventEmitter {
  readonly taken: string[] = []
  constructor(public room: number) {
    super()
  }
  write(text: string): boolean {
    if (text.length > this.room) {
      this.emit('drop', text)
      return false
    }
    this.room -= text.length
    this.taken.push(text)
    return true
  }
}

describe('a log whose output is full drops lines and says how many', () => {
  const dropped = (text: string | undefined) => (JSON.parse(text ?? '{}') as { dropped?: number }).dropped

  it('the lines of every dropped batch are counted, and said before the first batch taken after them', () => {
    const out = new Bounded(10)
    const log = droppingCounted(out)
    log.write('a\nb\n')
    log.write('cccccccc\nd\n')
    expect(out.taken).toEqual(['a\nb\n'])
    // Room for a short batch but not for the note: the batch goes, the count waits for more room.
    log.write('e\n')
    expect(out.taken).toEqual(['a\nb\n', 'e\n'])
    out.room = 1_000
    log.write('f\n')
    expect(out.taken.slice(2).map((t, i) => (i === 0 ? dropped(t) : t))).toEqual([2, 'f\n'])
    // Said once: the next batch goes alone.
    log.write('g\n')
    expect(out.taken.at(-1)).toBe('g\n')
    expect(out.taken).toHaveLength(5)
    // The count since the start (for /metrics) keeps what the note said, and grows with the next loss.
    expect(log.droppedInAll()).toBe(2)
    out.room = 0
    log.write('h\ni\nj\n')
    expect(log.droppedInAll()).toBe(5)
  })

  it('at exit the count is said on demand, and nothing is said when nothing was lost', () => {
    const out = new Bounded(3)
    const log = droppingCounted(out)
    log.noteDropped()
    expect(out.taken).toEqual([])
    log.write('x\ny\nz\n')
    out.room = 1_000
    log.noteDropped()
    expect(out.taken.map(dropped)).toEqual([3])
  })
})
