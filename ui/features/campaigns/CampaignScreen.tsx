import { css, cx } from '@linaria/core'
import { ArrowLeft } from 'lucide-react'
import { Suspense, useEffect } from 'react'
import { useLocation } from 'wouter'
import { placeName } from '../../../core/campaign/calculator.catalogue'
import { campaignLink } from '../../../core/cabinet/routing/campaign.link'
import { capabilitiesOf } from '../../../core/cabinet/roles/capabilities'
import { CAMPAIGN_BADGE_CLASS } from '../../../core/campaign/campaign-state.labels'
import { ApplicationStore } from '../../../core/cabinet/stores/application.store'
import { ProlongationStore } from '../../../core/cabinet/stores/prolongation.store'
import { CampaignShowingStore } from '../../../core/cabinet/stores/campaign-showing.store'
import { ResubmissionStore } from '../../../core/cabinet/stores/resubmission.store'
import { moderationReasonOf, sendOffer } from '../../../core/cabinet/view/resubmission.view-model'
import { materialStep, paymentStepLink } from '../../../core/cabinet/view/wizard.view-model'
import { CampaignDetailStore } from '../../../core/cabinet/stores/campaign-detail.store'
import { detailActions, showingOf } from '../../../core/cabinet/view/campaign-detail.view-model'
import { hasVideoPlan } from '../../../core/cabinet/view/video-plan.view-model'
import {
  creativesOf,
  historyRows,
  invoiceRows,
  printOrderOf,
} from '../../../core/cabinet/view/campaign-detail-records.view-model'
import { PAYMENT_BADGE, RESERVATION_BADGE } from '../../../core/cabinet/view/campaign-table.view-model'
import { useService } from '../../app/container-context'
import { lazyNamed } from '../../app/lazy-named'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { color, font, mobile, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { BoughtItems } from '../../components/BoughtItems'
import { CampaignAdvertiser } from './CampaignAdvertiser'
import { CampaignCreatives } from './CampaignCreatives'
import { CampaignHistory } from './CampaignHistory'
import { CampaignPaperwork } from './CampaignPaperwork'
import { CampaignPayments } from './CampaignPayments'
import { CampaignVideoPlan } from './CampaignVideoPlan'
import { CampaignSummary } from './CampaignSummary'
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
    grid-template-columns: minmax(0, 3fr) minmax(320px, 1fr);
    gap: ${space(6)};
    align-items: start;
  }
  .main {
    display: grid;
    gap: ${space(6)};
    min-width: 0;
  }
  ${mobile} {
    .grid {
      grid-template-columns: minmax(0, 1fr);
    }
    /* On a phone the sums and what can be done come first, what was bought under them. */
    .grid > aside {
      order: -1;
    }
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
 * /campaigns/{id} (R-SCREEN-05; issue #47 item 4): the campaign's states, period and cost; what it bought, item by
 * item with its periods; the advertiser it is booked for, changeable while it is a draft; its creatives with their
 * frames and moderation; its invoices and print order; once invoiced, the payment orders its advertiser declares
 * (cabinet §7 payments); its calculator's choices read back; its history; and what can be done with it now (the core's detailActions): send
 * a draft to moderation, continue in the wizard where its link leads, open the statistics, delete it until it
 * is paid. An observer reads only, without sums or invoices.
 */
export const CampaignScreen = ({ params }: ScreenProps) => {
  const id = params['id'] ?? ''
  const detail = useService(CampaignDetailStore)
  const application = useService(ApplicationStore)
  const resubmission = useService(ResubmissionStore)
  const prolongation = useService(ProlongationStore)
  const showing = useService(CampaignShowingStore)
  const switching = useReadable(showing).loading
  const prolonging = useReadable(prolongation).loading
  const first = useReadable(application)
  const again = useReadable(resubmission)
  const sending = first.loading || again.loading
  const { status, campaign, error } = useReadable(detail)
  const { profile } = useReadable(useSession())
  const [, navigate] = useLocation()
  const { ask, dialog } = useDeleteCampaign(() => navigate('/campaigns'))
  useEffect(() => {
    void detail.load(id)
    void detail.loadPurchase(id)
  }, [detail, id])
  const { purchase, purchaseError } = useReadable(detail)

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
  // Issue #47: sending waits for the creative moderation needs; every unpaid campaign leads to its invoice.
  // Issue #48: a rejected campaign is sent again once something changed since its rejection.
  const offer = sendOffer(campaign)
  const resubmit = offer.kind !== 'none' && offer.resubmit
  const payHref = paymentStepLink(campaign, { isObserver, isAgency: profile?.isAgency === true })
  // The way to the layout a draft lacks, or, for a shelter campaign, that it waits for the manager (walk defect 2).
  const material = materialStep(campaign, { isObserver, isAgency: profile?.isAgency === true })
  const actions = detailActions(campaign, {
    isObserver,
    link,
    self,
    canSend: offer.kind === 'ready' && !resubmit,
    canResubmit: offer.kind === 'ready' && resubmit,
    ...(payHref ? { payHref } : {}),
  })
  const reason = moderationReasonOf(campaign)
  const send = async () => {
    const outcome = await (resubmit ? resubmission : application).run({
      place: campaign.advertisePlace,
      id: campaign._id,
    })
    if (outcome.ok) {
      const title = resubmit ? 'Кампания снова отправлена на модерацию' : 'Кампания отправлена на модерацию'
      notify({ title, tone: 'success' })
    } else notify({ title: outcome.error, tone: 'error' })
    // Either way the campaign is read again: a refusal most often means it moved on elsewhere (another tab sent
    // it, R-STATE-07), and the page then shows where it stands instead of offering the same press again.
    await Promise.all([detail.load(campaign._id), detail.loadPurchase(campaign._id)])
  }

  // Cabinet §7 prolongation: the draft that continues the campaign opens, to check its period and send it.
  const prolong = async () => {
    const made = await prolongation.run({ place: campaign.advertisePlace, id: campaign._id })
    if (!made.ok) return notify({ title: made.error, tone: 'error' })
    notify({ title: 'Создан черновик продления: проверьте период и отправьте на модерацию', tone: 'success' })
    navigate(`/campaigns/${made.value}`)
  }

  // Cabinet §4 start/stop: the value asked is sent, then the campaign read again shows what the server keeps.
  const switchShowing = async (isAllowed: boolean) => {
    const done = await showing.run({ campaignId: campaign._id, isAllowed })
    if (!done.ok) return notify({ title: done.error, tone: 'error' })
    notify({ title: isAllowed ? 'Показ возобновлён' : 'Показ приостановлен', tone: 'success' })
    await detail.load(campaign._id)
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
      <div className="badges" role="group" aria-label="Статусы">
        <Badge tone={CAMPAIGN_BADGE_CLASS[campaign.state._id]}>{campaign.state.name}</Badge>
        {!isObserver && (
          <Badge tone={PAYMENT_BADGE[campaign.paymentState._id]}>{campaign.paymentState.name}</Badge>
        )}
        {showingOf(campaign) === 'paused' && <Badge tone="neutral">Показ приостановлен</Badge>}
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
        <div className="main">
          {purchase ? (
            <BoughtItems purchase={purchase} money={!isObserver} />
          ) : purchaseError ? (
            <p className="reason" role="alert">
              {purchaseError}
            </p>
          ) : (
            <Skeleton lines={4} />
          )}
          {!isObserver && (
            <CampaignAdvertiser
              campaign={campaign}
              isAgency={profile?.isAgency === true}
              onChanged={() => detail.load(campaign._id)}
            />
          )}
          <CampaignCreatives creatives={creativesOf(campaign)} />
          {hasVideoPlan(campaign.advertisePlace) && (
            <CampaignVideoPlan campaign={campaign} readOnly={!capabilitiesOf(profile).readsMediaLibrary} />
          )}
          {!isObserver && purchase && (
            <CampaignPaperwork invoices={invoiceRows(purchase)} printOrder={printOrderOf(campaign)} />
          )}
          {!isObserver && purchase && purchase.invoices.length > 0 && (
            <CampaignPayments campaignId={campaign._id} campaignState={campaign.state._id} />
          )}
          <Suspense fallback={null}>
            <CampaignParameters
              place={campaign.advertisePlace}
              calculation={campaign.calculation}
              isObserver={isObserver}
            />
          </Suspense>
          {purchase && <CampaignHistory rows={historyRows(purchase)} />}
        </div>
        <CampaignSummary
          campaign={campaign}
          purchase={purchase}
          isObserver={isObserver}
          actions={actions}
          link={link}
          payHref={payHref}
          sendBlocked={offer.kind === 'blocked' && !isObserver ? offer.reason : undefined}
          material={material}
          sending={sending}
          prolonging={prolonging}
          switching={switching}
          onSend={() => void send()}
          onProlong={() => void prolong()}
          onShowing={(isAllowed) => void switchShowing(isAllowed)}
          onDelete={() => ask({ id: campaign._id, name: campaign.name })}
        />
      </div>
      {dialog}
    </main>
  )
}
