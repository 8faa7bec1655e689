import { firstValueFrom } from 'rxjs'
import type { Clock } from '../../ports/clock.port'
import type { FileDownload } from '../../ports/file-download.port'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { StateStore } from '../../shared/store'
import { videoDownloadUrl } from './logged-fetch'

/** A file the page shows, as far as it has come: asked for, at hand under a local address, or not to be had. */
export type MediaLink =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string; readonly at: number }
  | { readonly status: 'failed' }

export interface MediaLinksState {
  /** Posters and thumbnails by their API path, as object URLs. */
  readonly posters: Readonly<Record<string, MediaLink>>
  /** Videos by id, as their signed one-hour links. */
  readonly videos: Readonly<Record<string, MediaLink>>
}

/** A signed link lives an hour (README, MEDIA_LINK_SECRET); one older than this is asked for again. */
export const VIDEO_LINK_KEPT_MS = 50 * 60_000

/**
 * Posters and videos as a browser element can show them (issue #47 item 4). The API serves them only to the
 * signed-in reader, and an <img src>, a <video poster> or a <video src> cannot send the session's bearer token
 * (they got 401 and showed a black box): a poster is fetched with the session and shown from an object URL, kept
 * for the session so that a list scrolled back and forth asks once; a video plays from the product's own signed
 * one-hour link (R-API-18). A failure leaves the placeholder; a video link that cannot be had is logged.
 */
export class MediaLinksStore extends StateStore<MediaLinksState> {
  constructor(
    private readonly files: FileDownload,
    private readonly http: HttpClient,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {
    super({ posters: {}, videos: {} })
  }

  /** Fetches the poster at `path` once (again after a failure). */
  poster(path: string): void {
    const known = this.getSnapshot().posters[path]
    if (known && known.status !== 'failed') return
    this.update((s) => {
      s.posters[path] = { status: 'loading' }
    })
    void this.files.objectUrl(path).then((answer) =>
      this.update((s) => {
        s.posters[path] = answer.ok
          ? { status: 'ready', url: answer.value, at: this.clock.now().getTime() }
          : { status: 'failed' }
      }),
    )
  }

  /**
   * Asks for the video's signed link, unless one younger than VIDEO_LINK_KEPT_MS is at hand or on its way, or
   * it was refused.
   */
  video(videoId: string): void {
    const known = this.getSnapshot().videos[videoId]
    const now = this.clock.now().getTime()
    // A link refused once (an observer's: the file is the advertiser's) is not asked again.
    if (known?.status === 'loading' || known?.status === 'failed') return
    if (known?.status === 'ready' && now - known.at < VIDEO_LINK_KEPT_MS) return
    this.update((s) => {
      s.videos[videoId] = { status: 'loading' }
    })
    void firstValueFrom(videoDownloadUrl(this.http, this.logger, videoId)).then((url) =>
      this.update((s) => {
        s.videos[videoId] = url ? { status: 'ready', url, at: now } : { status: 'failed' }
      }),
    )
  }
}
