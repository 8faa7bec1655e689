import { DownloadsStore } from '../../core/cabinet/stores/downloads.store'
import { Exit } from '../../core/cabinet/stores/exit.port'
import { FileDownload } from '../../core/ports/file-download.port'
import { Later } from '../../core/ports/later.port'
import { ContainerModule } from '../container/di'
import { BrowserExit } from './browser-exit'
import { BrowserFileDownload } from './file-download'
import { IdleLater } from './idle-later'

/** The browser's way out (session end, navigation, a saved file) and work that waits for the paint (Later). */
export const browserExitModule = new ContainerModule(({ bind }) => {
  bind<Exit>(Exit).to(BrowserExit).inSingletonScope()
  // Every download goes through the app's one DownloadsStore (issue #51 item 2: its progress stays on screen).
  bind(BrowserFileDownload).toSelf().inSingletonScope()
  bind(DownloadsStore)
    .toDynamicValue((ctx) => new DownloadsStore(ctx.get(BrowserFileDownload)))
    .inSingletonScope()
  bind<FileDownload>(FileDownload).toService(DownloadsStore)
  bind<Later>(Later)
    .toDynamicValue(() => new IdleLater())
    .inSingletonScope()
})
