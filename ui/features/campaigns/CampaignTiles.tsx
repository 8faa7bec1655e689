import { css } from '@linaria/core'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { Plus } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Campaign } from '../../../core/contract/campaign.answer'
import {
  MEDIA_PLAN_PLACES,
  MediaPlanSelectionStore,
} from '../../../core/cabinet/stores/media-plan-selection.store'
import type { CardContext } from '../../../core/cabinet/view/campaign-card.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Link } from '../../design/Link'
import { notify } from '../../design/Toast'
import { color, radius, space } from '../../design/tokens'
import { CampaignCard, CARD_HEIGHT } from './CampaignCard'
import type { MediaPlanChoice } from './CampaignTable'

/*
 * The campaign tiles and media-plan mode, shared by the campaign list and the consolidated media plan, so that
 * neither screen's chunk pulls in the other's.
 */

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

export type Tile =
  | { readonly kind: 'first'; readonly card: { readonly text: string; readonly to: string } }
  | { readonly kind: 'campaign'; readonly campaign: Campaign }

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
                <Link href={t.card.to} variant="quiet" className="first">
                  <Plus aria-hidden="true" />
                  {t.card.text}
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
