import { css } from '@linaria/core'
import { X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { sidesCount, stopKey, type ChosenStop } from '../../../core/pricing/selection/shelter-form'
import { basketByDistrict } from '../../../core/pricing/selection/stops-listing'
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
 */
export const ShelterBasket = ({ chosen, onDrop }: ShelterBasketProps) => {
  const [pages, setPages] = useState<Readonly<Record<string, number>>>({})
  const [open, setOpen] = useState<readonly string[]>([])
  const districts = useMemo(() => basketByDistrict(chosen, pages, open), [chosen, pages, open])
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
          <Disclosure
            key={d.district}
            id={d.district}
            title={`${d.districtName} — ${sidesCount(d.stopsCount)}`}
          >
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
              onChange={(page) => setPages({ ...pages, [d.district]: page })}
              label={`Страницы округа ${d.districtName}`}
            />
          </Disclosure>
        ))}
      </Accordion>
    </section>
  )
}
