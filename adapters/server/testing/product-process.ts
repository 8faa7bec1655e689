import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serverCommand } from '../server-bundle'
import { mailedLinks } from './server-process'

export interface RunningProduct {
  readonly baseUrl: string
  /** The newest link mailed to an address, read from the server's log as a newcomer would. */
  waitForLink(email: string, timeoutMs?: number): Promise<string>
  /** What the server has printed so far. */
  log(): string
  stop(): Promise<void>
}

/** The environment that names where the image of a started product's database is (productImage below). */
export const PRODUCT_IMAGE_ENV = 'TABLO_PRODUCT_IMAGE'
/** What changes the database a product seeds at its first start: a product asked for one of these starts fresh. */
const SEEDING = ['DATABASE_URL', 'SEED_DEMO', 'SEED_INVENTORY', 'DATA_DIR'] as const

/**
 * Starts the real product as `npm start` would (server, migrations, demo data, built UI) on a free port with a
 * fresh PGlite folder, and listens to its log. The browser tests and the bench use it; `env` adds to the
 * server's environment (UI_DIR: another build of the cabinet).
 *
 * With an image (PRODUCT_IMAGE_ENV, made once a run by productImage), the fresh folder is a copy of a database that
 * a product already migrated and seeded and then stopped: the product starts as a restarted one does, in about a
 * quarter of the time (2.5 against 9.4 s, measured on an idle machine), and each spec still has a database of its
 * own that nothing else wrote.
 */
export const startProduct = async (env: Readonly<Record<string, string>> = {}): Promise<RunningProduct> => {
  // The product's folder, laid out as a deployment's data folder is: its database in pglite/ and its uploaded media in
  // files/ beside it. (With DATA_DIR the folder itself, the media went where its default puts them, beside it:
  // /tmp/files, shared by every product a run started and never removed.)
  const dataDir = mkdtempSync(join(tmpdir(), 'tablo-e2e-'))
  const image = process.env[PRODUCT_IMAGE_ENV]
  if (image && existsSync(image) && !SEEDING.some((name) => name in env))
    cpSync(image, join(dataDir, 'pglite'), { recursive: true })
  // Node itself on the built server (dist/server/main.js, as `npm start` runs it) when it is newer than its
  // sources, else with tsx's loader on them; never `npx tsx` (npx -> tsx -> node): a signal to npx never reached
  // the server beneath it, and every run orphaned two servers of ~700 MB.
  const child: ChildProcess = spawn(process.execPath, [...serverCommand()], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: join(dataDir, 'pglite'),
      FILES_DIR: join(dataDir, 'files'),
      PUBLIC_URL: '',
      SEED_DEMO_CABINET: 'false',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))

  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 120_000)
    const poll = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)\/app/.exec(log)
      if (match) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve(`http://localhost:${match[1]}`)
      }
    }, 100)
    child.once('exit', (code) => {
      clearInterval(poll)
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code}:\n${log}`))
    })
  })
  // A server that did not start leaves neither its process nor its folder behind.
  const baseUrl = await started.catch(async (cause: unknown) => {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
    throw cause
  })

  return {
    baseUrl,
    log: () => log,
    waitForLink: async (email, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const last = mailedLinks(log, email).at(-1)
        if (last) return last.startsWith('/') ? `${baseUrl}${last}` : last
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no mail to ${email} in the log:\n${log}`)
    },
    stop: async () => {
      await stopChild(child)
      rmSync(dataDir, { recursive: true, force: true })
      // A page that the security policy broke reported it (security-headers.ts): the run says so, with what.
      const violations = log.split('\n').filter((l) => l.includes('csp violation'))
      if (violations.length > 0)
        throw new Error(`the pages hit the Content-Security-Policy:\n${violations.join('\n')}`)
    },
  }
}

/**
 * Starts a product on a fresh folder, stops it, and keeps its database as the image the run's later products start
 * from (the Playwright run's global setup). Returns the image's folder and how to remove it.
 */
export const productImage = async (): Promise<{ readonly dir: string; readonly remove: () => void }> => {
  const dir = mkdtempSync(join(tmpdir(), 'tablo-product-image-'))
  const product = await startProduct({ DATA_DIR: join(dir, 'seeding') })
  await product.stop().catch((cause: unknown) => {
    rmSync(dir, { recursive: true, force: true })
    throw cause
  })
  return { dir: join(dir, 'seeding'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone (at once if it already is). */
export const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
