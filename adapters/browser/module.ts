import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { FileDownload } from '../../core/ports/file-download.port'
import { HttpClient } from '../../core/ports/http.port'
import { Later } from '../../core/ports/later.port'
import { ContainerModule } from '../container/di'
import { BrowserExit } from './browser-exit'
import { BrowserFileDownload } from './file-download'
import { IdleLater } from './idle-later'

/**
 * The browser's way out (session end, navigation, a saved file), the stores that leave through it, and work
 * that waits for the paint (Later).
 */
export const browserExitModule = new ContainerModule(({ bind }) => {
  bind(BrowserExit).toSelf().inSingletonScope()
  bind<FileDownload>(FileDownload).to(BrowserFileDownload).inSingletonScope()
  bind<Later>(Later)
    .toDynamicValue(() => new IdleLater())
    .inSingletonScope()
  bind(ConsentRevocationStore)
    .toDynamicValue(
      (ctx) => new ConsentRevocationStore(ctx.get<HttpClient>(HttpClient), ctx.get(BrowserExit)),
    )
    .inSingletonScope()
})
