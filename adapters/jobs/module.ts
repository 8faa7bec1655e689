import { MediaRepository } from '../../core/media/media-repository.port'
import { PosterRequests } from '../../core/media/poster-requests.port'
import { FileStorage } from '../../core/ports/file-storage.port'
import { Logger } from '../../core/ports/logger.port'
import { ContainerModule } from '../container/di'
import { InventoryExportRecords } from '../database/inventory-export-records'
import { SqlDatabase } from '../database/sql-database'
import { keepPoster } from '../files/video-posters'
import { ShelterRepository } from '../database/shelter.repository'
import { SpreadsheetExports } from '../inventory/spreadsheet-exports'
import { rollUpAllPlays } from '../database/plays.store'
import { PlaysRollUp } from '../../core/statistics/statistics.service'
import { WorkbookOrders } from '../../core/documents/address-programs'
import { BackgroundWork } from './background-work'
import { ExportDesk } from './export-desk'
import { EXPORT_JOB, PLAYS_JOB, POSTER_JOB } from './job-kinds'
import { QueueStatus } from './queue-status'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Whether this server works the job queue (started by startJobs), for its readiness; the work requests leave for
 * it, each kind with what running it does; the core's poster requests as jobs; the spreadsheet exports and the desk that orders them.
 */
export const jobsModule = new ContainerModule(({ bind }) => {
  bind(QueueStatus).toSelf().inSingletonScope()
  bind(SpreadsheetExports)
    .toDynamicValue(
      (ctx) =>
        new SpreadsheetExports(
          new InventoryExportRecords(ctx.get<SqlDatabase>(SqlDatabase)),
          ctx.get(ShelterRepository),
        ),
    )
    .inSingletonScope()
  bind(BackgroundWork)
    .toDynamicValue((ctx) => {
      const db = ctx.get<SqlDatabase>(SqlDatabase)
      const media = ctx.get<MediaRepository>(MediaRepository)
      const storage = ctx.get<FileStorage>(FileStorage)
      const exports = ctx.get(SpreadsheetExports)
      const logger = ctx.get<Logger>(Logger)
      return new BackgroundWork(
        [
          {
            kind: PLAYS_JOB,
            run: async () => {
              const moved = await rollUpAllPlays(db)
              if (moved > 0) logger.info('plays rolled up', { moved })
            },
          },
          {
            kind: POSTER_JOB,
            run: async (data) =>
              void (await keepPoster(media, storage, text(data.ownerId), text(data.mediaId))),
          },
          { kind: EXPORT_JOB, run: async (data) => void (await exports.write(text(data.id))) },
        ],
        logger,
      )
    })
    .inSingletonScope()
  bind(ExportDesk)
    .toDynamicValue((ctx) => new ExportDesk(ctx.get(SpreadsheetExports), ctx.get(BackgroundWork)))
    .inSingletonScope()
  bind<PosterRequests>(PosterRequests).toDynamicValue((ctx) => {
    const work = ctx.get(BackgroundWork)
    return {
      requestPoster: (video) => work.request(POSTER_JOB, { ownerId: video.ownerId, mediaId: video.id }),
    }
  })
  bind<PlaysRollUp>(PlaysRollUp).toDynamicValue((ctx) => {
    const work = ctx.get(BackgroundWork)
    return { request: () => work.request(PLAYS_JOB) }
  })
  bind<WorkbookOrders>(WorkbookOrders).toDynamicValue((ctx) => {
    const desk = ctx.get(ExportDesk)
    return { order: (fileName, title, sheets) => desk.order(fileName, { kind: 'sheets', title, sheets }) }
  })
})
