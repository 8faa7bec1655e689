import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../database/migrate'
import { openPglite } from '../database/pglite.database'
import type { SqlDatabase } from '../database/sql-database'
import type { Logger } from '../../core/ports/logger.port'
import { MailOutboxRecords } from '../database/mail-outbox-records'
import { SmtpOutbox } from './smtp-mail'

const warnings: string[] = []
const logger: Logger = { info: () => undefined, warn: (m) => void warnings.push(m), error: () => undefined }

/** A real SMTP server on loopback receives what the adapter sends. */
const received: { to: string[]; data: string }[] = []
let smtp: SMTPServer
let port = 0
let db: SqlDatabase
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = ''
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data })
        done()
      })
    },
  })
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()))
  port = (smtp.server.address() as AddressInfo).port
  db = await openPglite(undefined)
  await migrate(db)
})
afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()))
  await db.close()
})

describe('SmtpOutbox', () => {
  it('keeps the mail in the outbox, sends it over SMTP and marks it sent', async () => {
    const outbox = new SmtpOutbox(
      new MailOutboxRecords(db),
      { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Табло <noreply@tablo.local>' },
      logger,
    )
    await outbox.send({
      to: 'client@example.ru',
      subject: 'Табло: подтвердите регистрацию',
      text: 'Ссылка: http://x/1',
      link: 'http://x/1',
    })
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['client@example.ru'])
    expect(received[0]!.data).toContain('Subject: =?UTF-8?')
    const rows = await db.query<{ to_address: string; sent_at: Date | null }>(
      'select to_address, sent_at from mail_outbox',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.sent_at).not.toBeNull()
  })

  it('a mail server that is down loses nothing: the mail waits in the outbox and goes with the next send', async () => {
    const down = new SmtpOutbox(
      new MailOutboxRecords(db),
      { url: 'smtp://127.0.0.1:1?connectionTimeout=2000', from: 'noreply@tablo.local' },
      logger,
    )
    await down.send({ to: 'later@example.ru', subject: 'S', text: 'T' })
    expect(warnings).toEqual(['mail not sent, kept in the outbox'])
    const [row] = await db.query<{ sent_at: Date | null }>(
      "select sent_at from mail_outbox where to_address = 'later@example.ru'",
    )
    expect(row).toEqual({ sent_at: null })

    const up = new SmtpOutbox(
      new MailOutboxRecords(db),
      { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'noreply@tablo.local' },
      logger,
    )
    await up.send({ to: 'next@example.ru', subject: 'S2', text: 'T2' })
    expect(received.map((m) => m.to[0])).toEqual(['client@example.ru', 'later@example.ru', 'next@example.ru'])
    const unsent = await db.query('select id from mail_outbox where sent_at is null')
    expect(unsent).toEqual([])
  })
})
