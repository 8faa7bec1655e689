import { css } from '@linaria/core'
import { CircleDot, MapPinned } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { OkrugOutlines } from '../../../core/cabinet/stores/shelter-map.store'
import {
  MAX_RADIUS,
  MIN_RADIUS,
  RADII,
  ShelterSelectionStore,
} from '../../../core/cabinet/stores/shelter-selection.store'
import type { FaceFacts } from '../../../core/map/face-card'
import type { AreaChoice, LonLat } from '../../../core/map/place-selection'
import type { MapStop } from '../../../core/pricing/selection/shelter-map'
import { groupDigits } from '../../../core/shared/money'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { ComboBox } from '../../design/ComboBox'
import { NumberField } from '../../design/NumberField'
import { mobile, space } from '../../design/tokens'

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${space(2)} ${space(3)};
  align-items: end;
  margin-bottom: ${space(3)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  .row {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }
`

export interface ShelterPlaceToolsProps {
  readonly stops: readonly MapStop[]
  readonly facts: ReadonlyMap<string, FaceFacts>
  readonly okrugs: OkrugOutlines | undefined
  readonly districts: OkrugOutlines | undefined
  /** Chooses the free sides within the radius of the place (one step of the selection). */
  readonly onNear: (centre: LonLat, radiusMetres: number) => void
  readonly onAreas: (choice: AreaChoice) => void
}

/**
 * Selection by place on the shelter map (issue #50 item 3): a stop found by its name or address as one types
 * (the core's Russian-aware search), the map centred on it; a radius pressed (250, 500, 1 000 m) or typed, drawn
 * around it, and its free sides chosen at a press; a whole district or okrug chosen from a list of their names.
 */
export const ShelterPlaceTools = ({
  stops,
  facts,
  okrugs,
  districts,
  onNear,
  onAreas,
}: ShelterPlaceToolsProps) => {
  const selection = useService(ShelterSelectionStore)
  const state = useReadable(selection)
  // What the radius field shows while it holds text that is not yet a radius.
  const [typed, setTyped] = useState<number | string>()
  const [area, setArea] = useState<string | null>(null)
  const areaOptions = useMemo(
    () => [
      ...(okrugs?.features ?? []).map((f) => ({
        id: `okrug:${f.properties.code}`,
        name: f.properties.name,
      })),
      ...(districts?.features ?? []).map((f) => ({
        id: `district:${f.properties.name}`,
        name: f.properties.name,
      })),
    ],
    [okrugs, districts],
  )
  const options = useMemo(
    () => state.found.map((s) => ({ id: s.id, name: s.address === '' ? s.name : s.address })),
    [state.found],
  )
  const place = state.place
  const metres = `${groupDigits(String(state.radius))} м`
  const setRadius = (value: number | string) => {
    setTyped(value)
    if (typeof value === 'number') selection.setRadius(value)
  }
  const chooseArea = () => {
    if (area?.startsWith('okrug:')) onAreas({ okrugs: [area.slice('okrug:'.length)] })
    else if (area?.startsWith('district:')) onAreas({ districts: [area.slice('district:'.length)] })
  }

  return (
    <div className={grid}>
      <ComboBox
        label="Найти остановку или адрес"
        placeholder="Например, Тверская улица"
        options={options}
        items={options}
        inputValue={state.query}
        onInputChange={(query) => selection.search(query, stops, facts)}
        onChange={(id) => selection.choose(id)}
        description="Название остановки или улица, можно начало слов"
      />
      <NumberField
        label="Радиус, м"
        rule={{ min: MIN_RADIUS, max: MAX_RADIUS, whole: true }}
        value={state.radiusError ? typed : state.radius}
        onChange={setRadius}
        steppers={false}
        errorMessage={state.radiusError}
      />
      <div className="row">
        <span className="row" role="group" aria-label="Готовые радиусы">
          {RADII.map((r) => (
            <Button
              key={r}
              size="small"
              variant={state.radius === r && !state.radiusError ? 'primary' : 'secondary'}
              aria-pressed={state.radius === r && !state.radiusError}
              onPress={() => setRadius(r)}
            >
              {groupDigits(String(r))} м
            </Button>
          ))}
        </span>
        <Button
          size="small"
          isDisabled={place === undefined}
          onPress={() => place && onNear([place.longitude, place.latitude], state.radius)}
        >
          <CircleDot aria-hidden />
          {`Выбрать в радиусе ${metres}`}
        </Button>
      </div>
      <ComboBox
        label="Район или АО"
        options={areaOptions}
        value={area}
        onChange={setArea}
        description="Все свободные стороны района или административного округа"
      />
      <div>
        <Button size="small" variant="secondary" isDisabled={area === null} onPress={chooseArea}>
          <MapPinned aria-hidden />
          Выбрать все стороны
        </Button>
      </div>
    </div>
  )
}
