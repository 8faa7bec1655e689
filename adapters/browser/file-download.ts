import type {
  DownloadProgress,
  FileDownload,
  FileSource,
  SavedFile,
} from '../../core/ports/file-download.port'
import { AuthTokenStore } from '../../core/session/auth-token'
import { err, ok, type Result } from '../../core/shared/result'
import { HttpSettings } from '../http-fetch/http-settings'
import { inject, injectable } from '../container/di'

export const DOWNLOAD_FAILED = 'Не удалось скачать файл. Попробуйте ещё раз.'

/** A posted request's answer: the file itself (a workbook) or, failing that, whatever the server says (its JSON). */
const XLSX_OR_ANY = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*'

/** The file name of a Content-Disposition header (RFC 6266: filename* in UTF-8 first, then filename). */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1])
    } catch {
      return fallback
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)
  return plain?.[1] ?? fallback
}

/** Downloads through fetch with the session's token, then saves through a temporary object URL. */
@injectable()
export class BrowserFileDownload implements FileDownload {
  constructor(
    @inject(HttpSettings) private readonly settings: HttpSettings,
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
  ) {}

  /**
   * The file with the session's token, or the server's message (else {@link DOWNLOAD_FAILED}). A file made to a
   * request is POSTed as JSON; it asks for the workbook itself, not the JSON envelope the server also offers.
   */
  private async fetched(source: FileSource): Promise<Result<Response, string>> {
    const token = this.tokens.get()
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    const path = typeof source === 'string' ? source : source.path
    let response: Response
    try {
      response = await fetch(
        `${this.settings.baseUrl}${path}`,
        typeof source === 'string'
          ? { headers: auth }
          : {
              method: 'POST',
              headers: { ...auth, 'Content-Type': 'application/json', Accept: XLSX_OR_ANY },
              body: JSON.stringify(source.body),
            },
      )
    } catch {
      return err(DOWNLOAD_FAILED)
    }
    if (response.ok) return ok(response)
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined
    return err(typeof body?.message === 'string' && body.message !== '' ? body.message : DOWNLOAD_FAILED)
  }

  async download(
    source: FileSource,
    fallbackName: string,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<Result<void, string>> {
    const response = await this.fetched(source)
    if (!response.ok) return response
    const name = fileNameOf(response.value.headers.get('content-disposition'), fallbackName)
    try {
      handOver(await readWithProgress(response.value, name, onProgress), name)
    } catch {
      return err(DOWNLOAD_FAILED)
    }
    return ok(undefined)
  }

  async objectUrl(path: string): Promise<Result<string, string>> {
    const response = await this.fetched(path)
    return response.ok ? ok(URL.createObjectURL(await response.value.blob())) : response
  }

  save(file: SavedFile): Result<void, string> {
    let bytes: Uint8Array<ArrayBuffer>
    try {
      bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
    } catch {
      return err(DOWNLOAD_FAILED)
    }
    handOver(new Blob([bytes], { type: file.contentType }), file.fileName)
    return ok(undefined)
  }
}

/**
 * The answer's bytes as they stream in, told to `onProgress` (issue #51 item 2): the total is the answer's
 * Content-Length when the server sends one and nothing compressed it on the way (then the length counts other bytes).
 */
const readWithProgress = async (
  response: Response,
  name: string,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> => {
  const type = response.headers.get('content-type') ?? ''
  if (!onProgress || !response.body) return response.blob()
  const length = Number(response.headers.get('content-length'))
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity'
  const total = Number.isFinite(length) && length > 0 && !encoded ? length : undefined
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress({ received, name, ...(total === undefined ? {} : { total }) })
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value as Uint8Array<ArrayBuffer>)
    received += value.byteLength
    onProgress({ received, ...(total === undefined ? {} : { total: Math.max(total, received) }) })
  }
  return new Blob(chunks, { type })
}

/** Saves a blob under a name through a temporary object URL (the browser's own download). */
const handOver = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
