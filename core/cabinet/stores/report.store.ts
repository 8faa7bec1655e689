import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { anyDecoder } from '../../shared/decoder'

/**
 * R-ASYNC-14: report generation (POST /clients/campaigns-report, R-API-14) exposes `loading` while it runs;
 * its answer (the report file data) goes to whoever saves it. A failure has no message, like every file
 * download (R-ERR-18).
 */
export class ReportStore extends AsyncAction<Readonly<Record<string, unknown>>, unknown, string | undefined> {
  constructor(http: HttpClient) {
    super(
      (filters) => http.json({ method: 'POST', path: API.campaignsReport, body: filters }, anyDecoder),
      (cause) => failureMessage('download', toServerFailure(cause)),
    )
  }
}
