import { fileURLToPath } from 'node:url'

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
  }
}
