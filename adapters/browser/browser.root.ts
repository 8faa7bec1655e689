import { coreClientModule } from '../core-wiring/client.module'
import { browserExitModule } from './module'
import { Container } from '../container/di'
import { graphqlModule } from '../graphql/module'
import { HttpSettings } from '../http-fetch/http-settings'
import { fetchHttpModule } from '../http-fetch/module'
import { consoleLoggerModule } from '../console-logger/module'
import { webStorageModule } from '../web-storage/module'

/**
 * The browser's composition root: same-origin API, web storage, the session's stores. The Moscow clock and the
 * downloads are bound with the first working screen's lazy module (./workspace.ts): no public page's first
 * bytes carry the time-zone arithmetic (issue #51: /app/login's JavaScript).
 */
export const createBrowserContainer = (settings: HttpSettings = { baseUrl: '' }): Container => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.bind<HttpSettings>(HttpSettings).toConstantValue(settings)
  container.load(
    webStorageModule,
    fetchHttpModule,
    graphqlModule,
    consoleLoggerModule,
    coreClientModule,
    browserExitModule,
  )
  return container
}
