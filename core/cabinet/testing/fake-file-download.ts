import { firstValueFrom } from 'rxjs'
import type { FileDownload, FileSource } from '../../ports/file-download.port'
import { toApiFailure } from '../../shared/api-failure'
import { anyDecoder } from '../../shared/plain-decoders'
import { err, ok, type Result } from '../../shared/result'
import type { FakeHttpClient } from './fake-http-client'

/**
 * A FileDownload double over the fake server (house style 10): each download is one call the FakeHttpClient
 * records and answers — a GET at a path, a POST of a request's body — and ends saved, or failed with the answer's
 * message. Saving a file from JSON and showing one on the page are not given, and say so.
 */
export class FakeFileDownload implements FileDownload {
  readonly saved: string[] = []

  constructor(private readonly http: FakeHttpClient) {}

  async download(source: FileSource, fallbackName: string): Promise<Result<void, string>> {
    const request =
      typeof source === 'string'
        ? { method: 'GET' as const, path: source }
        : { method: 'POST' as const, path: source.path, body: source.body }
    try {
      await firstValueFrom(this.http.json(request, anyDecoder))
    } catch (cause) {
      return err(toApiFailure(cause).message)
    }
    this.saved.push(fallbackName)
    return ok(undefined)
  }

  save(): never {
    throw new Error('FakeFileDownload.save was not given')
  }

  objectUrl(): never {
    throw new Error('FakeFileDownload.objectUrl was not given')
  }
}
