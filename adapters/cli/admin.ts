import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { printRefusal, type Answer } from './admin-answer'
import { AGENCY_COMMANDS, AGENCY_USAGE, agencyRequest, runAgencies } from './admin-agencies'
import { MEDIA_COMMANDS, MEDIA_USAGE, mediaRequest, runMedia } from './admin-media'

/**
 * The Tablo back-office CLI (issue 6, part 3): `npm run admin -- <command> [options]`. It talks to a RUNNING
 * server's staff API (/api/v1/staff), signing in as a staff account, so every action goes through the same role
 * table (core/staff/staff-roles.ts), checks, state machine and event log as the staff desk in the browser; it never
 * writes to the database itself.
 */
const USAGE = `Usage: npm run admin -- <command> [arguments] [options]

Commands:
  queue [--state moderation,approved,...] [--limit N] [--offset N]   the moderation queue (or campaigns in those states)
  waiting [--waits campaign,creative,reservation,payment] [--q TEXT] [--place P] [--state S] [--limit N] [--offset N]
                                                                     the staff desk's queue: what waits, oldest first
  show <campaignId>                                                  one campaign as JSON
  review <campaignId>                                                the staff desk's review of it as JSON
  approve <campaignId>                                               agree a campaign on moderation (as far as your role goes)
  reject <campaignId> --reason "..."                                 send it back to the advertiser with a reason
  confirm-reservation <campaignId>                                   confirm its held inventory (reserved -> confirmed)
  release-reservation <campaignId> [--reason "..."]                  give its held inventory back (reserved -> canceled)
  pay <campaignId> [--partial]                                       mark it paid in full (or partially)
  cancel <campaignId> [--reason "..."]                               cancel it (confirms a requested cancellation)
  import-statement <file>                                            import a bank statement (1C format): pays the invoices it matches
  tick                                                               run the Moscow clock's job now

${MEDIA_USAGE}

${AGENCY_USAGE}

Options:
  --api URL          the server (default $TABLO_API or http://localhost:8080)
  --email E          staff e-mail (default $TABLO_ADMIN_EMAIL)
  --password P       staff password (default $TABLO_ADMIN_PASSWORD)
  --token T          a session token instead of e-mail and password (default $TABLO_ADMIN_TOKEN; write --token=T when T starts with '-')
  --json             print the server's answer as JSON

Exit codes: 0 done, 1 refused by the server (the reason is printed), 2 usage, connection problem or a role
that may not do it.`

class UsageError extends Error {}

const request = async (
  api: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> => {
  let response: Response
  try {
    response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (cause) {
    throw new UsageError(`cannot reach ${api}: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  const text = await response.text()
  let parsed: Answer['body'] = {}
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : {}
  } catch {
    parsed = { message: text.slice(0, 200) }
  }
  return { status: response.status, body: parsed }
}

interface CampaignLine {
  _id: string
  name: string
  advertisePlace: string
  state: { _id: string }
  reservationStatus: { _id: string }
  paymentState: { _id: string }
  startDate: string
  endDate: string
  totalSumWithoutTaxes: number
  taxesSum: number
  moderationReason?: string | null
}

const money = (roubles: number): string =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roubles)} ₽`

const line = (c: CampaignLine): string =>
  [
    c._id,
    c.advertisePlace.padEnd(16),
    c.state._id.padEnd(19),
    `бронь ${c.reservationStatus._id}`.padEnd(17),
    `оплата ${c.paymentState._id}`.padEnd(21),
    `${c.startDate}..${c.endDate}`,
    money(c.totalSumWithoutTaxes + c.taxesSum).padStart(18),
    c.name,
  ].join('  ')

const signIn = async (
  api: string,
  email: string | undefined,
  password: string | undefined,
): Promise<string> => {
  if (!email || !password) throw new UsageError('give --email and --password (or --token) of a staff account')
  const answer = await request(api, 'POST', '/api/v1/clients/auth', { email, password })
  const token = (answer.body.data as { token?: string } | undefined)?.token
  if (answer.status !== 200 || !token)
    throw new UsageError(`sign-in refused: ${answer.body.message ?? answer.status}`)
  return token
}

/** A refusal printed as the staff desk says it; its exit code (2 when the role or the session does not allow it). */
const refused = (answer: Answer): number => printRefusal(answer, (text) => process.stderr.write(text))

interface WaitingLine {
  campaignId: string
  number: number
  name: string
  placeName: string
  waits: string[]
  waitingSince: string
  advertiser: { name: string; inn: string | null }
  total: number
}

/** The staff desk's queue, one campaign a line: what waits and since when. */
const printWaiting = (answer: Answer, json: boolean | undefined): number => {
  if (answer.status >= 400) return refused(answer)
  const page = answer.body.data as { items: WaitingLine[]; count: number }
  if (json) {
    process.stdout.write(`${JSON.stringify(page, null, 2)}\n`)
    return 0
  }
  for (const c of page.items)
    process.stdout.write(
      `${[
        c.campaignId,
        `№ ${c.number}`.padEnd(8),
        c.waits.join(',').padEnd(28),
        c.waitingSince.slice(0, 16).replace('T', ' '),
        c.placeName.padEnd(24),
        money(c.total).padStart(18),
        `${c.advertiser.name}${c.advertiser.inn ? ` (ИНН ${c.advertiser.inn})` : ''}`,
        c.name,
      ].join('  ')}\n`,
    )
  process.stdout.write(`Всего: ${String(page.count)}\n`)
  return 0
}

/** Uploads a bank statement's file as the browser does and prints what it paid and what is left to decide. */
const importStatement = async (api: string, file: string, token: string, json: boolean): Promise<number> => {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch {
    throw new UsageError(`cannot read ${file}`)
  }
  const form = new FormData()
  form.append(
    'file',
    new Blob([Uint8Array.from(bytes)], { type: 'text/plain' }),
    file.split('/').pop() ?? 'statement.txt',
  )
  let response: Response
  try {
    response = await fetch(`${api}/api/v1/staff/bank-statements`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
  } catch (cause) {
    throw new UsageError(`cannot reach ${api}: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  const answer: Answer = { status: response.status, body: (await response.json()) as Answer['body'] }
  if (answer.status >= 400) return refused(answer)
  const result = answer.body.data as {
    matched: {
      invoiceNumber: string
      campaignId: string
      campaignName: string
      payment: { number: string }
    }[]
    unmatched: { reason: string; payment: { number: string; amount: number; payerName: string } }[]
    repeated: number
    outgoing: number
  }
  if (json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
    return 0
  }
  for (const m of result.matched)
    process.stdout.write(
      `Оплачен счёт № ${m.invoiceNumber}: ${m.campaignName} (${m.campaignId}), п/п № ${m.payment.number}\n`,
    )
  for (const u of result.unmatched)
    process.stdout.write(
      `Решить вручную: п/п № ${u.payment.number}, ${money(u.payment.amount)}, ${u.payment.payerName}: ${u.reason}\n`,
    )
  process.stdout.write(
    `Оплачено: ${result.matched.length}, решить вручную: ${result.unmatched.length}, уже учтено: ${result.repeated}, списания: ${result.outgoing}\n`,
  )
  return 0
}

const main = async (argv: readonly string[]): Promise<number> => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      token: { type: 'string' },
      reason: { type: 'string' },
      state: { type: 'string' },
      waits: { type: 'string' },
      q: { type: 'string' },
      place: { type: 'string' },
      status: { type: 'string' },
      kind: { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
      percent: { type: 'string' },
      places: { type: 'string' },
      until: { type: 'string' },
      'ignore-global-factors': { type: 'boolean' },
      partial: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, id, second] = positionals
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`)
    return values.help ? 0 : 2
  }
  const api = (values.api ?? process.env['TABLO_API'] ?? 'http://localhost:8080').replace(/\/$/, '')
  const needsId = [
    'show',
    'review',
    'approve',
    'reject',
    'confirm-reservation',
    'release-reservation',
    'pay',
    'cancel',
  ]
  if (needsId.includes(command) && !id) throw new UsageError(`${command} needs a campaign id`)
  if (command === 'import-statement' && !id)
    throw new UsageError('import-statement needs the file of the statement')
  if (
    ![
      ...MEDIA_COMMANDS,
      ...AGENCY_COMMANDS,
      'queue',
      'waiting',
      'import-statement',
      'tick',
      ...needsId,
    ].includes(command)
  )
    throw new UsageError(`unknown command ${command}`)
  const media = mediaRequest(command, [id, second], values)
  if (media && 'error' in media) throw new UsageError(media.error)
  const agencies = agencyRequest(command, id, values)
  if (agencies && 'error' in agencies) throw new UsageError(agencies.error)
  if (command === 'reject' && !values.reason) throw new UsageError('reject needs --reason "..."')

  const token =
    values.token ??
    process.env['TABLO_ADMIN_TOKEN'] ??
    (await signIn(
      api,
      values.email ?? process.env['TABLO_ADMIN_EMAIL'],
      values.password ?? process.env['TABLO_ADMIN_PASSWORD'],
    ))
  if (media)
    return runMedia(
      command,
      media.request,
      (method, path, body) => request(api, method, path, body, token),
      values.json === true,
      (text) => process.stdout.write(text),
      (text) => process.stderr.write(text),
    )
  if (agencies)
    return runAgencies(
      agencies.request,
      (method, path, body) => request(api, method, path, body, token),
      values.json === true,
      (text) => process.stdout.write(text),
      (text) => process.stderr.write(text),
    )
  if (command === 'import-statement') return importStatement(api, id ?? '', token, values.json === true)
  const campaign = `/api/v1/staff/campaigns/${encodeURIComponent(id ?? '')}`
  const query = new URLSearchParams()
  if (values.state) query.set('state', values.state)
  if (values.limit) query.set('limit', values.limit)
  if (values.offset) query.set('offset', values.offset)
  if (command === 'waiting') {
    for (const key of ['waits', 'q', 'place'] as const) if (values[key]) query.set(key, values[key])
    return printWaiting(
      await request(api, 'GET', `/api/v1/staff/queue?${query}`, undefined, token),
      values.json,
    )
  }
  const [method, path, body]: [string, string, unknown?] =
    command === 'queue'
      ? ['GET', `/api/v1/staff/campaigns${query.size > 0 ? `?${query}` : ''}`]
      : command === 'show' || command === 'review'
        ? ['GET', command === 'review' ? `${campaign}/review` : campaign]
        : command === 'approve'
          ? ['POST', `${campaign}/approve`, {}]
          : command === 'reject'
            ? ['POST', `${campaign}/reject`, { reason: values.reason }]
            : command === 'confirm-reservation'
              ? ['POST', `${campaign}/confirm-reservation`, {}]
              : command === 'release-reservation'
                ? ['POST', `${campaign}/release-reservation`, values.reason ? { reason: values.reason } : {}]
                : command === 'pay'
                  ? [
                      'POST',
                      `${campaign}/payment`,
                      { paymentState: values.partial ? 'partiallyPaid' : 'paid' },
                    ]
                  : command === 'cancel'
                    ? ['POST', `${campaign}/cancel`, values.reason ? { reason: values.reason } : {}]
                    : ['POST', '/api/v1/staff/scheduler/run', {}]
  const answer = await request(api, method, path, body, token)
  if (answer.status >= 400) return refused(answer)
  const data = answer.body.data as
    | { advertisingCampaigns?: CampaignLine[]; count?: number; advertisingCampaign?: CampaignLine }
    | Record<string, unknown>
  if (values.json || command === 'show' || command === 'review' || command === 'tick') {
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`)
  } else if ('advertisingCampaigns' in data && Array.isArray(data.advertisingCampaigns)) {
    for (const c of data.advertisingCampaigns) process.stdout.write(`${line(c)}\n`)
    process.stdout.write(`Всего: ${String(data.count ?? data.advertisingCampaigns.length)}\n`)
  } else if ('advertisingCampaign' in data && data.advertisingCampaign) {
    process.stdout.write(`${line(data.advertisingCampaign as CampaignLine)}\n`)
  }
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    process.stderr.write(
      `${e instanceof UsageError ? 'Usage error' : 'Error'}: ${e instanceof Error ? e.message : String(e)}\n`,
    )
    process.exitCode = 2
  },
)
