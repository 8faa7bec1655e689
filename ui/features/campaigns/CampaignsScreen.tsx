import { css } from '@linaria/core'
import { ListChecks, Megaphone } from 'lucide-react'
import { useEffect } from 'react'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
import { MediaPlanSelectionStore } from '../../../core/cabinet/stores/media-plan-selection.store'
import type { CardContext } from '../../../core/cabinet/view/campaign-card.view-model'
import {
  addCampaignCard,
  EMPTY_LIST,
  FIRST_CAMPAIGN_CARD,
  listViewOf,
} from '../../../core/cabinet/view/campaign-table.view-model'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { color, radius, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { CARD_HEIGHT } from './CampaignCard'
import { CampaignsReport } from './CampaignsReport'
import { CampaignTable } from './CampaignTable'
import { CampaignTiles, useMediaPlanChoice, type Tile } from './CampaignTiles'
import { ViewSwitch } from './ViewSwitch'
import { useDeleteCampaign } from './DeleteCampaign'

const planBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  .hint {
    color: ${color.muted};
  }
`

/**
 * /campaigns (R-SCREEN-04): the account's campaigns as tiles or a table (?view=), newest first; the
 * first-campaign card and the empty state (R-LIST-12, 13); an observer reads only (R-LIST-10, 11). Once the
 * whole list is read, the report of its campaigns can be downloaded (the server refuses it to an observer).
 */
export const CampaignsScreen = ({ query }: ScreenProps) => {
  const list = useService(CampaignListStore)
  const advertiser = useService(AdvertiserStore)
  const { profile } = useReadable(useSession())
  const state = useReadable(list)
  const { partners } = useReadable(advertiser)
  const { ask, dialog } = useDeleteCampaign()
  const isObserver = profile?.isObserver === true
  const view = listViewOf(query)
  const selection = useService(MediaPlanSelectionStore)
  const plan = useReadable(selection)
  const mediaPlan = useMediaPlanChoice()

  useEffect(() => {
    void list.load()
    if (!isObserver) void advertiser.load()
  }, [list, advertiser, isObserver])

  const context: CardContext = {
    isObserver,
    isAgency: profile?.isAgency === true,
    partners,
    typographyInvoiceDownloaded: false,
  }
  const loading = state.status === 'loading' && state.campaigns.length === 0
  const empty = state.status === 'ready' && state.campaigns.length === 0
  const tiles: Tile[] = [
    ...(isObserver ? [] : [{ kind: 'first', card: addCampaignCard(state.campaigns.length) } as const]),
    ...state.campaigns.map((campaign) => ({ kind: 'campaign', campaign }) as const),
  ]

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>
          Рекламные кампании
          {state.status === 'ready' && <span className="page-count">{state.count}</span>}
        </h1>
        {!isObserver && state.status === 'ready' && <CampaignsReport campaigns={state.campaigns} />}
        {!isObserver && !plan.mode && (
          <Button variant="secondary" onPress={() => selection.start()}>
            <ListChecks size={16} aria-hidden="true" />
            Сводный медиаплан
          </Button>
        )}
        <ViewSwitch path="/campaigns" view={view} />
      </div>
      {plan.mode && (
        <section className={planBar} aria-label="Сводный медиаплан">
          <span>
            Выберите кампании для сводного медиаплана{' '}
            <Badge tone="accent">Выбрано: {plan.selected.length}</Badge>
          </span>
          {plan.selected.length > 0 ? (
            <Link href={`/mediaplan-campaigns?view=${view}`}>Сформировать медиаплан</Link>
          ) : (
            <span className="hint">Метро, стикеры, лайтбоксы, кристалл-лайт и наземный транспорт</span>
          )}
          <Button variant="quiet" size="small" onPress={() => selection.reset()}>
            Отменить выбор
          </Button>
        </section>
      )}
      {state.status === 'error' && <LoadFailed message={state.error} onRetry={() => void list.load()} />}
      {loading ? (
        <Skeleton height={CARD_HEIGHT} lines={2} />
      ) : empty ? (
        <EmptyState
          icon={<Megaphone aria-hidden="true" />}
          title={EMPTY_LIST.title}
          action={
            isObserver ? undefined : <Link href={FIRST_CAMPAIGN_CARD.to}>{FIRST_CAMPAIGN_CARD.text}</Link>
          }
        >
          {EMPTY_LIST.text}
        </EmptyState>
      ) : view === 'table' ? (
        <CampaignTable
          campaigns={state.campaigns}
          sort={state.sort}
          onToggleSort={() => void list.toggleSort()}
          isObserver={isObserver}
          partners={partners}
          onDelete={ask}
          mediaPlan={mediaPlan}
        />
      ) : (
        <CampaignTiles tiles={tiles} context={context} mediaPlan={mediaPlan} />
      )}
      {dialog}
    </main>
  )
}
