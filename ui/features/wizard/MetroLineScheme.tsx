import { css } from '@linaria/core'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ItemChoice } from '../../../core/pricing/selection/items-calculator'
import {
  lineScheme,
  stationChoice,
  stationLabel,
  stepAlong,
  toggleStation,
} from '../../../core/pricing/selection/metro-line-scheme'
import type { SchemeLine, SchemeStationSource } from '../../../core/pricing/selection/metro-scheme'
import { color, radius } from '../../design/tokens'
import type { ItemsChoice } from './ItemsControl'
import { MetroSchemeCaption } from './MetroSchemeCaption'

const root = css`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 560px;
    border: 1px solid ${color.border};
    border-radius: ${radius.card};
    background: ${color.surface};
  }
  .track {
    stroke-width: 5;
    stroke-linecap: round;
    fill: none;
  }
  .stop {
    fill: ${color.surface};
    stroke-width: 1.5;
  }
  .plain {
    font-size: 9px;
    fill: ${color.muted};
  }
  .station {
    cursor: pointer;
    outline: none;
  }
  .station circle {
    fill: ${color.surface};
    stroke-width: 3;
  }
  .station text {
    font-size: 10px;
    font-weight: 600;
    fill: ${color.text};
    pointer-events: none;
  }
  .station .name {
    font-weight: 400;
    font-size: 9px;
    paint-order: stroke;
    stroke: ${color.surface};
    stroke-width: 3px;
  }
  .station[aria-pressed='mixed'] circle {
    fill: ${color.accentBg};
  }
  .station[aria-pressed='true'] circle {
    fill: ${color.text};
  }
  .station[aria-pressed='true'] .count {
    fill: ${color.surface};
  }
  .station:hover circle,
  .station:focus-visible circle {
    stroke: ${color.focus};
    stroke-width: 5;
  }
  .station:focus-visible .name {
    font-weight: 700;
  }
`

/**
 * The metro scheme of the light-box and crystal-light calculators (R-SCREEN-59, issue #50 item 4): each line in its
 * colour drawn station to station (the data has no line shapes: the core draws the shortest tree joining a line's
 * stations, metro-line-scheme.ts), each station with units a button with their count. Tab goes from line to line,
 * the arrows along a line, Enter or Space (or a click) selects the station's free units or, all chosen, unselects
 * them: the same choice the list shows and the price reads. A lazy chunk of its own.
 */
export const MetroLineScheme = ({
  lines,
  stations,
  items,
  lineId,
  choice,
}: {
  readonly lines: readonly SchemeLine[]
  readonly stations: readonly SchemeStationSource[]
  readonly items: readonly ItemChoice[]
  readonly lineId?: string | null
  readonly choice: ItemsChoice
}) => {
  const scheme = useMemo(() => lineScheme(lines, stations, items, lineId), [lines, stations, items, lineId])
  const byId = useMemo(() => new Map(scheme.stations.map((s) => [s.id, s])), [scheme])
  const offered = scheme.lines.reduce((n, l) => n + l.offered.length, 0)
  // The station of each line the Tab key lands on (a roving tab stop per line).
  const [current, setCurrent] = useState<Readonly<Record<string, string>>>({})
  const nodes = useRef(new Map<string, SVGGElement>())
  // The whole city's names would cover its centre (and cost axe a pass over each): with every line drawn, a
  // station is named while chosen, focused or pointed at; one line chosen, each of its stations is named.
  const [near, setNear] = useState<string | null>(null)
  const everyName = Boolean(lineId)
  const { chosen, selected, taken, choose } = choice

  const toggle = (unitIds: readonly string[]) => choose(toggleStation(chosen, unitIds, taken))
  const onKey = (
    line: { id: string; offered: readonly string[] },
    id: string,
    unitIds: readonly string[],
  ) => {
    return (event: KeyboardEvent<SVGGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        toggle(unitIds)
        return
      }
      const next = stepAlong(line.offered, id, event.key)
      if (next === undefined) return
      event.preventDefault()
      setCurrent((c) => ({ ...c, [line.id]: next }))
      nodes.current.get(next)?.focus()
    }
  }

  return (
    <figure className={root}>
      <svg
        viewBox={`0 0 ${scheme.width} ${scheme.height}`}
        role="group"
        aria-label={`Схема метро: станций с местами — ${offered}`}
      >
        <g aria-hidden="true">
          {scheme.lines.map((l) =>
            l.segments.map(([x1, y1, x2, y2], i) => (
              <line key={`${l.id}-${i}`} className="track" stroke={l.color} x1={x1} y1={y1} x2={x2} y2={y2} />
            )),
          )}
          {scheme.stations
            .filter((s) => s.unitIds.length === 0)
            .map((s) => (
              <g key={s.id}>
                <circle className="stop" stroke={s.color} cx={s.x} cy={s.y} r={3}>
                  <title>{s.name}</title>
                </circle>
                {everyName && (
                  <text className="plain" x={s.x + 6} y={s.y + 3}>
                    {s.name}
                  </text>
                )}
              </g>
            ))}
        </g>
        {scheme.lines
          .filter((l) => l.offered.length > 0)
          .map((l) => (
            <g key={l.id} role="toolbar" aria-label={`Линия ${l.name}`}>
              {l.offered.map((id) => {
                const s = byId.get(id)
                if (!s) return null
                const state = stationChoice(s.unitIds, selected, taken)
                const left = s.x > scheme.width * 0.8
                return (
                  <g
                    key={id}
                    ref={(node) => {
                      if (node) nodes.current.set(id, node)
                      else nodes.current.delete(id)
                    }}
                    className="station"
                    role="button"
                    data-station={id}
                    tabIndex={(current[l.id] ?? l.offered[0]) === id ? 0 : -1}
                    aria-pressed={state === 'all' ? true : state === 'some' ? 'mixed' : false}
                    aria-label={stationLabel(s, l.name, selected)}
                    onClick={() => {
                      setCurrent((c) => ({ ...c, [l.id]: id }))
                      toggle(s.unitIds)
                    }}
                    onKeyDown={onKey(l, id, s.unitIds)}
                    onFocus={() => setNear(id)}
                    onBlur={() => setNear(null)}
                    onPointerEnter={() => setNear(id)}
                    onPointerLeave={() => setNear(null)}
                  >
                    <circle cx={s.x} cy={s.y} r={8} stroke={s.color} />
                    <text className="count" x={s.x} y={s.y + 3.5} textAnchor="middle">
                      {s.unitIds.length}
                    </text>
                    {(everyName || state !== 'none' || near === id) && (
                      <text
                        className="name"
                        x={left ? s.x - 11 : s.x + 11}
                        y={s.y + 3}
                        textAnchor={left ? 'end' : 'start'}
                      >
                        {s.name}
                      </text>
                    )}
                  </g>
                )
              })}
            </g>
          ))}
      </svg>
      <MetroSchemeCaption />
    </figure>
  )
}
