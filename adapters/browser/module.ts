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
  bind<FileDownload>(FileDownload).to(BrowserFileDownload).inSingletonScope()
  bind<Later>(Later)
    .toDynamicValue(() => new IdleLater())
    .inSingletonScope()
})
