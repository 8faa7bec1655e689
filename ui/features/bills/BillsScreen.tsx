import { css, cx } from '@linaria/core'
import { FileText, ReceiptText } from 'lucide-react'
import { useEffect } from 'react'
import { BillsStore, INVOICE_PAGE, type Invoice } from '../../../core/cabinet/stores/bills.store'
import {
  annexFileName,
  annexTitle,
  invoiceFileName,
  invoiceStanding,
  payByDate,
} from '../../../core/cabinet/view/bills.view-model'
import { pageCountOf } from '../../../core/cabinet/view/pagination'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { PdfButton } from '../../components/PdfButton'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { DateText } from '../../design/DateText'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { Pagination } from '../../design/Pagination'
import { Skeleton } from '../../design/Skeleton'
import { Table } from '../../design/Table'
import { color, space } from '../../design/tokens'

const annexes = css`
  margin-top: ${space(8)};
  padding: ${space(4)} ${space(6)};
  h2 {
    margin: 0 0 ${space(3)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space(4)};
    padding: ${space(2)} 0;
    border-bottom: 1px solid ${color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`

const COLUMNS = [
  { id: 'number', name: '№ счёта', isRowHeader: true, width: 110 },
  { id: 'campaign', name: 'Кампания', width: '1fr' as const },
  { id: 'issuedOn', name: 'Выставлен', width: 120 },
  { id: 'payUntil', name: 'Оплатить до', width: 130 },
  { id: 'total', name: 'Сумма с НДС', align: 'end' as const, width: 160 },
  { id: 'state', name: 'Оплата', width: 170 },
  { id: 'pdf', name: 'Файл', width: 110 },
]

const cell = (i: Invoice, column: string) => {
  switch (column) {
    case 'number':
      return i.number
    case 'campaign':
      return <Link href={`/campaigns/${i.campaignId}`}>{i.campaignName}</Link>
    case 'issuedOn':
      return <DateText value={i.issuedOn} />
    case 'payUntil': {
      const day = payByDate(i)
      return day === null ? '—' : <DateText value={day} />
    }
    case 'total':
      return <Money roubles={i.totalSum} />
    case 'state': {
      const standing = invoiceStanding(i)
      return <Badge tone={standing.tone}>{standing.label}</Badge>
    }
    case 'pdf':
      return (
        <PdfButton
          path={i.downloadUrl}
          name={invoiceFileName(i.number)}
          label={`Скачать счёт № ${i.number}`}
        />
      )
    default:
      return null
  }
}

/**
 * /bills (R-SCREEN-10, R-SCREEN-52): the account's invoices, newest first, with their sum, payment state and
 * 'оплатить до' day (R-CONST-06), each downloadable as PDF; then the annexes of the invoiced campaigns.
 */
export const BillsScreen = () => {
  const bills = useService(BillsStore)
  const state = useReadable(bills)
  useEffect(() => {
    void bills.load(1)
  }, [bills])
  const rows = state.invoices.map((i) => ({ ...i, id: i._id }))
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Счета{state.status === 'ready' && <span className="page-count">{state.count}</span>}</h1>
      </div>
      <p style={{ marginTop: 0, color: color.muted }}>
        Оплатите счёт до даты в колонке «Оплатить до»: после оплаты кампания уходит в запуск.
      </p>
      {state.status === 'error' && <LoadFailed message={state.error} onRetry={() => void bills.load()} />}
      {state.status === 'loading' && state.invoices.length === 0 ? (
        <Skeleton height={44} lines={4} />
      ) : state.status === 'ready' && state.invoices.length === 0 ? (
        <EmptyState icon={<ReceiptText aria-hidden="true" />} title="Счетов пока нет">
          Счёт выставляется на шаге оплаты кампании; здесь он появится вместе с приложением.
        </EmptyState>
      ) : (
        <>
          <Table label="Счета" columns={COLUMNS} rows={rows} cell={cell} height={560} />
          <Pagination
            page={state.page}
            pageCount={pageCountOf(state.count, INVOICE_PAGE)}
            onChange={(p) => void bills.load(p)}
            label="Страницы счетов"
          />
        </>
      )}
      {state.annexes.length > 0 && (
        <section className={cx(card, annexes)} aria-labelledby="annexes-title">
          <h2 id="annexes-title">Приложения к договору</h2>
          <ul>
            {state.annexes.map((a) => (
              <li key={a.campaignId}>
                <span>
                  <FileText size={16} aria-hidden="true" /> {annexTitle(a)}
                </span>
                <PdfButton
                  path={a.downloadUrl}
                  name={annexFileName(a.number)}
                  label={`Скачать приложение № ${a.number}`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
