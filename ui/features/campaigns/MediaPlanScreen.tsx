import { css } from '@linaria/core'
import { ArrowLeft, Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
import { MediaPlanDownloadStore } from '../../../core/cabinet/stores/media-plan-download.store'
import { MediaPlanSelectionStore } from '../../../core/cabinet/stores/media-plan-selection.store'
import type { CardContext } from '../../../core/cabinet/view/campaign-card.view-model'
import { listViewOf } from '../../../core/cabinet/view/campaign-table.view-model'
import {
  MEDIA_PLAN_RESET_DIALOG,
  mediaPlanExit,
  mediaPlanScreen,
} from '../../../core/cabinet/view/media-plan-screen.view-model'
import { DownloadsStore } from '../../../core/cabinet/stores/downloads.store'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { pageColumn } from '../../components/page.styles'
import { AlertDialog } from '../../design/AlertDialog'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { CampaignTable } from './CampaignTable'
import { CampaignTiles, useMediaPlanChoice, type Tile } from './CampaignTiles'
import { useDeleteCampaign } from './DeleteCampaign'
import { ViewSwitch } from './ViewSwitch'

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(6)};
`

/**
 * /mediaplan-campaigns (R-SCREEN-07, R-PLAN-01..08): the campaigns chosen for the consolidated media plan, as
 * tiles or a table, their count, the plan's download, and a reset that asks first; with nothing chosen the
 * screen goes back to /campaigns.
 */
export const MediaPlanScreen = ({ query }: ScreenProps) => {
  const [, navigate] = useLocation()
  const selection = useService(MediaPlanSelectionStore)
  const { selected } = useReadable(selection)
  const list = useService(CampaignListStore)
  const state = useReadable(list)
  const advertiser = useService(AdvertiserStore)
  const { partners } = useReadable(advertiser)
  const downloads = useService(MediaPlanDownloadStore)
  const { downloading } = useReadable(downloads)
  const tracked = useService(DownloadsStore)
  const { profile } = useReadable(useSession())
  const mediaPlan = useMediaPlanChoice()
  const { ask, dialog } = useDeleteCampaign()
  const [resetting, setResetting] = useState(false)
  const view = listViewOf(query)
  const model = mediaPlanScreen(view, selected.length)
  const exit = mediaPlanExit(selected.length)

  useEffect(() => {
    if (exit) navigate(exit, { replace: true })
  }, [exit, navigate])
  useEffect(() => {
    void list.load()
    void advertiser.load()
  }, [list, advertiser])
  if (!model) return null

  const ids = new Set(selected.map((e) => e.advertisingCampaignId))
  const campaigns = state.campaigns.filter((c) => ids.has(c._id))
  const context: CardContext = {
    isObserver: false,
    isAgency: profile?.isAgency === true,
    partners,
    typographyInvoiceDownloaded: false,
  }
  const tiles: Tile[] = campaigns.map((campaign) => ({ kind: 'campaign', campaign }))
  // A failure is said in the downloads region, once (R-ERR-18: a silent one is recorded).
  const download = () => void tracked.track('Сводный медиаплан.xlsx', downloads.consolidatedFile(selected))

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>
          {model.title} <Badge tone="accent">{`Выбрано: ${model.badge}`}</Badge>
        </h1>
      </div>
      <div className={bar}>
        <Link href={model.backLink}>
          <ArrowLeft size={16} aria-hidden="true" /> К рекламным кампаниям
        </Link>
        <ViewSwitch path="/mediaplan-campaigns" view={view} />
        <Button onPress={download} isPending={downloading.includes('consolidated')}>
          <Download size={16} aria-hidden="true" />
          Скачать сводный медиаплан
        </Button>
        <Button variant="danger" onPress={() => setResetting(true)}>
          Сбросить
        </Button>
      </div>
      {view === 'table' ? (
        <CampaignTable
          campaigns={campaigns}
          sort={state.sort}
          onToggleSort={() => void list.toggleSort()}
          isObserver={false}
          partners={partners}
          onDelete={ask}
          mediaPlan={{ ...mediaPlan, mode: true }}
        />
      ) : (
        <CampaignTiles tiles={tiles} context={context} mediaPlan={{ ...mediaPlan, mode: true }} />
      )}
      <AlertDialog
        isOpen={resetting}
        onOpenChange={setResetting}
        title={MEDIA_PLAN_RESET_DIALOG.question}
        confirmLabel={MEDIA_PLAN_RESET_DIALOG.confirm}
        cancelLabel={MEDIA_PLAN_RESET_DIALOG.back}
        variant="danger"
        onConfirm={() => selection.reset()}
      >
        Выбранные кампании останутся в списке, выбор для медиаплана будет сброшен.
      </AlertDialog>
      {dialog}
    </main>
  )
}
