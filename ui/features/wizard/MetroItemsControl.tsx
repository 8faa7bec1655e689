import { css } from '@linaria/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ItemChoice } from '../../../core/pricing/selection/items-calculator'
import {
  narrowByMetro,
  offeredScheme,
  type MetroNarrowing,
} from '../../../core/pricing/selection/metro-scheme'
import { MetroSchemeStore } from '../../../core/pricing/selection/metro-scheme.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { ComboBox } from '../../design/ComboBox'
import { Select } from '../../design/Select'
import { color, mobile, radius, space } from '../../design/tokens'
import type { ControlProps } from './control-props'
import { ItemsControl } from './ItemsControl'

const root = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(3)};
  margin-bottom: ${space(4)};
  .filters {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    gap: ${space(4)};
    align-items: end;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
    & > * {
      min-width: 0;
    }
    input {
      min-width: 0;
    }
  }
  svg.scheme {
    width: 100%;
    height: auto;
    max-height: 420px;
    border: 1px solid ${color.border};
    border-radius: ${radius.card};
    background: ${color.subtle};
  }
  circle {
    cursor: pointer;
    stroke: #fff;
  }
  circle.chosen {
    stroke: ${color.text};
  }
`

const ALL = 'all'

/**
 * Light boxes and crystal lights chosen by line and station (R-SCREEN-59): a line and a station narrow the list of
 * units, and the metro scheme, drawn from our station data (metro-scheme.ts), shows the stations that have units
 * where they are; a click on one narrows the list to it. The keyboard's way is the station field.
 */
export const MetroItemsControl = (props: ControlProps<'items'>) => {
  const store = useService(MetroSchemeStore)
  const { lines, stations } = useReadable(store)
  useEffect(() => {
    void store.load()
  }, [store])
  const [at, setAt] = useState<MetroNarrowing>({})
  const lineNames = useMemo(() => new Map(lines.map((l) => [l.id, l.name])), [lines])
  const { offered, scheme } = useMemo(
    () => offeredScheme(lines, stations, props.control.items, at.lineId),
    [lines, stations, props.control.items, at.lineId],
  )
  const narrow = useCallback(
    (items: readonly ItemChoice[]) => narrowByMetro(items, stations, at),
    [stations, at],
  )
  // The scheme is drawn at most 420 px high: a dot keeps about 6 px whatever the scheme's own height.
  const dot = Math.max(6, scheme.height / 70)
  const stationName = (s: { name: string; lineId: string }) =>
    `${s.name} (${lineNames.get(s.lineId) ?? s.lineId})`
  return (
    <ItemsControl {...props} narrow={narrow}>
      <div className={root}>
        <div className="filters">
          <Select
            label="Линия метро"
            options={[{ id: ALL, name: 'Все линии' }, ...lines.map((l) => ({ id: l.id, name: l.name }))]}
            value={at.lineId ?? ALL}
            onChange={(id) => setAt(id === ALL ? {} : { lineId: id })}
          />
          <ComboBox
            key={`${at.lineId ?? ALL}-${at.stationId ?? ''}`}
            label="Станция"
            placeholder="Все станции"
            options={offered.map((s) => ({ id: s.id, name: stationName(s) }))}
            value={at.stationId ?? null}
            onChange={(id) => setAt({ ...at, stationId: id })}
          />
          <Button variant="secondary" isDisabled={!at.lineId && !at.stationId} onPress={() => setAt({})}>
            Все места
          </Button>
        </div>
        {scheme.stations.length > 0 && (
          <svg
            className="scheme"
            viewBox={`0 0 ${scheme.width} ${scheme.height}`}
            role="img"
            aria-label={`Схема метро: станций с местами — ${scheme.stations.length}`}
          >
            {scheme.stations.map((s) => (
              <circle
                key={s.id}
                data-station={s.id}
                cx={s.x}
                cy={s.y}
                r={at.stationId === s.id ? dot * 1.5 : dot}
                strokeWidth={at.stationId === s.id ? dot / 2 : dot / 4}
                fill={s.color}
                className={at.stationId === s.id ? 'chosen' : undefined}
                onClick={() => setAt({ ...at, stationId: s.id })}
              >
                <title>{stationName(s)}</title>
              </circle>
            ))}
          </svg>
        )}
      </div>
    </ItemsControl>
  )
}
