/**
 * A steady load for the zero-downtime probes (issue #53): a few clients, each sending one request after another
 * through the proxy, in a mix of what a marketplace is asked most: the catalogue of calculators, a calculation
 * (POST calculate, a new one each time), the whole city's shelter sides (GraphQL, ~0.7 MB) and bookings (a new
 * campaign holding one shelter side for a month, each on a side and month no other booking asks for, so every
 * booking is due a 201). Every answer is kept, with when it came and how long it took.
 */
export type RequestKind = 'catalogue' | 'calculate' | 'shelters' | 'booking'

export interface Answer {
  readonly kind: RequestKind
  /** 0 when no answer came: the connection failed or the client's timeout passed. */
  readonly status: number
  /** The error's message when no answer came, or the answer's `message` when it had one. */
  readonly message?: string
  readonly sentAt: number
  readonly ms: number
  /** The campaign a booking made (201). */
  readonly campaignId?: string
  readonly campaignName?: string
}

export interface ShelterSide {
  readonly inventoryNumber: string
  readonly region: string
}

export interface LoadOptions {
  readonly baseUrl: string
  /** One advertiser's bearer token per client. */
  readonly tokens: readonly string[]
  /** Sides each booking takes one of, in turn; a booking asks for it for `month`. */
  readonly sides: readonly ShelterSide[]
  readonly month: string
  /** What a client waits for an answer before it gives up (a browser's or a mobile app's patience). */
  readonly timeoutMs: number
  /** The name every booking's campaign starts with, to find them in the database. */
  readonly campaignPrefix: string
}

export interface RunningLoad {
  readonly answers: readonly Answer[]
  /** Stops sending and waits for the answers still due. */
  stop(): Promise<readonly Answer[]>
}

/** The order each client goes through: reads and calculations more often than bookings. */
const MIX: readonly RequestKind[] = [
  'catalogue',
  'calculate',
  'booking',
  'catalogue',
  'calculate',
  'shelters',
  'calculate',
  'booking',
]

const CALCULATE_INPUT = {
  mode: 'video',
  startDate: '2027-03-30',
  endDate: '2027-04-02',
  clipDuration: 10,
  frequency: 2,
  dayParts: [2, 3],
} as const

const WHOLE_CITY =
  'query($period: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $period, limit: 24000, offset: 0) { totalCount nodes { inventoryNumber side } } }'

export const startSteadyLoad = (options: LoadOptions): RunningLoad => {
  const answers: Answer[] = []
  let running = true
  let n = 0
  let nextSide = 0

  const send = async (kind: RequestKind, token: string): Promise<void> => {
    const i = n++
    let path = '/api/v1/data-calculators'
    let body: unknown
    let campaignName: string | undefined
    if (kind === 'calculate') {
      path = '/api/v1/commercial-campaigns/metroMonitors/calculate'
      body = { ...CALCULATE_INPUT, presentationCount: 10_000 * (1 + (i % 9_999)) }
    } else if (kind === 'shelters') {
      path = '/api/graphql'
      body = {
        query: WHOLE_CITY,
        variables: { period: { startDate: '2027-01-01', endDate: '2027-01-31' }, nonce: i },
      }
    } else if (kind === 'booking') {
      const side = options.sides[nextSide++]
      if (!side) return // every side is taken: the load goes on without bookings
      path = '/api/v1/clients/commercial-campaigns/transitShelter'
      campaignName = `${options.campaignPrefix} ${i}`
      body = {
        name: campaignName,
        calculation: {
          months: [options.month],
          stops: [{ inventoryNumber: side.inventoryNumber, side: 'a', region: side.region }],
        },
      }
    }
    const sentAt = Date.now()
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'accept-encoding': 'gzip',
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      const text = await response.text()
      let parsed: { message?: unknown; data?: { advertisingCampaign?: { _id?: unknown } } } = {}
      try {
        parsed = JSON.parse(text) as typeof parsed
      } catch {
        // Not JSON (the proxy's own answer): its text is the message.
        parsed = { message: text.slice(0, 200) }
      }
      const id = parsed.data?.advertisingCampaign?._id
      answers.push({
        kind,
        status: response.status,
        ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}),
        sentAt,
        ms: Date.now() - sentAt,
        ...(typeof id === 'string' ? { campaignId: id } : {}),
        ...(campaignName ? { campaignName } : {}),
      })
    } catch (cause) {
      answers.push({
        kind,
        status: 0,
        message:
          cause instanceof Error
            ? `${cause.name}: ${cause.message} ${String(cause.cause ?? '')}`
            : String(cause),
        sentAt,
        ms: Date.now() - sentAt,
        ...(campaignName ? { campaignName } : {}),
      })
    }
  }

  const client = async (token: string, offset: number): Promise<void> => {
    for (let step = offset; running; step++) await send(MIX[step % MIX.length]!, token)
  }
  const clients = options.tokens.map((token, i) => client(token, i * 3))

  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all(clients)
      return answers
    },
  }
}

/** Answers by kind and status, for the probe's printout: `catalogue 200×41, booking 201×12, …`. */
export const tally = (answers: readonly Answer[]): string => {
  const counts = new Map<string, number>()
  for (const a of answers) counts.set(`${a.kind} ${a.status}`, (counts.get(`${a.kind} ${a.status}`) ?? 0) + 1)
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}×${count}`)
    .join(', ')
}
