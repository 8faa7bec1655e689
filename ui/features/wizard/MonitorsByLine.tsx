import { css } from '@linaria/core'
import { useEffect } from 'react'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import {
  MonitorsByLineStore,
  monitorsByLineView,
  monitorsPeriod,
} from '../../../core/pricing/selection/monitors-by-line.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Disclosure } from '../../design/Disclosure'
import { color, font, radius, space } from '../../design/tokens'

const panel = css`
  margin-top: ${space(5)};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  padding: ${space(3)} ${space(4)};
  h3 {
    font-size: ${font.body};
    margin: 0;
  }
  > p {
    margin: ${space(1)} 0 ${space(2)};
  }
  p.muted {
    color: ${color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    gap: ${space(1)} ${space(6)};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
  .dot {
    flex: none;
    width: 12px;
    height: 12px;
    border-radius: 50%;
  }
  li .count {
    margin-left: auto;
    color: ${color.muted};
    white-space: nowrap;
  }
`

/**
 * Where a metro video plays (R-API-19): the monitors free on an average day of the calculation's period across
 * the network and line by line, read again as the period changes (our choice: the spec names the call, not where
 * it shows). The read is the signed-in cabinet's, so the panel is the wizard's, not the public page's.
 */
export const MonitorsByLine = ({ input }: { readonly input: FormInput }) => {
  const store = useService(MonitorsByLineStore)
  const state = useReadable(store)
  const period = monitorsPeriod(input)
  // After each render: the store asks the server only when the period changed.
  useEffect(() => {
    if (period) void store.ask(period)
  })
  if (!period) return null
  const view = state.answer && monitorsByLineView(state.answer)
  return (
    <section
      className={panel}
      aria-labelledby="monitors-by-line"
      aria-busy={state.status === 'loading'}
      aria-live="polite"
    >
      <h3 id="monitors-by-line">Мониторы в метро</h3>
      {view ? (
        <>
          <p>{view.summary}</p>
          <Disclosure title="По линиям">
            <ul aria-label="Мониторы по линиям">
              {view.lines.map((l) => (
                <li key={l.id}>
                  <span className="dot" style={{ background: l.color }} aria-hidden />
                  <span>{l.name}</span>
                  <span className="count">{l.text}</span>
                </li>
              ))}
            </ul>
          </Disclosure>
        </>
      ) : state.status === 'error' ? (
        <p className="muted">Не удалось узнать, сколько мониторов свободно. Повторите позже.</p>
      ) : (
        <p className="muted">Считаем мониторы…</p>
      )}
    </section>
  )
}
