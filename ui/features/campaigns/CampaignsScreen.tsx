import { css } from '@linaria/core'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { ListChecks, Megaphone, Plus } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import type { Campaign } from '../../../core/campaign/campaign'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
import {
  MEDIA_PLAN_PLACES,
  MediaPlanSelectionStore,
} from '../../../core/cabinet/stores/media-plan-selection.store'
import type { CardContext } from '../../../core/cabinet/view/campaign-card.view-model'
import {
  EMPTY_LIST,
  FIRST_CAMPAIGN_CARD,
  listViewOf,
} from '../../../core/cabinet/view/campaign-table.view-model'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { color, radius, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { CampaignCard, CARD_HEIGHT } from './CampaignCard'
import { CampaignTable, type MediaPlanChoice } from './CampaignTable'
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

/** Media-plan mode as the list and the plan screen offer it; a place the plan does not take is said. */
export const useMediaPlanChoice = (): MediaPlanChoice => {
  const selection = useService(MediaPlanSelectionStore)
  const { mode, selected } = useReadable(selection)
  return {
    mode,
    isSelected: (id) => selected.some((e) => e.advertisingCampaignId === id),
    onToggle: (campaign) => {
      const toggled = selection.toggle({
        advertisingCampaignId: campaign._id,
        advertisePlace: campaign.advertisePlace,
      })
      if (!toggled.ok) notify({ title: toggled.error.message, tone: 'error' })
    },
  }
}

const GAP = 16
const grid = css`
  position: relative;
  .row {
    position: absolute;
    left: 0;
    right: 0;
    display: grid;
    gap: ${GAP}px;
  }
  .first {
    height: ${CARD_HEIGHT}px;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${space(2)};
    border: 2px dashed ${color.borderStrong};
    border-radius: ${radius.card};
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
`

/** How many tiles fit a row of this width (at least 300 px each). */
const columnsFor = (width: number): number => Math.max(1, Math.floor((width + GAP) / (300 + GAP)))

export type Tile = { readonly kind: 'first' } | { readonly kind: 'campaign'; readonly campaign: Campaign }

/** The tiles, virtualised by rows against the window's scroll: only the rows in view are in the page. */
export const CampaignTiles = ({
  tiles,
  context,
  mediaPlan,
}: {
  readonly tiles: readonly Tile[]
  readonly context: CardContext
  readonly mediaPlan?: MediaPlanChoice
}) => {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(1200)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => {
      setWidth(el.clientWidth)
      setOffset(el.getBoundingClientRect().top + window.scrollY)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  const columns = columnsFor(width)
  const rowCount = Math.ceil(tiles.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 3,
    scrollMargin: offset,
  })
  return (
    <div
      ref={ref}
      className={grid}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label="Рекламные кампании"
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="row"
          style={{
            top: row.start - virtualizer.options.scrollMargin,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {tiles.slice(row.index * columns, row.index * columns + columns).map((t) =>
            t.kind === 'first' ? (
              <div role="listitem" key="first">
                <Link href={FIRST_CAMPAIGN_CARD.to} variant="quiet" className="first">
                  <Plus aria-hidden="true" />
                  {FIRST_CAMPAIGN_CARD.text}
                </Link>
              </div>
            ) : (
              <div role="listitem" key={t.campaign._id}>
                <CampaignCard
                  campaign={t.campaign}
                  context={context}
                  {...(mediaPlan?.mode && MEDIA_PLAN_PLACES.includes(t.campaign.advertisePlace)
                    ? {
                        mediaPlan: {
                          selected: mediaPlan.isSelected(t.campaign._id),
                          onToggle: () => mediaPlan.onToggle(t.campaign),
                        },
                      }
                    : {})}
                />
              </div>
            ),
          )}
        </div>
      ))}
    </div>
  )
}

/**
 * /campaigns (R-SCREEN-04): the account's campaigns as tiles or a table (?view=), newest first; the
 * first-campaign card and the empty state (R-LIST-12, 13); an observer reads only (R-LIST-10, 11).
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
    ...(isObserver ? [] : [{ kind: 'first' } as const]),
    ...state.campaigns.map((campaign) => ({ kind: 'campaign', campaign }) as const),
  ]

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>
          Рекламные кампании
          {state.status === 'ready' && <span className="page-count">{state.count}</span>}
        </h1>
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
      {state.status === 'error' && (
        <div className="page-error" role="alert">
          {state.error}
          <Button variant="secondary" size="small" onPress={() => void list.load()}>
            Обновить
          </Button>
        </div>
      )}
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
