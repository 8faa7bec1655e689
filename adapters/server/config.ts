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
  /** HMAC key of the captcha challenges; random per start when unset. */
  readonly captchaSecret: string | undefined
  /** OAuth services by name (OAUTH_PROVIDERS, JSON); none by default. */
  readonly oauth: OAuthSettings
  readonly salesMailbox: string
}

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
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    oauth: parseOAuth(env.OAUTH_PROVIDERS),
    salesMailbox: env.SALES_MAILBOX ?? 'sales@tablo.local',
  }
}

const parseOAuth = (text: string | undefined): OAuthSettings => {
  if (!text) return {}
  try {
    return JSON.parse(text) as OAuthSettings
  } catch {
    throw new Error('OAUTH_PROVIDERS must be JSON: {"service": {"tokenUrl": …, "userInfoUrl": …, …}}')
  }
}
