import { css, cx } from '@linaria/core'
import { BarChart3, CalendarPlus, Pause, Pencil, Play, ReceiptText, Send, Trash2, Upload } from 'lucide-react'
import { Fragment } from 'react'
import type { Campaign } from '../../../core/contract/campaign.answer'
import type { PurchaseWire } from '../../../core/contract/purchase.answer'
import { RESUBMIT_LABEL } from '../../../core/campaign/campaign-resubmission'
import { isRejected } from '../../../core/campaign/campaign-state.sets'
import { SEND_LABEL } from '../../../core/cabinet/view/resubmission.view-model'
import { statisticsLink, type DetailAction } from '../../../core/cabinet/view/campaign-detail.view-model'
import { paymentDue } from '../../../core/cabinet/view/payment.view-model'
import type { MaterialStep } from '../../../core/cabinet/view/wizard.view-model'
import { PRINT_COST_LABEL } from '../../../core/pricing/rules/print-costs'
import { purchaseAudience } from '../../../core/cabinet/view/campaign-detail-items.view-model'
import { fromRoubles } from '../../../core/shared/money'
import { card } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { font, space } from '../../design/tokens'
import { facts, section } from './campaign-page.styles'

const box = css`
  dd {
    text-align: right;
  }
  .total {
    font-weight: 700;
    font-size: ${font.h3};
  }
  .relation {
    margin: ${space(4)} 0 0;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    margin-top: ${space(5)};
  }
`

/**
 * The campaign page's summary (R-SCREEN-05): the period, the audience bought (OTS, GRP), the sums, the campaign
 * it prolongs or that prolongs it, and what can be done now (the core's detailActions). An observer sees no sums.
 */
export const CampaignSummary = ({
  campaign,
  purchase,
  isObserver,
  actions,
  link,
  payHref,
  sendBlocked,
  material,
  sending,
  prolonging,
  switching,
  onSend,
  onProlong,
  onShowing,
  onDelete,
}: {
  readonly campaign: Campaign
  readonly purchase: PurchaseWire | undefined
  readonly isObserver: boolean
  readonly actions: readonly DetailAction[]
  readonly link: string | null
  /** The payment step, where the campaign is invoiced (issue #47). */
  readonly payHref?: string | undefined
  /** Why the campaign cannot be sent to moderation yet (issue #47), or sent again (issue #48). */
  readonly sendBlocked?: string | undefined
  /** The way to the draft's missing material, or why it waits for the manager (core materialStep). */
  readonly material?: MaterialStep | undefined
  readonly sending: boolean
  readonly prolonging: boolean
  /** While a pause or resume of the showing is being sent. */
  readonly switching: boolean
  readonly onSend: () => void
  /** Makes the draft that continues the campaign (cabinet §7 prolongation). */
  readonly onProlong: () => void
  /** Pauses (false) or resumes (true) the showing (cabinet §4 start/stop). */
  readonly onShowing: (isAllowed: boolean) => void
  readonly onDelete: () => void
}) => {
  const due = paymentDue(campaign)
  return (
    <aside className={cx(card, section, box)} aria-label="Итоги кампании">
      <dl className={facts}>
        <dt>Период</dt>
        <dd>
          <DateText value={campaign.startDate} until={campaign.endDate} />
        </dd>
        {purchase &&
          purchaseAudience(purchase).map((line) => (
            <Fragment key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </Fragment>
          ))}
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
            {/* Issue #47: the print order is paid with the campaign, so the sum owed shows it. */}
            {due.print && (
              <>
                <dt>{due.print.label}</dt>
                <dd>
                  <Money kopecks={due.print.total} /> {PRINT_COST_LABEL}
                </dd>
                <dt>К оплате</dt>
                <dd className="total">
                  <Money kopecks={due.total} />
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {campaign.parentProlongation && (
        <p className="relation">
          <Link href={`/campaigns/${campaign.parentProlongation}`}>Продлевает предыдущую кампанию</Link>
        </p>
      )}
      {campaign.prolongationCampaign && (
        <p className="relation">
          <Link href={`/campaigns/${campaign.prolongationCampaign}`}>Продление этой кампании</Link>
        </p>
      )}
      {(actions.length > 0 || sendBlocked || material) && (
        <div className="actions">
          {(actions.includes('sendToModeration') || actions.includes('resubmit')) && (
            <Button onPress={onSend} isPending={sending}>
              <Send aria-hidden="true" />
              {actions.includes('resubmit') ? RESUBMIT_LABEL : SEND_LABEL}
            </Button>
          )}
          {sendBlocked && <p role="note">{sendBlocked}</p>}
          {material?.kind === 'afterConfirmation' && <p role="note">{material.note}</p>}
          {material?.kind === 'upload' && (
            <Link href={material.href}>
              <Upload size={14} aria-hidden="true" /> {material.label}
            </Link>
          )}
          {actions.includes('pay') && payHref && (
            <Link href={payHref}>
              <ReceiptText size={14} aria-hidden="true" /> Счёт на оплату
            </Link>
          )}
          {actions.includes('continueInWizard') && link && (
            <Link href={link}>
              <Pencil size={14} aria-hidden="true" />{' '}
              {/* R-LINK-04: a rejected campaign's link is its media step, where its material is replaced. */}
              {isRejected(campaign.state._id) ? 'Заменить материал' : 'Продолжить оформление'}
            </Link>
          )}
          {actions.includes('statistics') && (
            <Link href={statisticsLink(campaign._id)}>
              <BarChart3 size={14} aria-hidden="true" /> Статистика
            </Link>
          )}
          {actions.includes('pause') && (
            <Button variant="secondary" onPress={() => onShowing(false)} isPending={switching}>
              <Pause aria-hidden="true" />
              Приостановить показ
            </Button>
          )}
          {actions.includes('resume') && (
            <Button onPress={() => onShowing(true)} isPending={switching}>
              <Play aria-hidden="true" />
              Возобновить показ
            </Button>
          )}
          {actions.includes('prolong') && (
            <Button variant="secondary" onPress={onProlong} isPending={prolonging}>
              <CalendarPlus aria-hidden="true" />
              Продлить кампанию
            </Button>
          )}
          {actions.includes('delete') && (
            <Button variant="secondary" onPress={onDelete}>
              <Trash2 aria-hidden="true" />
              Удалить
            </Button>
          )}
        </div>
      )}
    </aside>
  )
}
