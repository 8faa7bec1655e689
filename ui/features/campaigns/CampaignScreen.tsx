import { css, cx } from '@linaria/core'
import { ArrowLeft, BarChart3, Pencil, Send, Trash2 } from 'lucide-react'
import { Suspense, useEffect } from 'react'
import { useLocation } from 'wouter'
import { placeName } from '../../../core/campaign/calculator.catalogue'
import { campaignLink } from '../../../core/campaign/campaign.link'
import { CAMPAIGN_BADGE_CLASS } from '../../../core/campaign/campaign-state.labels'
import { ApplicationStore } from '../../../core/cabinet/stores/application.store'
import { CampaignDetailStore } from '../../../core/cabinet/stores/campaign-detail.store'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
import {
  detailActions,
  periodRows,
  statisticsLink,
} from '../../../core/cabinet/view/campaign-detail.view-model'
import { PAYMENT_BADGE, RESERVATION_BADGE } from '../../../core/cabinet/view/campaign-table.view-model'
import { fromRoubles } from '../../../core/shared/money'
import { useService } from '../../app/container-context'
import { lazyNamed } from '../../app/lazy-named'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { Skeleton } from '../../design/Skeleton'
import { Table } from '../../design/Table'
import { notify } from '../../design/Toast'
import { color, font, mobile, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { useDeleteCampaign } from './DeleteCampaign'

/** What the campaign buys: named by the price list and the calculator forms, which load after the page. */
const CampaignParameters = lazyNamed(() => import('./CampaignParameters'), 'CampaignParameters')

const layout = css`
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin-bottom: ${space(6)};
  }
  .place {
    color: ${color.muted};
    margin: ${space(2)} 0 ${space(1)};
  }
  .grid {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    gap: ${space(6)};
    align-items: start;
  }
  ${mobile} {
    .grid {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .summary {
    padding: ${space(5)} ${space(6)};
  }
  .summary dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(2)} ${space(4)};
  }
  .summary dt {
    color: ${color.muted};
  }
  .summary dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .summary .total {
    font-weight: 700;
    font-size: ${font.h3};
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    margin-top: ${space(5)};
  }
  .reason {
    margin-bottom: ${space(4)};
    padding: ${space(3)} ${space(4)};
    border-radius: 8px;
    background: ${color.dangerBg};
    color: ${color.danger};
  }
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(3)};
  }
`

/**
 * /campaigns/{id} (R-SCREEN-05): the campaign's states, period and cost, the price of each period, what it buys
 * (its calculator's choices, read back), and what can
 * be done with it now (the core's detailActions): send a draft to moderation, continue in the wizard where its
 * link leads, open the statistics, delete it until it is paid. An observer reads only.
 */
export const CampaignScreen = ({ params }: ScreenProps) => {
  const id = params['id'] ?? ''
  const detail = useService(CampaignDetailStore)
  const application = useService(ApplicationStore)
  const list = useService(CampaignListStore)
  const sending = useReadable(application)
  const { status, campaign, error } = useReadable(detail)
  const { profile } = useReadable(useSession())
  const [, navigate] = useLocation()
  const { ask, dialog } = useDeleteCampaign(() => navigate('/campaigns'))
  useEffect(() => void detail.load(id), [detail, id])

  if (status === 'error' && !campaign)
    return (
      <main className={pageColumn}>
        <EmptyState
          title={error ?? 'Кампания не найдена'}
          action={<Link href="/campaigns">К рекламным кампаниям</Link>}
        />
      </main>
    )
  if (!campaign || campaign._id !== id)
    return (
      <main className={pageColumn}>
        <Skeleton width={360} height={32} />
        <div style={{ height: 24 }} />
        <Skeleton lines={5} />
      </main>
    )

  const isObserver = profile?.isObserver === true
  const self = `/campaigns/${campaign._id}`
  const link = campaignLink(campaign, {
    isObserver,
    isAgency: profile?.isAgency === true,
    typographyInvoiceDownloaded: false,
  })
  const actions = detailActions(campaign, { isObserver, link, self })
  const rows = periodRows(campaign).map((r) => ({ ...r, id: r.key }))
  const reason = (campaign as { moderationReason?: string | null }).moderationReason
  const send = async () => {
    const outcome = await application.run({ place: campaign.advertisePlace, id: campaign._id })
    if (outcome.ok) {
      notify({ title: 'Кампания отправлена на модерацию', tone: 'success' })
      void list.load()
      await detail.load(campaign._id)
    } else notify({ title: outcome.error, tone: 'error' })
  }

  return (
    <main className={cx(pageColumn, layout)}>
      <Link href="/campaigns" variant="quiet">
        <ArrowLeft size={14} aria-hidden="true" /> Все кампании
      </Link>
      <p className="place">
        {placeName(campaign.advertisePlace)}
        {campaign.individualIndex !== undefined && ` · № ${campaign.individualIndex}`}
      </p>
      <div className="page-top">
        <h1>{campaign.name}</h1>
      </div>
      <div className="badges" aria-label="Статусы">
        <Badge tone={CAMPAIGN_BADGE_CLASS[campaign.state._id]}>{campaign.state.name}</Badge>
        {!isObserver && (
          <Badge tone={PAYMENT_BADGE[campaign.paymentState._id]}>{campaign.paymentState.name}</Badge>
        )}
        {!isObserver && (
          <Badge tone={RESERVATION_BADGE[campaign.reservationStatus._id]}>
            {campaign.reservationStatus.name}
          </Badge>
        )}
      </div>
      {reason && (
        <p className="reason" role="note">
          Причина отклонения: {reason}
        </p>
      )}
      <div className="grid">
        <div>
          <section aria-labelledby="periods-title">
            <h2 id="periods-title">Стоимость по периодам</h2>
            <Table
              label="Стоимость по периодам"
              columns={[
                // Two dates need twice a sum's room: at 390 px both fit whole (the title says it is the cost).
                { id: 'period', name: 'Период', isRowHeader: true, width: '2fr' },
                { id: 'total', name: 'Без НДС', align: 'end', width: '1fr' },
              ]}
              rows={rows}
              height={360}
              emptyText="Периоды появятся после расчёта"
              cell={(r, c) =>
                c === 'period' ? (
                  <DateText value={r.startDate} until={r.endDate} />
                ) : (
                  <Money kopecks={r.total} />
                )
              }
            />
          </section>
          <Suspense fallback={null}>
            <CampaignParameters
              place={campaign.advertisePlace}
              calculation={campaign.calculation}
              isObserver={isObserver}
            />
          </Suspense>
        </div>
        <aside className={cx(card, 'summary')} aria-label="Итоги кампании">
          <dl>
            <dt>Период</dt>
            <dd>
              <DateText value={campaign.startDate} until={campaign.endDate} />
            </dd>
            {!isObserver && (
              <>
                <dt>Без НДС</dt>
                <dd>
                  <Money roubles={campaign.totalSumWithoutTaxes} />
                </dd>
                <dt>НДС</dt>
                <dd>
                  <Money roubles={campaign.taxesSum} />
                </dd>
                <dt>Итоговая стоимость</dt>
                <dd className="total">
                  <Money kopecks={fromRoubles(campaign.totalSumWithoutTaxes + campaign.taxesSum)} />
                </dd>
              </>
            )}
          </dl>
          {actions.length > 0 && (
            <div className="actions">
              {actions.includes('sendToModeration') && (
                <Button onPress={() => void send()} isPending={sending.loading}>
                  <Send aria-hidden="true" />
                  Отправить на модерацию
                </Button>
              )}
              {actions.includes('continueInWizard') && link && (
                <Link href={link}>
                  <Pencil size={14} aria-hidden="true" /> Продолжить оформление
                </Link>
              )}
              {actions.includes('statistics') && (
                <Link href={statisticsLink(campaign._id)}>
                  <BarChart3 size={14} aria-hidden="true" /> Статистика
                </Link>
              )}
              {actions.includes('delete') && (
                <Button variant="secondary" onPress={() => ask({ id: campaign._id, name: campaign.name })}>
                  <Trash2 aria-hidden="true" />
                  Удалить
                </Button>
              )}
            </div>
          )}
        </aside>
      </div>
      {dialog}
    </main>
  )
}
