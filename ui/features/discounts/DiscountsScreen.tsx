import { css, cx } from '@linaria/core'
import { BadgePercent } from 'lucide-react'
import { useEffect } from 'react'
import { DiscountsStore } from '../../../core/cabinet/stores/discounts.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { EmptyState } from '../../design/EmptyState'
import { Skeleton } from '../../design/Skeleton'
import { color, font, space } from '../../design/tokens'

const section = css`
  padding: ${space(6)};
  margin-bottom: ${space(6)};
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(3)};
  }
  p {
    margin: ${space(2)} 0 0;
  }
  .muted {
    color: ${color.muted};
  }
  .percent {
    font-size: 32px;
    font-weight: 600;
  }
`
const table = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${color.border};
  }
  th {
    color: ${color.muted};
    font-weight: 500;
    font-size: ${font.caption};
  }
`

const TONES = { active: 'purchased', expired: 'archive', notAgency: 'neutral' } as const
const STATES = { active: 'Действует', expired: 'Истекла', notAgency: 'Не применяется' } as const

/** The discounts screen (R-SCREEN-53): the account's kind, its personal discount and the volume discounts. */
export const DiscountsScreen = () => {
  const store = useService(DiscountsStore)
  const { status, view } = useReadable(store)
  useEffect(() => void store.load(), [store])
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Скидки</h1>
      </div>
      {status === 'error' && <LoadFailed onRetry={() => void store.load()} />}
      {status === 'loading' && !view && <Skeleton lines={6} />}
      {view && (
        <>
          <section className={cx(card, section)} aria-labelledby="personal-discount">
            <h2 id="personal-discount">Персональная скидка</h2>
            <p className="muted">Тип аккаунта: {view.kind}</p>
            {view.personal ? (
              <>
                <p>
                  <span className="percent">{view.personal.percent} %</span>{' '}
                  <Badge tone={TONES[view.personal.state]}>{STATES[view.personal.state]}</Badge>
                </p>
                <p>{view.personal.note}</p>
                <p>
                  {view.personal.places.length === 0
                    ? 'На все рекламные места'
                    : `На места: ${view.personal.places.join(', ')}`}
                </p>
              </>
            ) : (
              <p>Персональной скидки нет. Агентства получают её по договору — напишите в отдел продаж.</p>
            )}
          </section>
          <section className={cx(card, section)} aria-labelledby="volume-discounts">
            <h2 id="volume-discounts">Скидки за объём</h2>
            <p className="muted">По базовой стоимости кампании; применяется наибольшая подходящая.</p>
            {view.volume.length === 0 ? (
              <EmptyState icon={<BadgePercent aria-hidden="true" />} title="Скидок за объём сейчас нет" />
            ) : (
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">Базовая стоимость</th>
                    <th scope="col">Скидка</th>
                    <th scope="col">Условия</th>
                  </tr>
                </thead>
                <tbody>
                  {view.volume.map((r) => (
                    <tr key={`${r.range}-${r.percent}`}>
                      <td>{r.range}</td>
                      <td>{r.percent} %</td>
                      <td>
                        {[r.places.length > 0 ? r.places.join(', ') : 'Все места', r.period]
                          .filter(Boolean)
                          .join('; ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </main>
  )
}
