import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createPino, PinoLogger, redactUrl } from './pino.logger'
import { requestContext } from './request-context'

/** A log that keeps its JSON lines, parsed. */
const memoryLog = () => {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
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
