import { CATALOGUE_TITLE } from '../../../core/cabinet/routing/catalogue-pages'
import { CATALOGUE_INTRO, catalogueIndex } from '../../../core/cabinet/view/format-catalogue.view-model'
import { pageColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { formatGrid } from './catalogue.styles'

/** The catalogue's index (issue #50 item 5): every format the product sells, its size, a link to its page. */
export const CatalogueScreen = () => (
  <main className={pageColumn}>
    <div className="page-top">
      <h1>{CATALOGUE_TITLE}</h1>
    </div>
    <p>{CATALOGUE_INTRO}</p>
    <ul className={formatGrid} aria-label="Форматы">
      {catalogueIndex().map((format) => (
        <li key={format.place}>
          <Link href={format.href}>{format.name}</Link>
          <span>{format.size}</span>
        </li>
      ))}
    </ul>
  </main>
)
