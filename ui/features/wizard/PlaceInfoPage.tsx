import { css } from '@linaria/core'
import { Check } from 'lucide-react'
import type { PlaceInfo } from '../../../core/cabinet/view/place-info.catalogue'
import { useLazyModule } from '../../app/container-context'
import { ScreenScope } from '../../app/ScreenScope'
import { card, pageColumn } from '../../components/page.styles'
import { color, font, space } from '../../design/tokens'
import { CatalogueLink } from '../catalogue/CatalogueLink'
import { ManagerRequest } from './ManagerRequest'
import { PlaceScheme } from './PlaceScheme'

const body = css`
  padding: ${space(6)};
  max-width: 860px;
  .summary {
    font-size: 16px;
    margin: 0 0 ${space(5)};
  }
  h2 {
    font-size: ${font.h3};
    margin: ${space(5)} 0 ${space(2)};
  }
  ul.facts {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  ul.facts li {
    display: flex;
    gap: ${space(2)};
    align-items: center;
    padding: ${space(1)} 0;
  }
  ul.facts svg {
    color: ${color.success};
    width: 16px;
    height: 16px;
    flex: none;
  }
`

/**
 * A place page without a calculator (R-SCREEN-21..32, 34, 35): what the place is, where and how it shows, its
 * formats with their scheme to scale, and the request to a manager, who prices it (the fast order for the place). The request's store comes
 * with the wizard's chunk and lives as long as the page (its screen scope).
 */
export const PlaceInfoPage = ({ info }: { readonly info: PlaceInfo }) => {
  useLazyModule('wizard')
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>{info.title}</h1>
      </div>
      <div className={`${card} ${body}`}>
        <p className="summary">{info.summary}</p>
        <h2>Как это работает</h2>
        <ul className="facts">
          {info.facts.map((fact) => (
            <li key={fact}>
              <Check aria-hidden />
              {fact}
            </li>
          ))}
        </ul>
        <h2>Форматы</h2>
        <ul>
          {info.formats.map((format) => (
            <li key={format}>{format}</li>
          ))}
        </ul>
        <PlaceScheme surfaces={info.surfaces} />
        <CatalogueLink place={info.place} />
        <ScreenScope flow="wizard">
          <ManagerRequest
            projects={[{ place: info.place, title: info.title }]}
            heading="Стоимость считает менеджер"
            intro="Оставьте заявку: менеджер подберёт адреса и сроки и пришлёт расчёт."
          />
        </ScreenScope>
      </div>
    </main>
  )
}
