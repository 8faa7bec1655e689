import { css } from '@linaria/core'
import { Suspense } from 'react'
import { Redirect } from 'wouter'
import { documentTitle } from '../../../core/cabinet/routing/page-title'
import { placePageAction, type PlacePageAction } from '../../../core/cabinet/routing/place-pages'
import { PLACE_PAGE_INTRO, PLACE_PAGE_LOGIN } from '../../../core/cabinet/routing/site-index'
import { placeInfoOf } from '../../../core/cabinet/view/place-info.catalogue'
import { usePreloadedModules } from '../../app/container-context'
import { PrerenderedCalculator } from '../../app/PrerenderedPage'
import { ScreenScope } from '../../app/ScreenScope'
import { lazyNamed } from '../../app/lazy-named'
import type { ScreenProps } from '../../app/screen-props'
import { useDocumentTitle } from '../../app/use-document-title'
import { useReadable } from '../../app/use-readable'
import { pageColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { mobile } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { CatalogueLink } from '../catalogue/CatalogueLink'
import { ComingSoon } from './ComingSoon'

/** The calculator's room while its code loads, so the page does not jump when it comes (issue #16: CLS). */
const calculatorRoom = css`
  min-height: 520px;
  ${mobile} {
    min-height: 0;
  }
`

const PublicCalculator = lazyNamed(() => import('../wizard/PublicCalculator'), 'PublicCalculator')
const PlaceInfoPage = lazyNamed(() => import('../wizard/PlaceInfoPage'), 'PlaceInfoPage')
const CreativePreviewPage = lazyNamed(() => import('../preview/CreativePreviewPage'), 'CreativePreviewPage')

/**
 * A place page (R-SCREEN-21..43): signed in, it opens the wizard on the page's place; signed out (the eight
 * public pages), the visitor prices the place here at list prices and books through the e-mail sign-in, which
 * opens the wizard on the same choice (R-ROUTE-13). A place without a calculator is described, with a request to
 * a manager; the preview page shows a creative in every format.
 */
export const PlaceCalculatorScreen = ({ params }: ScreenProps) => {
  const { token } = useReadable(useSession())
  const page = params['page'] ?? ''
  // Titled here, by its place, not by the shell (screen-titles TITLED_BY_PLACE).
  useDocumentTitle(documentTitle('placeCalculator', params))
  const action = placePageAction(page, token !== undefined)
  switch (action.kind) {
    case 'open':
      return <Redirect to={action.to} replace />
    case 'signIn':
      return <PublicPlaceCalculator action={action} />
    case 'preview':
      return (
        <Suspense fallback={<Skeleton lines={8} />}>
          <ScreenScope flow="preview">
            <CreativePreviewPage />
          </ScreenScope>
        </Suspense>
      )
    case 'none': {
      const info = placeInfoOf(page)
      return info ? (
        <Suspense fallback={<Skeleton lines={8} />}>
          <PlaceInfoPage info={info} />
        </Suspense>
      ) : (
        <ComingSoon title="Калькулятор" />
      )
    }
  }
}

/**
 * A public place page signed out: its calculator at list prices. The calculator's code (its form with it) and the
 * calculators' bindings are asked for together, beside the price list the server's answer already preloads
 * (issue #47: one part after another kept the page a grey skeleton).
 */
const PublicPlaceCalculator = ({
  action,
}: {
  readonly action: Extract<PlacePageAction, { kind: 'signIn' }>
}) => {
  usePreloadedModules('wizard')
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Калькулятор: {action.title}</h1>
      </div>
      {/* One text node, as the server's copy has it (site-index prerenderedBody): the same paint, the same size. */}
      <p>
        {`${PLACE_PAGE_INTRO} `}
        <Link href={PLACE_PAGE_LOGIN.href}>{PLACE_PAGE_LOGIN.text}</Link>
      </p>
      <div className={calculatorRoom}>
        <Suspense fallback={<PrerenderedCalculator place={action.place} fallback={<Skeleton lines={8} />} />}>
          <PublicCalculator place={action.place} signInHref={action.to} />
        </Suspense>
      </div>
      <CatalogueLink place={action.place} />
    </main>
  )
}
