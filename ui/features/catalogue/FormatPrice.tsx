import { Fragment, useEffect, useMemo } from 'react'
import type { PlaceId } from '../../../core/places'
import { formatPage } from '../../../core/cabinet/view/format-catalogue.view-model'
import { Clock } from '../../../core/ports/clock.port'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { useLazyModule, useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { card, facts } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { useSession } from '../session/use-session'

/**
 * A format's price and audience (issue #50 item 5): the price list read once a visit, the place priced by the
 * calculators' own store (the same registry, today and terms as the calculator), so the figure equals the
 * calculator's for the same choice; the way on to the calculator.
 */
export const FormatPrice = ({ place }: { readonly place: PlaceId }) => {
  useLazyModule('wizard')
  const live = useService(LiveQuoteStore)
  const prices = useReadable(live)
  const today = useService<Clock>(Clock).today()
  const { token } = useReadable(useSession())
  const signedIn = token !== undefined
  useEffect(() => void live.load(signedIn ? 'signedIn' : 'visitor'), [live, signedIn])
  const reference = prices.status === 'ready' ? prices.reference : undefined
  const view = useMemo(
    () => formatPage(place, { reference, today, signedIn, price: (p, input) => live.price(p, input) }),
    [place, reference, today, signedIn, live],
  )
  if (prices.status === 'error')
    return <LoadFailed onRetry={() => void live.load(signedIn ? 'signedIn' : 'visitor')} />
  const waiting = view.calculator !== undefined && !reference
  return (
    <>
      <section className={card} aria-labelledby="format-price">
        <h2 id="format-price">Цена по прайс-листу</h2>
        {waiting ? (
          <Skeleton lines={2} />
        ) : view.price ? (
          <>
            <p className="price" data-figure="price">
              {view.price.text}
            </p>
            <p className="basis">{view.price.basis}</p>
          </>
        ) : (
          <p className="basis">{view.priceNote}</p>
        )}
        {view.calculator && (
          <Link variant="button" href={view.calculator.href}>
            {view.calculator.text}
          </Link>
        )}
      </section>
      {view.audience.length > 0 && (
        <section className={card} aria-labelledby="format-audience">
          <h2 id="format-audience">Аудитория</h2>
          <dl className={facts}>
            {view.audience.map((row) => (
              <Fragment key={row.label}>
                <dt>{row.label}</dt>
                <dd data-figure={row.label.startsWith('OTS') ? 'ots' : 'grp'}>{row.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
    </>
  )
}
