import { css } from '@linaria/core'
import { useEffect } from 'react'
import {
  stickerCountOf,
  stickerSpacesQuery,
  StickerSpacesStore,
  stickerSpacesView,
} from '../../../core/pricing/selection/sticker-spaces.store'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { color, font, space } from '../../design/tokens'

const panel = css`
  grid-column: 1 / -1;
  h3 {
    font-size: ${font.body};
    font-weight: 600;
    margin: 0 0 ${space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)} ${space(6)};
  }
  li[data-short] {
    color: ${color.danger};
  }
  p {
    color: ${color.muted};
    margin: ${space(2)} 0 0;
  }
  p.warning {
    color: ${color.danger};
  }
`

/**
 * The sticker spaces free in each half-month of the calculation's period on its lines (R-API-36, R-PER-03), read
 * again as the period or the lines change, with a warning when the stickers chosen do not fit (our choice: the
 * spec names the call, not where it shows). `lines` is what the line control holds; none is every line.
 */
export const StickerSpaces = ({ input, lines }: { readonly input: FormInput; readonly lines: unknown }) => {
  const store = useService(StickerSpacesStore)
  const state = useReadable(store)
  const query = stickerSpacesQuery(input, lines)
  // After each render: the store asks the server only when the period or the lines changed.
  useEffect(() => {
    if (query) void store.ask(query)
  })
  if (!query) return null
  const view =
    state.answer && stickerSpacesView(state.answer, stickerCountOf(input), query.lineIds.length === 0)
  return (
    <section
      className={panel}
      aria-labelledby="sticker-spaces"
      aria-busy={state.status === 'loading'}
      aria-live="polite"
    >
      <h3 id="sticker-spaces">Свободные места по полумесяцам</h3>
      {view ? (
        <>
          <ul>
            {view.rows.map((row) => (
              <li key={row.period} {...(row.short ? { 'data-short': '' } : {})}>
                {row.period}: {row.free}
              </li>
            ))}
          </ul>
          <p>{view.total}</p>
          {view.warning && <p className="warning">{view.warning}</p>}
        </>
      ) : state.status === 'error' ? (
        <p>Не удалось узнать, сколько мест свободно: проверим при бронировании.</p>
      ) : (
        <p>Считаем свободные места…</p>
      )}
    </section>
  )
}
