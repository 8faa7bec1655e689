import { isAdvertisePlace, type AdvertisePlace } from '../../core/campaign/advertise-place'
import { campaignScopeOf, NOT_FOUND_MESSAGE, type CampaignViewer } from '../../core/campaign/campaign-access'
import { acceptsImage, acceptsVideo, checkCreative } from '../../core/media/creative-check'
import { hasPhotoReportQr, NO_QR_MESSAGE, photoReportUrl } from '../../core/media/creative-moderation'
import { probeOf, type MediaLibrary } from '../../core/media/media-library.service'
import type { MediaItem, StoredFile } from '../../core/media/media.entities'
import type { MediaRepository } from '../../core/media/media-repository.port'
import type { VideoSchedulePatch, VideoScheduleRequest } from '../../core/media/video-schedule.contract'
import {
  CLOSED_STATES,
  currentVideoId,
  mayChangeCreatives,
  patchedEntry,
  replaceVideo,
  validateVideoScheduleEntry,
  type CreativeRuleError,
  type VideoScheduleDraft,
  type VideoScheduleEntry,
} from '../../core/media/video-schedule'
import type { Clock } from '../../core/ports/clock.port'
import type { Ids } from '../../core/ports/ids.port'
import type { Account } from '../../core/session/account'
import { ok } from '../../core/shared/result'
import { refusal } from '../../core/shared/refusal'
import { toWire, type CampaignRow, type WireCampaign } from '../campaigns/campaign.rows'
import type { CampaignService, Outcome } from '../campaigns/campaign.service'
import { inTransaction, loadCampaign } from '../campaigns/campaign.store'
import { SqlMediaRepository } from '../database/media.repository'
import type { SqlDatabase } from '../database/sql-database'
import {
  attachedVideoIds,
  campaignVideoIds,
  deleteEntry,
  loadVideoSchedule,
  recordMediaEvent,
  saveEntry,
} from './creative.store'
import { NIL_UUID } from '../../core/shared/uuid'

export interface CampaignCreativesDeps {
  readonly db: SqlDatabase
  readonly clock: Clock
  readonly ids: Ids
  readonly campaigns: CampaignService
  readonly library: MediaLibrary
  readonly media: MediaRepository
}

/** Which campaign an upload is for, and where on it the creative goes. */
export interface UploadTarget {
  readonly campaignId: string
  /** The place named in the path, when the path names one; it must be the campaign's. */
  readonly place?: string
  readonly kind: 'image' | 'video'
  /** The schedule item (slot) the creative is attached to; the campaign's id (its united schedule) by default. */
  readonly scheduleId?: string
  /**
   * The video this upload replaces (the cityFormat and mediaFacade paths name it): it must still be the one
   * attached there (cityFormat) or be in the rotation plan (mediaFacade).
   */
  readonly replaces?: { readonly videoId: string; readonly mustBe: 'attached' | 'scheduled' | 'any' }
}

const ruleFailure = (e: CreativeRuleError) =>
  refusal(e.code === 'campaignClosed' ? 'wrong state' : 'invalid input', e.message, e.errors)
const notFound = () =>
  refusal('campaign not found', NOT_FOUND_MESSAGE, { advertisingCampaignId: 'not found' })

/** The clip length the campaign bought, when its calculator input names one (R-FMT-02). */
const clipSecondsOf = (row: CampaignRow): number | undefined => {
  const clip = row.calculation['clipDuration']
  return typeof clip === 'number' && clip > 0 ? clip : undefined
}

/** An entry of the rotation plan on the wire. */
export const wireEntry = (e: VideoScheduleEntry, names: ReadonlyMap<string, MediaItem>) => ({
  _id: e.id,
  scheduleId: e.scheduleId,
  startDate: e.startDate,
  endDate: e.endDate,
  videos: e.videos.map((v) => {
    const m = names.get(v.advertiseVideoId)
    return {
      advertiseVideoId: v.advertiseVideoId,
      share: v.share,
      advertiseVideo: m ? { _id: m.id, name: m.name, status: m.status } : null,
    }
  }),
})
export type WireEntry = ReturnType<typeof wireEntry>

/**
 * Campaign creatives (cabinet §7 "Campaigns": images, video uploads, videoSchedule, getQrCode, the video
 * player): uploads land in the advertiser's media library on moderation and are attached to the campaign; the
 * rotation plan is checked by the core (core/media/video-schedule.ts) under a lock on the campaign row.
 */
export class CampaignCreatives {
  constructor(private readonly d: CampaignCreativesDeps) {}

  /**
   * Before a byte of an upload is read: the campaign must be the viewer's to change, of the place named, not
   * closed, and of a place that takes this kind of creative.
   */
  async uploadTarget(viewer: CampaignViewer, target: UploadTarget): Promise<Outcome<CampaignRow>> {
    const found = await this.d.campaigns.access(viewer, target.campaignId, 'write')
    if (!found.ok) return found
    const row = found.value
    if (target.place !== undefined && target.place !== row.advertise_place) return notFound()
    const open = mayChangeCreatives(row.state)
    if (!open.ok) return ruleFailure(open.error)
    const place = row.advertise_place as AdvertisePlace
    const takes = target.kind === 'image' ? acceptsImage(place) : acceptsVideo(place)
    if (!takes) {
      const [problem] = checkCreative(place, { kind: target.kind, mime: '' })
      return refusal('invalid input', problem?.message ?? 'Этот файл не подходит для места', {
        type: 'wrong format',
      })
    }
    if (target.replaces) {
      const replaceable = await this.replaceable(
        this.d.db,
        row.id,
        target.scheduleId ?? row.id,
        target.replaces,
      )
      if (!replaceable.ok) return replaceable
    }
    return ok(row)
  }

  /**
   * The video a cityFormat or mediaFacade upload replaces must still be attached at the schedule item (when one
   * is; an empty item takes any) or be in the rotation plan; answers the video attached there, if any.
   */
  private async replaceable(
    db: SqlDatabase,
    campaignId: string,
    slot: string,
    replaces: NonNullable<UploadTarget['replaces']>,
  ): Promise<Outcome<string | undefined>> {
    const [attached] = await db.query<{ media_id: string }>(
      'select media_id from media_attachments where campaign_id = $1 and schedule_id = $2',
      [campaignId, slot],
    )
    if (replaces.mustBe === 'attached' && attached && attached.media_id !== replaces.videoId)
      return refusal('changed', 'Ролик в этом расписании уже заменён: обновите страницу', {
        videoId: 'stale',
      })
    if (replaces.mustBe === 'scheduled') {
      const entries = await loadVideoSchedule(db, campaignId)
      if (!entries.some((e) => e.videos.some((v) => v.advertiseVideoId === replaces.videoId)))
        return refusal('not found', 'Этого ролика нет в плане показа кампании', { videoId: 'not found' })
    }
    return ok(attached?.media_id)
  }

  /**
   * Adds the uploaded file to the library (the technical check of the campaign's place and bought clip length
   * runs there), sends it to moderation and attaches it to the campaign's schedule item, replacing what was
   * there — in the rotation plan too. Any refusal removes the library item; the caller deletes the bytes.
   */
  async placeUpload(
    viewer: Account,
    row: CampaignRow,
    target: UploadTarget,
    upload: { readonly file: StoredFile; readonly name: string },
  ): Promise<Outcome<{ readonly media: MediaItem; readonly campaign: WireCampaign }>> {
    const clip = clipSecondsOf(row)
    const added = await this.d.library.add(viewer, {
      kind: target.kind,
      name: upload.name,
      file: upload.file,
      place: row.advertise_place,
      ...(clip !== undefined && target.kind === 'video' ? { clipSeconds: clip } : {}),
    })
    if (!added.ok)
      return refusal(
        added.error.code === 'forbidden' ? 'forbidden' : 'invalid input',
        added.error.message,
        added.error.errors ?? {},
      )
    const media = added.value
    const placed = await this.placeIn(viewer, row, target, media).catch(async (cause: unknown) => {
      await this.d.media.remove(media.ownerId, media.id)
      throw cause
    })
    if (!placed.ok) {
      await this.d.media.remove(media.ownerId, media.id)
      return placed
    }
    return ok({ media: { ...media, status: 'moderation' }, campaign: placed.value })
  }

  /** The transaction of an upload: moderation status, attachment, the plan's swap and the event, under a lock. */
  private placeIn(
    viewer: Account,
    row: CampaignRow,
    target: UploadTarget,
    media: MediaItem,
  ): Promise<Outcome<WireCampaign>> {
    const slot = target.scheduleId ?? row.id
    return inTransaction(this.d.db, async (tx): Promise<Outcome<WireCampaign>> => {
      const locked = await this.d.campaigns.access(viewer, row.id, 'write', tx)
      if (!locked.ok) return locked
      const open = mayChangeCreatives(locked.value.state)
      if (!open.ok) return ruleFailure(open.error)
      const attached = await this.replaceable(
        tx,
        row.id,
        slot,
        target.replaces ?? { videoId: '', mustBe: 'any' },
      )
      if (!attached.ok) return attached
      const replaced = new Set<string>()
      if (attached.value) replaced.add(attached.value)
      if (target.replaces) replaced.add(target.replaces.videoId)
      let entries = await loadVideoSchedule(tx, row.id)
      const now = this.d.clock.now()
      await tx.query(
        `update media set status = 'moderation', moderation_reason = null, updated_at = $2 where id = $1`,
        [media.id, now],
      )
      await tx.query(
        `insert into media_attachments (campaign_id, schedule_id, media_id, attached_at) values ($1, $2, $3, $4)
         on conflict (campaign_id, schedule_id) do update set media_id = excluded.media_id,
           attached_at = excluded.attached_at`,
        [row.id, slot, media.id, now],
      )
      if (target.kind === 'video')
        for (const previous of replaced) {
          if (previous === media.id) continue
          for (const e of replaceVideo(entries, previous, media.id)) await saveEntry(tx, row.id, e, now)
          entries = await loadVideoSchedule(tx, row.id)
        }
      await recordMediaEvent(
        tx,
        {
          mediaId: media.id,
          campaignId: row.id,
          event: 'upload',
          actor: 'advertiser',
          actorId: viewer.id,
          from: media.status,
          to: 'moderation',
        },
        now,
      )
      return ok(toWire((await loadCampaign(tx, row.id)) as CampaignRow))
    })
  }

  /**
   * The campaign a city-format schedule item belongs to (the PATCH …/cityFormatSchedule/{scheduleId}/video path
   * names no campaign; choice): the viewer's campaign of that place whose id is the schedule id, or which has that
   * schedule item in its prices, its createSchedule items or its attachments — the latest one still open when
   * several do.
   */
  async campaignOfSchedule(
    viewer: CampaignViewer,
    place: AdvertisePlace,
    scheduleId: string,
  ): Promise<string> {
    const owner = campaignScopeOf(viewer)
    if (owner === undefined || viewer.isModerator) return NIL_UUID
    const [row] = await this.d.db.query<{ id: string }>(
      `select c.id from campaigns c where c.owner_id = $1 and c.advertise_place = $2 and (
         c.id::text = $3
         or exists (select 1 from media_attachments a where a.campaign_id = c.id and a.schedule_id = $3)
         or exists (select 1 from campaign_schedules s where s.campaign_id = c.id and s.id::text = $3)
         or c.periods_price @> jsonb_build_array(jsonb_build_object('scheduleId', $3::text)))
       order by (c.state = any($4::text[])), c.created_at desc, c.id limit 1`,
      [owner, place, scheduleId, CLOSED_STATES],
    )
    return row?.id ?? NIL_UUID
  }

  // ---- the rotation plan (videoSchedule) ----

  private async wirePlan(db: SqlDatabase, ownerId: string, entries: readonly VideoScheduleEntry[]) {
    const ids = [...new Set(entries.flatMap((e) => e.videos.map((v) => v.advertiseVideoId)))]
    const items = await new SqlMediaRepository(db).findMany(ownerId, ids)
    const names = new Map(items.map((m) => [m.id, m]))
    return entries.map((e) => wireEntry(e, names))
  }

  async videoSchedule(viewer: CampaignViewer, campaignId: string): Promise<Outcome<WireEntry[]>> {
    const found = await this.d.campaigns.access(viewer, campaignId, 'read')
    if (!found.ok) return found
    const entries = await loadVideoSchedule(this.d.db, found.value.id)
    return ok(await this.wirePlan(this.d.db, found.value.owner_id, entries))
  }

  /** The videos of an entry must be the owner's, not rejected, and fit the campaign's place (technical check). */
  private async checkVideos(
    db: SqlDatabase,
    row: CampaignRow,
    videos: VideoScheduleDraft['videos'],
  ): Promise<Outcome<true>> {
    const place = row.advertise_place as AdvertisePlace
    if (!isAdvertisePlace(place) || !acceptsVideo(place))
      return refusal(
        'invalid input',
        'У кампаний этого места нет видеороликов, план показа не составляется',
        {
          advertisePlace: 'wrong format',
        },
      )
    const items = await new SqlMediaRepository(db).findMany(
      row.owner_id,
      videos.map((v) => v.advertiseVideoId),
    )
    const clip = clipSecondsOf(row)
    for (const [i, v] of videos.entries()) {
      const item = items.find((m) => m.id === v.advertiseVideoId)
      const field = `videos.${i}.advertiseVideoId`
      if (!item || item.kind !== 'video')
        return refusal('invalid input', 'Ролик не найден в медиатеке', { [field]: 'not found' })
      if (item.status === 'rejected')
        return refusal('invalid input', `Ролик «${item.name}» отклонён модератором`, { [field]: 'rejected' })
      const problems = checkCreative(place, probeOf(item), clip)
      if (problems.length > 0)
        return refusal(
          'invalid input',
          `Ролик «${item.name}»: ${problems.map((p) => p.message).join('; ')}`,
          {
            [field]: 'wrong format',
          },
        )
    }
    return ok(true)
  }

  /** Creates, changes or removes an entry of the plan in one transaction under the campaign's lock. */
  private changePlan(
    viewer: CampaignViewer,
    campaignId: string,
    work: (
      row: CampaignRow,
      entries: VideoScheduleEntry[],
      tx: SqlDatabase,
    ) => Promise<Outcome<string | null>>,
  ): Promise<Outcome<{ readonly entryId: string | null; readonly plan: WireEntry[] }>> {
    return inTransaction(this.d.db, async (tx) => {
      const found = await this.d.campaigns.access(viewer, campaignId, 'write', tx)
      if (!found.ok) return found
      const open = mayChangeCreatives(found.value.state)
      if (!open.ok) return ruleFailure(open.error)
      const done = await work(found.value, await loadVideoSchedule(tx, found.value.id), tx)
      if (!done.ok) return done
      const plan = await this.wirePlan(tx, found.value.owner_id, await loadVideoSchedule(tx, found.value.id))
      return ok({ entryId: done.value, plan })
    })
  }

  addToSchedule(viewer: CampaignViewer, campaignId: string, body: VideoScheduleRequest) {
    return this.changePlan(viewer, campaignId, async (row, entries, tx) => {
      const draft: VideoScheduleDraft = {
        scheduleId: body.scheduleId?.trim() ?? row.id,
        startDate: body.startDate,
        endDate: body.endDate,
        videos: body.videos,
      }
      const valid = validateVideoScheduleEntry(
        { state: row.state, startDate: row.start_date, endDate: row.end_date },
        entries,
        draft,
      )
      if (!valid.ok) return ruleFailure(valid.error)
      const videos = await this.checkVideos(tx, row, draft.videos)
      if (!videos.ok) return videos
      const id = this.d.ids.newId()
      await saveEntry(tx, row.id, { id, ...draft }, this.d.clock.now())
      return ok(id)
    })
  }

  changeSchedule(viewer: CampaignViewer, campaignId: string, entryId: string, patch: VideoSchedulePatch) {
    return this.changePlan(viewer, campaignId, async (row, entries, tx) => {
      const entry = entries.find((e) => e.id === entryId)
      if (!entry)
        return refusal('not found', 'Запись плана показа не найдена', { videoScheduleId: 'not found' })
      const draft = patchedEntry(entry, patch)
      const valid = validateVideoScheduleEntry(
        { state: row.state, startDate: row.start_date, endDate: row.end_date },
        entries.filter((e) => e.id !== entryId),
        draft,
      )
      if (!valid.ok) return ruleFailure(valid.error)
      if (patch.videos) {
        const videos = await this.checkVideos(tx, row, draft.videos)
        if (!videos.ok) return videos
      }
      await saveEntry(tx, row.id, { id: entry.id, ...draft }, this.d.clock.now())
      return ok(entry.id)
    })
  }

  removeFromSchedule(viewer: CampaignViewer, campaignId: string, entryId: string) {
    return this.changePlan(viewer, campaignId, async (row, _entries, tx) =>
      (await deleteEntry(tx, row.id, entryId))
        ? ok(null)
        : refusal('not found', 'Запись плана показа не найдена', { videoScheduleId: 'not found' }),
    )
  }

  // ---- the player and the QR code ----

  /**
   * The video the campaign's player plays (R-API-20): `mediaId` picks one of the campaign's videos, else the
   * current one (core/media/video-schedule.ts currentVideoId).
   */
  async playerVideo(
    viewer: CampaignViewer,
    place: string,
    campaignId: string,
    mediaId?: string,
  ): Promise<Outcome<MediaItem>> {
    const found = await this.d.campaigns.access(viewer, campaignId, 'read')
    if (!found.ok) return found
    if (found.value.advertise_place !== place) return notFound()
    const chosen =
      mediaId !== undefined
        ? (await campaignVideoIds(this.d.db, campaignId)).find((v) => v === mediaId)
        : currentVideoId(
            await loadVideoSchedule(this.d.db, campaignId),
            await attachedVideoIds(this.d.db, campaignId),
            this.d.clock.today(),
          )
    const item = chosen ? await this.d.media.find(found.value.owner_id, chosen) : undefined
    if (!item) return refusal('not found', 'У кампании нет загруженного ролика', { video: 'not found' })
    return ok(item)
  }

  /** R-LIST-05: the link a sticker campaign's QR code carries. */
  async qrLink(
    viewer: CampaignViewer,
    place: string,
    campaignId: string,
    publicUrl: string,
  ): Promise<Outcome<{ readonly url: string; readonly index: number }>> {
    const found = await this.d.campaigns.access(viewer, campaignId, 'read')
    if (!found.ok) return found
    if (found.value.advertise_place !== place) return notFound()
    if (!hasPhotoReportQr(place))
      return refusal('invalid input', NO_QR_MESSAGE, { advertisePlace: 'wrong format' })
    return ok({ url: photoReportUrl(publicUrl, campaignId), index: found.value.individual_index })
  }
}
