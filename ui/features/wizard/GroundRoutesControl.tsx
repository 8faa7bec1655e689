import { css } from '@linaria/core'
import { useEffect, useMemo } from 'react'
import { GroundRoutesStore } from '../../../core/pricing/selection/ground-routes.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { color, font, radius, space } from '../../design/tokens'
import type { ControlProps } from './control-props'
import { ItemsControl, type ItemsChoice } from './ItemsControl'

const root = css`
  margin-bottom: ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  padding: ${space(3)} ${space(4)};
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${font.body};
  }
  svg {
    display: block;
    width: 100%;
    max-width: 480px;
    height: auto;
    background: ${color.subtle};
    border-radius: ${radius.control};
  }
  polyline {
    fill: none;
    stroke: ${color.accent};
    stroke-width: 3;
    stroke-linejoin: round;
  }
  circle {
    fill: ${color.surface};
    stroke: ${color.accent};
    stroke-width: 1.5;
  }
  circle.terminus {
    fill: ${color.accent};
  }
  text {
    font-size: 10px;
    fill: ${color.text};
    paint-order: stroke;
    stroke: ${color.subtle};
    stroke-width: 3px;
  }
  ol {
    margin: ${space(2)} 0 0;
    padding-left: ${space(5)};
    columns: 2 220px;
    font-size: ${font.caption};
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

/** The route chosen last, drawn with its stops from terminus to terminus (issue #50 item 4). */
const ShownRoute = ({ choice }: { readonly choice: ItemsChoice }) => {
  const store = useService(GroundRoutesStore)
  const { shown, titles } = useReadable(store)
  const last = choice.chosen[choice.chosen.length - 1]
  // Only a route of the stops data has stops to show (the price list's demo routes have none).
  const known = last !== undefined && titles[last] !== undefined
  useEffect(() => {
    if (known && last) void store.show(last)
  }, [store, last, known])
  if (!last || shown?.id !== last) {
    return (
      <section className={root} aria-label="Маршрут на схеме">
        <p>Выберите маршрут в списке: здесь появятся его конечные и остановки.</p>
      </section>
    )
  }
  const [first, end] = [shown.stops[0], shown.stops[shown.stops.length - 1]]
  return (
    <section className={root} aria-labelledby="route-shown">
      <h3 id="route-shown">{shown.title}</h3>
      <svg viewBox={`0 0 ${shown.width} ${shown.height}`} role="img" aria-label={`Схема: ${shown.title}`}>
        <polyline points={shown.stops.map((s) => `${s.x},${s.y}`).join(' ')} />
        {shown.stops.map((s, i) => (
          <circle
            key={s.name}
            className={i === 0 || i === shown.stops.length - 1 ? 'terminus' : undefined}
            cx={s.x}
            cy={s.y}
            r={i === 0 || i === shown.stops.length - 1 ? 5 : 3}
          />
        ))}
        {[first, end].map(
          (s, i) =>
            s && (
              <text key={i} x={s.x} y={s.y - 8} textAnchor={s.x > shown.width / 2 ? 'end' : 'start'}>
                {s.name}
              </text>
            ),
        )}
      </svg>
      <p>Порядок остановок выведен из их положения: в данных города нет порядка маршрута.</p>
      <ol aria-label={`Остановки: ${shown.title}`}>
        {shown.stops.map((s) => (
          <li key={s.name}>{s.name}</li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The routes of a ground-transport calculator (R-SCREEN-68, issue #50 item 4): the list names each route by its
 * termini ('Маршрут 13: «…» — «…»', from the stops data), searched by number or stop; the route chosen last is
 * drawn with its stops in order. A lazy chunk of its own.
 */
export const GroundRoutesControl = (props: ControlProps<'items'>) => {
  const store = useService(GroundRoutesStore)
  const { titles } = useReadable(store)
  useEffect(() => {
    void store.load()
  }, [store])
  const control = useMemo(
    () => ({
      ...props.control,
      // The routes of the stops data by their termini first, then the price list's own.
      items: [
        ...props.control.items.flatMap((i) => {
          const title = titles[i.id]
          return title ? [{ ...i, name: title }] : []
        }),
        ...props.control.items.filter((i) => titles[i.id] === undefined),
      ],
    }),
    [props.control, titles],
  )
  return (
    <ItemsControl {...props} control={control}>
      {(choice: ItemsChoice) => <ShownRoute choice={choice} />}
    </ItemsControl>
  )
}
