import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { CreativeRef } from '../../campaign/campaign-creatives'
import type { Outcome, UnitOfWork } from '../../campaign/campaign-records.port'
import type { CampaignStateId } from '../../campaign/campaign-state'
import type { CampaignFacts } from '../../campaign/campaign.aggregate'
import {
  MemoryCampaignRecords,
  memoryCampaignState,
  memoryUnitOfWork,
  type MemoryCampaignState,
} from '../../campaign/testing/campaign-records.memory'
import { ANNA_ID } from '../../session/testing/account.fixture'
import type { CreativeRecords } from '../campaign-creatives.service'
import type { DocumentQueueQuery } from '../creative-queue.contract'
import type { MediaEventRecord, MediaMove } from '../media-events.port'
import type { MediaDocumentLink, MediaItem } from '../media.entities'
import type { MediaPage, MediaRepository } from '../media-repository.port'
import type {
  CreativeQueuePage,
  DocumentMove,
  LockedCreative,
  LockedDocument,
  OwnerNotice,
  StaffCreative,
  StaffDocument,
  StaffMediaRecords,
} from '../staff-media.service'
import { CLOSED_STATES, type VideoScheduleEntry } from '../video-schedule'

/** A library item of Anna's for the unit tests: a 15 s Full HD H.264 video in noStatus; override what a case needs. */
export const aMediaItem = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: '44444444-4444-4444-8444-444444444444',
  ownerId: ANNA_ID,
  kind: 'video',
  name: 'Ролик',
  status: 'noStatus',
  storageKey: 'media/video.mp4',
  thumbKey: undefined,
  mimeType: 'video/mp4',
  sizeBytes: 1000,
  hash: 'ab',
  width: 1920,
  height: 1080,
  durationSeconds: 15,
  codec: 'avc1',
  createdAt: new Date('2026-11-20T09:00:00Z'),
  updatedAt: new Date('2026-11-20T09:00:00Z'),
  ...over,
})

interface Attachment {
  readonly campaignId: string
  readonly scheduleId: string
  readonly mediaId: string
  readonly at: Date
}
interface PlanEntry {
  readonly campaignId: string
  readonly entry: VideoScheduleEntry
  readonly createdAt: Date
}
type DocumentLink = MediaDocumentLink & { readonly updatedAt: Date }

/** What the in-memory creative records keep beside the campaigns: the library, attachments, plans, logs. */
export interface MemoryCreativeState extends MemoryCampaignState {
  media: Map<string, MediaItem>
  /** A creative's moderation reason by its id. */
  reasons: Map<string, string | null>
  /** An account's e-mail by its id. */
  emails: Map<string, string>
  /** `campaignId|scheduleId` → what is attached there. */
  attachments: Map<string, Attachment>
  /** Entries of the rotation plans by entry id. */
  plan: Map<string, PlanEntry>
  /** `mediaId|documentId` → the link. */
  documents: Map<string, DocumentLink>
  mediaEvents: (MediaEventRecord & { at: Date })[]
  notifications: (OwnerNotice & { at: Date })[]
}

export const memoryCreativeState = (
  campaigns: readonly CampaignFacts[] = [],
  media: readonly MediaItem[] = [],
): MemoryCreativeState => ({
  ...memoryCampaignState(campaigns),
  media: new Map(media.map((m) => [m.id, m])),
  reasons: new Map(),
  emails: new Map([[ANNA_ID, 'anna@example.ru']]),
  attachments: new Map(),
  plan: new Map(),
  documents: new Map(),
  mediaEvents: [],
  notifications: [],
})

/** Links a document to a creative in the state, as an upload of it would. */
export const linkDocument = (
  state: MemoryCreativeState,
  link: MediaDocumentLink,
  at = new Date('2026-11-20T09:00:00Z'),
): void => {
  state.documents.set(`${link.mediaId}|${link.documentId}`, { ...link, updatedAt: at })
}

/** Attaches a creative at a schedule item in the state, as an attach or an upload would. */
export const attachCreative = (state: MemoryCreativeState, a: Attachment): void => {
  state.attachments.set(`${a.campaignId}|${a.scheduleId}`, a)
}

/** Puts an entry into a campaign's rotation plan in the state. */
export const planEntry = (
  state: MemoryCreativeState,
  campaignId: string,
  entry: VideoScheduleEntry,
  at = new Date('2026-11-20T09:00:00Z'),
): void => {
  state.plan.set(entry.id, { campaignId, entry, createdAt: at })
}

const byTime = <T extends { readonly at: Date }>(a: T, b: T) => a.at.getTime() - b.at.getTime()

/** The creative records in memory (unit tests only); the database adapter is adapters/database/creative-records.ts. */
export class MemoryCreativeRecords
  extends MemoryCampaignRecords
  implements CreativeRecords, StaffMediaRecords
{
  constructor(override readonly state: MemoryCreativeState) {
    super(state)
  }

  /** When each of the campaign's media items came: attached, or put in its plan (the earlier of the two). */
  private campaignMedia(campaignId: string): { readonly mediaId: string; readonly at: Date }[] {
    const came = new Map<string, Date>()
    const seen = (mediaId: string, at: Date) => {
      const before = came.get(mediaId)
      if (!before || at < before) came.set(mediaId, at)
    }
    for (const a of this.state.attachments.values()) if (a.campaignId === campaignId) seen(a.mediaId, a.at)
    for (const p of this.state.plan.values())
      if (p.campaignId === campaignId) for (const v of p.entry.videos) seen(v.advertiseVideoId, p.createdAt)
    return [...came]
      .map(([mediaId, at]) => ({ mediaId, at }))
      .sort((a, b) => byTime(a, b) || a.mediaId.localeCompare(b.mediaId))
  }

  /** The campaign with its creatives read with it, as the database's select list does. */
  protected override facts(id: string): CampaignFacts | undefined {
    const found = super.facts(id)
    if (!found) return undefined
    const creatives: CreativeRef[] = []
    for (const { mediaId } of this.campaignMedia(id)) {
      const m = this.state.media.get(mediaId)
      if (m && m.kind !== 'document')
        creatives.push({
          id: m.id,
          kind: m.kind,
          status: m.status,
          name: m.name,
          moderationReason: this.state.reasons.get(m.id) ?? null,
        })
    }
    return { ...found, creatives }
  }

  mediaItems(ownerId: string, ids: readonly string[]): Promise<MediaItem[]> {
    return Promise.resolve(
      [...this.state.media.values()].filter((m) => m.ownerId === ownerId && ids.includes(m.id)),
    )
  }

  attachedAt(campaignId: string, scheduleId: string): Promise<string | undefined> {
    return Promise.resolve(this.state.attachments.get(`${campaignId}|${scheduleId}`)?.mediaId)
  }

  attach(campaignId: string, scheduleId: string, mediaId: string, at: Date): Promise<void> {
    attachCreative(this.state, { campaignId, scheduleId, mediaId, at })
    return Promise.resolve()
  }

  videoSchedule(campaignId: string): Promise<VideoScheduleEntry[]> {
    return Promise.resolve(
      [...this.state.plan.values()]
        .filter((p) => p.campaignId === campaignId)
        .map((p) => p.entry)
        .sort(
          (a, b) =>
            a.scheduleId.localeCompare(b.scheduleId) ||
            a.startDate.localeCompare(b.startDate) ||
            a.id.localeCompare(b.id),
        ),
    )
  }

  saveEntry(campaignId: string, entry: VideoScheduleEntry, at: Date): Promise<void> {
    const before = this.state.plan.get(entry.id)
    this.state.plan.set(entry.id, { campaignId, entry, createdAt: before?.createdAt ?? at })
    return Promise.resolve()
  }

  deleteEntry(campaignId: string, entryId: string): Promise<boolean> {
    if (this.state.plan.get(entryId)?.campaignId !== campaignId) return Promise.resolve(false)
    return Promise.resolve(this.state.plan.delete(entryId))
  }

  campaignVideoIds(campaignId: string): Promise<string[]> {
    return Promise.resolve(
      this.campaignMedia(campaignId)
        .filter(({ mediaId }) => this.state.media.get(mediaId)?.kind === 'video')
        .map(({ mediaId }) => mediaId),
    )
  }

  attachedVideoIds(campaignId: string): Promise<string[]> {
    return Promise.resolve(
      [...this.state.attachments.values()]
        .filter((a) => a.campaignId === campaignId && this.state.media.get(a.mediaId)?.kind === 'video')
        .sort((a, b) => byTime(a, b) || a.scheduleId.localeCompare(b.scheduleId))
        .map((a) => a.mediaId),
    )
  }

  campaignOfSchedule(
    ownerId: string,
    place: AdvertisePlace,
    scheduleId: string,
    closedLast: readonly CampaignStateId[],
  ): Promise<string | undefined> {
    const holds = (c: CampaignFacts) =>
      c.id === scheduleId ||
      this.state.attachments.has(`${c.id}|${scheduleId}`) ||
      c.items.some((s) => s.id === scheduleId) ||
      c.periodsPrice.some((p) => (p as { scheduleId?: unknown }).scheduleId === scheduleId)
    const rank = (c: CampaignFacts) => (closedLast.includes(c.state) ? 1 : 0)
    const [first] = [...this.state.campaigns.values()]
      .filter((c) => c.ownerId === ownerId && c.calculation.place === place && holds(c))
      .sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    return Promise.resolve(first?.id)
  }

  moveMediaStatus({ id, from, to, reason }: MediaMove, at: Date): Promise<boolean> {
    const item = this.state.media.get(id)
    if (item?.status !== from) return Promise.resolve(false)
    this.state.media.set(id, { ...item, status: to, updatedAt: at })
    this.state.reasons.set(id, reason)
    return Promise.resolve(true)
  }

  recordMediaEvent(event: MediaEventRecord, at: Date): Promise<void> {
    this.state.mediaEvents.push({ ...event, at })
    return Promise.resolve()
  }

  anyItem(id: string): Promise<MediaItem | undefined> {
    return Promise.resolve(this.state.media.get(id))
  }

  creativeQueue(q: CreativeQueuePage): Promise<{ ids: string[]; count: number }> {
    const all = [...this.state.media.values()]
      .filter((m) => q.statuses.includes(m.status) && q.kinds.includes(m.kind))
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id.localeCompare(b.id))
    return Promise.resolve({
      ids: all.slice(q.offset, q.offset + q.limit).map((m) => m.id),
      count: all.length,
    })
  }

  creativeFacts(id: string): Promise<Omit<StaffCreative, 'item'>> {
    const item = this.state.media.get(id)
    const documents = [...this.state.documents.values()]
      .filter((l) => l.mediaId === id)
      .map((l) => ({
        documentId: l.documentId,
        name: this.state.media.get(l.documentId)?.name ?? '',
        typeId: l.typeId,
        typeSubId: l.typeSubId ?? null,
        status: l.status,
      }))
    const campaignIds = new Set([
      ...[...this.state.attachments.values()].filter((a) => a.mediaId === id).map((a) => a.campaignId),
      ...[...this.state.plan.values()]
        .filter((p) => p.entry.videos.some((v) => v.advertiseVideoId === id))
        .map((p) => p.campaignId),
    ])
    const campaigns = [...campaignIds]
      .sort()
      .flatMap((c) => {
        const found = this.state.campaigns.get(c)
        return found ? [found] : []
      })
      .map((c) => ({ id: c.id, name: c.name, place: c.calculation.place, state: c.state }))
    return Promise.resolve({
      ownerEmail: (item && this.state.emails.get(item.ownerId)) ?? '',
      moderationReason: this.state.reasons.get(id) ?? null,
      documents,
      campaigns,
    })
  }

  documentQueue(q: DocumentQueueQuery): Promise<{ items: StaffDocument[]; count: number }> {
    const all = [...this.state.documents.values()]
      .filter((l) => q.statuses.includes(l.status))
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
      .flatMap((l): StaffDocument[] => {
        const media = this.state.media.get(l.mediaId)
        const document = this.state.media.get(l.documentId)
        if (!media || !document) return []
        return [
          {
            mediaId: l.mediaId,
            mediaName: media.name,
            mediaStatus: media.status,
            documentId: l.documentId,
            documentName: document.name,
            typeId: l.typeId,
            typeSubId: l.typeSubId ?? null,
            status: l.status,
            ownerId: media.ownerId,
            ownerEmail: this.state.emails.get(media.ownerId) ?? '',
            updatedAt: l.updatedAt.toISOString(),
          },
        ]
      })
    return Promise.resolve({ items: all.slice(q.offset, q.offset + q.limit), count: all.length })
  }

  lockCreative(id: string): Promise<LockedCreative | undefined> {
    const m = this.state.media.get(id)
    return Promise.resolve(m && { ownerId: m.ownerId, name: m.name, status: m.status, kind: m.kind })
  }

  lockDocument(mediaId: string, documentId: string): Promise<LockedDocument | undefined> {
    const link = this.state.documents.get(`${mediaId}|${documentId}`)
    const media = this.state.media.get(mediaId)
    const document = this.state.media.get(documentId)
    return Promise.resolve(
      link && media && document
        ? {
            ownerId: media.ownerId,
            mediaName: media.name,
            mediaStatus: media.status,
            documentName: document.name,
            status: link.status,
          }
        : undefined,
    )
  }

  moveDocumentStatus({ mediaId, documentId, from, to }: DocumentMove, at: Date): Promise<boolean> {
    const link = this.state.documents.get(`${mediaId}|${documentId}`)
    if (link?.status !== from) return Promise.resolve(false)
    linkDocument(this.state, { ...link, status: to }, at)
    return Promise.resolve(true)
  }

  lastCampaignOf(mediaId: string): Promise<string | null> {
    const times = [
      ...[...this.state.attachments.values()]
        .filter((a) => a.mediaId === mediaId)
        .map((a) => ({ campaignId: a.campaignId, at: a.at })),
      ...[...this.state.plan.values()]
        .filter((p) => p.entry.videos.some((v) => v.advertiseVideoId === mediaId))
        .map((p) => ({ campaignId: p.campaignId, at: p.createdAt })),
    ].sort(byTime)
    return Promise.resolve(times.at(-1)?.campaignId ?? null)
  }

  notify(n: OwnerNotice, at: Date): Promise<void> {
    this.state.notifications.push({ ...n, at })
    return Promise.resolve()
  }
}

const copyOf = (s: MemoryCreativeState) => ({
  media: new Map(s.media),
  reasons: new Map(s.reasons),
  emails: new Map(s.emails),
  attachments: new Map(s.attachments),
  plan: new Map(s.plan),
  documents: new Map(s.documents),
  mediaEvents: [...s.mediaEvents],
  notifications: [...s.notifications],
})

/**
 * A unit of work over the creative records in memory: a refusal or a throw puts the campaigns and everything
 * the creative records keep back as they were before, as the database's rollback would.
 */
export const memoryCreativeUnitOfWork = (state: MemoryCreativeState): UnitOfWork<MemoryCreativeRecords> => {
  const campaigns = memoryUnitOfWork(state, () => new MemoryCreativeRecords(state))
  return {
    async run<T>(work: (records: MemoryCreativeRecords) => Promise<Outcome<T>>): Promise<Outcome<T>> {
      const before = copyOf(state)
      try {
        const outcome = await campaigns.run(work)
        if (!outcome.ok) Object.assign(state, before)
        return outcome
      } catch (cause) {
        Object.assign(state, before)
        throw cause
      }
    },
  }
}

const notKept = (): Promise<never> => Promise.reject(new Error('not kept by the in-memory library'))

/**
 * The media library's repository over the same in-memory state (unit tests only): what the creative use cases
 * and MediaLibrary.add use; the rest is not kept.
 */
export class MemoryMediaRepository implements MediaRepository {
  constructor(private readonly state: MemoryCreativeState) {}

  insert(item: MediaItem): Promise<void> {
    this.state.media.set(item.id, item)
    return Promise.resolve()
  }

  find(ownerId: string, id: string): Promise<MediaItem | undefined> {
    const item = this.state.media.get(id)
    return Promise.resolve(item?.ownerId === ownerId ? item : undefined)
  }

  findMany(ownerId: string, ids: readonly string[]): Promise<MediaItem[]> {
    return new MemoryCreativeRecords(this.state).mediaItems(ownerId, ids)
  }

  remove(ownerId: string, id: string): Promise<MediaItem | undefined> {
    const item = this.state.media.get(id)
    if (item?.ownerId !== ownerId) return Promise.resolve(undefined)
    this.state.media.delete(id)
    return Promise.resolve(item)
  }

  page = (): Promise<MediaPage> => notKept()
  listKinds = notKept
  rename = notKept
  setStatus(
    ownerId: string,
    id: string,
    from: MediaItem['status'],
    to: MediaItem['status'],
  ): Promise<boolean> {
    const item = this.state.media.get(id)
    if (item?.ownerId !== ownerId || item.status !== from) return Promise.resolve(false)
    this.state.media.set(id, { ...item, status: to })
    return Promise.resolve(true)
  }

  replaceFile = notKept
  swapThumb = notKept
  documentsOf(_ownerId: string, mediaIds: readonly string[]): Promise<MediaDocumentLink[]> {
    return Promise.resolve(
      [...this.state.documents.values()]
        .filter((l) => mediaIds.includes(l.mediaId))
        .map(({ updatedAt: _at, ...link }) => link),
    )
  }

  linkDocument: MediaRepository['linkDocument'] = (ownerId, link, decide, at, replaces) => {
    const media = this.state.media.get(link.mediaId)
    if (media?.ownerId !== ownerId || media.kind === 'document') return Promise.resolve(undefined)
    const key = (documentId: string) => `${link.mediaId}|${documentId}`
    const previous = this.state.documents.get(key(replaces ?? link.documentId))
    if (replaces !== undefined) this.state.documents.delete(key(replaces))
    const next = decide(previous?.status ?? 'notLoaded', media.status)
    const stored = { ...link, status: next.documentStatus }
    this.state.documents.set(key(link.documentId), { ...stored, updatedAt: at })
    this.state.media.set(media.id, { ...media, status: next.mediaStatus })
    return Promise.resolve(stored)
  }
  unlinkDocument = notKept
  campaignsUsing(ownerId: string, id: string): Promise<readonly string[]> {
    const ids = new Set([
      ...[...this.state.attachments.values()].filter((a) => a.mediaId === id).map((a) => a.campaignId),
      ...[...this.state.plan.values()]
        .filter((p) => p.entry.videos.some((v) => v.advertiseVideoId === id))
        .filter((p) => !CLOSED_STATES.includes(this.state.campaigns.get(p.campaignId)?.state ?? 'draft'))
        .map((p) => p.campaignId),
    ])
    return Promise.resolve(
      [...this.state.campaigns.values()]
        .filter((c) => c.ownerId === ownerId && ids.has(c.id))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((c) => c.name),
    )
  }
  attach = notKept
}
