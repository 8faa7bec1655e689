import { Landmark } from 'lucide-react'
import { StaffMeStore } from '../../../core/staff/staff-me.store'
import { StatementImportStore } from '../../../core/staff/statement-import.store'
import { statementResult } from '../../../core/staff/statement-import.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { pageColumn } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { StatementDrop } from './StatementDrop'
import { StatementResult } from './StatementResult'

/**
 * Bank statements (issue #48 item 4; /staff/payments), for those who decide payments: the bank's 1C file dropped
 * or chosen, its upload followed, then what it paid and what waits for a person. A role without payments (a
 * profile that did not name its roles reaches here) is told so, with the way back.
 */
export const PaymentsScreen = () => {
  const me = useReadable(useService(StaffMeStore))
  const store = useService(StatementImportStore)
  const state = useReadable(store)
  const allowed = me.me?.capabilities.includes('decidePayment')
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Банковские выписки</h1>
        {state.status === 'done' && (
          <Button variant="secondary" onPress={() => store.reset()}>
            Загрузить другую выписку
          </Button>
        )}
      </div>
      {allowed === false ? (
        <EmptyState
          icon={<Landmark aria-hidden="true" />}
          title="Выписки загружает бухгалтер"
          action={<Link href="/staff">К очереди</Link>}
        >
          Ваша роль не отмечает оплату: выписки банка загружают бухгалтер и администратор.
        </EmptyState>
      ) : (
        <>
          {state.status !== 'done' && (
            <StatementDrop
              uploading={state.status === 'uploading'}
              fileName={state.fileName}
              percent={state.percent}
              onFile={(file) => void store.upload(file)}
            />
          )}
          {state.status === 'error' && (
            <div className="page-error" role="alert" style={{ marginTop: 16 }}>
              Выписка «{state.fileName}» не загружена: {state.error}
            </div>
          )}
          {state.result && <StatementResult view={statementResult(state.result)} />}
        </>
      )}
    </main>
  )
}
