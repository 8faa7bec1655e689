import { coreClientModule } from '../core-wiring/client.module'
import { browserExitModule } from './module'
import { Container } from '../container/di'
import { graphqlModule } from '../graphql/module'
import { HttpSettings } from '../http-fetch/http-settings'
import { fetchHttpModule } from '../http-fetch/module'
import { moscowClockModule } from '../moscow-clock/module'
import { consoleLoggerModule } from '../console-logger/module'
import { webStorageModule } from '../web-storage/module'

/** The browser's composition root: same-origin API, web storage, the Moscow clock, the core's stores. */
export const createBrowserContainer = (settings: HttpSettings = { baseUrl: '' }): Container => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.bind<HttpSettings>(HttpSettings).toConstantValue(settings)
  container.load(
    webStorageModule,
    fetchHttpModule,
    graphqlModule,
    moscowClockModule,
    consoleLoggerModule,
    coreClientModule,
    browserExitModule,
  )
  return container
}
