import { css } from '@linaria/core'
import { BookOpen } from 'lucide-react'
import { CATALOGUE_PATH, CATALOGUE_TITLE, catalogueHref } from '../../../core/cabinet/routing/catalogue-pages'
import { catalogueLinkText, isCataloguePlace } from '../../../core/cabinet/routing/catalogue-places'
import { Link } from '../../design/Link'
import { space } from '../../design/tokens'

const line = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin: ${space(2)} 0;
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`

/**
 * A calculator's or a place page's way to its format's page in the catalogue (issue #50 item 5): sizes,
 * requirements, audience; a place the catalogue does not describe leads to the whole catalogue.
 */
export const CatalogueLink = ({ place }: { readonly place: string }) => (
  <p className={line}>
    <BookOpen aria-hidden />
    {isCataloguePlace(place) ? (
      <Link href={catalogueHref(place)}>{catalogueLinkText(place)}</Link>
    ) : (
      <Link href={CATALOGUE_PATH}>{CATALOGUE_TITLE}</Link>
    )}
  </p>
)
