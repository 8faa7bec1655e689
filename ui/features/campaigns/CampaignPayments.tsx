import { css, cx } from '@linaria/core'
import { Fragment, useEffect, useState, type FormEvent } from 'react'
import type { CampaignStateId } from '../../../core/campaign/campaign-state'
import { PaymentOrdersStore } from '../../../core/cabinet/stores/payment-orders.store'
import {
  draftOf,
  EMPTY_ORDER_DRAFT,
  orderBody,
  ORDER_AMOUNT_RULE,
  paymentOrdersView,
  type PaymentOrderDraft,
} from '../../../core/cabinet/view/payment-orders.view-model'
import { Clock } from '../../../core/ports/clock.port'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { LoadFailed } from '../../components/LoadFailed'
import { Inline } from '../../components/section'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { DatePicker } from '../../design/DatePicker'
import { Money } from '../../design/Money'
import { NumberField } from '../../design/NumberField'
import { Skeleton } from '../../design/Skeleton'
import { TextField } from '../../design/TextField'
import { notify } from '../../design/Toast'
import { color, space } from '../../design/tokens'
import { card } from '../../components/page.styles'
import { facts, plainList, records, section } from './campaign-page.styles'

/** What the payments section adds to a records section: the sentence instead of the form, the form's buttons. */
const box = css`
  .closed {
    color: ${color.muted};
    margin: ${space(4)} 0 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`

/**
 * «Оплата» of the campaign page (R-SCREEN-05; cabinet §7 payments, R-API-12): once an invoice is issued, the
 * advertiser tells the marketplace of each payment order it sent (its number, date and amount) and reads the
 * campaign's sums: confirmed, waiting for staff, left to declare. A pending order can be corrected; the form
 * checks what it can before sending, and the server's refusal shows at its field and changes nothing.
 */
export const CampaignPayments = ({
  campaignId,
  campaignState,
}: {
  readonly campaignId: string
  readonly campaignState: CampaignStateId
}) => {
  const store = useService(PaymentOrdersStore)
  const today = useService<Clock>(Clock).today()
  const { status, payments, error, campaignId: loaded } = useReadable(store)
  const saving = useReadable(store.save)
  const [draft, setDraft] = useState<PaymentOrderDraft>(EMPTY_ORDER_DRAFT)
  const [attempted, setAttempted] = useState(false)
  useEffect(() => void store.load(campaignId), [store, campaignId])

  if (status === 'error' && loaded === campaignId)
    return <LoadFailed message={error} onRetry={() => void store.load(campaignId)} />
  if (!payments || loaded !== campaignId) return <Skeleton lines={3} />

  const view = paymentOrdersView(payments, draft, {
    today,
    attempted,
    campaignState,
    refusal: saving.status === 'error' ? saving.error : undefined,
  })
  const edit = (next: PaymentOrderDraft) => {
    if (saving.status === 'error') store.save.reset()
    setDraft(next)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const body = orderBody(draft, today)
    if (!body) return
    const sent = await store.send({
      campaignId,
      ...(draft.correcting ? { paymentId: draft.correcting } : {}),
      body,
    })
    if (!sent) return
    notify({
      title: draft.correcting ? 'Поручение исправлено' : 'Поручение принято: ждёт подтверждения',
      tone: 'success',
    })
    setDraft(EMPTY_ORDER_DRAFT)
    setAttempted(false)
  }

  return (
    <section className={cx(card, section, records, box)} aria-labelledby="payments-title">
      <h2 id="payments-title">Оплата</h2>
      <dl className={facts} aria-label="Суммы оплаты">
        {view.sums.map((s) => (
          <Fragment key={s.label}>
            <dt>{s.label}</dt>
            <dd>
              <Money kopecks={s.kopecks} />
            </dd>
          </Fragment>
        ))}
      </dl>
      {view.rows.length > 0 && (
        <>
          <h3>Платёжные поручения</h3>
          <ul className={plainList} aria-label="Платёжные поручения">
            {view.rows.map((row) => (
              <li key={row.id}>
                <span className="title">{row.title}</span>
                <span className="muted">{row.invoice}</span>
                <Money kopecks={row.amount} />
                <Badge tone={row.tone}>{row.state}</Badge>
                {row.canCorrect && (
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={`Исправить: ${row.title}`}
                    onPress={() => {
                      setAttempted(false)
                      edit(draftOf(payments, row.id))
                    }}
                  >
                    Исправить
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {view.closed !== undefined && <p className="closed">{view.closed}</p>}
      {view.form && (
        <>
          <h3 id="payment-form-title">{view.form.title}</h3>
          <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="payment-form-title">
            {view.form.summary && <Notice tone="error">{view.form.summary}</Notice>}
            <Inline>
              <TextField
                label="Номер поручения"
                value={draft.number}
                inputMode="numeric"
                onChange={(number) => edit({ ...draft, number })}
                errorMessage={view.form.errors.number}
              />
              <DatePicker
                label="Дата платежа"
                value={draft.date}
                max={today}
                onChange={(date) => edit({ ...draft, date })}
                errorMessage={view.form.errors.date}
              />
              <NumberField
                label="Сумма, ₽"
                rule={ORDER_AMOUNT_RULE}
                value={draft.amount}
                steppers={false}
                onChange={(amount) => edit({ ...draft, amount })}
                errorMessage={view.form.errors.amount}
              />
            </Inline>
            <div className="buttons">
              <Button type="submit" isPending={saving.loading}>
                {view.form.submit}
              </Button>
              {draft.correcting && (
                <Button
                  variant="secondary"
                  onPress={() => {
                    setAttempted(false)
                    edit(EMPTY_ORDER_DRAFT)
                  }}
                >
                  Отмена
                </Button>
              )}
            </div>
          </Form>
        </>
      )}
    </section>
  )
}
