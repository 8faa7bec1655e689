import { css, cx } from '@linaria/core'
import { Mail } from 'lucide-react'
import { footerLinks, type FooterLink } from '../../../core/cabinet/view/chrome'
import {
  OFFER_ARCHIVE_TITLE,
  offerArchiveScrolls,
  OfferArchiveStore,
} from '../../../core/cabinet/view/offer-archive'
import { useService } from '../../app/container-context'
import { frameColumn } from '../../components/page.styles'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { DialogActions, Modal } from '../../design/Modal'
import { color, font, space } from '../../design/tokens'
import { footerBand } from './footer.styles'

// The footers' band (footer.styles), and the cabinet's own entries: the archive's button and the mailboxes.
const entries = css`
  button.as-link {
    height: auto;
    padding: 0;
    color: ${color.muted};
    font-size: ${font.caption};
    font-weight: normal;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .mail {
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
`
const archiveList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${space(2)} 0;
    border-bottom: 1px solid ${color.border};
  }
`

const Entry = ({ link, onArchive }: { readonly link: FooterLink; readonly onArchive: () => void }) => {
  const t = link.target
  switch (t.kind) {
    case 'route':
      return <Link href={t.to}>{link.label}</Link>
    case 'document':
      return (
        <Link href={t.href} target="_blank" rel="noopener">
          {link.label}
        </Link>
      )
    case 'external':
      return (
        <Link href={t.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </Link>
      )
    case 'modal':
      return (
        <Button variant="quiet" className="as-link" onPress={onArchive}>
          {link.label}
        </Button>
      )
    case 'mail':
      return (
        <Link href={`mailto:${t.address}`} className="mail">
          <Mail size={12} aria-hidden="true" />
          {link.label}: {t.address}
        </Link>
      )
  }
}

const DOCUMENTS = new Set([
  'publicOffer',
  'offerArchive',
  'advertisingLaw',
  'partnershipConfirmation',
  'requisites',
  'privacyPolicy',
])

/** The footer of every cabinet page (R-HEAD-13) and the offer archive it opens (R-HEAD-14..17). */
export const Footer = () => {
  const archive = useService(OfferArchiveStore)
  const { open, links: offers, loaded } = useReadable(archive)
  const links = footerLinks(offers[0]?.href)
  const openArchive = () => void archive.open()
  const groups = [
    { title: 'Документы', links: links.filter((l) => DOCUMENTS.has(l.id)) },
    { title: 'О площадке', links: links.filter((l) => !DOCUMENTS.has(l.id) && l.target.kind !== 'mail') },
    { title: 'Связаться с нами', links: links.filter((l) => l.target.kind === 'mail') },
  ]
  return (
    <footer className={cx(footerBand, entries)}>
      <div className={`columns ${frameColumn}`}>
        {groups.map((g) => (
          <section key={g.title} aria-label={g.title}>
            <h2>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.id}>
                  <Entry link={l} onArchive={openArchive} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={`copy ${frameColumn}`}>© Табло — реклама в метро и на улицах Москвы</p>
      <Modal isOpen={open} onOpenChange={(next) => !next && archive.close()} title={OFFER_ARCHIVE_TITLE}>
        {(close) => (
          <>
            {offers.length === 0 ? (
              <p>{loaded ? 'В архиве пока нет оферт.' : 'Загружаем архив…'}</p>
            ) : (
              <ul
                className={archiveList}
                style={
                  offerArchiveScrolls(offers.length) ? { maxHeight: 5 * 41, overflowY: 'auto' } : undefined
                }
                tabIndex={offerArchiveScrolls(offers.length) ? 0 : undefined}
              >
                {offers.map((o) => (
                  <li key={o.href}>
                    <Link href={o.href} target="_blank" rel="noopener">
                      Оферта {o.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                Закрыть
              </Button>
            </DialogActions>
          </>
        )}
      </Modal>
    </footer>
  )
}
