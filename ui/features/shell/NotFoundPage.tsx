import { SCREEN_TITLES } from '../../../core/cabinet/routing/screen-titles'
import { NOT_FOUND_PAGE } from '../../../core/cabinet/view/public-site.view-model'
import { pageColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'

/**
 * The page that is not there (issue #47), as the server's 404 answer already showed it (site-index notFoundBody):
 * what happened and the ways on, inside the public site's frame. Links are the site's own ('~').
 */
export const NotFoundPage = () => (
  <main className={pageColumn}>
    <div className="page-top">
      <h1>{SCREEN_TITLES.notFound}</h1>
    </div>
    <p>{NOT_FOUND_PAGE.text}</p>
    <ul>
      {NOT_FOUND_PAGE.links.map((link) => (
        <li key={link.href}>
          <Link href={`~${link.href}`}>{link.label}</Link>
        </li>
      ))}
    </ul>
  </main>
)

/** The not-found screen as the router renders it (a logged-out address with 'msb' or 'auth' it does not know). */
export const NotFoundScreen = () => <NotFoundPage />
