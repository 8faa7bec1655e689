import { css, cx } from '@linaria/core'
import { ArrowLeft, Download } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { CampaignDetailStore } from '../../../core/cabinet/stores/campaign-detail.store'
import { StatisticsStore } from '../../../core/cabinet/stores/statistics.store'
import {
  defaultStatisticsPeriod,
  statisticsExportPath,
  statisticsSummary,
  type StatisticsPeriod,
} from '../../../core/cabinet/view/statistics.view-model'
import { Clock } from '../../../core/ports/clock.port'
import { FileDownload } from '../../../core/ports/file-download.port'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { card, pageColumn } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { DateRangePicker } from '../../design/DateRangePicker'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { Table } from '../../design/Table'
import { color, font, space } from '../../design/tokens'
import { lazyNamed } from '../../app/lazy-named'

// uPlot is loaded with the chart only, when a period has been read.
const PlaysChart = lazyNamed(() => import('./PlaysChart'), 'PlaysChart')

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
`
const tiles = css`
  list-style: none;
  margin: 0 0 ${space(6)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(4)};
  li {
    padding: ${space(4)} ${space(5)};
  }
  .label {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .value {
    display: block;
    font-size: 28px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .note {
    display: block;
    margin-top: ${space(1)};
    color: ${color.muted};
    font-size: ${font.caption};
    font-variant-numeric: tabular-nums;
  }
`
const chart = css`
  padding: ${space(4)};
  margin-bottom: ${space(6)};
`

const COLUMNS = [
  { id: 'date', name: 'Дата', isRowHeader: true, width: 140 },
  { id: 'plays', name: 'Показы', align: 'end' as const, width: '1fr' as const },
  { id: 'ots', name: 'OTS', align: 'end' as const, width: '1fr' as const },
  { id: 'grp', name: 'GRP', align: 'end' as const, width: '1fr' as const },
]
const grouped = new Intl.NumberFormat('ru-RU')
const grp = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * /campaigns/{id}/stats (R-SCREEN-06, R-LIST-08): the campaign's plays, OTS and GRP per day of a period, as totals
 * set against what the order bought (issue #47 item 4), a uPlot chart with titled axes from 0 and its table twin,
 * with the period's workbook to download; it opens on the campaign's days so far.
 */
export const StatisticsScreen = ({ params }: ScreenProps) => {
  const id = params['id'] ?? ''
  const detail = useService(CampaignDetailStore)
  const { campaign, status: campaignStatus, error: campaignError } = useReadable(detail)
  const statistics = useService(StatisticsStore)
  const state = useReadable(statistics)
  const clock = useService<Clock>(Clock)
  const files = useService<FileDownload>(FileDownload)
  const [period, setPeriod] = useState<StatisticsPeriod | undefined>(undefined)
  const [exporting, setExporting] = useState(false)

  useEffect(() => void detail.load(id), [detail, id])
  const known = campaign?._id === id ? campaign : undefined
  const shown = period ?? (known ? defaultStatisticsPeriod(known, clock.today()) : undefined)
  const from = shown?.dateFrom
  const to = shown?.dateTo
  useEffect(() => {
    // The period's days decide, not the object's identity (it is rebuilt on every render).
    if (from && to) void statistics.load(id, { dateFrom: from, dateTo: to })
  }, [statistics, id, from, to])

  const ready =
    state.status === 'ready' &&
    state.period?.dateFrom === shown?.dateFrom &&
    state.period?.dateTo === shown?.dateTo
  return (
    <main className={pageColumn}>
      <nav aria-label="Назад">
        <Link href={`/campaigns/${encodeURIComponent(id)}`}>
          <ArrowLeft size={16} aria-hidden="true" /> К кампании
        </Link>
      </nav>
      <div className="page-top">
        <h1>Статистика{known ? ` кампании «${known.name}»` : ''}</h1>
      </div>
      {campaignStatus === 'error' && (
        <div className="page-error" role="alert">
          {campaignError}
        </div>
      )}
      {shown && (
        <div className={toolbar}>
          <DateRangePicker
            label="Период"
            value={{ start: shown.dateFrom, end: shown.dateTo }}
            onChange={(p) => p && setPeriod({ dateFrom: p.start, dateTo: p.end })}
          />
          <Button
            variant="secondary"
            isPending={exporting}
            onPress={() => {
              setExporting(true)
              void files
                .download(
                  statisticsExportPath(id, shown),
                  `Статистика ${shown.dateFrom}–${shown.dateTo}.xlsx`,
                )
                // A failure is said in the downloads region, not again here.
                .then(() => setExporting(false))
            }}
          >
            <Download size={16} aria-hidden="true" />
            Скачать Excel
          </Button>
        </div>
      )}
      {state.status === 'error' && (
        <div className="page-error" role="alert">
          {state.error}
        </div>
      )}
      {!ready && state.status !== 'error' && <Skeleton lines={6} />}
      {ready && (
        <>
          <ul className={tiles} aria-label="Итоги периода">
            {statisticsSummary(
              state.total,
              state.ordered ? { ordered: state.ordered, today: clock.today() } : undefined,
            ).map((t) => (
              <li key={t.label} className={card}>
                <span className="label">{t.label}</span>
                <span className="value">{t.value}</span>
                {t.note && <span className="note">{t.note}</span>}
              </li>
            ))}
          </ul>
          <section className={cx(card, chart)} aria-label="График">
            <Suspense fallback={<Skeleton height={280} />}>
              {shown && <PlaysChart days={state.days} period={shown} />}
            </Suspense>
          </section>
          <Table
            label="Статистика по дням"
            columns={COLUMNS}
            rows={state.days.map((d) => ({ id: d.date, ...d }))}
            height={Math.min(480, 48 + state.days.length * 44)}
            cell={(row, column) =>
              column === 'date' ? (
                <DateText value={row.date} />
              ) : column === 'grp' ? (
                grp.format(row.grp)
              ) : (
                grouped.format(column === 'plays' ? row.plays : row.ots)
              )
            }
          />
        </>
      )}
    </main>
  )
}
