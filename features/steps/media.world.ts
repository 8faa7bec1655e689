import type { DocumentStatus, MediaStatus } from '../../core/campaign/media-status'
import type { CreativeProbe } from '../../core/media/creative-check'
import type { MediaDocumentLink, MediaItem } from '../../core/media/media.entities'
import { MediaLibrary } from '../../core/media/media-library.service'
import type { MediaRepository } from '../../core/media/media-repository.port'
import type { Account } from '../../core/session/account'

const notUsed = (): never => {
  throw new Error('not used by the media scenarios')
}

/** The media library's rows in memory: just what the scenarios touch. */
class MemoryMedia implements MediaRepository {
  readonly items = new Map<string, MediaItem>()
  readonly links = new Map<string, MediaDocumentLink>()
  insert = async (item: MediaItem) => void this.items.set(item.id, item)
  find = async (ownerId: string, id: string) => [this.items.get(id)].find((i) => i?.ownerId === ownerId)
  setStatus = async (_owner: string, id: string, from: MediaStatus, to: MediaStatus) => {
    const item = this.items.get(id)
    if (item?.status !== from) return false
    this.items.set(id, { ...item, status: to })
    return true
  }
  documentsOf = async (_owner: string, ids: readonly string[]) =>
    [...this.links.values()].filter((l) => ids.includes(l.mediaId))
  linkDocument: MediaRepository['linkDocument'] = async (_owner, link, decide, _at, replaces) => {
    const media = this.items.get(link.mediaId)
    if (!media) return undefined
    const key = (documentId: string) => `${link.mediaId}/${documentId}`
    const next = decide(this.links.get(key(replaces ?? link.documentId))?.status ?? 'notLoaded', media.status)
    if (replaces !== undefined) this.links.delete(key(replaces))
    const stored = { ...link, status: next.documentStatus }
    this.links.set(key(link.documentId), stored)
    this.items.set(media.id, { ...media, status: next.mediaStatus })
    return stored
  }
  findMany = notUsed
  page = notUsed
  listKinds = notUsed
  rename = async (_owner: string, id: string, name: string) => {
    const item = this.items.get(id)
    if (item) this.items.set(id, { ...item, name })
    return item !== undefined
  }
  replaceFile = notUsed
  remove = notUsed
  swapThumb = notUsed
  unlinkDocument = notUsed
  campaignsUsing = notUsed
  attach = notUsed
}

const ADVERTISER: Account = {
  id: 'advertiser-1',
  email: 'anna@example.ru',
  fullName: 'Анна',
  phone: undefined,
  passwordHash: '',
  status: 'active',
  isAgency: false,
  isMSB: false,
  isObserver: false,
  isModerator: false,
  createdAt: new Date(0),
}

/** Per-scenario state of the media steps: the probe under check, its answer, a library in memory. */
export class MediaActor {
  probe: CreativeProbe | undefined
  answer = ''
  told = '-'
  private sequence = 0
  readonly repository = new MemoryMedia()
  readonly library = new MediaLibrary({
    media: this.repository,
    ids: { newId: () => `id-${(this.sequence += 1)}`, newSecret: notUsed },
    clock: { now: () => new Date(Date.UTC(2026, 10, 22, 9)), today: () => '2026-11-22' },
    posters: { requestPoster: async (video) => void this.posterRequests.push(video.id) },
  })
  /** The videos whose poster the library asked to draw, in order. */
  readonly posterRequests: string[] = []
  readonly actor = ADVERTISER
  creativeId = ''
  documentId = ''

  async addCreative(kind: MediaItem['kind'] = 'image', name?: string): Promise<string> {
    const added = await this.library.add(this.actor, {
      kind,
      name: name ?? (kind === 'document' ? 'Свидетельство.pdf' : 'Макет.png'),
      file: {
        storageKey: `media/${kind}/${this.sequence}`,
        thumbKey: undefined,
        mimeType: kind === 'document' ? 'application/pdf' : 'image/png',
        sizeBytes: 1000,
        hash: 'f'.repeat(64),
        width: 100,
        height: 100,
        durationSeconds: undefined,
        codec: undefined,
      },
    })
    if (!added.ok) throw new Error(added.error.message)
    return added.value.id
  }

  status(): MediaStatus {
    return this.repository.items.get(this.creativeId)?.status ?? 'noStatus'
  }

  documentStatus(): DocumentStatus | undefined {
    return this.repository.links.get(`${this.creativeId}/${this.documentId}`)?.status
  }
}
