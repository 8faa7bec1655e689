import { css } from '@linaria/core'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useState } from 'react'
import { invoiceRows } from '../../../core/cabinet/view/campaign-detail-records.view-model'
import { paymentOrderRows } from '../../../core/cabinet/view/payment-orders.view-model'
import {
  DECIDED,
  decisionOf,
  REASON_DIALOG,
  type DecisionGiven,
} from '../../../core/staff/staff-decision.view-model'
import type { ReviewAction } from '../../../core/staff/staff-desk.contract'
import { ReviewStore } from '../../../core/staff/staff-review.store'
import { QueueStore } from '../../../core/staff/staff-queue.store'
import { queueHref } from '../../../core/staff/staff-queue-filters.view-model'
import {
  campaignActions,
  creativeViews,
  nothingToDecide,
  reviewHead,
  reviewHistory,
} from '../../../core/staff/staff-review.view-model'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { BoughtItems } from '../../components/BoughtItems'
import { LoadFailed } from '../../components/LoadFailed'
import { pageColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { Loading } from '../../design/Loading'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { space } from '../../design/tokens'
import { ReasonDialog } from './ReasonDialog'
import { ReviewActions } from './ReviewActions'
import { ReviewCreatives } from './ReviewCreatives'
import { ReviewHead } from './ReviewHead'
import { ReviewHistory } from './ReviewHistory'
import { ReviewPaperwork } from './ReviewPaperwork'
import { panel } from './review.styles'

const stack = css`
  display: grid;
  gap: ${space(5)};
  .back {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
  }
`

/** A decision waiting for its reason: the action, and the creative (and its document) when it is one's. */
interface Asking {
  readonly action: ReviewAction
  readonly subject: string
  readonly given: DecisionGiven
}

/**
 * One campaign as staff decide on it (issue #48 items 3–4, 6): what was bought line by line, the creatives beside
 * the format's requirements, the invoices and documents, the history, and the decisions the viewer may take
 * now. A decision shows its answer at once: the new state, the history line, the actions left.
 */
export const ReviewScreen = ({ params }: ScreenProps) => {
  const id = params['id'] ?? ''
  const store = useService(ReviewStore)
  const state = useReadable(store)
  const queue = useReadable(useService(QueueStore))
  const [asking, setAsking] = useState<Asking | undefined>(undefined)
  useEffect(() => {
    void store.load(id)
  }, [store, id])

  const review = state.campaignId === id ? state.review : undefined
  const decide = async (action: ReviewAction, given: DecisionGiven = {}) => {
    const done = await store.decide(decisionOf(action, given))
    notify(done.ok ? { title: DECIDED[action], tone: 'success' } : { title: done.error, tone: 'error' })
  }
  const ask = (action: ReviewAction, subject: string, given: DecisionGiven = {}) => {
    if (REASON_DIALOG[action]) setAsking({ action, subject, given })
    else void decide(action, given)
  }

  const head = review && reviewHead(review)
  const busy = state.deciding !== undefined
  const dialog = asking && REASON_DIALOG[asking.action]
  return (
    <main className={pageColumn}>
      <div className={stack}>
        <Link href={queueHref(queue.filters)} className="back">
          <ArrowLeft size={16} aria-hidden="true" />К очереди
        </Link>
        <h1 style={{ margin: 0 }}>{head ? head.title : 'Проверка кампании'}</h1>
        {state.status === 'error' && state.campaignId === id && (
          <LoadFailed message={state.error} onRetry={() => void store.load(id)} />
        )}
        {!review && state.status !== 'error' && (
          <Loading label="Загрузка кампании" className={panel}>
            <Skeleton lines={6} />
          </Loading>
        )}
        {review && head && (
          <>
            <ReviewHead view={head} />
            <ReviewActions
              actions={campaignActions(review)}
              nothing={nothingToDecide(review)}
              busy={busy}
              onAct={(a) => ask(a.action, `Кампания ${head.title}`)}
            />
            <ReviewCreatives
              creatives={creativeViews(review)}
              requirements={review.requirements}
              busy={busy}
              onApprove={(c) => ask('approveCreative', c.name, { creativeId: c.id })}
              onReject={(c) =>
                ask('rejectCreative', `Материал «${c.name}» кампании ${head.title}`, { creativeId: c.id })
              }
              onDocument={(verdict, c, d) =>
                ask(
                  verdict === 'approve' ? 'approveDocument' : 'rejectDocument',
                  `Документ «${d.name}» к материалу «${c.name}»`,
                  { creativeId: c.id, documentId: d.id },
                )
              }
            />
            <div className={panel}>
              <BoughtItems purchase={review.purchase} money />
            </div>
            <ReviewPaperwork
              invoices={invoiceRows(review.purchase)}
              orders={paymentOrderRows(review.payments)}
              documents={review.documents}
            />
            <ReviewHistory rows={reviewHistory(review)} />
          </>
        )}
      </div>
      {asking && dialog && (
        <ReasonDialog
          title={dialog.title}
          confirm={dialog.confirm}
          subject={asking.subject}
          required={dialog.required}
          onClose={() => setAsking(undefined)}
          onDecide={(reason) => void decide(asking.action, { ...asking.given, reason })}
        />
      )}
    </main>
  )
}
