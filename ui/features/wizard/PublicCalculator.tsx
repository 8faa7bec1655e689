import { css } from '@linaria/core'
import { ArrowRight } from 'lucide-react'
import { Suspense, use, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { AdvertisePlace } from '../../../core/campaign/advertise-place'
import { WizardDraftStore } from '../../../core/cabinet/stores/wizard-draft.store'
import { keepAutoFlow } from '../../../core/cabinet/routing/auto-flow'
import { Clock } from '../../../core/ports/clock.port'
import { KeyValueStorage } from '../../../core/ports/storage.port'
import { hasForm } from '../../../core/pricing/selection/calculator-form'
import { formProblems } from '../../../core/pricing/selection/form-problems'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { pricePanel } from '../../../core/pricing/selection/price-panel.view-model'
import { useLazyModule, useService } from '../../app/container-context'
import { PrerenderedCalculator } from '../../app/PrerenderedPage'
import { ScreenScope } from '../../app/ScreenScope'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { space } from '../../design/tokens'
// With the calculator, not a chunk after it: the form comes with its price (issue #47: the landing's calculator
// stayed a grey skeleton under a price already known).
import { CalculatorForm } from './CalculatorForm'
import { chunkNames, preloadControls } from './control-chunks'
import { PricePanel, withPricePanel } from './PricePanel'
import { usePricedInput } from './use-priced-input'

const book = css`
  margin-top: ${space(4)};
`

/**
 * A public place page's calculator (issue #16, R-ROUTE-07): a visitor prices the place at list prices, by the
 * same core calculators as the wizard, and "Забронировать" leads to the e-mail sign-in with the auto-flow
 * (R-ROUTE-13). The choice is the wizard's draft, kept in this browser, so the wizard opens on it after
 * sign-in with nothing lost (R-ROUTE-14). The wizard's stores come with its chunk; the form's own (the
 * shelters, the taken units, the manager's request) live as long as the calculator (its screen scope).
 */
export const PublicCalculator = (props: { readonly place: AdvertisePlace; readonly signInHref: string }) => (
  // Until the form can be used, the server's defaults and price stay (issue #51 item 2), not grey bars.
  <Suspense fallback={<ServerCalculator place={props.place} />}>
    <ScopedCalculator {...props} />
  </Suspense>
)

const ServerCalculator = ({ place }: { readonly place: AdvertisePlace }) => (
  <PrerenderedCalculator place={place} fallback={<Skeleton lines={8} />} />
)

const ScopedCalculator = (props: { readonly place: AdvertisePlace; readonly signInHref: string }) => {
  useLazyModule('wizard')
  return (
    <ScreenScope flow="wizard">
      <Calculator {...props} />
    </ScreenScope>
  )
}

const Calculator = ({
  place,
  signInHref,
}: {
  readonly place: AdvertisePlace
  readonly signInHref: string
}) => {
  const [, navigate] = useLocation()
  const drafts = useService(WizardDraftStore)
  const draft = useReadable(drafts)
  const live = useService(LiveQuoteStore)
  const prices = useReadable(live)
  const today = useService<Clock>(Clock).today()
  const storage = useService<KeyValueStorage>(KeyValueStorage)
  const [showErrors, setShowErrors] = useState(false)

  useEffect(() => void live.load('visitor', place), [live, place])
  useEffect(() => drafts.adoptPlace(place), [drafts, place])
  const own = draft.place === place && draft.campaignId === undefined
  const { input, quote, change, controls } = usePricedInput(place, own, today)

  const formPlace = hasForm(place) ? place : undefined
  if (!formPlace) return <Link href={signInHref}>Рассчитать стоимость в кабинете</Link>
  if (prices.status === 'error') return <LoadFailed onRetry={() => void live.load('visitor', place)} />
  if (!input || prices.status !== 'ready' || !prices.reference) return <ServerCalculator place={place} />
  // The place's own controls (the metro scheme's list, the shelters…) come with the form, not a chunk after it: the
  // server's calculator stays until they are in, so the form does not open with a grey block that then grows and
  // pushes the page down (issue #51 item 2: crystal lights, CLS 0.023 at 4× CPU).
  use(preloadControls(chunkNames(controls)))
  const problems = formProblems(controls, quote, showErrors)
  const panel = quote?.ok ? pricePanel(quote.value) : undefined
  return (
    <div className={withPricePanel}>
      <section aria-label="Калькулятор">
        <Suspense fallback={<Skeleton lines={8} />}>
          <CalculatorForm
            controls={controls}
            input={input}
            errors={problems.atField}
            notes={problems.notes}
            onChange={change}
            today={today}
          />
        </Suspense>
        <div className={book}>
          <Button
            variant="primary"
            onPress={() => {
              setShowErrors(true)
              if (!quote?.ok) return
              keepAutoFlow(storage, place)
              navigate(signInHref)
            }}
          >
            Забронировать
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </section>
      <PricePanel
        {...(panel ? { view: panel } : {})}
        {...(problems.panel ? { problem: problems.panel } : {})}
      />
    </div>
  )
}
