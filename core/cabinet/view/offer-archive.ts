import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import type { OfferArchiveEntry } from '../../contract/cabinet.answer'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { decoderOf } from '../../shared/decoder'
import { StateStore } from '../../shared/store'
import { API } from '../stores/api-paths'
import { loadReference } from '../stores/logged-fetch'
import { displayDate, moscowDay, previousDay } from '../../format/display-date'

/** R-HEAD-14, R-HEAD-16 */
export const OFFER_ARCHIVE_TITLE = 'Архив оферт'
export const OFFER_ARCHIVE_VISIBLE_ROWS = 5
export const offerArchiveScrolls = (entries: number): boolean => entries > OFFER_ARCHIVE_VISIBLE_ROWS

export interface OfferLink {
  readonly label: string
  readonly href: string
}

/**
 * R-HEAD-15 (open), our rule: an offer was in force from the day it was published (createdAt, Moscow) to
 * the day before the next one was published; the newest reads 'с DD.MM.YYYY по настоящее время'. Newest
 * first; unreadable dates are left out.
 */
export const offerLinks = (entries: readonly OfferArchiveEntry[]): OfferLink[] => {
  const dated = entries
    .map((e) => ({ e, day: moscowDay(e.createdAt) }))
    .filter((x): x is { e: OfferArchiveEntry; day: string } => x.day !== undefined)
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
  return dated.map(({ e, day }, i) => {
    const newer = dated[i - 1]
    const from = displayDate(day) ?? ''
    const label =
      newer === undefined || newer.day === day
        ? `с ${from} по настоящее время`
        : `${from} – ${displayDate(previousDay(newer.day) ?? '') ?? '—'}`
    return { label, href: API.offerDocument(e.fileName) }
  })
}

const offersDecoder = decoderOf(
  Schema.Array(Schema.Struct({ createdAt: Schema.String, fileName: Schema.String })),
  {
    allowUnknown: true,
  },
)

/** R-HEAD-17: the archive loads its list the first time the modal opens, not later; failures are logged. */
export class OfferArchiveStore extends StateStore<{
  readonly open: boolean
  readonly links: readonly OfferLink[]
  /** The list has arrived (an empty list then means the archive is empty, not loading). */
  readonly loaded: boolean
}> {
  private loaded = false

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {
    super({ open: false, links: [], loaded: false })
  }

  async open(): Promise<void> {
    this.set({ ...this.getSnapshot(), open: true })
    if (this.loaded) return
    this.loaded = true
    const list = await firstValueFrom(
      loadReference(
        this.http,
        this.logger,
        { method: 'GET', path: API.offerArchive, authenticated: false },
        offersDecoder,
        [],
      ),
    )
    this.set({ ...this.getSnapshot(), links: offerLinks(list), loaded: true })
  }

  close(): void {
    this.set({ ...this.getSnapshot(), open: false })
  }
}
