import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScryptPasswordHasher } from '../node-crypto/scrypt-password-hasher'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { runAdmin } from './testing/admin-cli'
import { call, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'
import { makeLegalEntity } from './testing/campaign-orders-fixtures'
import { encodeLegacy } from './testing/legacy-encodings'
import { writeBankStatement } from '../../core/payments/bank-statement'
import { aBankPayment, aStatement } from '../../core/payments/testing/bank-payments'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
const EMAIL_PASSWORD = 'staff-pass-2026'
let staffEmail: string

/** The admin CLI as the test's staff member. */
const admin = (...args: string[]) =>
  runAdmin({ baseUrl: server.baseUrl, email: staffEmail, password: EMAIL_PASSWORD }, ...args)

const state = async (id: string) =>
  (
    (
      await call(
        server.baseUrl,
        'GET',
        `/api/v1/clients/commercial-campaigns/${id}`,
        undefined,
        advertiser.token,
      )
    ).body.data as {
      advertisingCampaign: {
        state: { _id: string }
        paymentState: { _id: string }
        reservationStatus: { _id: string }
      }
    }
  ).advertisingCampaign

/** A staff account the CLI signs in as (by e-mail and password); answers its e-mail. */
const staffAccount = async (options: Parameters<typeof makeAccount>[1]): Promise<string> => {
  const staff = await makeAccount(server.db, options)
  await server.db.query('update accounts set password_hash = $2 where id = $1', [
    staff.id,
    await new ScryptPasswordHasher().hash(EMAIL_PASSWORD),
  ])
  return `${staff.id}@example.ru`
}

/** The advertiser's campaign of a place, with its creative, sent to moderation; answers its id. */
const sent = async (place: 'transitShelter' | 'metroMonitors', name: string): Promise<string> => {
  const created = await call(
    server.baseUrl,
    'POST',
    `/api/v1/clients/commercial-campaigns/${place}`,
    { name, calculation: CALCULATIONS[place] },
    advertiser.token,
  )
  const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  await attachCreative(server.db, id)
  await call(
    server.baseUrl,
    'POST',
    `/api/v1/clients/commercial-campaigns/${place}/${id}/application`,
    undefined,
    advertiser.token,
  )
  return id
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  staffEmail = await staffAccount({ moderator: true })
})
afterAll(async () => {
  await server?.close()
})

describe('the admin CLI over the staff API (npm run admin)', () => {
  it('lists the queue, rejects with a reason, approves, confirms the reservation, marks payment and runs the clock', async () => {
    const id = await sent('transitShelter', 'Через консоль')

    const queue = await admin('queue')
    expect(queue.code).toBe(0)
    expect(queue.out).toContain(id)
    expect(queue.out).toContain('Всего: 1')

    expect((await admin('reject', id)).code).toBe(2)
    expect((await admin('reject', id, '--reason', 'Нет маркировки')).code).toBe(0)
    expect((await state(id)).state._id).toBe('primaryRejected')
    // An illegal move is refused with the machine's code, exit 1.
    const illegal = await admin('approve', id)
    expect(illegal.code).toBe(1)
    expect(illegal.err).toContain('state: illegalTransition')

    await call(
      server.baseUrl,
      'PUT',
      `/api/v1/clients/commercial-campaigns/transitShelter/${id}`,
      { name: 'Исправлено', calculation: CALCULATIONS.transitShelter },
      advertiser.token,
    )
    await attachCreative(server.db, id)
    await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/commercial-campaigns/transitShelter/${id}/application`,
      undefined,
      advertiser.token,
    )
    expect((await admin('approve', id)).code).toBe(0)
    const early = await admin('pay', id)
    expect(early.code).toBe(1)
    expect(early.err).toContain('Не все скедлы подтверждены')
    expect((await admin('confirm-reservation', id)).code).toBe(0)
    expect((await admin('pay', id, '--partial')).code).toBe(0)
    expect((await state(id)).paymentState._id).toBe('partiallyPaid')
    expect((await admin('pay', id)).code).toBe(0)
    expect(await state(id)).toMatchObject({
      state: { _id: 'waitingForLaunch' },
      paymentState: { _id: 'paid' },
      reservationStatus: { _id: 'confirmed' },
    })

    clock.set('2027-01-01')
    const tick = await admin('tick')
    expect(tick.code).toBe(0)
    expect(JSON.parse(tick.out)).toMatchObject({ launched: 1 })
    expect((await state(id)).state._id).toBe('active')
    expect(JSON.parse((await admin('show', id)).out).advertisingCampaign.state._id).toBe('active')
  }, 120_000)

  it('lists what waits, releases a hold, imports a bank statement as the accountant; each role only its own', async () => {
    const accountantEmail = await staffAccount({ staffRoles: ['accountant'] })
    const asAccountant = (...args: string[]) =>
      runAdmin({ baseUrl: server.baseUrl, email: accountantEmail, password: EMAIL_PASSWORD }, ...args)
    const id = await sent('metroMonitors', 'Выписка из консоли')
    const entity = await makeLegalEntity(server.db, advertiser.id)
    const invoice = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/commercial-campaigns/metroMonitors/${id}/invoice`,
      { legalEntityId: entity },
      advertiser.token,
    )
    const { number, totalSum } = invoice.body.data as { number: string; totalSum: number }

    // A hold given back, with the reason the advertiser reads.
    await server.db.query(`update campaigns set reservation_state = 'reserved' where id = $1`, [id])
    expect((await admin('release-reservation', id, '--reason', 'Ремонт')).code).toBe(0)
    expect((await state(id)).reservationStatus._id).toBe('canceled')
    const waiting = await admin('waiting', '--waits', 'payment')
    expect(waiting.code).toBe(0)
    expect(waiting.out).toContain(id)
    expect(waiting.out).toContain('payment')
    // The accountant decides no content (exit 2, the server's Russian refusal).
    const approve = await asAccountant('approve', id)
    expect(approve.code).toBe(2)
    expect(approve.err).toContain('Недостаточно прав для этого действия')

    const dir = mkdtempSync(join(tmpdir(), 'tablo-cli-statement-'))
    try {
      const file = join(dir, 'kl_to_1c.txt')
      const text = writeBankStatement(
        aStatement(aBankPayment(`Оплата по счету № ${number}`, Math.round(totalSum * 100))),
      )
      writeFileSync(file, encodeLegacy(text, 'windows-1251'))
      const imported = await asAccountant('import-statement', file)
      expect(imported.code, imported.err).toBe(0)
      expect(imported.out).toContain(`Оплачен счёт № ${number}: Выписка из консоли (${id})`)
      expect(imported.out).toContain('Оплачено: 1, решить вручную: 0, уже учтено: 0, списания: 0')
      expect((await state(id)).paymentState._id).toBe('paid')
      expect((await asAccountant('import-statement', file)).out).toContain(
        'Оплачено: 0, решить вручную: 0, уже учтено: 1',
      )
      expect((await asAccountant('import-statement', join(dir, 'missing.txt'))).code).toBe(2)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('refuses an advertiser signing in as staff, and a wrong password', async () => {
    // `--token=` form: a token is random base64url and starts with '-' once in 64 runs, which the
    // option parser would take for an option (a flake CI met on 2026-11-25).
    const asAdvertiser = await admin('queue', `--token=${advertiser.token}`)
    expect(asAdvertiser.code).toBe(2)
    expect(asAdvertiser.err).toContain('Недостаточно прав для этого действия')
    const wrong = await runAdmin(
      { baseUrl: server.baseUrl, email: staffEmail, password: 'wrong-password' },
      'queue',
    )
    expect(wrong.code).toBe(2)
    expect(wrong.err).toContain('sign-in refused')
  }, 60_000)
})
