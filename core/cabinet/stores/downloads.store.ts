import type { DownloadProgress, FileDownload, FileSource, SavedFile } from '../../ports/file-download.port'
import type { Result } from '../../shared/result'
import { StateStore } from '../../shared/store'

/** One download under way, or one that failed (kept until the person closes it). */
export interface DownloadLine {
  readonly id: number
  readonly name: string
  readonly received: number
  readonly total?: number
  readonly status: 'running' | 'failed'
  readonly error?: string
}

export interface DownloadsState {
  readonly lines: readonly DownloadLine[]
}

/** A line as the downloads region shows it: its file, its per cent (none while unknown) and a sentence. */
export interface DownloadLineView {
  readonly id: number
  readonly name: string
  /** 0–100, or undefined while the file is being prepared or its size is unknown (an indeterminate bar). */
  readonly percent?: number
  readonly text: string
  readonly failed: boolean
}

/** Said while the server prepares the file and no byte has come yet. */
export const DOWNLOAD_PREPARING = 'Файл готовится…'

const MB = 1024 * 1024
const KB = 1024

/** Bytes as a person reads them: «340 КБ», «1,2 МБ» (a decimal comma). */
export const bytesText = (bytes: number): string =>
  bytes >= MB
    ? `${(bytes / MB).toFixed(1).replace('.', ',')} МБ`
    : `${Math.max(bytes === 0 ? 0 : 1, Math.round(bytes / KB))} КБ`

export const downloadLineView = (line: DownloadLine): DownloadLineView => {
  const base = { id: line.id, name: line.name, failed: line.status === 'failed' }
  if (line.status === 'failed') return { ...base, text: line.error ?? '' }
  if (line.received === 0) return { ...base, text: DOWNLOAD_PREPARING }
  if (line.total === undefined || line.total <= 0)
    return { ...base, text: `Получено ${bytesText(line.received)}` }
  const percent = Math.min(100, Math.floor((line.received / line.total) * 100))
  return { ...base, percent, text: `${bytesText(line.received)} из ${bytesText(line.total)}` }
}

/** A new state is published at most once per per cent, or per this many bytes when the total is unknown. */
const STEP_BYTES = 256 * KB

/**
 * Issue #51 item 2: every file the cabinet downloads (invoices, annexes, address programs, reports, materials,
 * QR codes) goes through this store, which is the app's FileDownload: it keeps each download's progress (bytes
 * from the answer's stream, the total from its Content-Length) for the downloads region, which stays while the
 * person moves on in the cabinet; the download goes on meanwhile and the file is saved when it ends. A finished
 * download leaves the list (the browser shows the saved file); a failed one stays with its reason until closed.
 * The region is where a failure is said, once: a caller of download or track does not say it again (a toast of its
 * own said it twice, stop 58).
 * Ids are the store's own counter (no clock, no randomness).
 */
export class DownloadsStore extends StateStore<DownloadsState> implements FileDownload {
  private next = 0

  constructor(private readonly device: FileDownload) {
    super({ lines: [] })
  }

  async download(
    source: FileSource,
    fallbackName: string,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<Result<void, string>> {
    const id = ++this.next
    this.update((s) => {
      s.lines.push({ id, name: fallbackName, received: 0, status: 'running' })
    })
    const outcome = await this.device.download(source, fallbackName, (progress) => {
      this.progress(id, progress)
      onProgress?.(progress)
    })
    this.update((s) => {
      const line = s.lines.find((l) => l.id === id)
      if (!line) return
      if (outcome.ok) s.lines = s.lines.filter((l) => l.id !== id)
      else Object.assign(line, { status: 'failed', error: outcome.error })
    })
    return outcome
  }

  /**
   * A file the server makes and sends inside a JSON answer (a media plan): listed as being prepared while it comes
   * (its size is not known before), saved to the device and dropped once it has come; a failure with a reason (the
   * answer's or the device's) stays, one without a word (R-ERR-18: recorded, not said) goes. The caller has nothing
   * left to say: the region says it.
   */
  async track(
    name: string,
    work: Promise<Result<SavedFile, string | undefined>>,
  ): Promise<Result<void, string | undefined>> {
    const id = ++this.next
    this.update((s) => {
      s.lines.push({ id, name, received: 0, status: 'running' })
    })
    const file = await work
    const outcome = file.ok ? this.device.save(file.value) : file
    this.update((s) => {
      const line = s.lines.find((l) => l.id === id)
      if (!line) return
      if (outcome.ok || outcome.error === undefined) s.lines = s.lines.filter((l) => l.id !== id)
      else Object.assign(line, { status: 'failed', error: outcome.error })
    })
    return outcome
  }

  save(file: SavedFile): Result<void, string> {
    return this.device.save(file)
  }

  /** A picture shown on the page, not a download the person asked for: not listed. */
  objectUrl(path: string): Promise<Result<string, string>> {
    return this.device.objectUrl(path)
  }

  /** Closes a failed download's line. */
  dismiss(id: number): void {
    this.update((s) => {
      s.lines = s.lines.filter((l) => l.id !== id || l.status === 'running')
    })
  }

  private progress(id: number, { received, total, name }: DownloadProgress): void {
    const line = this.getSnapshot().lines.find((l) => l.id === id)
    if (!line) return
    const moved =
      total !== undefined && total > 0
        ? Math.floor((received / total) * 100) !== Math.floor((line.received / total) * 100) ||
          line.total !== total
        : received - line.received >= STEP_BYTES || line.received === 0
    if (!moved && (name === undefined || name === line.name)) return
    this.update((s) => {
      const draft = s.lines.find((l) => l.id === id)
      if (!draft) return
      draft.received = received
      if (total !== undefined) draft.total = total
      if (name !== undefined) draft.name = name
    })
  }
}
