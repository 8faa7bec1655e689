import { mkdirSync } from 'node:fs'
import { readServerConfig } from './config'
import { buildApp, drainOf } from './app'
import { startJobs } from '../jobs/tablo-jobs'
import { seedInventory } from '../database/inventory-seed'
import { DEMO_PASSWORD, seedDemoAccounts } from './seed'
import { createServerContainer } from './server.root'
import { TravellingClock } from '../moscow-clock/travelling-clock'
import { buildDemoCabinet } from './demo-cabinet'
import { releaseStartupMemory } from './startup-memory'

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
  // What start-up wrote and left behind is let go before serving (issue 51 item 3).
  await releaseStartupMemory(db)
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

  // A stop that drains (issue #53 item 1; SIGTERM from the orchestrator, Ctrl-C here): not ready at once (the proxy
  // stops sending here), still accepting for the grace, then no new connection; every request received is answered
  // with Connection: close and idle connections are closed politely (drain.ts); the running job finishes or is
  // handed back; the database closes; the process exits within the bound whatever is left. A second signal does
  // not start again.
  const drain = drainOf(app)
  let stopping = false
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return
    stopping = true
    const signalled = Date.now()
    // Ctrl-C is a person at the terminal, not an orchestrator behind a proxy: no grace to wait out.
    const graceMs = signal === 'SIGINT' ? 0 : config.shutdown.graceMs
    const { timeoutMs } = config.shutdown
    const deadline = signalled + timeoutMs
    // The last resort: whatever hangs, the process is gone by the bound.
    setTimeout(() => {
      console.error(`Табло не остановилось за ${timeoutMs} мс: выход`)
      process.exit(1)
    }, timeoutMs + 1_000).unref()
    console.log(
      `Табло останавливается (${signal}): не готово, новые соединения принимаются ещё ${graceMs} мс, начатые запросы завершаются`,
    )
    try {
      drain?.begin()
      const jobsStopped = jobs.stop(Math.max(1_000, deadline - Date.now() - 2_000))
      await new Promise((resolve) => setTimeout(resolve, graceMs))
      await drain?.stopAccepting(deadline - 2_000)
      const settled = (await drain?.settle(deadline - 1_000)) ?? true
      if (!settled) {
        console.warn(`Соединений осталось ${drain?.size ?? 0}: закрываются принудительно`)
        drain?.destroyAll()
      }
      await Promise.all([app.close(), jobsStopped])
      await db.close()
      console.log(`Табло остановлено за ${Date.now() - signalled} мс`)
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
