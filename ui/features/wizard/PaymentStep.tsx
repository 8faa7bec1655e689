import { css } from '@linaria/core'
import { Plus, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import type { PaymentStepView } from '../../../core/cabinet/view/payment.view-model'
import { OUTDATED_INVOICE } from '../../../core/cabinet/view/payment.view-model'
import { Notice } from '../../components/form'
import { PdfButton } from '../../components/PdfButton'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Select } from '../../design/Select'
import { space } from '../../design/tokens'
import { LegalEntityDialog } from './LegalEntityDialog'
import { InvoiceFacts, PaymentDueList } from './PaymentSummary'

const step = css`
  display: grid;
  gap: ${space(5)};
  max-width: 720px;
  .client {
    margin: 0;
  }
  .actions,
  .entity {
    display: flex;
    gap: ${space(3)};
    flex-wrap: wrap;
    align-items: flex-end;
  }
  .entity > div {
    flex: 1 1 400px;
  }
`

/**
 * 'Ввод реквизитов' (R-SCREEN-03; issue #47): what is owed with the print order, the legal entity the invoice is
 * made out to (an agency's: its client's), one added in a dialog without leaving the step, and the campaign's
 * invoice as the server keeps it — after a reload too — with its PDF.
 */
export const PaymentStep = ({
  view,
  busy,
  error,
  advertiserHref,
  onIssue,
}: {
  readonly view: PaymentStepView
  readonly busy: boolean
  readonly error: string | undefined
  /** The advertiser step, where an agency names its client. */
  readonly advertiserHref: string | undefined
  readonly onIssue: (legalEntityId: string) => void
}) => {
  const [picked, setPicked] = useState<string | undefined>()
  const [adding, setAdding] = useState(false)
  const chosen = view.entities.some((e) => e.id === picked) ? picked : view.preferred
  const add = (
    <Button variant="secondary" onPress={() => setAdding(true)}>
      <Plus aria-hidden />
      Добавить юридическое лицо
    </Button>
  )
  return (
    <div className={step}>
      <PaymentDueList due={view.due} />
      {view.client && (
        <p className="client">
          Счёт выставляется рекламодателю <strong>{view.client.name}</strong>
        </p>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      {view.blocked && <Notice tone={view.invoice?.paid ? 'success' : 'error'}>{view.blocked}</Notice>}
      {view.blocked && view.client === undefined && advertiserHref && !view.invoice?.paid && (
        <Link href={advertiserHref}>Выбрать рекламодателя</Link>
      )}
      {!view.blocked &&
        (view.entities.length === 0 ? (
          <EmptyState icon={<ReceiptText />} title="Нет реквизитов для счёта" action={add}>
            {view.noEntity}
          </EmptyState>
        ) : (
          <div className="entity">
            <Select
              label="Юридическое лицо"
              options={view.entities}
              value={chosen ?? null}
              onChange={setPicked}
            />
            {add}
          </div>
        ))}
      {view.invoice && <InvoiceFacts invoice={view.invoice} />}
      {view.invoice?.outdated && <Notice tone="error">{OUTDATED_INVOICE}</Notice>}
      <div className="actions">
        {!view.blocked && view.entities.length > 0 && (
          <Button
            variant={view.invoice && !view.invoice.outdated ? 'secondary' : 'primary'}
            isPending={busy}
            isDisabled={!chosen}
            onPress={() => chosen && onIssue(chosen)}
          >
            {view.action}
          </Button>
        )}
        {view.invoice && (
          <PdfButton
            path={view.invoice.downloadUrl}
            name={`Счёт ${view.invoice.number}.pdf`}
            label={`Скачать счёт ${view.invoice.number}`}
          />
        )}
      </div>
      <LegalEntityDialog
        isOpen={adding}
        onOpenChange={setAdding}
        {...(view.client ? { client: view.client } : {})}
        onAdded={(entity) => setPicked(entity._id)}
      />
    </div>
  )
}
