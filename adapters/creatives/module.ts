import { MediaLibrary } from '../../core/media/media-library.service'
import { MediaRepository } from '../../core/media/media-repository.port'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { CampaignService } from '../campaigns/campaign.service'
import { ContainerModule } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { CampaignCreatives } from './campaign-creatives.service'
import { StaffMedia } from './staff-media.service'

/** The creatives of campaigns (uploads, video plans, the player) and their moderation by staff. */
export const creativesModule = new ContainerModule(({ bind }) => {
  bind(CampaignCreatives)
    .toDynamicValue(
      (ctx) =>
        new CampaignCreatives({
          db: ctx.get<SqlDatabase>(SqlDatabase),
          clock: ctx.get<Clock>(Clock),
          ids: ctx.get<Ids>(Ids),
          campaigns: ctx.get(CampaignService),
          library: ctx.get(MediaLibrary),
          media: ctx.get<MediaRepository>(MediaRepository),
        }),
    )
    .inSingletonScope()
  bind(StaffMedia)
    .toDynamicValue(
      (ctx) =>
        new StaffMedia({
          db: ctx.get<SqlDatabase>(SqlDatabase),
          clock: ctx.get<Clock>(Clock),
          ids: ctx.get<Ids>(Ids),
        }),
    )
    .inSingletonScope()
})
