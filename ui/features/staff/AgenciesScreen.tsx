import { css } from '@linaria/core'
import { Building2, Pencil } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { AgencyWire } from '../../../core/staff/agency-terms'
import type { AgencyRow } from '../../../core/staff/agency-terms.view-model'
import { StaffAgenciesStore } from '../../../core/staff/staff-agencies.store'
import { StaffMeStore } from '../../../core/staff/staff-me.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Loading } from '../../design/Loading'
import { Skeleton } from '../../design/Skeleton'
import { Table, type TableColumn } from '../../design/Table'
import { TextField } from '../../design/TextField'
import { color, font, space } from '../../design/tokens'
import { AgencyTermsDialog } from './AgencyTermsDialog'

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space(3)} ${space(6)};
  margin-bottom: ${space(4)};
  > :first-child {
    flex: 0 1 360px;
  }
  .count {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .saved {
    color: ${color.success};
    font-weight: 600;
  }
`
const who = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.25;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .email {
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

const COLUMNS: readonly TableColumn[] = [
  { id: 'name', name: 'Агентство', isRowHeader: true, width: '2fr', minWidth: 200 },
  { id: 'discount', name: 'Скидка', align: 'end', width: 90 },
  { id: 'places', name: 'Места', width: '2fr', minWidth: 180 },
  { id: 'until', name: 'Срок', width: 150 },
  { id: 'state', name: 'Состояние', width: 130 },
  { id: 'edit', name: 'Изменить', width: 130 },
]

const TONES = { active: 'current', expired: 'archive', none: 'neutral' } as const

/**
 * The desk's «Агентства» (/staff/agencies): every agency with its personal discount (R-DISC-08/09), searched by name
 * as the agency search does (R-ROLE-10), and the discount set, changed or removed in a dialog by an administrator;
 * the agency's next calculation prices with it. A role that may not is told so, with the way back.
 */
export const AgenciesScreen = () => {
  const me = useReadable(useService(StaffMeStore))
  const store = useService(StaffAgenciesStore)
  const state = useReadable(store)
  const [editing, setEditing] = useState<AgencyWire | undefined>()
  const allowed = me.me?.capabilities.includes('manageAgencies')
  useEffect(() => {
    if (allowed) void store.load()
  }, [allowed, store])

  const open = (id: string) => {
    store.dismissError()
    setEditing(state.agencies.find((a) => a._id === id))
  }
  const cell = (row: AgencyRow, column: string) => {
    switch (column) {
      case 'name':
        return (
          <span className={who}>
            <span>{row.name}</span>
            <span className="email">{row.email}</span>
          </span>
        )
      case 'discount':
        return row.discount
      case 'places':
        return row.places
      case 'until':
        return row.global ? `${row.until}, ${row.global}` : row.until
      case 'state':
        return <Badge tone={TONES[row.state]}>{row.stateLabel}</Badge>
      default:
        return (
          <Button
            variant="quiet"
            size="small"
            aria-label={`Изменить скидку: ${row.name}`}
            onPress={() => open(row.id)}
          >
            <Pencil aria-hidden="true" />
            Скидка
          </Button>
        )
    }
  }

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Агентства</h1>
      </div>
      {allowed === false ? (
        <EmptyState
          icon={<Building2 aria-hidden="true" />}
          title="Скидки агентств назначает администратор"
          action={<Link href="/staff">К очереди</Link>}
        >
          Ваша роль не меняет условия агентств: персональную скидку назначает и снимает администратор.
        </EmptyState>
      ) : (
        <>
          <div className={bar}>
            <TextField
              label="Поиск по названию"
              type="search"
              value={state.query}
              onChange={(text) => store.search(text)}
            />
            <p className="count" role="status">
              {state.status === 'ready' && state.list.count}
              {state.saved && <span className="saved"> · {state.saved}</span>}
            </p>
          </div>
          {state.error !== undefined && (
            <LoadFailed message={state.error} onRetry={() => void store.load()} />
          )}
          {state.status !== 'ready' && state.status !== 'error' ? (
            <Loading label="Загрузка агентств">
              <Skeleton height={56} lines={4} />
            </Loading>
          ) : state.status === 'ready' ? (
            <Table
              label="Агентства и их персональные скидки"
              columns={COLUMNS}
              rows={state.list.rows}
              cell={cell}
              rowHeight={56}
              emptyText={state.list.empty}
              onRowAction={open}
            />
          ) : null}
          {editing && (
            <AgencyTermsDialog
              agency={editing}
              today={state.today}
              saving={state.saving}
              error={state.saveError}
              onSave={(body) => store.save(editing._id, body)}
              onRemove={() => store.remove(editing._id)}
              onClose={() => setEditing(undefined)}
            />
          )}
        </>
      )}
    </main>
  )
}
