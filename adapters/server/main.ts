import { mkdirSync } from 'node:fs'
import { readServerConfig } from './config'
import { buildApp } from './app'
import { startJobs } from '../jobs/tablo-jobs'
import { seedInventory } from '../database/inventory-seed'
import { DEMO_PASSWORD, seedDemoAccounts } from './seed'
import { createServerContainer } from './server.root'
import { TravellingClock } from '../moscow-clock/travelling-clock'
import { buildDemoCabinet } from './demo-cabinet'

/** Starts Tablo: database (PGlite in DATA_DIR, or DATABASE_URL), migrations, demo data, API and UI. */
const main = async (): Promise<void> => {
  const config = readServerConfig(process.env)
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
  const clock = new TravellingClock()
  const { container, db } = await createServerContainer(config, { clock })
  if (config.seedDemo) await seedDemoAccounts(container)
  if (config.seedInventory) await seedInventory(container)
  const app = await buildApp(container, {
    uiDir: config.uiDir,
    rateLimits: { scale: config.rateLimitScale },
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
  })
  if (config.seedDemoCabinet) {
    const started = Date.now()
    // The demo is a courtesy: if it cannot be built, the product still starts, and says why.
    await buildDemoCabinet(app, db, clock).then(
      (built) => {
        if (built)
          console.log(
            `Демо-кабинет прожил последние 45 дней за ${((Date.now() - started) / 1000).toFixed(1)} с`,
          )
      },
      (cause: unknown) =>
        console.warn('Демо-кабинет не построен:', cause instanceof Error ? cause.message : cause),
    )
  }
  // Browser tests only: a superuser may move this server's clock (testing/clock-control.ts); never in a product,
  // whose image leaves testing/ out, so the module is loaded only when asked for.
  if (process.env['CLOCK_CONTROL'] === 'true') {
    const { registerClockControl } = await import('./testing/clock-control')
    registerClockControl(app, container, clock)
  }
  await app.listen({ port: config.port, host: config.host })
  const jobs = await startJobs(container, { databaseUrl: config.databaseUrl, ...config.jobs })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${config.dataDir}`
  console.log(`Табло работает: http://localhost:${port}/app  (база: ${database})`)
  console.log(`Сайт для посетителей (калькулятор без входа): http://localhost:${port}/`)
  if (config.seedDemo) console.log(`Демо-вход: demo@tablo.local / ${DEMO_PASSWORD}`)

  // Graceful shutdown (SIGTERM from a load balancer's orchestrator, Ctrl-C here): stop listening, let the requests
  // in flight and a running job finish, close the database, exit 0. A second signal does not start again.
  let stopping = false
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return
    stopping = true
    console.log(`Табло останавливается (${signal}): новые запросы не принимаются, начатые завершаются`)
    try {
      await Promise.all([app.close(), jobs.stop()])
      await db.close()
      console.log('Табло остановлено')
      process.exit(0)
    } catch (cause) {
      console.error('Табло остановлено с ошибкой:', cause instanceof Error ? cause.message : cause)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((cause: unknown) => {
  console.error('Табло не запустилось:', cause instanceof Error ? cause.message : cause)
  process.exit(1)
})
