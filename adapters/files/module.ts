import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { MediaLibrary } from '../../core/media/media-library.service'
import { MediaRepository } from '../../core/media/media-repository.port'
import { PosterRequests } from '../../core/media/poster-requests.port'
import { Clock } from '../../core/ports/clock.port'
import { FileStorage } from '../../core/ports/file-storage.port'
import { Ids } from '../../core/ports/ids.port'
import { ContainerModule } from '../container/di'
import { SqlMediaRepository } from '../database/media.repository'
import { DownloadLinks } from './download-links'
import { FsFileStorage } from './fs-file-storage'
import { parseS3Url, S3FileStorage } from './s3-file-storage'

export interface FilesSettings {
  /** FILES_DIR; DATA_DIR/files by default; a fresh temporary folder when neither is set (tests). */
  readonly filesDir: string | undefined
  /** S3_URL: when set, files go to that S3-compatible bucket instead of the disk. */
  readonly s3Url: string | undefined
  /** MEDIA_LINK_SECRET: the key of the signed download links; random per start when unset. */
  readonly linkSecret?: string | undefined
}

/** The file storage, the media library's repository and use cases, and the download links (issue 6 part 5). */
export const filesModule = (settings: FilesSettings) =>
  new ContainerModule(({ bind }) => {
    const storage: FileStorage = settings.s3Url
      ? new S3FileStorage(parseS3Url(settings.s3Url))
      : new FsFileStorage(settings.filesDir ?? join(tmpdir(), `tablo-files-${randomUUID()}`))
    bind<FileStorage>(FileStorage).toConstantValue(storage)
    bind<MediaRepository>(MediaRepository).to(SqlMediaRepository).inSingletonScope()
    bind(MediaLibrary)
      .toDynamicValue(
        (ctx) =>
          new MediaLibrary({
            media: ctx.get<MediaRepository>(MediaRepository),
            ids: ctx.get<Ids>(Ids),
            clock: ctx.get<Clock>(Clock),
            posters: ctx.get<PosterRequests>(PosterRequests),
          }),
      )
      .inSingletonScope()
    bind(DownloadLinks).toConstantValue(new DownloadLinks(settings.linkSecret))
  })
