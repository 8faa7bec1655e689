import { css } from '@linaria/core'
import { X } from 'lucide-react'
import { memo, useCallback, useMemo, useRef, useState } from 'react'
import { sidesCount, stopKey, type ChosenStop } from '../../../core/pricing/selection/shelter-form'
import {
  basketByDistrict,
  sameBasketDistrict,
  type BasketDistrict,
} from '../../../core/pricing/selection/stops-listing'
import { Button } from '../../design/Button'
import { Accordion, Disclosure } from '../../design/Disclosure'
import { Pagination } from '../../design/Pagination'
import { color, font, space } from '../../design/tokens'

const box = css`
  margin-top: ${space(6)};
  h3.title {
    margin: 0 0 ${space(2)};
    font-size: ${font.body};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(2)};
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    padding: ${space(1)} 0;
    border-bottom: 1px solid ${color.border};
    overflow-wrap: anywhere;
  }
`

export interface ShelterBasketProps {
  readonly chosen: readonly ChosenStop[]
  /** Gives one side back, by its key. */
  readonly onDrop: (key: string) => void
}

/**
 * The chosen sides by tariff district (R-STOP-15): each district opens and closes, shows its count and ten
 * sides a page (R-STOP-14), and any side can be given back from here — a whole-city choice stays readable.
 * A press on one side redraws only its district (a whole city has a hundred and twenty-five).
 */
export const ShelterBasket = ({ chosen, onDrop }: ShelterBasketProps) => {
  const [pages, setPages] = useState<Readonly<Record<string, number>>>({})
  const [open, setOpen] = useState<readonly string[]>([])
  const districts = useMemo(() => basketByDistrict(chosen, pages, open), [chosen, pages, open])
  // The districts are drawn again only when they change: the handlers they get keep their identity.
  const latestDrop = useRef(onDrop)
  latestDrop.current = onDrop
  const drop = useCallback((key: string) => latestDrop.current(key), [])
  const turn = useCallback(
    (district: string, page: number) => setPages((now) => ({ ...now, [district]: page })),
    [],
  )
  if (districts.length === 0) return null
  return (
    <section className={box} aria-labelledby="shelter-basket">
      <h3 className="title" id="shelter-basket">
        Выбрано по округам: {sidesCount(chosen.length)}
      </h3>
      <Accordion
        allowsMultipleExpanded
        expandedKeys={open}
        onExpandedChange={(keys) => setOpen([...keys].map(String))}
      >
        {districts.map((d) => (
          <BasketDistrictItem key={d.district} district={d} onDrop={drop} onTurn={turn} />
        ))}
      </Accordion>
    </section>
  )
}

interface BasketDistrictItemProps {
  readonly district: BasketDistrict
  readonly onDrop: (key: string) => void
  readonly onTurn: (district: string, page: number) => void
}

/** One district of the basket: its sides and pages are drawn while it is open (a closed one shows its count). */
const BasketDistrictItem = memo(
  ({ district: d, onDrop, onTurn }: BasketDistrictItemProps) => (
    <Disclosure id={d.district} title={`${d.districtName} — ${sidesCount(d.stopsCount)}`}>
      {d.stops.length > 0 && (
        <>
          <ul aria-label={`Выбранные стороны: ${d.districtName}`}>
            {d.stops.map((s) => (
              <li key={stopKey(s)}>
                <span>
                  {s.inventoryNumber} · сторона {s.side === 'b' ? 'Б' : 'А'}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Убрать ${s.inventoryNumber}, сторона ${s.side === 'b' ? 'Б' : 'А'}`}
                  onPress={() => onDrop(stopKey(s))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          <Pagination
            page={d.page}
            pageCount={d.pages}
            onChange={(page) => onTurn(d.district, page)}
            label={`Страницы округа ${d.districtName}`}
          />
        </>
      )}
    </Disclosure>
  ),
  (before, after) =>
    before.onDrop === after.onDrop &&
    before.onTurn === after.onTurn &&
    sameBasketDistrict(before.district, after.district),
)
