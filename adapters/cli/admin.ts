import { parseArgs } from 'node:util'
import { MEDIA_COMMANDS, MEDIA_USAGE, mediaRequest, runMedia } from './admin-media'

/**
 * The Tablo back-office CLI (issue 6, part 3): `npm run admin -- <command> [options]`. It talks to a RUNNING
 * server's staff API (/api/v1/staff), signing in as a staff account (accounts.is_moderator), so every action
 * goes through the same checks, state machine and event log as the API; it never writes to the database itself.
 */
const USAGE = `Usage: npm run admin -- <command> [arguments] [options]

Commands:
  queue [--state moderation,approved,...] [--limit N] [--offset N]   the moderation queue (or campaigns in those states)
  show <campaignId>                                                  one campaign as JSON
  approve <campaignId>                                               agree a campaign on moderation
  reject <campaignId> --reason "..."                                 send it back to the advertiser with a reason
  confirm-reservation <campaignId>                                   confirm its held inventory (reserved -> confirmed)
  pay <campaignId> [--partial]                                       mark it paid in full (or partially)
  cancel <campaignId> [--reason "..."]                               cancel it (confirms a requested cancellation)
  tick                                                               run the Moscow clock's job now

${MEDIA_USAGE}

Options:
  --api URL          the server (default $TABLO_API or http://localhost:8080)
  --email E          staff e-mail (default $TABLO_ADMIN_EMAIL)
  --password P       staff password (default $TABLO_ADMIN_PASSWORD)
  --token T          a session token instead of e-mail and password (default $TABLO_ADMIN_TOKEN; write --token=T when T starts with '-')
  --json             print the server's answer as JSON

Exit codes: 0 done, 1 refused by the server (the reason is printed), 2 usage or connection problem.`

class UsageError extends Error {}

interface Answer {
  readonly status: number
  readonly body: { data?: unknown; message?: string; errors?: Record<string, string> }
}

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
      status: { type: 'string' },
      kind: { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
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
  const needsId = ['show', 'approve', 'reject', 'confirm-reservation', 'pay', 'cancel']
  if (needsId.includes(command) && !id) throw new UsageError(`${command} needs a campaign id`)
  if (![...MEDIA_COMMANDS, 'queue', 'tick', ...needsId].includes(command))
    throw new UsageError(`unknown command ${command}`)
  const media = mediaRequest(command, [id, second], values)
  if (media && 'error' in media) throw new UsageError(media.error)
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
  const campaign = `/api/v1/staff/campaigns/${encodeURIComponent(id ?? '')}`
  const query = new URLSearchParams()
  if (values.state) query.set('state', values.state)
  if (values.limit) query.set('limit', values.limit)
  if (values.offset) query.set('offset', values.offset)
  const [method, path, body]: [string, string, unknown?] =
    command === 'queue'
      ? ['GET', `/api/v1/staff/campaigns${query.size > 0 ? `?${query}` : ''}`]
      : command === 'show'
        ? ['GET', campaign]
        : command === 'approve'
          ? ['POST', `${campaign}/approve`, {}]
          : command === 'reject'
            ? ['POST', `${campaign}/reject`, { reason: values.reason }]
            : command === 'confirm-reservation'
              ? ['POST', `${campaign}/confirm-reservation`, {}]
              : command === 'pay'
                ? ['POST', `${campaign}/payment`, { paymentState: values.partial ? 'partiallyPaid' : 'paid' }]
                : command === 'cancel'
                  ? ['POST', `${campaign}/cancel`, values.reason ? { reason: values.reason } : {}]
                  : ['POST', '/api/v1/staff/scheduler/run', {}]
  const answer = await request(api, method, path, body, token)
  if (answer.status >= 400) {
    const fields = Object.entries(answer.body.errors ?? {}).map(([f, code]) => `${f}: ${code}`)
    process.stderr.write(
      `Отказ (${answer.status}): ${answer.body.message ?? ''}${fields.length ? ` [${fields.join(', ')}]` : ''}\n`,
    )
    return answer.status === 401 || answer.status === 403 ? 2 : 1
  }
  const data = answer.body.data as
    | { advertisingCampaigns?: CampaignLine[]; count?: number; advertisingCampaign?: CampaignLine }
    | Record<string, unknown>
  if (values.json || command === 'show' || command === 'tick') {
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
