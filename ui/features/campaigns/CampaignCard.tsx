import { css } from '@linaria/core'
import { Image as ImageIcon, PlayCircle, QrCode } from 'lucide-react'
import { useCallback, useState } from 'react'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { CAMPAIGN_BADGE_CLASS } from '../../../core/campaign/campaign-state.labels'
import { placeName } from '../../../core/campaign/calculator.catalogue'
import { campaignCard, type CardContext } from '../../../core/cabinet/view/campaign-card.view-model'
import { qrCodePath, RESERVATION_BADGE } from '../../../core/cabinet/view/campaign-table.view-model'
import { FileDownload } from '../../../core/ports/file-download.port'
import { useService } from '../../app/container-context'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { Link } from '../../design/Link'
import { CardPlayer } from './CardPlayer'
import { CardThumbnail } from './CardThumbnail'
import { color, font, radius, space } from '../../design/tokens'

export const CARD_HEIGHT = 236

const card = css`
  height: ${CARD_HEIGHT}px;
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: ${space(4)};
  padding: ${space(4)};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  overflow: hidden;
  .media {
    width: 112px;
    height: 112px;
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: ${radius.control};
    background: ${color.subtle};
    color: ${color.borderStrong};
    overflow: hidden;
  }
  .media img,
  .media video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .body {
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }
  .place {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  h3 {
    margin: 0;
    font-size: 16px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  h3 a {
    color: inherit;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
  }
  dl {
    margin: ${space(1)} 0 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px ${space(2)};
    font-size: ${font.caption};
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .notice {
    color: ${color.danger};
    font-size: ${font.caption};
  }
`

/** One campaign as a tile (R-LIST-14..22), from the core's card view-model. */
export const CampaignCard = ({
  campaign,
  context,
  mediaPlan,
}: {
  readonly campaign: Campaign
  readonly context: CardContext
  /** In media-plan mode, on a card of a place the plan takes (R-LIST-04): selected or not, and the toggle. */
  readonly mediaPlan?: { readonly selected: boolean; readonly onToggle: () => void }
}) => {
  const [videoFailed, setVideoFailed] = useState(false)
  const [thumbnailFailed, setThumbnailFailed] = useState(false)
  const thumbnailFails = useCallback(() => setThumbnailFailed(true), [])
  const videoFails = useCallback(() => setVideoFailed(true), [])
  const files = useService<FileDownload>(FileDownload)
  const view = campaignCard(campaign, { ...context, videoFailed, thumbnailFailed })
  const title = view.kind === 'simple' ? view.name : campaign.name
  const link = view.kind === 'simple' ? `/campaigns/${campaign._id}` : view.link
  return (
    <article className={card} aria-label={`Кампания ${title}`}>
      <div className="media">
        {view.kind !== 'simple' && view.media.kind === 'player' && !videoFailed ? (
          <CardPlayer
            poster={view.media.poster}
            videoId={view.media.videoId}
            title={title}
            onFailed={videoFails}
          />
        ) : view.kind !== 'simple' && view.media.kind === 'player' ? (
          <PlayCircle size={40} aria-hidden="true" />
        ) : view.kind !== 'simple' && view.media.kind === 'thumbnail' ? (
          <CardThumbnail path={view.media.path} title={title} onFailed={thumbnailFails} />
        ) : (
          <ImageIcon size={40} aria-hidden="true" />
        )}
      </div>
      <div className="body">
        <span className="place">{placeName(campaign.advertisePlace)}</span>
        <h3>
          {link && !context.isObserver ? (
            <Link href={link} variant="quiet">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <div className="badges">
          {view.stateName !== undefined && (
            <Badge tone={CAMPAIGN_BADGE_CLASS[campaign.state._id]}>{view.stateName}</Badge>
          )}
          {view.kind !== 'simple' && view.reservationStatus !== undefined && (
            <Badge tone={RESERVATION_BADGE[campaign.reservationStatus._id]}>{view.reservationStatus}</Badge>
          )}
        </div>
        <dl>
          {view.kind !== 'simple' && (
            <>
              <dt>ID</dt>
              <dd>{view.individualId}</dd>
            </>
          )}
          <dt>Период</dt>
          <dd>{view.period}</dd>
          {view.kind !== 'simple' && view.cost !== undefined && (
            <>
              <dt>Стоимость</dt>
              <dd>{view.cost}</dd>
            </>
          )}
          {view.kind !== 'simple' && view.partnerBrand.length > 0 && (
            <>
              <dt>Бренд</dt>
              <dd>{view.partnerBrand.join(', ')}</dd>
            </>
          )}
        </dl>
        {view.kind !== 'simple' && view.media.kind === 'player' && view.media.notice && (
          <span className="notice" role="status">
            {view.media.notice}
          </span>
        )}
        {view.kind !== 'simple' && view.qrDownload && (
          <Button
            variant="quiet"
            size="small"
            onPress={() =>
              // A failure is said in the downloads region, not again here.
              void files.download(qrCodePath(campaign._id), `QR-${campaign.name}.png`)
            }
          >
            <QrCode size={14} aria-hidden="true" /> QR-код фотоотчёта
          </Button>
        )}
        {mediaPlan && (
          <Checkbox isSelected={mediaPlan.selected} onChange={mediaPlan.onToggle}>
            В сводный медиаплан
          </Checkbox>
        )}
      </div>
    </article>
  )
}
