import type { Result } from '../shared/result'

/**
 * Saving a file the API sends (an invoice, an annex, a QR code, a media plan) as the signed-in user: the adapter
 * fetches it with the session's token and hands it to the user's device under the server's file name (or the
 * fallback). Fails with a message in the user's language.
 */
export interface FileDownload {
  /**
   * The file at a path, or the one the server makes for a request (POSTed as JSON). `onProgress` hears the bytes
   * received so far (and the total when the server says its length).
   */
  download(
    source: FileSource,
    fallbackName: string,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<Result<void, string>>
  /** Hands a file the API sent inside its JSON envelope (a media-plan workbook) to the user's device. */
  save(file: SavedFile): Result<void, string>
  /** A file to show on the page (a thumbnail, an image) as an object URL; the caller revokes it when done. */
  objectUrl(path: string): Promise<Result<string, string>>
}

/** A file to GET at its path, or a path and the JSON body to POST for a file made to order (a report). */
export type FileSource = string | { readonly path: string; readonly body: unknown }

/** How far a download is: the bytes received, the total (the answer's Content-Length) and the file's name. */
export interface DownloadProgress {
  readonly received: number
  readonly total?: number
  readonly name?: string
}

/** A file carried in a JSON answer: its name, its type and its bytes in base64. */
export interface SavedFile {
  readonly fileName: string
  readonly contentType: string
  readonly base64: string
}
export const FileDownload = Symbol.for('tablo.FileDownload')
