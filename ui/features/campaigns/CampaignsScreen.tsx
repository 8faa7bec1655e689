import { css } from '@linaria/core'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { LayoutGrid, Megaphone, Plus, Rows3 } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import type { Campaign } from '../../../core/campaign/campaign'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
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
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { color, radius, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { CampaignCard, CARD_HEIGHT } from './CampaignCard'
import { CampaignTable } from './CampaignTable'
import { useDeleteCampaign } from './DeleteCampaign'

const views = css`
  display: inline-flex;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.control};
  overflow: hidden;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 12px;
    color: ${color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${color.text};
    color: #fff;
  }
`
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

type Tile = { readonly kind: 'first' } | { readonly kind: 'campaign'; readonly campaign: Campaign }

/** The tiles, virtualised by rows against the window's scroll: only the rows in view are in the page. */
const CampaignTiles = ({
  tiles,
  context,
}: {
  readonly tiles: readonly Tile[]
  readonly context: CardContext
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
                <CampaignCard campaign={t.campaign} context={context} />
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
        <nav className={views} aria-label="Вид списка">
          <Link
            href="/campaigns?view=cards"
            variant="quiet"
            aria-current={view === 'cards' ? 'page' : undefined}
          >
            <LayoutGrid size={16} aria-hidden="true" />
            Плитки
          </Link>
          <Link
            href="/campaigns?view=table"
            variant="quiet"
            aria-current={view === 'table' ? 'page' : undefined}
          >
            <Rows3 size={16} aria-hidden="true" />
            Таблица
          </Link>
        </nav>
      </div>
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
        />
      ) : (
        <CampaignTiles tiles={tiles} context={context} />
      )}
      {dialog}
    </main>
  )
}
