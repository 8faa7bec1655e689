import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { MetroMonitorsCalculator } from '../../core/places/metro-monitors/metro-monitors.calculator'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { EXAMPLE_FILES } from '../cli/example-files'
import { DEMO_PASSWORD } from '../server/seed'
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../server/startup-memory'
import { buildServerBundle } from '../server/server-bundle'
import { stopChild } from '../server/testing/product-process'

/**
 * Load benchmark of the server (issue 5): requests per second and p99 latency at 64 connections for the
 * calculate call and the whole-city shelter query, each beside a bare Fastify hello-world measured the same way
 * in the same run. A figure, never a pass/fail.
 */
const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/**
 * A folder where Tablo's server, as the bench loads it, writes a V8 CPU profile when it stops (BENCH_CPU_PROFILE):
 * where an answer's time goes under load, which a profile of one request does not show. Sampled each 100 µs.
 */
const PROFILE_FLAGS = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`, '--cpu-prof-interval=100']
  : []

/**
 * The bench's servers and floors built as the production server is (server-bundle.ts, `npm start` runs node on
 * dist/server/main.js), into a folder of this run under dist/, removed at its end: each is measured as it runs.
 */
const BENCH_SERVERS = [
  './tablo.server.ts',
  './hello.server.ts',
  './inventory.floor.ts',
  './fair-floor.server.ts',
]
let bundled: string | undefined
const bundleServers = async (): Promise<void> => {
  bundled = mkdtempSync(fileURLToPath(new URL('../../dist/bench-server-', import.meta.url)))
  await buildServerBundle(
    BENCH_SERVERS.map((script) => fileURLToPath(new URL(script, import.meta.url))),
    bundled,
  )
}

const start = (
  script: string,
  env: Readonly<Record<string, string>> = {},
): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    // Node itself on the built script (node with tsx's loader before bundleServers), so that stopping the child
    // stops the server (a signal to npx did not).
    // Tablo's own server with the V8 flags it is started with; the floors as bare Node runs them.
    const flags = script === './tablo.server.ts' ? [...SERVER_NODE_FLAGS, ...PROFILE_FLAGS] : []
    const args = bundled
      ? [...flags, join(bundled, `${basename(script, '.ts')}.js`)]
      : [...flags, '--import', 'tsx', new URL(script, import.meta.url).pathname]
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'inherit'],
      // The allocator settings the product starts with (startup-memory.ts), so that its memory is measured as run.
      env: { ...process.env, LOG_LEVEL: 'info', ...SERVER_MALLOC_ENV, ...env },
    })
    let out = ''
    const listening = (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (!match) return
      // From here on its log (a line a request) is drained unread: keeping it cost this process CPU the server
      // under load needed.
      child.stdout?.off('data', listening)
      child.stdout?.resume()
      resolve({ child, url: `http://127.0.0.1:${match[1]}` })
    }
    child.stdout?.on('data', listening)
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })

interface Figure {
  readonly total: number
  readonly rps: number
  readonly p99: number
  readonly errors: number
  readonly non2xx: number
  /** The server's CPU time per answer, µs, when it was measured. */
  readonly cpu?: { readonly user: number; readonly system: number }
  /** The server's own time per answer, ms, by its request log, when it was read. */
  readonly served?: { readonly p50: number; readonly p99: number }
}

interface LoadOptions {
  readonly body?: unknown
  readonly token?: string
  readonly vary?: (n: number) => unknown
  readonly acceptEncoding?: string
  /** The server under load: its CPU time per answer is measured too. */
  readonly server?: ChildProcess
  /**
   * The server whose request log is read during the run: its own time per answer (from the request to the
   * answer handed to the socket), to tell it from the time the load generator took to read the answer.
   */
  readonly servedBy?: ChildProcess
}

/**
 * The `ms` of the request lines for `url` a server writes to its standard output while `run` runs and a second
 * after (its log is written in batches, behind the answers).
 */
const servedTimes = async <T>(
  child: ChildProcess,
  url: string,
  run: () => Promise<T>,
): Promise<{ result: T; times: number[] }> => {
  const path = new URL(url)
  const asked = JSON.stringify(path.pathname + path.search)
  const times: number[] = []
  let rest = ''
  const read = (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.includes('"msg":"request"') || !line.includes(asked)) continue
      const ms = (JSON.parse(line) as { ms?: unknown }).ms
      if (typeof ms === 'number') times.push(ms)
    }
  }
  child.stdout?.on('data', read)
  try {
    const result = await run()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    return { result, times }
  } finally {
    child.stdout?.off('data', read)
  }
}

/**
 * The core's time of one calculation from its wire body (decode, price, the quote), in seconds: the median of
 * 15 batches of 2,000 of the bodies the load sends, in this process, in the same run as the load (issue 51: the
 * ideal a server could reach is 1 / (1/floor + this)).
 */
const coreSeconds = (body: (n: number) => unknown): number => {
  const metro = new MetroMonitorsCalculator('Мониторы в метро')
  const context = { today: new Date().toISOString().slice(0, 10) }
  const bodies = Array.from({ length: 2_000 }, (_, n) => JSON.parse(JSON.stringify(body(n))) as unknown)
  const once = (input: unknown) => {
    const decoded = metro.decode(input)
    return decoded.ok ? metro.price(decoded.value, DEMO_REFERENCE, context).ok : false
  }
  const samples: number[] = []
  for (let run = 0; run < 15; run++) {
    const t = performance.now()
    for (const input of bodies) once(input)
    samples.push((performance.now() - t) / bodies.length / 1_000)
  }
  return samples.sort((a, b) => a - b)[7] ?? 0
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

/** A process's CPU time so far (user, system) in µs, from Linux's /proc (clock ticks of 10 ms). */
const cpuTimeOf = (pid: number | undefined): { user: number; system: number } | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 }
  } catch {
    return undefined
  }
}

/**
 * One load run after a second of warm-up at the same load (JIT, caches and pools as a running server has them).
 * `vary` makes every request's body its own (so nothing can be answered from a kept answer).
 */
const load = async (
  url: string,
  method: 'GET' | 'POST',
  { body, token, vary, acceptEncoding = 'gzip', server, servedBy }: LoadOptions = {},
): Promise<Figure> => {
  let n = 0
  const options = (duration: number) => ({
    url,
    method,
    connections: CONNECTIONS,
    duration,
    // What a browser sends: it takes gzip (the whole city is ~0.7 MB of JSON for these two fields).
    headers: {
      'content-type': 'application/json',
      'accept-encoding': acceptEncoding,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(vary
      ? {
          requests: [
            { setupRequest: (r: autocannon.Request) => ({ ...r, body: JSON.stringify(vary(n++)) }) },
          ],
        }
      : {}),
  })
  // One answer first, as a running server has given its first visitor before any load: the whole city's first
  // answer writes every side's JSON (seconds on a busy machine), and 64 connections asking it at once in the
  // warm-up below left the measured run finishing those and counting none (issue 51: 0 req/s printed).
  const first = options(0)
  await fetch(url, {
    method,
    headers: first.headers,
    ...(method === 'POST' ? { body: vary ? JSON.stringify(vary(n++)) : first.body } : {}),
  }).then((answer) => answer.arrayBuffer())
  await autocannon(options(1))
  const before = cpuTimeOf(server?.pid)
  const { result, times } = servedBy
    ? await servedTimes(servedBy, url, () => autocannon(options(SECONDS)))
    : { result: await autocannon(options(SECONDS)), times: [] }
  const after = cpuTimeOf(server?.pid)
  const sorted = times.sort((a, b) => a - b)
  const total = result.requests.total
  return {
    total,
    rps: total / SECONDS,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(sorted.length > 0 ? { served: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) } } : {}),
    ...(before && after && total > 0
      ? {
          cpu: {
            user: (after.user - before.user) / total,
            system: (after.system - before.system) / total,
          },
        }
      : {}),
  }
}

/**
 * A figure and its floor measured in turn, three times each (floor, figure, floor, figure, ...), and the pair whose
 * ratio is the median printed: on this shared machine the floor alone moved by a fifth from one run to the next.
 */
const paired = async (
  floor: () => Promise<Figure>,
  figure: () => Promise<Figure>,
): Promise<{ floor: Figure; figure: Figure; ratios: number[] }> => {
  const pairs: { floor: Figure; figure: Figure }[] = []
  for (let i = 0; i < 3; i++) pairs.push({ floor: await floor(), figure: await figure() })
  const ratio = (p: { floor: Figure; figure: Figure }) => p.figure.rps / p.floor.rps
  const sorted = [...pairs].sort((a, b) => ratio(a) - ratio(b))
  return { ...sorted[1]!, ratios: pairs.map(ratio) }
}

/**
 * The server's CPU time per answer (Linux's /proc): the kernel's part grows with the server's own, as a slower server
 * finds the load generator idle and wakes it for every answer.
 */
const cpuOf = (f: Figure): string =>
  f.cpu
    ? `${(f.cpu.user + f.cpu.system).toFixed(0)} µs (${f.cpu.user.toFixed(0)} user + ${f.cpu.system.toFixed(0)} system)`
    : 'not measured'

const row = (name: string, f: Figure, floor: Figure): string =>
  `${name.padEnd(56)} ${f.rps.toFixed(1).padStart(9)} req/s  p99 ${String(f.p99).padStart(5)} ms  ` +
  `(${(f.rps / floor.rps).toFixed(4)} of the floor; ${f.total} requests, errors ${f.errors}, non-2xx ${f.non2xx})`

/**
 * The load and the figures labelled PGlite run on PGlite even when BENCH_DATABASE_URL is set for the PostgreSQL
 * figures: the server would otherwise take it from the environment (a run so made once printed PostgreSQL's
 * memory as PGlite's).
 */
const ON_PGLITE = { BENCH_DATABASE_URL: '' } as const

/** What the server's memory is made of, from its own /metrics (the process's resident set and its parts). */
const memoryOf = async (url: string, onPglite = true): Promise<string> => {
  const text = await (await fetch(`${url}/metrics`)).text()
  const mb = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `))
    return line ? (Number(line.split(' ')[1]) / 1024 / 1024).toFixed(0) : '?'
  }
  return (
    `resident ${mb('tablo_process_resident_memory_bytes')} MB = JS heap ${mb('tablo_nodejs_heap_size_used_bytes')} MB used ` +
    `of ${mb('tablo_nodejs_heap_size_total_bytes')} MB + outside the heap ${mb('tablo_nodejs_external_memory_bytes')} MB ` +
    `(${onPglite ? "PGlite's WebAssembly memory and buffers" : 'buffers'}) + code and the rest`
  )
}

/** Resident memory of the server after start and after a load, on PGlite and on the PostgreSQL given. */
const memoryFigures = async (
  label: string,
  env: Readonly<Record<string, string>>,
  body: unknown,
): Promise<void> => {
  const server = await start('./tablo.server.ts', env)
  try {
    const afterStart = await memoryOf(server.url, label === 'PGlite')
    await load(`${server.url}/api/v1/commercial-campaigns/metroMonitors/calculate`, 'POST', { body })
    console.log(`${label.padEnd(12)} after start: ${afterStart}`)
    console.log(`${''.padEnd(12)} after load:  ${await memoryOf(server.url, label === 'PGlite')}`)
  } finally {
    await stopChild(server.child)
  }
}

/**
 * Runs the server figures named in `only` (the bench's catalogue, adapters/bench/figures.ts: server-healthz,
 * server-calculate-again, -new, -plain, server-shelters, -computed, server-memory), each with its floor; all when
 * none are named.
 */
export const runServerLoad = async (only?: ReadonlySet<string>): Promise<void> => {
  try {
    await bundleServers()
    await runServerFigures(only)
  } finally {
    if (bundled) rmSync(bundled, { recursive: true, force: true })
    bundled = undefined
  }
}

const runServerFigures = async (only?: ReadonlySet<string>): Promise<void> => {
  const asked = (name: string) => only === undefined || only.has(`server-${name}`)
  const skip = <T>(name: string, run: () => Promise<T>): Promise<T | undefined> =>
    asked(name) ? run() : Promise.resolve(undefined)
  const example = JSON.parse(
    readFileSync(new URL(`../../${EXAMPLE_FILES.metroMonitors}`, import.meta.url), 'utf8'),
  ) as { input: unknown }
  const hello = await start('./hello.server.ts')
  const tablo = await start('./tablo.server.ts', ON_PGLITE)
  // The fair floor of the fresh figures (fair-floor.server.ts): the same body parsed, an answer of the calculate's
  // size and shape serialised and compressed per request as the server does, nothing else.
  const fair = ['calculate-new', 'calculate-plain'].some(asked)
    ? await start('./fair-floor.server.ts')
    : undefined
  try {
    const floorGet = asked('healthz') ? await load(hello.url, 'GET') : undefined
    const floorPost = [
      'calculate-new',
      'calculate-plain',
      'calculate-mixed',
      'shelters',
      'shelters-computed',
    ].some(asked)
      ? await load(hello.url, 'POST', { body: example.input })
      : undefined
    // Tablo's cheapest answer through the hooks every route runs (security headers, request id and its context,
    // metrics, compression check, the request line): what the server costs before any use case runs.
    const stack = await skip('healthz', () => load(`${tablo.url}/healthz`, 'GET'))
    // The same calculation again and again: the landing's default preview for every visitor. The quote service
    // answers it with the quote it made and the server sends the answer it serialised and compressed then.
    const calculate = await skip('calculate-again', () =>
      paired(
        () => load(hello.url, 'POST', { body: example.input, server: hello.child }),
        () =>
          load(`${tablo.url}/api/v1/commercial-campaigns/metroMonitors/calculate`, 'POST', {
            body: example.input,
            server: tablo.child,
          }),
      ))
    // A calculation never asked before every time (its count of presentations, then its last day, differ): priced,
    // serialised and compressed for each request.
    const input = example.input as Record<string, unknown>
    const anew = (n: number, startDate = '2027-03-30') => ({
      ...input,
      startDate,
      presentationCount: 10_000 * (1 + (n % 9_999)),
      endDate: `2027-04-${String(2 + Math.floor(n / 9_999)).padStart(2, '0')}`,
    })
    const calculateUrl = `${tablo.url}/api/v1/commercial-campaigns/metroMonitors/calculate`
    const fresh =
      (startDate: string, acceptEncoding = 'gzip', url = calculateUrl, server = tablo.child) =>
      () =>
        load(url, 'POST', { body: example.input, vary: (n) => anew(n, startDate), acceptEncoding, server })
    // calculate-plain is the same by a client that takes no compression: beside -new, what gzip of the 3 KB answer
    // costs. The fresh path is warmed first, then the two are measured in turn, three runs each (the median printed),
    // each run with bodies of its own start day (none answered from a kept quote): measured once each in a row, the
    // first fresh load, gzip's, also carried the JIT's warm-up of the pricing path, whose first seconds on a busy
    // machine ran at a fraction of the later rate (issue 51).
    // Both floors are measured in turn with each run, with the same bodies and encoding: the hello-world POST and the
    // fair floor (fair-floor.server.ts). On this shared machine a floor measured once, minutes apart, moved by
    // a factor of five; ratios are taken within a run.
    type FreshRun = { readonly figure: Figure; readonly hello: Figure; readonly fair: Figure }
    const [calculatePriced, calculatePlain] = ['calculate-new', 'calculate-plain'].some(asked)
      ? await (async () => {
          await fresh('2027-03-23', 'identity')()
          const runs: { priced: FreshRun[]; plain: FreshRun[] } = { priced: [], plain: [] }
          const inTurn = async (day: string, encoding: string): Promise<FreshRun> => ({
            hello: await fresh(day, encoding, hello.url, hello.child)(),
            fair: await fresh(day, encoding, fair?.url, fair?.child)(),
            figure: await fresh(day, encoding)(),
          })
          for (const [gzipDay, plainDay] of [
            ['2027-03-30', '2027-03-31'],
            ['2027-03-26', '2027-03-27'],
            ['2027-03-24', '2027-03-25'],
          ] as const) {
            if (asked('calculate-new')) runs.priced.push(await inTurn(gzipDay, 'gzip'))
            if (asked('calculate-plain')) runs.plain.push(await inTurn(plainDay, 'identity'))
          }
          return [runs.priced, runs.plain] as const
        })()
      : [[], []]
    // A person toggling back and forth (issue 51 item 1): one request in three is the body sent two requests before
    // (A, B, A, C, D, C, …), its second ask, the rest new. Measured on the server as it runs (KEPT_QUOTES=young, the
    // default: the last 64 priced kept for a moment, one asked again among them for long) and on three more started
    // with KEPT_QUOTES=first (kept from its first ask), second (kept from its second ask) and off (none kept), in
    // turn, three runs each with bodies of their own day (the median printed): what keeping earns in that mix, if
    // anything, shows here.
    const calculateMixed = await skip('calculate-mixed', async () => {
      const others = [
        await start('./tablo.server.ts', { ...ON_PGLITE, KEPT_QUOTES: 'first' }),
        await start('./tablo.server.ts', { ...ON_PGLITE, KEPT_QUOTES: 'second' }),
        await start('./tablo.server.ts', { ...ON_PGLITE, KEPT_QUOTES: 'off' }),
      ]
      try {
        const servers = [tablo, ...others]
        const runs = servers.map((): Figure[] => [])
        for (const [run, day] of ['2027-03-10', '2027-03-11', '2027-03-12'].entries())
          for (let i = 0; i < servers.length; i++) {
            const at = (i + run) % servers.length
            const server = servers[at]!
            runs[at]!.push(
              await load(`${server.url}/api/v1/commercial-campaigns/metroMonitors/calculate`, 'POST', {
                body: example.input,
                vary: (n) => anew(n % 3 === 2 ? n - 2 : n, day),
                server: server.child,
              }),
            )
          }
        const median = (figures: Figure[]) => [...figures].sort((a, b) => a.rps - b.rps)[1]!
        return (['young (as run)', 'first', 'second', 'off'] as const).map((keep, i) => ({
          keep,
          figure: median(runs[i]!),
          runs: runs[i]!,
        }))
      } finally {
        await Promise.all(others.map((server) => stopChild(server.child)))
      }
    })
    // The shelter reads need a signed-in advertiser (R-ROLE-01): the demo account's token.
    const token = async (): Promise<string> => {
      const login = await fetch(`${tablo.url}/api/v1/clients/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@tablo.local', password: DEMO_PASSWORD }),
      })
      const { data } = (await login.json()) as { data: { token: string } }
      return data.token
    }
    const wholeCity = (variables: Record<string, unknown>) => ({
      query:
        'query($period: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $period, limit: 24000, offset: 0) { totalCount nodes { inventoryNumber side } } }',
      variables: { period: { startDate: '2027-01-01', endDate: '2027-01-31' }, ...variables },
    })
    const shelters = await skip('shelters', async () =>
      load(`${tablo.url}/api/graphql`, 'POST', { body: wholeCity({}), token: await token() }))
    // The same read with an unused variable that differs every time: each answer is computed, none is kept. Its
    // address is marked, so that its request lines are told from the lines of the runs before, still being written.
    const sheltersComputed = await skip('shelters-computed', async () =>
      load(`${tablo.url}/api/graphql?run=computed`, 'POST', {
        body: wholeCity({}),
        token: await token(),
        vary: (i) => wholeCity({ nonce: i }),
        servedBy: tablo.child,
      }))
    if (floorGet || floorPost || calculate)
      console.log(`\nServer load at ${CONNECTIONS} connections, ${SECONDS} s each (autocannon on 127.0.0.1)`)
    if (floorGet) console.log(row('floor: Fastify hello-world GET', floorGet, floorGet))
    if (floorPost) console.log(row('floor: Fastify hello-world POST', floorPost, floorPost))
    if (stack && floorGet) console.log(row("server-healthz: Tablo's stack: GET /healthz", stack, floorGet))
    if (calculate) {
      console.log(
        row('server-calculate-again: POST calculate, asked again', calculate.figure, calculate.floor),
      )
      console.log(
        `${'  its floor, measured in turn with it'.padEnd(56)} ${calculate.floor.rps.toFixed(1).padStart(9)} req/s  ` +
          `p99 ${String(calculate.floor.p99).padStart(5)} ms  (three pairs: ` +
          `${calculate.ratios.map((r) => r.toFixed(3)).join(', ')} of the floor; the median pair above)`,
      )
      console.log(
        `${'  server CPU per answer, the median pair'.padEnd(56)} calculate ${cpuOf(calculate.figure)}, ` +
          `its floor ${cpuOf(calculate.floor)}`,
      )
    }
    if (calculatePriced.length > 0 || calculatePlain.length > 0) {
      // Issue 51: the ideal fresh calculate is a floor with the core's calculation added to each answer.
      const core = coreSeconds(anew)
      const bytesOf = async (url: string) =>
        (
          await (
            await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(anew(1)),
            })
          ).arrayBuffer()
        ).byteLength
      console.log(
        `${'  ideal: 1 / (1/floor + core time)'.padEnd(56)} core time ${(core * 1e6).toFixed(1)} µs a ` +
          `calculation, measured in this run; answers as JSON: calculate ${await bytesOf(calculateUrl)}, ` +
          `fair floor ${fair ? await bytesOf(fair.url) : '?'} bytes`,
      )
      const ofIdeal = (r: FreshRun, floor: Figure) => r.figure.rps / (1 / (1 / floor.rps + core))
      for (const [name, label, runs] of [
        ['server-calculate-new', 'a new calculation every time (gzip)', calculatePriced],
        ['server-calculate-plain', 'a new one, no compression asked', calculatePlain],
      ] as const) {
        if (runs.length === 0) continue
        // The run whose ratio to the fair ideal is the median is printed whole; every run's ratios beside it.
        const median = [...runs].sort((a, b) => ofIdeal(a, a.fair) - ofIdeal(b, b.fair))[
          Math.floor(runs.length / 2)
        ]!
        console.log(row(`${name}: ${label}`, median.figure, median.hello))
        console.log(row('  its hello-world floor, in turn', median.hello, median.hello))
        console.log(row('  its fair floor, in turn (answer made per request)', median.fair, median.hello))
        for (const [floorName, floorOf] of [
          ['hello-world', (r: FreshRun) => r.hello],
          ['fair', (r: FreshRun) => r.fair],
        ] as const)
          console.log(
            `${`  beside the ideal over the ${floorName} floor`.padEnd(56)} ` +
              `${ofIdeal(median, floorOf(median)).toFixed(2)} (target ≥ 0.5; runs ` +
              `${runs.map((r) => ofIdeal(r, floorOf(r)).toFixed(2)).join(', ')}), p99 ` +
              `${(median.figure.p99 / Math.max(1, floorOf(median).p99)).toFixed(1)}× the floor's ` +
              `${floorOf(median).p99} ms (target ≤ 3×; runs ` +
              `${runs.map((r) => (r.figure.p99 / Math.max(1, floorOf(r).p99)).toFixed(1)).join(', ')})`,
          )
        console.log(
          `${'  server CPU per answer, that run'.padEnd(56)} calculate ${cpuOf(median.figure)}, ` +
            `hello ${cpuOf(median.hello)}, fair ${cpuOf(median.fair)}`,
        )
      }
    }
    if (calculateMixed && floorPost)
      for (const { keep, figure, runs } of calculateMixed) {
        console.log(row(`server-calculate-mixed: 1 in 3 asked before, kept ${keep}`, figure, floorPost))
        console.log(
          `${'  server CPU per answer; the three runs'.padEnd(56)} ${cpuOf(figure)}; ` +
            `${runs.map((r) => r.rps.toFixed(0)).join(', ')} req/s`,
        )
      }
    if (shelters && floorPost)
      console.log(row('server-shelters: GraphQL whole city (16 828 sides)', shelters, floorPost))
    if (sheltersComputed && floorPost)
      console.log(row('server-shelters-computed: each answer computed', sheltersComputed, floorPost))
    if (sheltersComputed?.served)
      console.log(
        `${'  its server time per answer (request log)'.padEnd(56)} p50 ${sheltersComputed.served.p50} ms, ` +
          `p99 ${sheltersComputed.served.p99} ms (the p99 above adds the load generator reading 64 answers at once)`,
      )
    if (!asked('memory')) return
    // The floor: a process started as the server is, holding just the whole Moscow inventory (inventory.floor.ts).
    const floor = await start('./inventory.floor.ts')
    const floorMemory = await helloMemory(floor.child)
    await stopChild(floor.child)
    console.log(
      `\nserver-memory, target: after start ≤ half of issue 51's 916 MB on PGlite and 430 MB on PostgreSQL ` +
        `(≤ 458 MB, ≤ 215 MB)\n` +
        `floor: a process holding just the Moscow inventory (built and run as the server is, no server, no ` +
        `database): ${floorMemory}; the bare Fastify hello-world: ${await helloMemory(hello.child)}`,
    )
    if (floorGet || floorPost || calculate)
      console.log(`${'PGlite'.padEnd(12)} after the load above: ${await memoryOf(tablo.url)}`)
  } finally {
    await Promise.all([
      stopChild(hello.child),
      stopChild(tablo.child),
      ...(fair ? [stopChild(fair.child)] : []),
    ])
  }
  await memoryFigures('PGlite', ON_PGLITE, example.input)
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (postgres) await memoryFigures('PostgreSQL', { BENCH_DATABASE_URL: postgres }, example.input)
  else
    console.log(
      'PostgreSQL   not measured: set BENCH_DATABASE_URL (source .ci/pg.sh start sets TEST_DATABASE_URL)',
    )
}

/** The resident memory of a process, from Linux's /proc. */
const helloMemory = async (child: ChildProcess): Promise<string> => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '')
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
  return kb ? `resident ${(Number(kb) / 1024).toFixed(0)} MB` : 'unknown'
}

if (import.meta.url === `file://${process.argv[1]}`) await runServerLoad()
