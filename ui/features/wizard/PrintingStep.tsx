import { css } from '@linaria/core'
import { useState } from 'react'
import { Radio, RadioGroup } from 'react-aria-components'
import type { PlacedTypographyOrder, TypographyChoice } from '../../../core/cabinet/stores/typography.store'
import type { PaymentDue, PaymentInvoice } from '../../../core/cabinet/view/payment.view-model'
import { PRINT_COST_LABEL } from '../../../core/pricing/rules/print-costs'
import { Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { color, focusRing, font, radius, space } from '../../design/tokens'
import { PaymentDueList } from './PaymentSummary'

const step = css`
  display: grid;
  gap: ${space(4)};
  max-width: 640px;
  .packages {
    display: grid;
    gap: ${space(3)};
  }
  .package {
    display: flex;
    justify-content: space-between;
    gap: ${space(4)};
    padding: ${space(4)};
    border: 1px solid ${color.border};
    border-radius: ${radius.card};
    cursor: pointer;
  }
  .package[data-selected] {
    border-color: ${color.accent};
    background: ${color.accentBg};
  }
  .package[data-focus-visible] {
    ${focusRing}
  }
  .name {
    font-weight: 600;
  }
  .detail {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .total {
    white-space: nowrap;
    font-weight: 600;
  }
  > button {
    justify-self: start;
  }
`

/**
 * 'Типография' (R-SCREEN-54): the packages priced for this campaign with VAT ('Самостоятельно' at 0), the public
 * offer to accept, and the order; once placed, what was ordered, what is owed with it and the invoice that says
 * so (issue #47: the print order reaches the totals and the bill).
 */
export const PrintingStep = ({
  choices,
  refusal,
  offerHref,
  placed,
  busy,
  error,
  due,
  invoice,
  paymentHref,
  onOrder,
}: {
  readonly choices: readonly TypographyChoice[]
  readonly refusal: string | undefined
  readonly offerHref: string
  readonly placed: PlacedTypographyOrder | undefined
  readonly busy: boolean
  readonly error: string | undefined
  readonly due: PaymentDue
  /** The campaign's latest invoice, if it has one. */
  readonly invoice: PaymentInvoice | undefined
  /** The payment step, to issue an invoice that is not up to date. */
  readonly paymentHref: string | undefined
  readonly onOrder: (typographyId: string) => void
}) => {
  // A campaign that already has an order starts on its package.
  const [chosen, setChosen] = useState<string>(
    placed && choices.some((c) => c.id === placed._id) ? placed._id : (choices[0]?.id ?? ''),
  )
  const [accepted, setAccepted] = useState(false)
  if (refusal) return <Notice tone="error">{refusal}</Notice>
  return (
    <div className={step}>
      {error && <Notice tone="error">{error}</Notice>}
      {placed && (
        <Notice tone="success">
          Печать заказана: «{placed.name}», {placed.quantity} шт., <Money roubles={placed.totalPrice} />{' '}
          {PRINT_COST_LABEL}
        </Notice>
      )}
      {placed && <PaymentDueList due={due} />}
      {invoice &&
        (invoice.outdated ? (
          <Notice tone="error">
            Счёт № {invoice.number} выставлен на другую сумму.{' '}
            {paymentHref && <Link href={paymentHref}>Выставить счёт заново</Link>}
          </Notice>
        ) : (
          placed &&
          due.print && (
            <p className="detail">
              Счёт № {invoice.number} на <Money kopecks={invoice.total} /> включает печать.
            </p>
          )
        ))}
      <RadioGroup aria-label="Пакет типографии" className="packages" value={chosen} onChange={setChosen}>
        {choices.map((c) => (
          <Radio key={c.id} value={c.id} className="package">
            <span>
              <span className="name">{c.name}</span>
              <br />
              <span className="detail">{c.detail}</span>
            </span>
            <span className="total">{c.total}</span>
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox isSelected={accepted} onChange={setAccepted}>
        <span>
          Принимаю условия{' '}
          <Link href={offerHref} target="_blank">
            публичной оферты
          </Link>
        </span>
      </Checkbox>
      <Button isDisabled={!accepted || chosen === ''} isPending={busy} onPress={() => onOrder(chosen)}>
        {placed ? 'Заказать заново' : 'Заказать печать'}
      </Button>
    </div>
  )
}
