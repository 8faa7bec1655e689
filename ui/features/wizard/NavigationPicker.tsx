import { css } from '@linaria/core'
import { Signpost, X } from 'lucide-react'
import { useState } from 'react'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import {
  addNavigationStation,
  additionalExitsOn,
  navigationRows,
  navigationStations,
  removeNavigationStation,
  setAdditionalExits,
  setNavigationExit,
  toggleNavigationZone,
} from '../../../core/pricing/selection/navigation-form'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { ComboBox } from '../../design/ComboBox'
import { EmptyState } from '../../design/EmptyState'
import { Select } from '../../design/Select'
import { Switch } from '../../design/Switch'
import { color, font, mobile, radius, space } from '../../design/tokens'
import type { ControlProps } from './control-props'

const root = css`
  display: grid;
  gap: ${space(4)};
  .top {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${space(4)};
    align-items: end;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .hint,
  .error {
    margin: 0;
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .error {
    color: ${color.danger};
  }
`
const card = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  padding: ${space(4)};
  background: ${color.surface};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    margin-bottom: ${space(3)};
  }
  h3 {
    margin: 0;
    font-size: ${font.body};
  }
  .tariff {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(3)};
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space(3)};
    align-items: center;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`

/**
 * The navigation-sign calculator's choice (R-SCREEN-64): a metro station found by name, its zones (R-NAV-06:
 * a zone that is not sold is not offered), the exit each chosen zone's sign points to (R-NAV-02), and the
 * additional exits that open the zones behind them (R-NAV-04). The rules are the core's (navigation-form.ts).
 */
export const NavigationPicker = ({ control, input, error, onChange }: ControlProps<'navigation'>) => {
  const { reference } = useReadable(useService(LiveQuoteStore))
  // The search box empties after each station is added (a new key makes a fresh field).
  const [searchKey, setSearchKey] = useState(0)
  if (!reference) return null
  const catalogue = navigationStations(reference)
  const rows = navigationRows(input, catalogue)
  const chosenIds = new Set(rows.map((r) => r.id))
  return (
    <div className={`${root} wide`}>
      <div className="top">
        <ComboBox
          key={searchKey}
          label={control.label}
          placeholder="Начните вводить название"
          options={control.stations.filter((s) => !chosenIds.has(s.id))}
          value={null}
          onChange={(id) => {
            if (!id) return
            onChange(addNavigationStation(input, catalogue, id))
            setSearchKey((k) => k + 1)
          }}
          {...(error ? { errorMessage: error } : {})}
        />
        <Switch
          isSelected={additionalExitsOn(input, catalogue)}
          onChange={(on) => onChange(setAdditionalExits(input, catalogue, on))}
        >
          Дополнительные выходы
        </Switch>
      </div>
      <p className="hint">
        На станции до трёх зон — тариф 3, от четырёх — тариф 7. Цена за год делится на 12 месяцев.
      </p>
      {rows.length === 0 ? (
        <EmptyState icon={<Signpost size={32} aria-hidden />} title="Станции не выбраны">
          Найдите станцию метро по названию: её зоны появятся здесь.
        </EmptyState>
      ) : (
        rows.map((station) => (
          <section key={station.id} className={card} aria-labelledby={`nav-${station.id}`}>
            <header>
              <div>
                <h3 id={`nav-${station.id}`}>{station.name}</h3>
                <span className="tariff">
                  {station.tariff === null
                    ? 'Выберите зоны'
                    : `Выбрано зон: ${station.chosen} · тариф ${station.tariff}`}
                </span>
              </div>
              <Button
                variant="quiet"
                aria-label={`Убрать станцию ${station.name}`}
                onPress={() => onChange(removeNavigationStation(input, station.id))}
              >
                <X size={16} aria-hidden />
              </Button>
            </header>
            <ul>
              {station.zones.map((zone) => (
                <li key={zone.id}>
                  <Checkbox
                    isSelected={zone.selected}
                    onChange={() => onChange(toggleNavigationZone(input, catalogue, station.id, zone.id))}
                  >
                    {`${zone.name}: мест ${zone.capacity}${zone.additional ? ', через дополнительный выход' : ''}`}
                  </Checkbox>
                  {zone.selected && (
                    <Select
                      label={`Указатель зоны «${zone.name}» ведёт к`}
                      options={zone.exits.map((e) => ({ id: e, name: e }))}
                      value={zone.exit}
                      onChange={(exit) =>
                        onChange(setNavigationExit(input, catalogue, station.id, zone.id, exit))
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
