import { Clock } from '../../core/ports/clock.port'
import { Logger } from '../../core/ports/logger.port'
import { DEFAULT_ACCOUNT_SETTINGS } from '../../core/session/account.service'
import { captchaServerModule } from '../captcha/module'
import { createPino, droppedLogLines } from '../logging/pino.logger'
import { pinoLoggerModule } from '../logging/module'
import { Container, ContainerModule } from '../container/di'
import { coreServerModule } from '../core-wiring/server.module'
import { databaseModule } from '../database/module'
import { documentsModule } from '../documents/module'
import { openDatabase } from '../database/open-database'
import type { SqlDatabase } from '../database/sql-database'
import { campaignsModule } from '../campaigns/module'
import { ordersModule } from '../campaigns/orders.module'
import { purchaseModule } from '../campaigns/purchase.module'
import { staffModule } from '../campaigns/staff.module'
import { creativesModule } from '../creatives/module'
import { filesModule } from '../files/module'
import { inventoryModule } from '../inventory/module'
import { mailModule } from '../mail/module'
import { jobsModule } from '../jobs/module'
import { metricsModule } from '../metrics/module'
import { moscowClockModule } from '../moscow-clock/module'
import { nodeCryptoModule } from '../node-crypto/module'
import { oauthModule } from '../oauth/module'
import { calculatorsModule, keptQuotesModule, sqlPricingModule } from '../pricing/module'
import { ensurePricingReference } from '../database/pricing-reference.repository'
import type { ServerConfig } from './config'
import { routesModule } from './routes/module'
import type { Logger as PinoInstance } from 'pino'

/** Proof-of-work size: about a quarter of a second of hashing in a browser. */
export const CAPTCHA_WORK = 100_000

export interface ServerRuntime {
  readonly container: Container
  readonly db: SqlDatabase
}

/** The server's composition root: opens and migrates the database, then loads every module. */
export const createServerContainer = async (
  config: Pick<ServerConfig, 'databaseUrl' | 'smtpUrl' | 'mailFrom' | 'publicUrl'> &
    Partial<Pick<ServerConfig, 'logLevel'>> &
    Partial<
      Pick<
        ServerConfig,
        'captchaSecret' | 'oauth' | 'salesMailbox' | 'filesDir' | 's3Url' | 'mediaLinkSecret'
      >
    > & {
      readonly dataDir: string | undefined
      readonly pgliteImage?: Blob
    },
  overrides: {
    readonly clock?: Clock
    readonly logger?: Logger
    /** The JSON log to write to (a test reads its lines); a new one on standard output otherwise. */
    readonly log?: PinoInstance
    /** Tests that solve many challenges on a shared machine ask for less work; the check is the same. */
    readonly captchaWork?: number
  } = {},
): Promise<ServerRuntime> => {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(config.pgliteImage ? { pgliteImage: config.pgliteImage } : {}),
  })
  await ensurePricingReference(db)
  const container = new Container({ defaultScope: 'Singleton' })
  container.load(
    databaseModule(db),
    metricsModule(db, { mailQueue: Boolean(config.smtpUrl), droppedLogLines }),
    jobsModule,
    overrides.logger
      ? valueModule<Logger>(Logger, overrides.logger)
      : pinoLoggerModule(overrides.log ?? createPino(config.logLevel ?? 'info')),
    nodeCryptoModule,
    overrides.clock ? valueModule<Clock>(Clock, overrides.clock) : moscowClockModule,
    mailModule(config.smtpUrl ? { url: config.smtpUrl, from: config.mailFrom } : undefined),
    captchaServerModule({
      secret: config.captchaSecret,
      maxNumber: overrides.captchaWork ?? CAPTCHA_WORK,
      ttlMs: 10 * 60_000,
    }),
    oauthModule(config.oauth ?? {}),
    calculatorsModule,
    sqlPricingModule,
    keptQuotesModule,
    coreServerModule({
      ...DEFAULT_ACCOUNT_SETTINGS,
      publicUrl: config.publicUrl,
      salesMailbox: config.salesMailbox ?? 'sales@tablo.local',
    }),
    inventoryModule,
    campaignsModule,
    staffModule,
    ordersModule,
    purchaseModule,
    creativesModule,
    documentsModule,
    filesModule({ filesDir: config.filesDir, s3Url: config.s3Url, linkSecret: config.mediaLinkSecret }),
    routesModule,
  )
  return { container, db }
}

/** Tests pin time and quiet the log by loading fixed values instead of the Moscow clock and the console. */
const valueModule = <T>(token: symbol, value: T) =>
  new ContainerModule(({ bind }) => {
    bind<T>(token).toConstantValue(value)
  })
