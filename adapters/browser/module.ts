import { Exit } from '../../core/cabinet/stores/exit.port'
import { Later } from '../../core/ports/later.port'
import { ContainerModule } from '../container/di'
import { BrowserExit } from './browser-exit'
import { IdleLater } from './idle-later'

/** The browser's way out (session end, navigation) and work that waits for the paint (Later). */
export const browserExitModule = new ContainerModule(({ bind }) => {
  bind<Exit>(Exit).to(BrowserExit).inSingletonScope()
  bind<Later>(Later)
    .toDynamicValue(() => new IdleLater())
    .inSingletonScope()
})
