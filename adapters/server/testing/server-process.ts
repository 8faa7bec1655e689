import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverCommand } from '../server-bundle'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/** Startup of a cold server on a loaded 2-core machine (migrations, tsx compiling): generous, never asserted. */
const STARTUP_MS = 150_000

/**
 * The environment of a real server in its own folder: PGlite and files under `dataRoot`, or the PostgreSQL of
 * TEST_DATABASE_URL when CI sets it; no built UI, no SMTP, no demo cabinet; `extra` adds or overrides.
 */
export const serverEnv = (
  dataRoot: string,
  extra: Readonly<Record<string, string>> = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: join(dataRoot, 'pglite'),
  FILES_DIR: join(dataRoot, 'files'),
  DATABASE_URL: process.env.TEST_DATABASE_URL || '',
  UI_DIR: join(dataRoot, 'no-ui'),
  SEED_DEMO_CABINET: 'false',
  // No proxy to tell: a stop drains at once (a test that proves the grace sets it).
  SHUTDOWN_GRACE_MS: '0',
  SMTP_URL: '',
  PUBLIC_URL: 'http://tablo.test',
  ...extra,
})

export interface ServerProcess {
  readonly child: ChildProcess
  readonly baseUrl: string
  /** How the process ended: its exit code, or the signal that ended it. */
  readonly exited: Promise<NodeJS.Signals | number | null>
  log(): string
}

/**
 * Starts the server as a product runs it and waits until it listens: node on the built dist/server/main.js (what
 * `npm start` and the image run) when it is newer than its sources, else with tsx's loader on them.
 * `detached` puts it in a process group of its own (the crash test kills the group).
 */
export const startServerProcess = async (
  env: NodeJS.ProcessEnv,
  options: { readonly detached?: boolean } = {},
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, [...serverCommand()], {
    cwd: ROOT,
    env,
    detached: options.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  )
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), STARTUP_MS)
    const poll = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)\/app/.exec(log)
      if (!match) return
      clearInterval(poll)
      clearTimeout(timer)
      resolve(`http://127.0.0.1:${match[1]}`)
    }, 50)
    void exited.then((how) => {
      clearInterval(poll)
      clearTimeout(timer)
      reject(new Error(`the server exited (${how}) before listening:\n${log}`))
    })
  })
  return { child, baseUrl, exited, log: () => log }
}

/**
 * The links mailed to an address, oldest first, read from the server's JSON log as a newcomer without SMTP
 * would read them (the outbox writes "mail to <address>: <subject>" with the link).
 */
export const mailedLinks = (log: string, email: string): string[] =>
  log.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return []
    try {
      const entry = JSON.parse(line) as { msg?: unknown; link?: unknown }
      const mailed = typeof entry.msg === 'string' && entry.msg.startsWith(`mail to ${email}: `)
      return mailed && typeof entry.link === 'string' ? [entry.link] : []
    } catch {
      return []
    }
  })
