import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { bookableUnits } from '../../core/booking/booking-units'
import { buildMp4 } from '../../core/media/mp4-builder'
import { generateInventory } from '../../core/inventory/generated-inventory'
import {
  buildLines,
  buildMetro,
  buildRegions,
  buildRoutes,
  buildShelters,
} from '../../core/inventory/moscow-inventory'
import { tariffRegionOfOkrug } from '../../core/pricing/selection/address-program'
import { CALCULATIONS } from './testing/campaign-fixtures'
import { readMoscowFiles } from '../inventory/moscow-files'
import { openDatabase } from '../database/open-database'
import type { SqlDatabase } from '../database/sql-database'
import { mailedLinks, serverEnv, startServerProcess, type ServerProcess } from './testing/server-process'
import { resetPostgres } from './testing/test-server'

/**
 * The crash test of issue 6: the real server (`node --import tsx adapters/server/main.ts`, its own process
 * group) takes concurrent writes from several advertisers and is killed with SIGKILL in the middle of them;
 * restarted on the same data it must hold every write it acknowledged with a 2xx, and nothing half-made.
 * PGlite on disk by default; the PostgreSQL of TEST_DATABASE_URL when CI sets it.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL || undefined
const ADVERTISERS = 6
const CHAINS_PER_ADVERTISER = 3
/** The kill comes after this many acknowledged writes, with about ADVERTISERS × CHAINS requests in flight. */
const KILL_AFTER = 90
/** How long a mailed link may take to show in the log: generous, never asserted. */
const STARTUP_MS = 150_000

const dataRoot = mkdtempSync(join(tmpdir(), 'tablo-crash-'))
// The demo accounts are not needed (advertisers register); the inventory is: stops are priced from it.
const env = serverEnv(dataRoot, { SEED_DEMO: 'false', SEED_INVENTORY: 'true' })

type Running = ServerProcess
const running: Running[] = []

const startServer = async (): Promise<Running> => {
  const server = await startServerProcess(env, { detached: true })
  running.push(server)
  return server
}

/** SIGKILL to the whole process group: no shutdown hook, no flush, no goodbye. */
const killHard = (server: Running): void => {
  process.kill(-server.child.pid!, 'SIGKILL')
}

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      try {
        process.kill(-server.child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
      await server.exited
    }
  }
  rmSync(dataRoot, { recursive: true, force: true })
})

type Answer = { status: number; body: { data?: unknown; message?: string } }

const request = async (
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> => {
  // A form goes as multipart (fetch sets its boundary); anything else as JSON.
  const form = body instanceof FormData
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} }
}

/** Registers, confirms by the link the server logged (no SMTP configured) and signs in. */
const signUp = async (server: Running, email: string): Promise<string> => {
  const password = 'crash-test-pass-1'
  const registered = await request(server.baseUrl, 'POST', '/api/v1/clients/register', {
    email,
    password,
    fullName: 'Иван Крашев',
  })
  if (registered.status !== 201) throw new Error(`register ${email}: ${JSON.stringify(registered.body)}`)
  let link: string | undefined
  const deadline = Date.now() + STARTUP_MS
  while (!link && Date.now() < deadline) {
    link = mailedLinks(server.log(), email)[0]
    if (!link) await new Promise((r) => setTimeout(r, 50))
  }
  if (!link) throw new Error(`no confirmation link for ${email}:\n${server.log()}`)
  const token = new URL(link, server.baseUrl).pathname.split('/').pop()
  const confirmed = await request(server.baseUrl, 'POST', '/api/v1/clients/register/confirm', { token })
  if (confirmed.status >= 300) throw new Error(`confirm ${email}: ${JSON.stringify(confirmed.body)}`)
  const login = await request(server.baseUrl, 'POST', '/api/v1/clients/auth', { email, password })
  if (login.status !== 200) throw new Error(`sign in ${email}: ${JSON.stringify(login.body)}`)
  return (login.body.data as { token: string }).token
}

const LEGAL_ENTITY = {
  formOfBusiness: 'legalEntityOrg',
  name: 'ООО «Устойчивость»',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1027700132195',
  address: 'Москва, Тверская, 1',
  signerFullName: 'Крашев Иван Петрович',
  basisId: 'charter',
  bankName: 'ПАО Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810938000000001',
}

/** A whole month far enough ahead of the real Moscow date for every place to take a booking. */
const MONTH = (() => {
  const now = new Date()
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1))
  return first.toISOString().slice(0, 7)
})()
const LAST_DAY = new Date(Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10)
const PLACES = ['transitShelter', 'metroStickers', 'metroMonitors'] as const
type Place = (typeof PLACES)[number]

/** Real shelter stops of the Moscow data the server seeds from, both sides each, in stop order. */
let stopsByN: { inventoryNumber: string; side: 'a' | 'b'; region: string }[][] = []
/** The sticker spaces of the generated inventory the server seeds (deterministic from its seed). */
let stickerSpaces: string[] = []
const loadRealStops = async (): Promise<void> => {
  const files = await readMoscowFiles()
  const regions = buildRegions(
    files.okrugs.map((f) => f.properties),
    files.districts.map((f) => f.properties),
  )
  const okrugAbbrev = new Map(regions.filter((r) => r.level === 1).map((r) => [r.code, r.abbrev]))
  const byStop = new Map<number, { inventoryNumber: string; side: 'a' | 'b'; region: string }[]>()
  for (const s of buildShelters(files.stops, regions)) {
    const side = {
      inventoryNumber: s.inventoryNumber,
      side: s.side,
      region: tariffRegionOfOkrug(okrugAbbrev.get(s.advertisingPlatform.region.parent.code) ?? ''),
    }
    byStop.set(s.stopId, [...(byStop.get(s.stopId) ?? []), side])
  }
  stopsByN = [...byStop.values()]
  stickerSpaces = generateInventory(
    buildMetro(files.stations).stations,
    buildRoutes(files.stops),
    buildLines(files.lines),
  )
    .filter((i) => i.kind === 'metroSticker')
    .map((i) => i.inventoryNumber)
}

/** The n-th campaign's body: its own stops or sticker space, so no two writes of the load conflict. */
const campaignBody = (place: Place, n: number) => {
  const stops = stopsByN[2000 + n]
  if (!stops) throw new Error(`no real stop for campaign ${n}`)
  if (place === 'transitShelter') return { name: `Крах ${n}`, calculation: { months: [MONTH], stops } }
  if (place === 'metroStickers')
    return {
      name: `Крах ${n}`,
      calculation: {
        ...CALCULATIONS.metroStickers,
        startDate: `${MONTH}-01`,
        endDate: LAST_DAY,
        stickerCount: 1,
      },
      spaces: [stickerSpaces[n] ?? `no sticker space for campaign ${n}`],
    }
  return {
    name: `Крах ${n}`,
    calculation: { ...CALCULATIONS.metroMonitors, startDate: `${MONTH}-10`, endDate: `${MONTH}-20` },
  }
}

interface WireCampaign {
  _id: string
  name: string
  state: { _id: string }
  reservationStatus: { _id: string }
  startDate: string
  endDate: string
  taxesSum: number
  totalSumWithoutTaxes: number
}
interface WireInvoice {
  _id: string
  number: string
  campaignId: string
  totalSum: number
}

/** What the client was told (acknowledged) and what it merely asked (in flight when the server died). */
interface Ledger {
  campaigns: Map<string, { owner: number; place: Place; acked: WireCampaign; states: Set<string> }>
  invoices: Map<string, { owner: number; acked: WireInvoice }>
  acknowledged: number
  refused: number
  inFlight: number
  inFlightAtKill: number
  failedAfterKill: number
}

const DAY_MS = 86_400_000
const days = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY_MS + 1

describe('crash: SIGKILL under concurrent write load loses no acknowledged write (issue 6)', () => {
  it(`on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk'}: acknowledged writes survive, nothing half-made, the server restarts`, async () => {
    if (DATABASE_URL) await resetPostgres(DATABASE_URL)
    await loadRealStops()
    const first = await startServer()
    const advertisers: { token: string; legalEntityId: string }[] = []
    for (let i = 0; i < ADVERTISERS; i++) {
      const token = await signUp(first, `crash-${i}@example.ru`)
      const entity = await request(
        first.baseUrl,
        'POST',
        '/api/v1/clients/legal-entities',
        LEGAL_ENTITY,
        token,
      )
      expect(entity.status).toBe(201)
      advertisers.push({ token, legalEntityId: (entity.body.data as { _id: string })._id })
    }

    const ledger: Ledger = {
      campaigns: new Map(),
      invoices: new Map(),
      acknowledged: 0,
      refused: 0,
      inFlight: 0,
      inFlightAtKill: 0,
      failedAfterKill: 0,
    }
    let killed = false
    let serial = 0
    // The creatives moderation needs (issue #47): a layout for shelters and stickers, a 10-s clip for the metro.
    const layout = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const clip = buildMp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 4000 })
    const creativeOf = (place: Place): FormData => {
      const form = new FormData()
      const video = place === 'metroMonitors'
      form.append(
        'file',
        new Blob([new Uint8Array(video ? clip : layout)], { type: video ? 'video/mp4' : 'image/png' }),
        video ? 'ролик.mp4' : 'макет.png',
      )
      return form
    }
    /** One write; a 2xx is recorded as acknowledged, a lost connection ends the chain. */
    const write = async (owner: number, method: string, path: string, body?: unknown) => {
      if (killed) return undefined
      ledger.inFlight++
      try {
        const answer = await request(first.baseUrl, method, path, body, advertisers[owner]!.token)
        if (answer.status >= 200 && answer.status < 300) {
          ledger.acknowledged++
          return answer
        }
        ledger.refused++
        throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      } catch (cause) {
        if (!killed) throw cause
        ledger.failedAfterKill++
        return undefined
      } finally {
        ledger.inFlight--
        if (!killed && ledger.acknowledged >= KILL_AFTER) {
          killed = true
          ledger.inFlightAtKill = ledger.inFlight
          killHard(first)
        }
      }
    }
    const API = '/api/v1/clients/commercial-campaigns'
    /** create → application → invoice, over and over, until the server dies. */
    const chain = async (owner: number) => {
      while (!killed) {
        const n = serial++
        const place = PLACES[n % PLACES.length]!
        const created = await write(owner, 'POST', `${API}/${place}`, campaignBody(place, n))
        if (!created) return
        const campaign = (created.body.data as { advertisingCampaign: WireCampaign }).advertisingCampaign
        const entry = { owner, place, acked: campaign, states: new Set([campaign.state._id]) }
        ledger.campaigns.set(campaign._id, entry)
        if (n % 2 === 0) {
          const kind = place === 'metroMonitors' ? 'video' : 'images'
          if (!(await write(owner, 'POST', `${API}/${place}/${campaign._id}/${kind}`, creativeOf(place))))
            return
          entry.states.add('moderation')
          const sent = await write(owner, 'POST', `${API}/${place}/${campaign._id}/application`)
          if (!sent) return
          entry.states = new Set(['moderation'])
        }
        // A shelter is invoiced once the manager confirmed its reservation (issue #47): not in this chain.
        if (place === 'transitShelter') continue
        const invoiced = await write(owner, 'POST', `${API}/${place}/${campaign._id}/invoice`, {
          legalEntityId: advertisers[owner]!.legalEntityId,
        })
        if (!invoiced) return
        const invoice = invoiced.body.data as WireInvoice
        ledger.invoices.set(invoice._id, { owner, acked: invoice })
      }
    }
    const loadStarted = Date.now()
    await Promise.all(
      advertisers.flatMap((_, owner) => Array.from({ length: CHAINS_PER_ADVERTISER }, () => chain(owner))),
    )
    const loadMs = Date.now() - loadStarted
    expect(killed).toBe(true)
    expect(await first.exited).toBe('SIGKILL')

    // Restart on the same data: migrations run again over a database that was never shut down.
    const second = await startServer()
    const read = (owner: number, path: string) =>
      request(second.baseUrl, 'GET', path, undefined, advertisers[owner]!.token)

    let campaignsPresent = 0
    for (const [id, { owner, acked, states }] of ledger.campaigns) {
      const found = await read(owner, `${API}/${id}`)
      expect(found.status, `acknowledged campaign ${id}`).toBe(200)
      const now = (found.body.data as { advertisingCampaign: WireCampaign }).advertisingCampaign
      expect(now).toMatchObject({
        name: acked.name,
        startDate: acked.startDate,
        endDate: acked.endDate,
        taxesSum: acked.taxesSum,
        totalSumWithoutTaxes: acked.totalSumWithoutTaxes,
        reservationStatus: acked.reservationStatus,
      })
      expect(states).toContain(now.state._id)
      campaignsPresent++
    }
    let invoicesPresent = 0
    for (const [id, { owner, acked }] of ledger.invoices) {
      const pdf = await fetch(`${second.baseUrl}/api/v1/clients/invoices/${id}/pdf`, {
        headers: { authorization: `Bearer ${advertisers[owner]!.token}` },
      })
      expect(pdf.status, `acknowledged invoice ${acked.number}`).toBe(200)
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-')
      invoicesPresent++
    }
    // The holds came back with their campaigns: every acknowledged stop and sticker space is still taken.
    let holdsStillRefused = 0
    for (const [, { owner, place, acked }] of ledger.campaigns) {
      if (place === 'metroMonitors') continue
      const n = Number(acked.name.split(' ')[1])
      const again = await request(
        second.baseUrl,
        'POST',
        `${API}/${place}`,
        campaignBody(place, n),
        advertisers[(owner + 1) % ADVERTISERS]!.token,
      )
      expect(again.status, `a second booking of ${acked.name}`).toBe(409)
      holdsStillRefused++
    }
    // And the restarted server takes new writes.
    const fresh = await request(
      second.baseUrl,
      'POST',
      `${API}/transitShelter`,
      campaignBody('transitShelter', 1500),
      advertisers[0]!.token,
    )
    expect(fresh.status).toBe(201)

    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    // Started cleanly over the killed database: migrations again, crash recovery, no error logged.
    expect(second.log()).not.toMatch(/\[error\]|Табло не запустилось/)

    // The database itself, read directly: nothing half-made, nothing pointing at a missing campaign.
    const db: SqlDatabase = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: env.DATA_DIR })
    try {
      const campaigns = await db.query<{
        id: string
        advertise_place: string
        state: string
        reservation_state: string
        calculation: unknown
        spaces: string[]
        start_date: string
        end_date: string
        holds: string
        created: string
        last_to: string | null
      }>(
        `select c.id, c.advertise_place, c.state, c.reservation_state, c.calculation, c.spaces,
                c.start_date::text as start_date, c.end_date::text as end_date,
                (select count(*) from campaign_holds h where h.campaign_id = c.id)::text as holds,
                (select count(*) from campaign_events e where e.campaign_id = c.id and e.event = 'create')::text as created,
                (select e.to_state from campaign_events e where e.campaign_id = c.id and e.to_state is not null
                  order by e.id desc limit 1) as last_to
           from campaigns c`,
      )
      const halfMade = campaigns.filter((c) => {
        const calculation = typeof c.calculation === 'string' ? JSON.parse(c.calculation) : c.calculation
        const units = bookableUnits(c.advertise_place, calculation, c.spaces)
        const expected =
          c.reservation_state === 'reserved' ? units.length * days(c.start_date, c.end_date) : 0
        return Number(c.holds) !== expected || c.created !== '1' || c.last_to !== c.state
      })
      const [orphans] = await db.query<{
        holds: string
        events: string
        invoices: string
        mismatched: string
      }>(
        `select
           (select count(*) from campaign_holds h where not exists (select 1 from campaigns c where c.id = h.campaign_id))::text as holds,
           (select count(*) from campaign_events e where not exists (select 1 from campaigns c where c.id = e.campaign_id))::text as events,
           (select count(*) from invoices i where not exists (select 1 from campaigns c where c.id = i.campaign_id))::text as invoices,
           (select count(*) from invoices i join campaigns c on c.id = i.campaign_id
             where i.total_sum_without_taxes <> c.total_sum_without_taxes or i.taxes_sum <> c.taxes_sum
                or length(i.pdf) = 0)::text as mismatched`,
      )
      const [invoiceCount] = await db.query<{ n: string }>('select count(*)::text as n from invoices')
      const stored = campaigns.length - 1 // less the one written after the restart
      const orphanCount =
        Number(orphans!.holds) +
        Number(orphans!.events) +
        Number(orphans!.invoices) +
        Number(orphans!.mismatched)
      console.log(
        `crash test on ${db.kind}: SIGKILL after ${ledger.acknowledged} acknowledged writes in ${loadMs} ms ` +
          `(${ledger.inFlightAtKill} in flight at the kill, ${ledger.failedAfterKill} cut off, ${ledger.refused} refused); ` +
          `acknowledged campaigns ${ledger.campaigns.size}, present ${campaignsPresent} (stored ${stored}, ` +
          `${stored - ledger.campaigns.size} committed but unacknowledged); acknowledged invoices ${ledger.invoices.size}, ` +
          `present ${invoicesPresent} (stored ${Number(invoiceCount!.n)}); holds still refusing a second booking ` +
          `${holdsStillRefused}; half-made campaigns ${halfMade.length}; orphans ${orphanCount}`,
      )
      expect(ledger.refused).toBe(0)
      expect(campaignsPresent).toBe(ledger.campaigns.size)
      expect(invoicesPresent).toBe(ledger.invoices.size)
      expect(halfMade).toEqual([])
      expect(orphanCount).toBe(0)
      expect(stored).toBeGreaterThanOrEqual(ledger.campaigns.size)
    } finally {
      await db.close()
    }
  }, 300_000)
})
