import { internalCallHeaders } from './rate-limits'
import type { FastifyInstance } from 'fastify'
import { buildMp4, type Mp4Spec } from '../../core/media/mp4-builder'
import { addDays } from '../../core/pricing/rules/calendar'
import { firstBookableMonth } from '../../core/pricing/rules/periods'
import { isoDate, moscowDayStart } from '../../core/shared/calendar'
import type { TravellingClock } from '../moscow-clock/travelling-clock'
import { demoRecordsOf } from '../database/demo-records'
import type { SqlDatabase } from '../database/sql-database'
import { DEMO_PASSWORD } from './seed'

/**
 * The living demo (issue 14, item 10): the demo cabinet is not written into tables but lived through the real
 * API, day by day over the last 45 Moscow days, with the clock set back. Campaigns are created, sent, approved
 * or rejected, invoiced and paid on the days they would have been; the Moscow clock's job launches and
 * completes them and the demo screen plays every running one, so the statistics are a month of real plays and
 * the notifications are the ones the events wrote. Then the clock comes back to now.
 *
 * What a newcomer finds (dates from today T):
 * - demo@tablo.local: finished, running, paid and waiting, approved awaiting payment, on moderation, rejected
 *   and draft campaigns over seven places; an organisation; invoices paid and unpaid; unread notifications.
 * - agency@tablo.local: two advertisers (partners), one running campaign each.
 * - observer@tablo.local: observes the demo advertiser (read only).
 * Built once: a database whose demo advertiser already has campaigns, or whose build another server claimed, is
 * left alone.
 */

interface Step {
  /** Days from today (negative: the past) on which the step happens. */
  readonly day: number
  readonly run: () => Promise<void>
}

type Place = string
type Json = Record<string, unknown>

const DEMO_EMAIL = 'demo@tablo.local'
const AGENCY_EMAIL = 'agency@tablo.local'
const OBSERVER_EMAIL = 'observer@tablo.local'
const STAFF_EMAIL = 'moderator@tablo.local'
/** Payments are the accountant's and the clock's job run by hand the superuser's (core/staff/staff-roles.ts). */
const ACCOUNTANT_EMAIL = 'accountant@tablo.local'
const ADMIN_EMAIL = 'admin@tablo.local'
/** How far back the demo's life starts. */
const HISTORY_DAYS = 45

/** The organisation the demo advertiser invoices to (checks the server makes pass). */
const DEMO_ORGANISATION = {
  formOfBusiness: 'legalEntityOrg',
  name: 'ООО «Северное сияние»',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1027700132195',
  address: 'Москва, ул. Тверская, д. 7',
  signerFullName: 'Рекламова Анна Сергеевна',
  basisId: 'charter',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810938000000001',
}

export class DemoBuildFailed extends Error {}

/** Answers whether the demo cabinet was built now (false: it was already there, or there is no demo account). */
export const buildDemoCabinet = async (
  app: FastifyInstance,
  db: SqlDatabase,
  clock: TravellingClock,
): Promise<boolean> => {
  const records = demoRecordsOf(db)
  const owner = await records.ownerOf(DEMO_EMAIL)
  if (!owner || owner.campaigns !== 0) return false
  // One server builds it: several starting at once on one PostgreSQL race for this claim.
  if (!(await records.claimBuild(clock.now()))) return false
  const today = clock.today()
  const date = (offset: number) => addDays(today, offset)
  const tokens = new Map<string, string>()

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...internalCallHeaders(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Json }),
    })
    const body = response.body ? (JSON.parse(response.body) as { data?: unknown; message?: string }) : {}
    if (response.statusCode >= 300)
      throw new DemoBuildFailed(`${method} ${url}: ${response.statusCode} ${body.message ?? response.body}`)
    return body.data
  }
  // Signs in on the (travelled) day of the call: every session is one the server issued that day, ended that day.
  const as = async (email: string): Promise<string> => {
    const known = tokens.get(email)
    if (known) return known
    const { token } = (await call('POST', '/api/v1/clients/auth', undefined, {
      email,
      password: DEMO_PASSWORD,
    })) as { token: string }
    tokens.set(email, token)
    return token
  }

  const campaigns = new Map<string, { id: string; place: Place; owner: string; held: boolean }>()
  const CC = '/api/v1/clients/commercial-campaigns'
  const create =
    (
      key: string,
      owner: string,
      place: Place,
      name: string,
      calculation: () => Json,
      extra: () => Json = () => ({}),
    ) =>
    async () => {
      const data = (await call('POST', `${CC}/${place}`, await as(owner), {
        name,
        calculation: calculation(),
        ...extra(),
      })) as { advertisingCampaign: { _id: string; reservationStatus: { _id: string } } }
      const held = data.advertisingCampaign.reservationStatus._id === 'reserved'
      campaigns.set(key, { id: data.advertisingCampaign._id, place, owner, held })
    }
  const campaign = (key: string) => {
    const found = campaigns.get(key)
    if (!found) throw new DemoBuildFailed(`no campaign ${key}`)
    return found
  }
  const send = (key: string) => async () => {
    const c = campaign(key)
    await call('POST', `${CC}/${c.place}/${c.id}/application`, await as(c.owner))
  }
  const staff =
    (key: string, action: string, payload?: Json, by = STAFF_EMAIL) =>
    async () =>
      void (await call(
        'POST',
        `/api/v1/staff/campaigns/${campaign(key).id}/${action}`,
        await as(by),
        payload,
      ))
  // Approval confirms the reservation of a campaign that holds inventory, as the manager does (cabinet §8).
  const approve = (key: string) => async () => {
    await staff(key, 'approve')()
    if (campaign(key).held) await staff(key, 'confirm-reservation')()
  }
  const pay = (key: string) => staff(key, 'payment', { paymentState: 'paid' }, ACCOUNTANT_EMAIL)
  // A creative as the browser sends it (multipart form data, the file in the field `file`); the moderator's
  // verdict comes the next day.
  const media = new Map<string, string>()
  const upload = (key: string, fileName: string, spec: Mp4Spec) => async () => {
    const c = campaign(key)
    const boundary = `----tablo-demo-${key}`
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      ),
      Buffer.from(buildMp4(spec)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const data = (await call('POST', `${CC}/${c.place}/${c.id}/video`, await as(c.owner), body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    })) as { media: { _id: string } }
    media.set(key, data.media._id)
  }
  // A layout for a printed or lit place (issue #47: nothing is sent to moderation without its creative).
  const layout = (key: string, fileName: string, background: string) => async () => {
    const c = campaign(key)
    // sharp is loaded only when a demo cabinet is built, not by every server (issue 51 item 3).
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background } })
      .png()
      .toBuffer()
    const boundary = `----tablo-demo-${key}`
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const data = (await call('POST', `${CC}/${c.place}/${c.id}/images`, await as(c.owner), body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    })) as { media: { _id: string } }
    media.set(key, data.media._id)
  }
  const approveMedia = (key: string) => async () =>
    void (await call(
      'POST',
      `/api/v1/staff/media/${media.get(key) ?? ''}/approve`,
      await as(STAFF_EMAIL),
      {},
    ))
  const rejectMedia = (key: string, reason: string) => async () =>
    void (await call('POST', `/api/v1/staff/media/${media.get(key) ?? ''}/reject`, await as(STAFF_EMAIL), {
      reason,
    }))
  let organisation = ''
  const invoice = (key: string) => async () => {
    const c = campaign(key)
    await call('POST', `${CC}/${c.place}/${c.id}/invoice`, await as(c.owner), { legalEntityId: organisation })
  }
  const partners = new Map<string, string>()
  const partner = (name: string, brand: string) => async () => {
    const data = (await call('POST', '/api/v1/clients/partners', await as(AGENCY_EMAIL), {
      name,
      brand,
    })) as {
      _id: string
    }
    partners.set(brand, data._id)
  }
  const stickerSpaces = (count: number) => records.stickerSpaces(count)
  const monthOf = (offset: number) => date(offset).slice(0, 7)
  let spaces: string[] = []

  const steps: Step[] = [
    {
      day: -HISTORY_DAYS,
      run: async () => {
        const data = (await call(
          'POST',
          '/api/v1/clients/legal-entities',
          await as(DEMO_EMAIL),
          DEMO_ORGANISATION,
        )) as {
          _id: string
        }
        organisation = data._id
        spaces = await stickerSpaces(4)
      },
    },
    // Finished: a month in the metro, played to its end.
    {
      day: -45,
      run: create('spring', DEMO_EMAIL, 'metroMonitors', 'Весенняя распродажа', () => ({
        mode: 'video',
        startDate: date(-40),
        endDate: date(-12),
        clipDuration: 10,
        frequency: 2,
        presentationCount: 300000,
      })),
    },
    {
      day: -45,
      run: upload('spring', 'Весна 10 с.mp4', {
        width: 1920,
        height: 1080,
        durationSeconds: 10,
        mediaBytes: 4000,
      }),
    },
    { day: -45, run: send('spring') },
    { day: -44, run: approveMedia('spring') },
    { day: -44, run: approve('spring') },
    { day: -44, run: invoice('spring') },
    { day: -43, run: pay('spring') },
    // Running: city-format screens for seven weeks, a month played so far.
    {
      day: -38,
      run: create('collection', DEMO_EMAIL, 'cityFormat', 'Новая коллекция', () => ({
        startDate: date(-30),
        endDate: date(20),
        itemIds: ['CF-001', 'CF-002', 'CF-003'],
        clipDuration: 5,
        frequency: 8,
      })),
    },
    {
      day: -38,
      run: upload('collection', 'Коллекция 512×704.mp4', {
        width: 512,
        height: 704,
        durationSeconds: 5,
        mediaBytes: 4000,
      }),
    },
    { day: -38, run: send('collection') },
    { day: -37, run: approveMedia('collection') },
    { day: -37, run: approve('collection') },
    { day: -37, run: invoice('collection') },
    { day: -36, run: pay('collection') },
    // The agency: two advertisers, a running campaign each.
    { day: -35, run: partner('ООО «Вкусный дом»', 'Вкусный дом') },
    { day: -35, run: partner('ИП Соколова', 'Цветы у дома') },
    {
      day: -34,
      run: create(
        'bakery',
        AGENCY_EMAIL,
        'metroMonitors',
        'Свежий хлеб к завтраку',
        () => ({
          mode: 'video',
          startDate: date(-28),
          endDate: date(10),
          clipDuration: 10,
          frequency: 2,
          presentationCount: 200000,
        }),
        () => ({ partners: [partners.get('Вкусный дом')] }),
      ),
    },
    {
      day: -33,
      run: create(
        'flowers',
        AGENCY_EMAIL,
        'monitorsTram',
        'Букет к выходным',
        () => ({ startDate: date(-20), endDate: date(25), monitors: 50, clipDuration: 15 }),
        () => ({ partners: [partners.get('Цветы у дома')] }),
      ),
    },
    {
      day: -33,
      run: upload('bakery', 'Хлеб 10 с.mp4', {
        width: 1920,
        height: 1080,
        durationSeconds: 10,
        mediaBytes: 4000,
      }),
    },
    {
      day: -33,
      run: upload('flowers', 'Букет 32×9.mp4', {
        width: 1920,
        height: 540,
        durationSeconds: 15,
        mediaBytes: 4000,
      }),
    },
    { day: -33, run: send('bakery') },
    { day: -33, run: send('flowers') },
    { day: -32, run: approve('bakery') },
    { day: -32, run: approve('flowers') },
    { day: -31, run: pay('bakery') },
    { day: -31, run: pay('flowers') },
    // Paid, waiting for its start: light boxes from next week.
    {
      day: -10,
      run: create('boxes', DEMO_EMAIL, 'lightBoxes', 'Окна в город', () => ({
        startDate: date(7),
        endDate: date(37),
        itemIds: ['LB-001', 'LB-002', 'LB-003'],
      })),
    },
    { day: -10, run: layout('boxes', 'Окна в город.png', '#1d5fa8') },
    { day: -10, run: send('boxes') },
    { day: -9, run: approveMedia('boxes') },
    { day: -9, run: approve('boxes') },
    { day: -9, run: invoice('boxes') },
    { day: -8, run: pay('boxes') },
    // Approved, the reservation confirmed, the invoice not paid yet.
    {
      day: -6,
      run: create('shelters', DEMO_EMAIL, 'transitShelter', 'Остановки у метро', () => ({
        months: [monthOf(40)],
        stops: [
          { inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЮАО' },
          { inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'ЮАО' },
          { inventoryNumber: 'ОСТ-000011-A', side: 'a', region: 'ЗАО' },
        ],
      })),
    },
    { day: -6, run: layout('shelters', 'Остановки у метро.png', '#2e7d32') },
    { day: -6, run: send('shelters') },
    { day: -5, run: approveMedia('shelters') },
    { day: -5, run: approve('shelters') },
    { day: -5, run: invoice('shelters') },
    // Rejected by the moderator, with the reason.
    {
      day: -4,
      run: create(
        'stickers',
        DEMO_EMAIL,
        'metroStickers',
        'Стикеры в вагонах',
        () => {
          // Stickers are booked from the first month their window offers on the day they are made (R-PER-04): made
          // on a month's last day, that is the month after next, so the 20 days ahead may be too early.
          const opens = firstBookableMonth(date(-4), 'stickers')
          const startDate = date(20) < opens ? opens : date(20)
          return { startDate, endDate: addDays(startDate, 30), formatId: 'A3', stickerCount: spaces.length }
        },
        () => ({ spaces }),
      ),
    },
    { day: -4, run: layout('stickers', 'Стикер без маркировки.png', '#c62828') },
    { day: -4, run: send('stickers') },
    { day: -3, run: rejectMedia('stickers', 'Нет маркировки «Реклама» и токена ERID') },
    {
      day: -3,
      run: staff('stickers', 'reject', { reason: 'В макете нет маркировки «Реклама» и токена ERID' }),
    },
    // On moderation.
    {
      day: -2,
      run: create('trams', DEMO_EMAIL, 'monitorsTram', 'Трамваи выходного дня', () => ({
        startDate: date(14),
        endDate: date(44),
        monitors: 30,
        clipDuration: 15,
        targeting: { days: 'weekend' },
      })),
    },
    // Its clip waits for the moderator.
    {
      day: -2,
      run: upload('trams', 'Трамвай 32×9.mp4', {
        width: 1920,
        height: 540,
        durationSeconds: 15,
        mediaBytes: 4000,
      }),
    },
    { day: -2, run: send('trams') },
    // A draft being planned.
    {
      day: -1,
      run: create('draft', DEMO_EMAIL, 'busMonitors', 'Новогодние автобусы', () => ({
        startDate: date(30),
        endDate: date(59),
        packageId: 'start',
        clipDuration: 10,
      })),
    },
  ]

  // A lived day has its hours (issue #48: a demo that looks used): the Moscow clock's job at five past midnight,
  // the day's steps from ten in the morning, forty minutes apart, the demo screen's plays received before midnight.
  // Today is lived at the real time, so nothing happens later than now.
  const minutesNow = (clock.now().getTime() - moscowDayStart(isoDate(today)).getTime()) / 60_000
  const at = (day: number, minutes: number) =>
    clock.travel(day < 0 ? day + (minutes - minutesNow) / 1_440 : day)
  try {
    for (let day = -HISTORY_DAYS; day <= 0; day += 1) {
      at(day, 5)
      await call('POST', '/api/v1/staff/scheduler/run', await as(ADMIN_EMAIL))
      for (const [i, step] of steps.filter((s) => s.day === day).entries()) {
        at(day, 600 + 40 * i)
        await step.run()
      }
      // The demo screen plays the day (today only up to now: not played yet).
      at(day, 23 * 60 + 55)
      if (day < 0)
        await call('POST', '/api/v1/screens/simulate', await as(ADMIN_EMAIL), { date: clock.today() })
      // The day's sessions end on that day; the demo users sign in themselves.
      for (const token of tokens.values()) await call('POST', '/api/v1/clients/logout', token)
      tokens.clear()
    }
  } finally {
    clock.back()
  }
  // The observer watches the demo advertiser's campaigns.
  await records.linkObserver(OBSERVER_EMAIL, owner.id)
  return true
}
