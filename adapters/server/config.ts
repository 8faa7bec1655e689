import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { OAuthSettings } from '../oauth/oauth2.provider'

export interface ServerConfig {
  readonly port: number
  readonly host: string
  /** PGlite's folder; ignored when databaseUrl is set. */
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  /** The address people open; links in mails start with it. */
  readonly publicUrl: string
  /** The built UI (vite build). */
  readonly uiDir: string
  /** Seed the demo accounts at first start. */
  readonly seedDemo: boolean
  /** Live the demo cabinet's last 45 days at first start (SEED_DEMO_CABINET=false: accounts only). */
  readonly seedDemoCabinet: boolean
  /** The Moscow inventory and references (without them nothing can be priced); on unless SEED_INVENTORY=false. */
  readonly seedInventory: boolean
  /** HMAC key of the captcha challenges; random per start when unset. */
  readonly captchaSecret: string | undefined
  /** OAuth services by name (OAUTH_PROVIDERS, JSON); none by default. */
  readonly oauth: OAuthSettings
  readonly salesMailbox: string
  /** Uploaded media (FILES_DIR); beside the PGlite folder by default: data/files. */
  readonly filesDir: string
  /** An S3-compatible bucket for the media instead of the disk (S3_URL, see adapters/files). */
  readonly s3Url: string | undefined
  /** Key of the signed video download links (MEDIA_LINK_SECRET); random per start when unset. */
  readonly mediaLinkSecret: string | undefined
  /** Multiplies the per-address limits (RATE_LIMIT_SCALE, 1 by default; 0 turns them off). */
  readonly rateLimitScale: number
  /**
   * Whose X-Forwarded-For is believed (TRUST_PROXY, e.g. `127.0.0.1,10.0.0.5` or `10.0.0.0/24`): by default only a
   * proxy on this machine (loopback).
   */
  readonly trustProxy: string | undefined
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset: only the machine and private networks. */
  readonly metricsToken: string | undefined
  /** How much the JSON log says (LOG_LEVEL: debug, info, warn, error or silent; info by default). */
  readonly logLevel: LogLevel
  /**
   * A stop (SIGTERM) that drains: not ready at once, still accepting for `graceMs` (SHUTDOWN_GRACE_MS, 5 s: longer
   * than the proxy's health interval, so it stops sending here first), then the requests received are answered and
   * the connections closed; the process exits within `timeoutMs` (SHUTDOWN_TIMEOUT_MS, 30 s) whatever is left.
   */
  readonly shutdown: { readonly graceMs: number; readonly timeoutMs: number }
  /** How often a worker looks for jobs (JOB_POLL_SECONDS, 2) and expired jobs are retried (JOB_MAINTENANCE_SECONDS, 60). */
  readonly jobs: { readonly pollingIntervalSeconds: number; readonly maintenanceIntervalSeconds: number }
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Reads the configuration from the environment (README lists each variable). */
export const readServerConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const host = env.HOST ?? '127.0.0.1'
  return {
    port,
    host,
    dataDir: env.DATA_DIR ?? `${ROOT}data/pglite`,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Табло <noreply@tablo.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    uiDir: env.UI_DIR ?? `${ROOT}dist/ui`,
    seedDemo: env.SEED_DEMO !== 'false',
    seedInventory: env.SEED_INVENTORY !== 'false',
    seedDemoCabinet:
      env.SEED_DEMO !== 'false' && env.SEED_INVENTORY !== 'false' && env.SEED_DEMO_CABINET !== 'false',
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    oauth: parseOAuth(env.OAUTH_PROVIDERS),
    salesMailbox: env.SALES_MAILBOX ?? 'sales@tablo.local',
    filesDir: env.FILES_DIR ?? `${dirname(env.DATA_DIR ?? `${ROOT}data/pglite`)}/files`,
    s3Url: env.S3_URL || undefined,
    mediaLinkSecret: env.MEDIA_LINK_SECRET || undefined,
    rateLimitScale: rateLimitScaleOf(env.RATE_LIMIT_SCALE),
    trustProxy: env.TRUST_PROXY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: logLevelOf(env.LOG_LEVEL),
    shutdown: {
      graceMs: millisecondsOf('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 5_000, 0),
      timeoutMs: millisecondsOf('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 30_000, 1_000),
    },
    jobs: {
      pollingIntervalSeconds: secondsOf('JOB_POLL_SECONDS', env.JOB_POLL_SECONDS, 2, 0.5),
      maintenanceIntervalSeconds: secondsOf('JOB_MAINTENANCE_SECONDS', env.JOB_MAINTENANCE_SECONDS, 60, 1),
    },
  }
}

const secondsOf = (name: string, text: string | undefined, fallback: number, least: number): number => {
  const seconds = Number(text || fallback)
  if (!Number.isFinite(seconds) || seconds < least)
    throw new Error(`${name} must be a number of seconds ≥ ${least}, got ${text}`)
  return seconds
}

const millisecondsOf = (name: string, text: string | undefined, fallback: number, least: number): number => {
  const ms = text === undefined || text === '' ? fallback : Number(text)
  if (!Number.isInteger(ms) || ms < least)
    throw new Error(`${name} must be a whole number of milliseconds ≥ ${least}, got ${text}`)
  return ms
}

export const logLevelOf = (text: string | undefined): LogLevel => {
  const level = LOG_LEVELS.find((l) => l === (text || 'info'))
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${text}`)
  return level
}

const rateLimitScaleOf = (text: string | undefined): number => {
  const scale = Number(text ?? 1)
  if (!Number.isFinite(scale) || scale < 0)
    throw new Error(`RATE_LIMIT_SCALE must be a number ≥ 0 (0 turns the limits off), got ${text}`)
  return scale
}

const parseOAuth = (text: string | undefined): OAuthSettings => {
  if (!text) return {}
  try {
    return JSON.parse(text) as OAuthSettings
  } catch {
    throw new Error('OAUTH_PROVIDERS must be JSON: {"service": {"tokenUrl": …, "userInfoUrl": …, …}}')
  }
}
