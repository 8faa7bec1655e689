import type { SiteLink } from '../../../core/cabinet/view/public-header.view-model'
import { publicFooter } from '../../../core/cabinet/view/public-site.view-model'
import { frameColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { footerBand } from './footer.styles'

/** A site path ('/x') is followed as the site's own from either router; a mailbox or another site as it is. */
const hrefOf = (link: SiteLink): string => (link.href.startsWith('/') ? `~${link.href}` : link.href)

/**
 * The public site's footer (issue #47): every public calculator, the landing's news, documents, fast order and
 * question form, the advertising law and the contact mailboxes (core's publicFooter), on the header's left edge.
 */
export const PublicFooter = () => (
  <footer className={footerBand}>
    <div className={`columns ${frameColumn}`}>
      {publicFooter().map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={hrefOf(link)}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
    <p className={`copy ${frameColumn}`}>© Табло — реклама в метро и на улицах Москвы</p>
  </footer>
)
