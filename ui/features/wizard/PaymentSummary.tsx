import { css, cx } from '@linaria/core'
import type { PaymentDue, PaymentInvoice } from '../../../core/cabinet/view/payment.view-model'
import { PRINT_COST_LABEL } from '../../../core/pricing/rules/print-costs'
import { DateText } from '../../design/DateText'
import { Money } from '../../design/Money'
import { color, font, space } from '../../design/tokens'

const facts = css`
  display: grid;
  /* The labels wrap on a phone rather than widen the step (a print package's name can be long). */
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space(2)} ${space(4)};
  margin: 0;
  dt {
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .total {
    font-weight: 700;
    font-size: ${font.h3};
  }
  /* A list of sums: the labels take the room and wrap, each sum keeps its line, right-aligned. */
  &.sums {
    grid-template-columns: minmax(0, 1fr) auto;
    max-width: 520px;
  }
  &.sums dd {
    text-align: right;
  }
`

/** What is owed (issue #47): the campaign with VAT, the print order on its own line, and the sum of both. */
export const PaymentDueList = ({ due }: { readonly due: PaymentDue }) => (
  <dl className={cx(facts, 'sums')} aria-label="К оплате">
    <dt>Кампания с НДС</dt>
    <dd>
      <Money kopecks={due.campaign} />
    </dd>
    {due.print && (
      <>
        <dt>{due.print.label}</dt>
        <dd>
          <Money kopecks={due.print.total} /> {PRINT_COST_LABEL}
        </dd>
      </>
    )}
    <dt>К оплате</dt>
    <dd className="total">
      <Money kopecks={due.total} />
    </dd>
  </dl>
)

/** The campaign's latest invoice, as the server keeps it: number, buyer, sum, pay-by day (R-CONST-06). */
export const InvoiceFacts = ({ invoice }: { readonly invoice: PaymentInvoice }) => (
  <dl className={facts} aria-label="Счёт">
    <dt>Счёт №</dt>
    <dd>{invoice.number}</dd>
    {invoice.buyerName && (
      <>
        <dt>Покупатель</dt>
        <dd>{invoice.buyerName}</dd>
      </>
    )}
    <dt>Сумма с НДС</dt>
    <dd>
      <Money kopecks={invoice.total} />
    </dd>
    <dt>{invoice.paid ? 'Оплачен' : 'Оплатить до'}</dt>
    <dd>{invoice.paid ? 'да' : <DateText value={invoice.payUntil} />}</dd>
  </dl>
)
