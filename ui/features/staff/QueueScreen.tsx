import { Inbox } from 'lucide-react'
import { useCallback, useEffect } from 'react'
import { useLocation } from 'wouter'
import { parseQuery } from '../../../core/cabinet/routing/address'
import { Clock } from '../../../core/ports/clock.port'
import { QueueStore } from '../../../core/staff/staff-queue.store'
import {
  isNarrowed,
  NO_FILTERS,
  queueAddressQuery,
  queueFiltersFrom,
  queueHref,
  withChoice,
} from '../../../core/staff/staff-queue-filters.view-model'
import { queueCountText, type QueueRowView } from '../../../core/staff/staff-queue.view-model'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { pageColumn } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Loading } from '../../design/Loading'
import { Skeleton } from '../../design/Skeleton'
import { QueueFilters } from './QueueFilters'
import { QueueGrid } from './QueueGrid'

/**
 * The staff desk's queue (issue #48 item 2): every campaign waiting for a staff decision, oldest first, paged on
 * the server as it scrolls; filters and search in the address, so a reload or a link shows the same queue.
 */
export const QueueScreen = ({ query }: ScreenProps) => {
  const queue = useService(QueueStore)
  const clock = useService<Clock>(Clock)
  const state = useReadable(queue)
  const [, navigate] = useLocation()
  const asked = queueAddressQuery(queueFiltersFrom(query))

  // The address decides what is shown (a reload, a link, Back)…
  useEffect(() => queue.show(queueFiltersFrom(parseQuery(asked))), [queue, asked])
  // …and a search asked after a pause in typing is written back to it.
  useEffect(() => {
    const shown = queueAddressQuery(queue.getSnapshot().filters)
    if (state.status !== 'idle' && shown !== asked)
      navigate(queueHref(queue.getSnapshot().filters), { replace: true })
  }, [queue, state.filters, state.status, asked, navigate])

  const onRange = useCallback((first: number, last: number) => queue.ensure(first, last), [queue])
  const open = (row: QueueRowView) => navigate(row.href)
  const choose = (filter: 'place' | 'state' | 'waits', id: string) =>
    navigate(queueHref(withChoice(state.filters, filter, id)))

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>
          Очередь на проверку
          {state.count !== undefined && <span className="page-count">{queueCountText(state.count)}</span>}
        </h1>
      </div>
      <QueueFilters
        filters={state.filters}
        typed={state.typed}
        onType={(text) => queue.type(text)}
        onChoose={choose}
        onClear={() => {
          queue.type('')
          navigate(queueHref(NO_FILTERS))
        }}
      />
      {state.error !== undefined && <LoadFailed message={state.error} onRetry={() => queue.retry()} />}
      {state.status === 'loading' && state.count === undefined ? (
        <Loading label="Загрузка очереди">
          <Skeleton height={64} lines={6} />
        </Loading>
      ) : state.count === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden="true" />}
          title={isNarrowed(state.filters) ? 'Ничего не нашлось' : 'Очередь пуста'}
          action={
            isNarrowed(state.filters) ? (
              <Button variant="secondary" onPress={() => navigate('/staff')}>
                Показать всю очередь
              </Button>
            ) : undefined
          }
        >
          {isNarrowed(state.filters)
            ? 'Под эти условия не подходит ни одна кампания, ждущая решения.'
            : 'Все кампании рассмотрены: новых решений не ждёт ни одна.'}
        </EmptyState>
      ) : state.count !== undefined ? (
        <QueueGrid
          count={state.count}
          itemAt={(i) => queue.itemAt(i)}
          now={clock.now()}
          onRange={onRange}
          onOpen={open}
        />
      ) : null}
    </main>
  )
}
