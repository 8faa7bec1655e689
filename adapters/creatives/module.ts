import { CampaignCreatives } from '../../core/media/campaign-creatives.service'
import { MediaLibrary } from '../../core/media/media-library.service'
import { MediaRepository } from '../../core/media/media-repository.port'
import { StaffMedia } from '../../core/media/staff-media.service'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { ContainerModule, type ResolutionContext } from '../container/di'
import { sqlUnitOfWork } from '../database/campaign-records'
import { SqlCreativeRecords } from '../database/creative-records'
import { SqlDatabase } from '../database/sql-database'

/** What both use cases take: a unit of work per change and reads over the pool, both on the creative records. */
const creativeDeps = (ctx: ResolutionContext) => {
  const db = ctx.get<SqlDatabase>(SqlDatabase)
  return {
    uow: sqlUnitOfWork(db, (tx) => new SqlCreativeRecords(tx)),
    reads: new SqlCreativeRecords(db),
    clock: ctx.get<Clock>(Clock),
    ids: ctx.get<Ids>(Ids),
  }
}

/**
 * The creatives of campaigns (uploads, video plans, the player) and their moderation by staff: core use cases
 * over the creative records (adapters/database/creative-records.ts), each change one transaction.
 */
export const creativesModule = new ContainerModule(({ bind }) => {
  bind(CampaignCreatives)
    .toDynamicValue(
      (ctx) =>
        new CampaignCreatives({
          ...creativeDeps(ctx),
          library: ctx.get(MediaLibrary),
          media: ctx.get<MediaRepository>(MediaRepository),
        }),
    )
    .inSingletonScope()
  bind(StaffMedia)
    .toDynamicValue((ctx) => new StaffMedia(creativeDeps(ctx)))
    .inSingletonScope()
})
