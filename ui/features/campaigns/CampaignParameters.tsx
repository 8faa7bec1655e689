import { css, cx } from '@linaria/core'
import { useEffect } from 'react'
import { Clock } from '../../../core/ports/clock.port'
import { calculationSummary } from '../../../core/pricing/selection/calculation-summary'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { useLazyModule, useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { card } from '../../components/page.styles'
import { color, font, space } from '../../design/tokens'

const box = css`
  padding: ${space(5)} ${space(6)};
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(3)};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    gap: ${space(2)} ${space(4)};
  }
  dt {
    color: ${color.muted};
  }
  .line {
    display: contents;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`

/**
 * «Параметры размещения» of the campaign page (R-SCREEN-05): what the campaign buys, in the words of its
 * calculator (core's calculationSummary). Stations, packages and routes are named by the price list, which
 * comes with the wizard's chunk; until it is read, and for a place without a calculator, nothing is shown.
 */
export const CampaignParameters = ({
  place,
  calculation,
  isObserver,
}: {
  readonly place: string
  readonly calculation: unknown
  /** An observer sees no sums (a budget), as on the rest of the page. */
  readonly isObserver: boolean
}) => {
  useLazyModule('wizard')
  const live = useService(LiveQuoteStore)
  const prices = useReadable(live)
  const clock = useService<Clock>(Clock)
  useEffect(() => {
    if (prices.status === 'idle') void live.load()
  }, [live, prices.status])
  if (!prices.reference) return null
  const lines = calculationSummary(place, calculation, prices.reference, clock.today(), {
    money: !isObserver,
  })
  if (lines.length === 0) return null
  return (
    <section className={cx(card, box)} aria-labelledby="parameters-title">
      <h2 id="parameters-title">Параметры размещения</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label} className="line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
