import { concatMap, defer, of, throwError } from 'rxjs'
import type { FileDownload } from '../../ports/file-download.port'
import { AsyncAction } from '../../shared/async-action'
import { REPORT_CAMPAIGNS_MAX, type CampaignsReportRequest } from '../../statistics/campaign-statistics'
import { UNEXPECTED_ERROR } from '../errors/error-catalogue'
import { defaultStatisticsPeriod } from '../view/statistics.view-model'
import { API } from './api-paths'

/** The name the workbook is saved under when the server names none. */
export const CAMPAIGNS_REPORT_FILE = 'campaigns-report.xlsx'

/**
 * The campaigns report of the list as it stands (R-SCREEN-04; the spec names the call, R-API-14, not what it
 * covers). The list has no filter but its order, so the report names the campaigns listed — or none, which the
 * server reads as all of the account's, when there are more than one report may name (the same campaigns) — over
 * the days from the first start to the last end among them, up to today in Moscow and at most the 366 days the
 * server answers, as a campaign's own statistics open (defaultStatisticsPeriod). Nothing listed, no report.
 */
export const campaignsReportOf = (
  campaigns: readonly { readonly _id: string; readonly startDate: string; readonly endDate: string }[],
  today: string,
): CampaignsReportRequest | undefined => {
  if (campaigns.length === 0) return undefined
  const days = (pick: (c: (typeof campaigns)[number]) => string) => campaigns.map((c) => pick(c).slice(0, 10))
  const span = {
    startDate: days((c) => c.startDate).reduce((a, b) => (b < a ? b : a)),
    endDate: days((c) => c.endDate).reduce((a, b) => (b > a ? b : a)),
  }
  return {
    campaignIds: campaigns.length > REPORT_CAMPAIGNS_MAX ? [] : campaigns.map((c) => c._id),
    ...defaultStatisticsPeriod(span, today),
  }
}

/**
 * R-ASYNC-14: the campaigns report (POST /clients/campaigns-report, R-API-14) exposes `loading` while it runs. The
 * server answers the workbook itself, so it is a download like any other file (FileDownload): its progress and
 * a failure's reason are shown in the downloads region, which is where a failure is said; the action's error
 * holds that reason for whoever needs to know, and the screen does not say it again.
 */
export class ReportStore extends AsyncAction<CampaignsReportRequest, void, string> {
  constructor(files: FileDownload) {
    super(
      (request) =>
        defer(() => files.download({ path: API.campaignsReport, body: request }, CAMPAIGNS_REPORT_FILE)).pipe(
          concatMap((saved) => (saved.ok ? of(undefined) : throwError(() => saved.error))),
        ),
      (cause) => (typeof cause === 'string' ? cause : UNEXPECTED_ERROR),
    )
  }
}
