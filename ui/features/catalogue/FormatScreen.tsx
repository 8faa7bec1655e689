import { Fragment, Suspense } from 'react'
import { Redirect } from 'wouter'
import { CATALOGUE_PATH, CATALOGUE_TITLE } from '../../../core/cabinet/routing/catalogue-pages'
import { catalogueFormatTitle, isCataloguePlace } from '../../../core/cabinet/routing/catalogue-places'
import { documentTitle } from '../../../core/cabinet/routing/page-title'
import { creativeRequirements, formatSize } from '../../../core/cabinet/view/format-catalogue.view-model'
import { placeName } from '../../../core/campaign/place-names'
import type { ScreenProps } from '../../app/screen-props'
import { useDocumentTitle } from '../../app/use-document-title'
import { card, facts, pageColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { FaceDrawing } from '../map/FaceDrawing'
import { crumbs, formatLayout } from './catalogue.styles'
import { FormatPrice } from './FormatPrice'

/**
 * A format's page in the catalogue (issue #50 item 5): its drawing and size, what its creative must be (the rules
 * the upload checks), then its price and audience from the price list, priced as its calculator prices them. An
 * address naming no format leads to the catalogue's index (our choice: the visitor still finds the formats).
 */
export const CatalogueFormatScreen = ({ params }: ScreenProps) => {
  const place = params['place'] ?? ''
  // Titled here, by its place, not by the shell (screen-titles TITLED_BY_PLACE).
  useDocumentTitle(documentTitle('catalogueFormat', params))
  if (!isCataloguePlace(place)) return <Redirect to={CATALOGUE_PATH} replace />
  const size = formatSize(place)
  return (
    <main className={pageColumn}>
      <p className={crumbs}>
        <Link href={CATALOGUE_PATH}>{CATALOGUE_TITLE}</Link>
      </p>
      <div className="page-top">
        <h1>{catalogueFormatTitle(place)}</h1>
      </div>
      <div className={formatLayout}>
        <figure className={card} aria-label={`Схема формата: ${placeName(place)}`}>
          <FaceDrawing
            size={size.proportions && { width: size.proportions.width, height: size.proportions.height }}
            chosen={false}
          />
          <figcaption data-figure="size">{size.text}</figcaption>
        </figure>
        <div>
          <Suspense
            fallback={
              <section className={card} aria-busy="true" aria-label="Загрузка цены">
                <Skeleton lines={4} />
              </section>
            }
          >
            <FormatPrice place={place} />
          </Suspense>
          <section className={card} aria-labelledby="format-requirements">
            <h2 id="format-requirements">Требования к материалам</h2>
            <dl className={facts} data-figure="requirements">
              {creativeRequirements(place).map((row) => (
                <Fragment key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </main>
  )
}
