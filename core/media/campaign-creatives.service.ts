import { isAdvertisePlace, type AdvertisePlace } from '../campaign/advertise-place'
import { campaignScopeOf, type CampaignViewer } from '../campaign/campaign-access'
import { campaignAfter, campaignNotThere, campaignOf } from '../campaign/campaign-of'
import type { CampaignRecords, Outcome, UnitOfWork } from '../campaign/campaign-records.port'
import type { CampaignStateId } from '../campaign/campaign-state'
import { statusOnCampaign } from '../campaign/media-status'
import type { CampaignAggregate } from '../campaign/campaign.aggregate'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { Account } from '../session/account'
import { refusal } from '../shared/refusal'
import { ok } from '../shared/result'
import { NIL_UUID } from '../shared/uuid'
import { acceptsImage, acceptsVideo, checkCreative } from './creative-check'
import { hasPhotoReportQr, NO_QR_MESSAGE, photoReportUrl } from './creative-moderation'
import type { MediaStatusRecords } from './media-events.port'
import { probeOf, type MediaLibrary } from './media-library.service'
import type { MediaItem, StoredFile } from './media.entities'
import type { MediaRepository } from './media-repository.port'
import type { VideoSchedulePatch, VideoScheduleRequest } from './video-schedule.contract'
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
} from './video-schedule'

/**
 * A campaign's creatives as one unit of work sees them (port; adapters/database/creative-records.ts): the
 * campaign records, the attachments of library items to its schedule items and its rotation plan.
 */
export interface CreativeRecords extends CampaignRecords, MediaStatusRecords {
  /** The owner's library items of these ids (the others are left out). */
  mediaItems(ownerId: string, ids: readonly string[]): Promise<MediaItem[]>
  /** The media item attached at a schedule item of the campaign, if any. */
  attachedAt(campaignId: string, scheduleId: string): Promise<string | undefined>
  /** Attaches a media item at a schedule item of the campaign, replacing what was attached there. */
  attach(campaignId: string, scheduleId: string, mediaId: string, at: Date): Promise<void>
  /** The campaign's rotation plan, by slot and start date; each entry's videos in the order given. */
  videoSchedule(campaignId: string): Promise<VideoScheduleEntry[]>
  /** Writes an entry of the plan (a new one, or the whole replacement of its dates and videos). */
  saveEntry(campaignId: string, entry: VideoScheduleEntry, at: Date): Promise<void>
  /** Removes an entry of the campaign's plan; answers whether there was one. */
  deleteEntry(campaignId: string, entryId: string): Promise<boolean>
  /** The campaign's videos in the order they came: attached ones, then those only in the rotation plan. */
  campaignVideoIds(campaignId: string): Promise<string[]>
  /** The campaign's attached videos, the one attached last at the end. */
  attachedVideoIds(campaignId: string): Promise<string[]>
  /**
   * The owner's campaign of a place whose id is the schedule id, or which has that schedule item in its prices,
   * its schedule items or its attachments: campaigns in `closedLast` after the others, then the latest created.
   */
  campaignOfSchedule(
    ownerId: string,
    place: AdvertisePlace,
    scheduleId: string,
    closedLast: readonly CampaignStateId[],
  ): Promise<string | undefined>
}

export interface CampaignCreativesDeps {
  /** Every change, one transaction each. */
  readonly uow: UnitOfWork<CreativeRecords>
  /** Reads outside a transaction: the upload's target, the plan, the player. */
  readonly reads: CreativeRecords
  readonly clock: Clock
  readonly ids: Ids
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
const entryNotFound = () =>
  refusal('not found', 'Запись плана показа не найдена', { videoScheduleId: 'not found' })

/** A video of the owner's library as the rotation plan names it. */
export type PlannedVideo = Pick<MediaItem, 'id' | 'name' | 'status'>

/**
 * A campaign's rotation plan as its use cases answer it (issue #49 item 1: the edge writes it on the wire,
 * adapters/server/wire/campaign-creatives.wire.ts): its entries by slot and start date, and the owner's library
 * videos they name (a video no longer in the library is left out).
 */
export interface VideoPlanRead {
  readonly entries: readonly VideoScheduleEntry[]
  readonly videos: readonly PlannedVideo[]
}

/**
 * Campaign creatives (cabinet §7 "Campaigns": images, video uploads, videoSchedule, getQrCode, the video
 * player): uploads land in the advertiser's media library on moderation and are attached to the campaign; the
 * rotation plan is checked by the core (core/media/video-schedule.ts) under a lock on the campaign campaign.
 */
export class CampaignCreatives {
  constructor(private readonly d: CampaignCreativesDeps) {}

  /**
   * Before a byte of an upload is read: the campaign must be the viewer's to change, of the place named, not
   * closed, and of a place that takes this kind of creative.
   */
  async uploadTarget(viewer: CampaignViewer, target: UploadTarget): Promise<Outcome<CampaignAggregate>> {
    const found = await campaignOf(this.d.reads, viewer, target.campaignId, 'write')
    if (!found.ok) return found
    const campaign = found.value
    if (target.place !== undefined && target.place !== campaign.place) return campaignNotThere()
    const open = mayChangeCreatives(campaign.state)
    if (!open.ok) return ruleFailure(open.error)
    const place = campaign.place
    const takes = target.kind === 'image' ? acceptsImage(place) : acceptsVideo(place)
    if (!takes) {
      const [problem] = checkCreative(place, { kind: target.kind, mime: '' })
      return refusal('invalid input', problem?.message ?? 'Этот файл не подходит для места', {
        type: 'wrong format',
      })
    }
    if (target.replaces) {
      const replaceable = await this.replaceable(
        this.d.reads,
        campaign.id,
        target.scheduleId ?? campaign.id,
        target.replaces,
      )
      if (!replaceable.ok) return replaceable
    }
    return ok(campaign)
  }

  /**
   * The video a cityFormat or mediaFacade upload replaces must still be attached at the schedule item (when one
   * is; an empty item takes any) or be in the rotation plan; answers the video attached there, if any.
   */
  private async replaceable(
    records: CreativeRecords,
    campaignId: string,
    slot: string,
    replaces: NonNullable<UploadTarget['replaces']>,
  ): Promise<Outcome<string | undefined>> {
    const attached = await records.attachedAt(campaignId, slot)
    if (replaces.mustBe === 'attached' && attached !== undefined && attached !== replaces.videoId)
      return refusal('changed', 'Ролик в этом расписании уже заменён: обновите страницу', {
        videoId: 'stale',
      })
    if (replaces.mustBe === 'scheduled') {
      const entries = await records.videoSchedule(campaignId)
      if (!entries.some((e) => e.videos.some((v) => v.advertiseVideoId === replaces.videoId)))
        return refusal('not found', 'Этого ролика нет в плане показа кампании', { videoId: 'not found' })
    }
    return ok(attached)
  }

  /**
   * Adds the uploaded file to the library (the technical check of the campaign's place and bought clip length
   * runs there), sends it to moderation and attaches it to the campaign's schedule item, replacing what was
   * there — in the rotation plan too. Any refusal removes the library item; the caller deletes the bytes.
   */
  async placeUpload(
    viewer: Account,
    campaign: CampaignAggregate,
    target: UploadTarget,
    upload: { readonly file: StoredFile; readonly name: string },
  ): Promise<Outcome<{ readonly media: MediaItem; readonly campaign: CampaignAggregate }>> {
    const clip = campaign.clipSeconds
    const added = await this.d.library.add(viewer, {
      kind: target.kind,
      name: upload.name,
      file: upload.file,
      place: campaign.place,
      ...(clip !== undefined && target.kind === 'video' ? { clipSeconds: clip } : {}),
    })
    if (!added.ok)
      return refusal(
        added.error.code === 'forbidden' ? 'forbidden' : 'invalid input',
        added.error.message,
        added.error.errors ?? {},
      )
    const media = added.value
    const placed = await this.placeIn(viewer, campaign, target, media, 'upload').catch(
      async (cause: unknown) => {
        await this.d.media.remove(media.ownerId, media.id)
        throw cause
      },
    )
    if (!placed.ok) {
      await this.d.media.remove(media.ownerId, media.id)
      return placed
    }
    return ok({ media: { ...media, status: 'moderation' }, campaign: placed.value })
  }

  /**
   * R-API-15: a file of the viewer's library attached to a schedule item of the campaign (its united schedule by
   * default), as an upload would place it: the campaign must take creatives of its kind now, the file must pass
   * the place's technical check and the bought clip length, and it replaces what was there, in the rotation plan
   * too. A file never sent goes to moderation; one under review or approved keeps its status (statusOnCampaign).
   */
  async attachFromLibrary(
    viewer: Account,
    link: { readonly campaignId: string; readonly scheduleId: string; readonly mediaId: string },
  ): Promise<Outcome<{ readonly media: MediaItem; readonly campaign: CampaignAggregate }>> {
    const found = await this.d.library.get(viewer, link.mediaId)
    if (!found.ok)
      return refusal(found.error.code === 'forbidden' ? 'forbidden' : 'not found', found.error.message, {
        mediaId: 'not found',
      })
    const media = found.value
    if (media.kind === 'document') return refusal('not found', 'Файл не найден', { mediaId: 'not found' })
    const target: UploadTarget = {
      campaignId: link.campaignId,
      kind: media.kind,
      scheduleId: link.scheduleId,
    }
    const row = await this.uploadTarget(viewer, target)
    if (!row.ok) return row
    const campaign = row.value
    const problems = checkCreative(campaign.place, probeOf(media), campaign.clipSeconds)
    if (problems.length > 0)
      return refusal(
        'invalid input',
        problems.map((p) => p.message).join('; '),
        Object.fromEntries(problems.map((p) => [p.field, 'wrong format'])),
      )
    const placed = await this.placeIn(viewer, campaign, target, media, 'attach')
    if (!placed.ok) return placed
    const next = statusOnCampaign(media.status)
    return ok({ media: { ...media, status: next.ok ? next.value : media.status }, campaign: placed.value })
  }

  /**
   * The unit of work of an upload or an attachment: moderation status, attachment, the plan's swap and the event,
   * under a lock.
   */
  private placeIn(
    viewer: Account,
    campaign: CampaignAggregate,
    target: UploadTarget,
    media: MediaItem,
    event: 'upload' | 'attach',
  ): Promise<Outcome<CampaignAggregate>> {
    const slot = target.scheduleId ?? campaign.id
    return this.d.uow.run(async (records): Promise<Outcome<CampaignAggregate>> => {
      const locked = await campaignOf(records, viewer, campaign.id, 'write', true)
      if (!locked.ok) return locked
      const open = mayChangeCreatives(locked.value.state)
      if (!open.ok) return ruleFailure(open.error)
      const attached = await this.replaceable(
        records,
        campaign.id,
        slot,
        target.replaces ?? { videoId: '', mustBe: 'any' },
      )
      if (!attached.ok) return attached
      const next = statusOnCampaign(media.status)
      if (!next.ok) return refusal('wrong state', next.error.message, { status: next.error.code })
      const replaced = new Set<string>()
      if (attached.value !== undefined) replaced.add(attached.value)
      if (target.replaces) replaced.add(target.replaces.videoId)
      let entries = await records.videoSchedule(campaign.id)
      const now = this.d.clock.now()
      // An upload was added a moment ago in noStatus, a picked file was read before the lock: only a concurrent
      // change of it stops the move (one kept in its status is written as it was read).
      if (
        !(await records.moveMediaStatus(
          { id: media.id, from: media.status, to: next.value, reason: null },
          now,
        ))
      )
        return refusal('changed', 'Материал изменился, повторите', { status: 'changed' })
      await records.attach(campaign.id, slot, media.id, now)
      if (target.kind === 'video')
        for (const previous of replaced) {
          if (previous === media.id) continue
          for (const e of replaceVideo(entries, previous, media.id))
            await records.saveEntry(campaign.id, e, now)
          entries = await records.videoSchedule(campaign.id)
        }
      await records.recordMediaEvent(
        {
          mediaId: media.id,
          campaignId: campaign.id,
          event,
          actor: 'advertiser',
          actorId: viewer.id,
          from: media.status,
          to: next.value,
        },
        now,
      )
      return campaignAfter(records, campaign.id)
    })
  }

  /**
   * The campaign a city-format schedule item belongs to (the PATCH …/cityFormatSchedule/{scheduleId}/video path
   * names no campaign; choice): the viewer's campaign of that place whose id is the schedule id, or which has that
   * schedule item in its prices, its createSchedule items or its attachments — the latest one still open when
   * several do. The nil UUID when there is none, so the upload's target answers 'campaign not found'.
   */
  async campaignOfSchedule(
    viewer: CampaignViewer,
    place: AdvertisePlace,
    scheduleId: string,
  ): Promise<string> {
    const owner = campaignScopeOf(viewer)
    if (owner === undefined || viewer.isModerator) return NIL_UUID
    return (await this.d.reads.campaignOfSchedule(owner, place, scheduleId, CLOSED_STATES)) ?? NIL_UUID
  }

  // ---- the rotation plan (videoSchedule) ----

  private async planOf(
    records: CreativeRecords,
    ownerId: string,
    entries: readonly VideoScheduleEntry[],
  ): Promise<VideoPlanRead> {
    const ids = [...new Set(entries.flatMap((e) => e.videos.map((v) => v.advertiseVideoId)))]
    const items = await records.mediaItems(ownerId, ids)
    return { entries, videos: items.map(({ id, name, status }) => ({ id, name, status })) }
  }

  async videoSchedule(viewer: CampaignViewer, campaignId: string): Promise<Outcome<VideoPlanRead>> {
    const found = await campaignOf(this.d.reads, viewer, campaignId, 'read')
    if (!found.ok) return found
    const entries = await this.d.reads.videoSchedule(found.value.id)
    return ok(await this.planOf(this.d.reads, found.value.facts.ownerId, entries))
  }

  /**
   * The videos of an entry must be the owner's, not rejected, and fit the campaign's place (technical check). One
   * never sent to moderation goes there now, as on an upload or an attachment (statusOnCampaign): a plan cannot put
   * a video on the screens that no moderator has seen.
   */
  private async checkVideos(
    viewer: CampaignViewer,
    records: CreativeRecords,
    campaign: CampaignAggregate,
    videos: VideoScheduleDraft['videos'],
  ): Promise<Outcome<true>> {
    const place = campaign.place
    if (!isAdvertisePlace(place) || !acceptsVideo(place))
      return refusal(
        'invalid input',
        'У кампаний этого места нет видеороликов, план показа не составляется',
        {
          advertisePlace: 'wrong format',
        },
      )
    const items = await records.mediaItems(
      campaign.facts.ownerId,
      videos.map((v) => v.advertiseVideoId),
    )
    const clip = campaign.clipSeconds
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
    const now = this.d.clock.now()
    for (const item of items) {
      const next = statusOnCampaign(item.status)
      if (!next.ok || next.value === item.status) continue
      if (
        !(await records.moveMediaStatus(
          { id: item.id, from: item.status, to: next.value, reason: null },
          now,
        ))
      )
        return refusal('changed', 'Материал изменился, повторите', { status: 'changed' })
      await records.recordMediaEvent(
        {
          mediaId: item.id,
          campaignId: campaign.id,
          event: 'plan',
          actor: 'advertiser',
          actorId: viewer.id,
          from: item.status,
          to: next.value,
        },
        now,
      )
    }
    return ok(true)
  }

  /** Creates, changes or removes an entry of the plan in one unit of work under the campaign's lock. */
  private changePlan(
    viewer: CampaignViewer,
    campaignId: string,
    work: (
      campaign: CampaignAggregate,
      entries: VideoScheduleEntry[],
      records: CreativeRecords,
    ) => Promise<Outcome<string | null>>,
  ): Promise<Outcome<{ readonly entryId: string | null; readonly plan: VideoPlanRead }>> {
    return this.d.uow.run(async (records) => {
      const found = await campaignOf(records, viewer, campaignId, 'write', true)
      if (!found.ok) return found
      const open = mayChangeCreatives(found.value.state)
      if (!open.ok) return ruleFailure(open.error)
      const done = await work(found.value, await records.videoSchedule(found.value.id), records)
      if (!done.ok) return done
      const plan = await this.planOf(
        records,
        found.value.facts.ownerId,
        await records.videoSchedule(found.value.id),
      )
      return ok({ entryId: done.value, plan })
    })
  }

  addToSchedule(viewer: CampaignViewer, campaignId: string, body: VideoScheduleRequest) {
    return this.changePlan(viewer, campaignId, async (campaign, entries, records) => {
      const draft: VideoScheduleDraft = {
        scheduleId: body.scheduleId?.trim() ?? campaign.id,
        startDate: body.startDate,
        endDate: body.endDate,
        videos: body.videos,
      }
      const valid = validateVideoScheduleEntry(
        { state: campaign.state, startDate: campaign.facts.startDate, endDate: campaign.facts.endDate },
        entries,
        draft,
      )
      if (!valid.ok) return ruleFailure(valid.error)
      const videos = await this.checkVideos(viewer, records, campaign, draft.videos)
      if (!videos.ok) return videos
      const id = this.d.ids.newId()
      await records.saveEntry(campaign.id, { id, ...draft }, this.d.clock.now())
      return ok(id)
    })
  }

  changeSchedule(viewer: CampaignViewer, campaignId: string, entryId: string, patch: VideoSchedulePatch) {
    return this.changePlan(viewer, campaignId, async (campaign, entries, records) => {
      const entry = entries.find((e) => e.id === entryId)
      if (!entry) return entryNotFound()
      const draft = patchedEntry(entry, patch)
      const valid = validateVideoScheduleEntry(
        { state: campaign.state, startDate: campaign.facts.startDate, endDate: campaign.facts.endDate },
        entries.filter((e) => e.id !== entryId),
        draft,
      )
      if (!valid.ok) return ruleFailure(valid.error)
      if (patch.videos) {
        const videos = await this.checkVideos(viewer, records, campaign, draft.videos)
        if (!videos.ok) return videos
      }
      await records.saveEntry(campaign.id, { id: entry.id, ...draft }, this.d.clock.now())
      return ok(entry.id)
    })
  }

  removeFromSchedule(viewer: CampaignViewer, campaignId: string, entryId: string) {
    return this.changePlan(viewer, campaignId, async (campaign, _entries, records) =>
      (await records.deleteEntry(campaign.id, entryId)) ? ok(null) : entryNotFound(),
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
    const found = await campaignOf(this.d.reads, viewer, campaignId, 'read')
    if (!found.ok) return found
    if (found.value.place !== place) return campaignNotThere()
    const chosen =
      mediaId !== undefined
        ? (await this.d.reads.campaignVideoIds(campaignId)).find((v) => v === mediaId)
        : currentVideoId(
            await this.d.reads.videoSchedule(campaignId),
            await this.d.reads.attachedVideoIds(campaignId),
            this.d.clock.today(),
          )
    const item = chosen ? await this.d.media.find(found.value.facts.ownerId, chosen) : undefined
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
    const found = await campaignOf(this.d.reads, viewer, campaignId, 'read')
    if (!found.ok) return found
    if (found.value.place !== place) return campaignNotThere()
    if (!hasPhotoReportQr(place))
      return refusal('invalid input', NO_QR_MESSAGE, { advertisePlace: 'wrong format' })
    return ok({ url: photoReportUrl(publicUrl, campaignId), index: found.value.facts.individualIndex })
  }
}
