import { FileSpreadsheet } from 'lucide-react'
import { campaignsReportOf, ReportStore } from '../../../core/cabinet/stores/report.store'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { Clock } from '../../../core/ports/clock.port'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'

/**
 * «Скачать отчёт» of the campaign list (R-SCREEN-04, R-API-14): the workbook of the campaigns listed over their
 * days so far (core campaignsReportOf), busy while it is made (R-ASYNC-14). It is a download like any other: its
 * progress and a failure are said in the downloads region, not here. An empty list has nothing to report.
 */
export const CampaignsReport = ({ campaigns }: { readonly campaigns: readonly Campaign[] }) => {
  const report = useService(ReportStore)
  const { loading } = useReadable(report)
  const clock = useService<Clock>(Clock)
  const request = campaignsReportOf(campaigns, clock.today())
  if (!request) return null
  return (
    <Button variant="secondary" isPending={loading} onPress={() => void report.run(request)}>
      <FileSpreadsheet size={16} aria-hidden="true" />
      Скачать отчёт
    </Button>
  )
}
