import { PUBLIC_HEADER, publicHeaderLinks } from '../../../core/cabinet/view/public-header.view-model'
import { useReadable } from '../../app/use-readable'
import { frameColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { useSession } from '../session/use-session'

/**
 * The public site's header (issue #47: the landing's header on every public page): the brand leads home to the
 * landing, the right side to the two entrances, or to the cabinet once signed in. Drawn by the theme's global
 * `site-header` classes, which the server's first answer of a public page uses too (site-index siteHeaderHtml),
 * so the page does not move when this copy replaces it. Links are the site's own ('~', AriaProviders).
 */
export const PublicHeader = () => {
  const { token } = useReadable(useSession())
  return (
    <header className="site-header">
      <div className={frameColumn}>
        <Link href="~/" variant="quiet" className="site-brand" aria-label={PUBLIC_HEADER.homeLabel}>
          {PUBLIC_HEADER.brand}
        </Link>
        <nav aria-label={PUBLIC_HEADER.navLabel}>
          {publicHeaderLinks(token !== undefined).map((link) => (
            <Link key={link.href} href={`~${link.href}`} variant="quiet">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  )
}
