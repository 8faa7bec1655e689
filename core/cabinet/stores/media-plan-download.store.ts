import { Schema } from 'effect'
import { match } from 'ts-pattern'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { SavedFile } from '../../ports/file-download.port'
import type { HttpClient } from '../../ports/http.port'
import { decoderOf } from '../../shared/decoder'
import type { Result } from '../../shared/result'
import { err, ok } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { failureMessage, UNEXPECTED_ERROR } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { anyDecoder } from '../../shared/plain-decoders'
import type { MediaPlanEntry } from './media-plan-selection.store'

const CLIENT_PLANS = '/api/v1/clients/media-plan'

const decodeFile = decoderOf(
  Schema.Struct({ fileName: Schema.String, contentType: Schema.String, base64: Schema.String }),
  { allowUnknown: true },
)

/** A downloaded plan's file, or the download's failure; an answer that is not a file is a failure said. */
const fileOf = (answer: Result<unknown, string | undefined>): Result<SavedFile, string | undefined> => {
  if (!answer.ok) return answer
  const file = decodeFile(answer.value)
  return file.ok ? ok(file.value) : err(UNEXPECTED_ERROR)
}

/**
 * R-API-26: the media-plan report of one campaign's place. The client variants are the spec's; the
 * advertiser variants' paths are not given, ours follow `/api/v1/advertisers/media-plan/{place}`.
 */
export const mediaPlanPath = (place: AdvertisePlace): string =>
  match(place)
    .with('metroStickers', () => `${CLIENT_PLANS}/getReportStickers`)
    .with('metroMonitors', () => `${CLIENT_PLANS}/metroMonitors`)
    .with('navigationSign', () => `${CLIENT_PLANS}/getReportNavigationSigns`)
    .with('monitorsTram', () => `${CLIENT_PLANS}/getReportTramsMonitors`)
    .with('monitorsStandalone', () => `${CLIENT_PLANS}/getReportStandaloneMonitors`)
    .with('busMonitors', () => `${CLIENT_PLANS}/getReportBusMonitors`)
    .with('transitShelter', () => `${CLIENT_PLANS}/getReportTransitShelters`)
    .with('lightBoxes', () => `${CLIENT_PLANS}/lightBoxes`)
    .otherwise((p) => `/api/v1/advertisers/media-plan/${p}`)

/**
 * Media-plan downloads: one per campaign (R-LIST-06) with a spinner while it runs (R-LIST-07), and the
 * consolidated plan of the selection (R-PLAN-04). A failure is recorded without a message (R-ERR-18).
 */
export class MediaPlanDownloadStore extends StateStore<{
  readonly downloading: readonly string[]
  readonly failed: readonly string[]
}> {
  constructor(private readonly http: HttpClient) {
    super({ downloading: [], failed: [] })
  }

  isDownloading(key: string): boolean {
    return this.getSnapshot().downloading.includes(key)
  }

  /** One campaign's plan; resolves with the file data for the saver. */
  campaign(id: string, place: AdvertisePlace): Promise<Result<unknown, string | undefined>> {
    return this.fetch(id, mediaPlanPath(place), { advertisingCampaignId: id })
  }

  /** One campaign's plan as the workbook to save (the server's JSON envelope of the .xlsx). */
  async campaignFile(id: string, place: AdvertisePlace): Promise<Result<SavedFile, string | undefined>> {
    return fileOf(await this.campaign(id, place))
  }

  /** The consolidated plan as the workbook to save. */
  async consolidatedFile(
    selection: readonly MediaPlanEntry[],
  ): Promise<Result<SavedFile, string | undefined>> {
    return fileOf(await this.consolidated(selection))
  }

  /** R-PLAN-04: the payload is the list of the selected campaigns' prepared data. */
  consolidated(selection: readonly MediaPlanEntry[]): Promise<Result<unknown, string | undefined>> {
    return this.fetch('consolidated', API.consolidatedMediaPlan, selection)
  }

  private fetch(key: string, path: string, body: unknown): Promise<Result<unknown, string | undefined>> {
    this.update((s) => {
      s.downloading.push(key)
      s.failed = s.failed.filter((k) => k !== key)
    })
    const done = (failed: boolean) =>
      this.update((s) => {
        s.downloading = s.downloading.filter((k) => k !== key)
        if (failed) s.failed.push(key)
      })
    return new Promise((resolve) => {
      this.http.json({ method: 'POST', path, body }, anyDecoder).subscribe({
        next: (data) => {
          done(false)
          resolve(ok(data))
        },
        error: (cause: unknown) => {
          done(true)
          resolve(err(failureMessage('download', toServerFailure(cause))))
        },
      })
    })
  }
}
