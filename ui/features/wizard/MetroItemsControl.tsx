import { css } from '@linaria/core'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import type { ItemChoice } from '../../../core/pricing/selection/items-calculator'
import {
  narrowByMetro,
  schemeSize,
  stationsWithUnits,
  type MetroNarrowing,
} from '../../../core/pricing/selection/metro-scheme'
import { MetroSchemeStore } from '../../../core/pricing/selection/metro-scheme.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { ComboBox } from '../../design/ComboBox'
import { Select } from '../../design/Select'
import { mobile, space } from '../../design/tokens'
import type { ControlProps } from './control-props'
import { lazyNamed } from '../../app/lazy-named'
import { ItemsControl, type ItemsChoice } from './ItemsControl'
import { MetroSchemePlaceholder } from './MetroSchemePlaceholder'

/** The scheme is a chunk of its own, loaded only where light boxes or crystal lights are chosen. */
const MetroLineScheme = lazyNamed(() => import('./MetroLineScheme'), 'MetroLineScheme')

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
`

const ALL = 'all'

/**
 * Light boxes and crystal lights chosen by line and station (R-SCREEN-59, issue #50 item 4): a line narrows the
 * list and the scheme to its stations, a station the list to its units; on the metro scheme (MetroLineScheme, a
 * lazy chunk) a station chosen by click or by keyboard selects its units, or unselects them.
 */
export const MetroItemsControl = (props: ControlProps<'items'>) => {
  const store = useService(MetroSchemeStore)
  const reference = useReadable(store)
  const { lines, stations } = reference
  useEffect(() => {
    void store.load()
  }, [store])
  const [at, setAt] = useState<MetroNarrowing>({})
  const lineNames = useMemo(() => new Map(lines.map((l) => [l.id, l.name])), [lines])
  const offered = useMemo(
    () => stationsWithUnits(stations, props.control.items, at.lineId),
    [stations, props.control.items, at.lineId],
  )
  const narrow = useCallback(
    (items: readonly ItemChoice[]) => narrowByMetro(items, stations, at),
    [stations, at],
  )
  // The scheme's proportions, for the box that holds its place while the reference or the scheme's chunk loads.
  const size = useMemo(() => schemeSize(reference, at.lineId ?? undefined), [reference, at.lineId])
  const placeholder = size && <MetroSchemePlaceholder width={size.width} height={size.height} />
  const stationName = (s: { name: string; lineId: string }) =>
    `${s.name} (${lineNames.get(s.lineId) ?? s.lineId})`
  return (
    <ItemsControl {...props} narrow={narrow}>
      {(choice: ItemsChoice) => (
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
          {size && lines.length > 0 ? (
            <Suspense fallback={placeholder}>
              <MetroLineScheme
                lines={lines}
                stations={stations}
                items={props.control.items}
                lineId={at.lineId ?? null}
                choice={choice}
              />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      )}
    </ItemsControl>
  )
}
