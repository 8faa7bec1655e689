import {
  BarChart3,
  Download,
  Film,
  ListPlus,
  Image as ImageIcon,
  MoreHorizontal,
  QrCode,
  Trash2,
} from 'lucide-react'
import { useLocation } from 'wouter'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { CAMPAIGN_BADGE_CLASS } from '../../../core/campaign/campaign-state.labels'
import { placeName } from '../../../core/campaign/calculator.catalogue'
import { campaignCost, partnerBrandLines } from '../../../core/cabinet/view/campaign-card.view-model'
import {
  isStaticPlace,
  PAYMENT_BADGE,
  RESERVATION_BADGE,
  menuRowActions,
  qrCodePath,
  statisticsLink,
  tableColumns,
  type StartDateSort,
} from '../../../core/cabinet/view/campaign-table.view-model'
import type { Partner } from '../../../core/contract/cabinet.answer'
import { MediaPlanDownloadStore } from '../../../core/cabinet/stores/media-plan-download.store'
import { FileDownload } from '../../../core/ports/file-download.port'
import { DownloadsStore } from '../../../core/cabinet/stores/downloads.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { Menu, type MenuAction } from '../../design/Menu'
import { Money } from '../../design/Money'
import { Table } from '../../design/Table'
import type { DeleteTarget } from './DeleteCampaign'

/** Widths in px: the statuses fit their badges; the brand takes what is left (about 180 px at 1440 wide). */
const COLUMN_WIDTHS: Readonly<Record<string, number | `${number}fr`>> = {
  media: 48,
  index: 72,
  brand: '1fr',
  startDate: 104,
  endDate: 104,
  cost: 128,
  moderationStatus: 160,
  paymentStatus: 144,
  reservationStatus: 176,
  actions: 72,
}

const ACTION_LABELS = {
  selectForMediaPlan: 'Добавить в медиаплан',
  downloadMediaPlan: 'Скачать медиаплан',
  downloadQr: 'Скачать QR-код',
  statistics: 'Статистика',
  delete: 'Удалить',
} as const

const ACTION_ICONS = {
  selectForMediaPlan: <ListPlus size={16} aria-hidden="true" />,
  downloadMediaPlan: <Download size={16} aria-hidden="true" />,
  downloadQr: <QrCode size={16} aria-hidden="true" />,
  statistics: <BarChart3 size={16} aria-hidden="true" />,
  delete: <Trash2 size={16} aria-hidden="true" />,
} as const

/** Media-plan mode (R-LIST-04): which campaigns are selected, and the toggle. */
export interface MediaPlanChoice {
  readonly mode: boolean
  readonly isSelected: (id: string) => boolean
  readonly onToggle: (campaign: Campaign) => void
}

export interface CampaignTableProps {
  readonly campaigns: readonly Campaign[]
  readonly sort: StartDateSort
  readonly onToggleSort: () => void
  readonly isObserver: boolean
  readonly partners: readonly Pick<Partner, '_id' | 'name' | 'brand'>[]
  readonly onDelete: (target: DeleteTarget) => void
  readonly mediaPlan?: MediaPlanChoice
}

/**
 * The campaigns as a table (R-LIST-02..10): the spec's columns in order (no statuses for an observer), the
 * Начало column sorting both ways through the server, a row's actions by the core's rowActions. Rows are
 * virtualised: thousands of campaigns scroll smoothly.
 */
export const CampaignTable = ({
  campaigns,
  sort,
  onToggleSort,
  isObserver,
  partners,
  onDelete,
  mediaPlan,
}: CampaignTableProps) => {
  const [, navigate] = useLocation()
  const files = useService<FileDownload>(FileDownload)
  const tracked = useService(DownloadsStore)
  const downloads = useService(MediaPlanDownloadStore)
  const { downloading } = useReadable(downloads)
  const columns = tableColumns(isObserver).map((c) => ({
    id: c.id,
    name: c.id === 'media' ? 'Тип' : c.label,
    isRowHeader: c.id === 'index',
    allowsSorting: c.id === 'startDate',
    align: c.id === 'cost' ? ('end' as const) : ('start' as const),
    width: COLUMN_WIDTHS[c.id],
  }))
  const rows = campaigns.map((c) => ({ ...c, id: c._id }))
  return (
    <Table
      label="Рекламные кампании"
      columns={columns.map(({ width, ...c }) => (width === undefined ? c : { ...c, width }))}
      rows={rows}
      height={640}
      sort={{ column: 'startDate', direction: sort === 'startDate' ? 'ascending' : 'descending' }}
      onSortChange={() => onToggleSort()}
      emptyText="Рекламные кампании отсутствуют"
      cell={(c, column) => {
        switch (column) {
          case 'media':
            return isStaticPlace(c.advertisePlace) ? (
              <ImageIcon size={18} aria-label={`Статика: ${placeName(c.advertisePlace)}`} />
            ) : (
              <Film size={18} aria-label={`Видео: ${placeName(c.advertisePlace)}`} />
            )
          case 'index':
            return isObserver ? (
              String(c.individualIndex ?? '—')
            ) : (
              <Link href={`/campaigns/${c._id}`}>{String(c.individualIndex ?? c.name)}</Link>
            )
          case 'brand':
            return partnerBrandLines(partners.filter((p) => c.partners.includes(p._id))).join(', ') || c.name
          case 'startDate':
            return <DateText value={c.startDate} />
          case 'endDate':
            return <DateText value={c.endDate} />
          case 'cost':
            return <Money kopecks={campaignCost(c)} />
          case 'moderationStatus':
            return <Badge tone={CAMPAIGN_BADGE_CLASS[c.state._id]}>{c.state.name}</Badge>
          case 'paymentStatus':
            return <Badge tone={PAYMENT_BADGE[c.paymentState._id]}>{c.paymentState.name}</Badge>
          case 'reservationStatus':
            return <Badge tone={RESERVATION_BADGE[c.reservationStatus._id]}>{c.reservationStatus.name}</Badge>
          case 'actions': {
            const actions: MenuAction[] = menuRowActions(c, {
              mediaPlanMode: mediaPlan?.mode === true,
              isObserver,
            })
              .filter((a): a is keyof typeof ACTION_LABELS => a in ACTION_LABELS)
              .map((a) => ({
                id: a,
                label:
                  a === 'selectForMediaPlan' && mediaPlan?.isSelected(c._id)
                    ? 'Убрать из медиаплана'
                    : ACTION_LABELS[a],
                danger: a === 'delete',
                icon: ACTION_ICONS[a],
              }))
            if (actions.length === 0) return null
            return (
              <Menu
                label={`Действия: ${c.name}`}
                trigger={
                  <Button
                    variant="quiet"
                    size="small"
                    iconOnly
                    aria-label={`Действия: ${c.name}`}
                    // R-LIST-07: a media plan on its way shows as a spinner on its row.
                    isPending={downloading.includes(c._id)}
                  >
                    <MoreHorizontal aria-hidden="true" />
                  </Button>
                }
                actions={actions}
                onAction={(id) => {
                  if (id === 'selectForMediaPlan') mediaPlan?.onToggle(c)
                  if (id === 'statistics') navigate(statisticsLink(c._id))
                  // A failure is said in the downloads region, once (R-ERR-18: a silent one is recorded).
                  if (id === 'downloadMediaPlan')
                    void tracked.track(
                      `Медиаплан ${c.name}.xlsx`,
                      downloads.campaignFile(c._id, c.advertisePlace),
                    )
                  if (id === 'downloadQr') void files.download(qrCodePath(c._id), `QR-${c.name}.png`)
                  if (id === 'delete') onDelete({ id: c._id, name: c.name })
                }}
              />
            )
          }
          default:
            return null
        }
      }}
    />
  )
}
