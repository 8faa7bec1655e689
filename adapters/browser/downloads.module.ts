import { DownloadsStore } from '../../core/cabinet/stores/downloads.store'
import { FileDownload } from '../../core/ports/file-download.port'
import { ContainerModule } from '../container/di'
import { BrowserFileDownload } from './file-download'

/**
 * A saved file: every download goes through the app's one DownloadsStore (issue #51 item 2: its progress stays on
 * screen). Loaded with the first working screen (./workspace.ts), not with a public page's first bytes.
 */
export const downloadsModule = new ContainerModule(({ bind }) => {
  bind(BrowserFileDownload).toSelf().inSingletonScope()
  bind(DownloadsStore)
    .toDynamicValue((ctx) => new DownloadsStore(ctx.get(BrowserFileDownload)))
    .inSingletonScope()
  bind<FileDownload>(FileDownload).toService(DownloadsStore)
})
