import { css } from '@linaria/core'
import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import type { LegalEntityRow } from '../../../core/advertiser/advertiser.store'
import type { Invoice } from '../../../core/cabinet/stores/bills.store'
import { Notice } from '../../components/form'
import { PdfButton } from '../../components/PdfButton'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { Select } from '../../design/Select'
import { space } from '../../design/tokens'

const step = css`
  display: grid;
  gap: ${space(5)};
  max-width: 640px;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space(2)} ${space(4)};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .actions {
    display: flex;
    gap: ${space(3)};
    flex-wrap: wrap;
  }
`

const entityName = (e: LegalEntityRow): string =>
  [e.formOfBusiness, e.name ?? 'без названия', e.inn ? `ИНН ${e.inn}` : ''].filter(Boolean).join(' ')

/**
 * 'Ввод реквизитов' (issue #15 item 5): the invoice is made out to a legal entity of the profile; once issued,
 * its number, sum and pay-by day, and the PDF to download. A profile without one is sent to add it.
 */
export const PaymentStep = ({
  entities,
  invoice,
  busy,
  error,
  onIssue,
}: {
  readonly entities: readonly LegalEntityRow[]
  readonly invoice: Invoice | undefined
  readonly busy: boolean
  readonly error: string | undefined
  readonly onIssue: (legalEntityId: string) => void
}) => {
  const [picked, setChosen] = useState<string | undefined>()
  // The profile's list may arrive after the step: until one is picked, the first entity is the choice.
  const chosen = entities.some((e) => e._id === picked) ? picked : entities[0]?._id
  if (entities.length === 0)
    return (
      <EmptyState
        icon={<ReceiptText />}
        title="Нет юридического лица для счёта"
        action={<Link href="/profile">Добавить в профиле</Link>}
      >
        Счёт выставляется на юридическое лицо из профиля.
      </EmptyState>
    )
  return (
    <div className={step}>
      {error && <Notice tone="error">{error}</Notice>}
      <Select
        label="Юридическое лицо"
        options={entities.map((e) => ({ id: e._id, name: entityName(e) }))}
        value={chosen ?? null}
        onChange={setChosen}
      />
      {invoice ? (
        <dl aria-label="Счёт">
          <dt>Счёт №</dt>
          <dd>{invoice.number}</dd>
          <dt>Сумма с НДС</dt>
          <dd>
            <Money roubles={invoice.totalSum} />
          </dd>
          <dt>Оплатить до</dt>
          <dd>
            <DateText value={invoice.payUntil} />
          </dd>
        </dl>
      ) : null}
      <div className="actions">
        <Button
          variant={invoice ? 'secondary' : 'primary'}
          isPending={busy}
          isDisabled={!chosen}
          onPress={() => chosen && onIssue(chosen)}
        >
          {invoice ? 'Выставить заново' : 'Выставить счёт'}
        </Button>
        {invoice && (
          <PdfButton
            path={invoice.downloadUrl}
            name={`Счёт ${invoice.number}.pdf`}
            label={`Скачать счёт ${invoice.number}`}
          />
        )}
      </div>
    </div>
  )
}
