import { css, cx } from '@linaria/core'
import { ArrowLeft, ArrowRight, Check, RotateCcw } from 'lucide-react'
import { memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import {
  advertiserErrors,
  afterConfirmationNote,
  checksVacancy,
  campaignBody,
  placementsCatalogue,
  resumeLink,
  specialProjectsCatalogue,
  wizardHref,
  wizardView,
  type AdvertiserFields,
  type WizardView,
} from '../../../core/cabinet/view/wizard.view-model'
import { WizardController } from '../../../core/cabinet/wizard/wizard.controller'
import { Clock } from '../../../core/ports/clock.port'
import { CalculatorRegistry } from '../../../core/pricing/calculator-registry'
import { dropTaken, hasForm } from '../../../core/pricing/selection/calculator-form'
import { formProblems } from '../../../core/pricing/selection/form-problems'
import { scheduleViewOf } from '../../../core/pricing/selection/ground-schedule'
import { pricePanel } from '../../../core/pricing/selection/price-panel.view-model'
import { advertiserFixedReason } from '../../../core/cabinet/view/campaign-advertiser.view-model'
import { paymentDue } from '../../../core/cabinet/view/payment.view-model'
import { clipSecondsOf } from '../../../core/cabinet/view/video-plan.view-model'
import type { ScreenProps } from '../../app/screen-props'
import { useLazyModule, useService } from '../../app/container-context'
import { ScreenScope } from '../../app/ScreenScope'
import { LeaveGuard } from './LeaveGuard'
import { SaveFailureNotice } from './SaveFailureNotice'
import { VacancyNotice } from './VacancyNotice'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { card, pageColumn } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { Tabs } from '../../design/Tabs'
import { color, font, radius, space } from '../../design/tokens'
import { AdvertiserStep } from './AdvertiserStep'
import { MaterialsStepPanel } from './MaterialsStepPanel'
import { PaymentStepPanel } from './PaymentStepPanel'
import { PrintingStepPanel } from './PrintingStepPanel'
import { PlacementsStep } from './PlacementsStep'
import { PricePanel, withPricePanel as layout } from './PricePanel'
import { usePricedInput } from './use-priced-input'
import { CatalogueLink } from '../catalogue/CatalogueLink'
import { lazyNamed } from '../../app/lazy-named'
import { CalculatorForm, chunkNames, preloadCalculator } from './calculator-chunks'
import { MonitorsByLine } from './control-chunks'
import { MONITORS_BY_LINE_PLACE } from '../../../core/pricing/selection/monitors-by-line.store'

// The calculator form is a lazy chunk: the wizard's other steps ask for it ahead but do not wait for it (each
// calculator's own control is a chunk further, see calculator-chunks).
// The schedule view's table is a lazy chunk: only the ground places show it, and only on its tab.
const GroundScheduleView = lazyNamed(() => import('./GroundScheduleView'), 'GroundScheduleView')

const stepper = css`
  list-style: none;
  margin: 0 0 ${space(6)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  li a,
  li span.ahead {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(1)} ${space(3)};
    border-radius: ${radius.pill};
    border: 1px solid ${color.border};
    font-size: ${font.caption};
    color: ${color.muted};
    text-decoration: none;
  }
  li a[aria-current='step'] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: #fff;
    font-weight: 600;
  }
  li a.done {
    color: ${color.text};
  }
  svg {
    width: 14px;
    height: 14px;
  }
`
const body = css`
  padding: ${space(6)};
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(5)};
  }
`
const resetBar = css`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(4)};
  margin: 0 0 ${space(4)};
  p {
    margin: 0;
    color: ${color.muted};
  }
`
const waiting = css`
  margin: ${space(5)} 0 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.control};
  background: ${color.subtle};
`
const actions = css`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(6)};
  flex-wrap: wrap;
`

/** The steps as links: the done ones and the current one can be opened, the ones ahead are not yet reachable. */
const Stepper = memo(({ view }: { readonly view: WizardView }) => (
  <ol className={stepper} aria-label="Шаги">
    {view.steps.map((s) => (
      <li key={s.step}>
        {s.state === 'ahead' ? (
          <span className="ahead">
            {s.number}. {s.title}
          </span>
        ) : (
          <Link
            href={s.href}
            variant="quiet"
            className={s.state === 'done' ? 'done' : ''}
            {...(s.state === 'current' && { 'aria-current': 'step' as const })}
          >
            {s.state === 'done' && <Check aria-hidden />}
            {s.number}. {s.title}
          </Link>
        )}
      </li>
    ))}
  </ol>
))

/**
 * R-SCREEN-02, R-SCREEN-03: the wizard; its stores come with its chunk (the calculators stay out of the rest).
 * Its screen state lives in a scope of its own, one per campaign (issue #49 item 5): opening another campaign,
 * or the one just saved, starts with fresh stores, and leaving the wizard disposes them.
 */
export const WizardScreen = (props: ScreenProps) => {
  useLazyModule('wizard')
  return (
    <ScreenScope flow="wizard" key={wizardCampaignId(props) ?? ''}>
      <Wizard {...props} />
    </ScreenScope>
  )
}

/**
 * The campaign the wizard is on: the path's, or the query's campaignId, as a transit-shelter campaign's link names
 * it (R-LINK-10: /calculator/step-3?advertisePlace=transitShelter&…&campaignId={id}); «Продолжить оформление»
 * then edits that campaign, not a new one.
 */
const wizardCampaignId = ({ params, query }: ScreenProps): string | undefined =>
  params['advertisingCampaignId'] || query['campaignId'] || undefined

/** Renders what the wizard's controller says and forwards what the user does to it. */
const Wizard = ({ params, query }: ScreenProps) => {
  const [location, navigate] = useLocation()
  const search = useSearch()
  const controller = useService(WizardController)
  const { campaign: entry, showErrors, draft, prices, partners, saving } = useReadable(controller)
  const clock = useService<Clock>(Clock)
  const registry = useService(CalculatorRegistry)
  const campaignId = wizardCampaignId({ params, query })
  const today = clock.today()

  useEffect(() => controller.enter(campaignId), [controller, campaignId])
  const step = params['step'] ?? '1'
  const href = search ? `${location}?${search}` : location
  const campaign = entry.status === 'open' ? entry.campaign : undefined
  const place = campaignId ? campaign?.advertisePlace : query['advertisePlace']
  useEffect(() => {
    // Leaving with what the server has not been told asks first (the draft itself is kept either way).
    if (!draft.unsaved) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [draft.unsaved])

  const own = draft.place === place
  const ready = hasForm(place ?? '')
  const { input, quote, change, controls, reset, undoReset } = usePricedInput(place, own, today)
  // Ground transport's calculator or schedule view: a reset returns to the calculator (R-GROUND-09).
  const [groundView, setGroundView] = useState('calculator')
  // While a person is on the steps before it, the calculator's chunks are fetched once the browser idles: its step
  // opens with its form and its list, not a skeleton (issue #51 item 2: the shelter list's first rows).
  const chunks = ready ? chunkNames(controls) : ''
  useEffect(() => {
    if (!ready) return
    const ask = () => preloadCalculator(chunks)
    if (typeof requestIdleCallback !== 'function') return void ask()
    const id = requestIdleCallback(ask, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }, [ready, chunks])

  // The steps are made once per change of what they show, not once per render: a press on a shelter side draws
  // the price again, and the stepper's links stay as they were (issue #50 item 6).
  const fromCalculator = draft.fromCalculator && own
  const isAgency = prices.terms?.isAgency ?? false
  // A transit-shelter campaign goes on to its invoice once the manager confirmed it (issue #47).
  const reservationConfirmed = campaign?.reservationStatus._id === 'confirmed'
  const viewed = useMemo(
    () =>
      wizardView(
        { step, ...(campaignId ? { campaignId } : {}), ...(place ? { place } : {}) },
        { fromCalculator, isAgency, reservationConfirmed },
      ),
    [step, campaignId, place, fromCalculator, isAgency, reservationConfirmed],
  )
  // Only a step the wizard has is remembered to resume at: one it sends back to step 1 from would be offered
  // there again, a loop (walk defect 2). A saved campaign's steps are known once it is read.
  const visitable = viewed.ok
  useEffect(() => {
    if (visitable) controller.visit({ step, href, place })
  }, [controller, visitable, step, href, place])

  if (prices.status === 'error')
    return (
      <Page>
        <LoadFailed onRetry={() => controller.retry()} />
      </Page>
    )
  if (entry.status === 'failed')
    return (
      <Page>
        <LoadFailed message={entry.error} onRetry={() => controller.retry()} />
      </Page>
    )
  if (prices.status !== 'ready' || (campaignId && !campaign))
    return (
      <Page>
        <Skeleton lines={8} />
      </Page>
    )

  if (!viewed.ok) return <Redirect to="/calculator/step-1" replace />
  const view = viewed.value
  const fields: AdvertiserFields = {
    name: draft.name,
    brandName: draft.brandName,
    ...(draft.partnerId ? { partnerId: draft.partnerId } : {}),
  }
  const fieldErrors = advertiserErrors(fields, { isAgency })
  const problems = formProblems(controls, quote, showErrors)
  const stepHref = (step: string) => view.steps.find((s) => s.step === step)?.href
  const after = (id: string) =>
    view.number < view.steps.length ? wizardHref(view.number + 1, place, id) : `/campaigns/${id}`

  /** Saves when the server can have the campaign (a name and a priced calculation), then moves on. */
  const next = async () => {
    const to = await controller.next({
      current: view.current,
      place: view.place!,
      named: Object.keys(fieldErrors).length === 0,
      priced: quote?.ok === true,
      body: campaignBody(fields, input),
      advertiserHref: stepHref('advertiser'),
      calculatorHref: stepHref('calculator'),
      after,
    })
    if (to) navigate(to)
  }

  const title = view.steps.find((s) => s.number === view.number)?.title ?? ''
  // A print order placed for this campaign reaches the panel's totals (issue #47 item 5).
  const panel = quote?.ok
    ? pricePanel(quote.value, undefined, campaign ? paymentDue(campaign).print : undefined)
    : undefined
  const content = (() => {
    switch (view.current) {
      case 'placements':
        return (
          <PlacementsStep
            entries={placementsCatalogue(registry.places(), hasForm)}
            specialProjects={specialProjectsCatalogue(registry.places())}
            resume={resumeLink(draft, (p) => registry.get(p)?.title)}
            onChoose={(p) => {
              controller.choosePlace(p)
              navigate(wizardHref(2, p))
            }}
          />
        )
      case 'advertiser':
        return (
          <AdvertiserStep
            value={fields}
            partners={partners}
            isAgency={isAgency}
            errors={showErrors ? fieldErrors : {}}
            fixedReason={campaign ? advertiserFixedReason(campaign) : undefined}
            onChange={(f) => controller.setAdvertiser(f)}
          />
        )
      case 'calculator': {
        if (!(place && hasForm(place) && input))
          return <p>Калькулятор этого носителя готовится: его пока рассчитывает менеджер.</p>
        const form = (
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
        )
        // Ground transport has a schedule view beside the calculator (pricing §2, R-SCREEN-69).
        const ground = scheduleViewOf(place)
        // «Сбросить расчёт» over both views: the place's defaults, and the calculator shown (R-GROUND-09); what it
        // replaced comes back with «Вернуть» until the next change.
        const resetting = (
          <div className={resetBar}>
            {draft.replaced !== undefined && (
              <p role="status">
                Расчёт сброшен к начальным значениям.{' '}
                <Button variant="quiet" onPress={undoReset}>
                  Вернуть
                </Button>
              </p>
            )}
            <Button
              variant="quiet"
              onPress={() => {
                reset()
                setGroundView('calculator')
              }}
            >
              <RotateCcw aria-hidden="true" />
              Сбросить расчёт
            </Button>
          </div>
        )
        // Issue #50 item 5: every calculator leads to its format's page in the catalogue. The metro monitors say
        // where the video plays first (R-API-19), a signed-in read.
        const about = (
          <>
            {place === MONITORS_BY_LINE_PLACE && (
              <Suspense fallback={null}>
                <MonitorsByLine input={input} />
              </Suspense>
            )}
            <CatalogueLink place={place} />
          </>
        )
        return ground ? (
          <>
            {resetting}
            <Tabs
              label="Вид калькулятора"
              selected={groundView}
              onSelect={setGroundView}
              tabs={[
                {
                  id: 'calculator',
                  title: 'Калькулятор',
                  content: (
                    <>
                      {form}
                      {about}
                    </>
                  ),
                },
                {
                  id: 'schedule',
                  title: 'Расписание',
                  content: (
                    <Suspense fallback={<Skeleton height="360px" />}>
                      <GroundScheduleView input={input} reference={prices.reference!} place={ground} />
                    </Suspense>
                  ),
                },
              ]}
            />
          </>
        ) : (
          <>
            {resetting}
            {form}
            {about}
          </>
        )
      }
      case 'payment':
        return campaign ? (
          <PaymentStepPanel campaign={campaign} isAgency={isAgency} advertiserHref={stepHref('advertiser')} />
        ) : null
      case 'media':
        return campaign ? <MaterialsStepPanel campaign={campaign} clipSeconds={clipSecondsOf(input)} /> : null
      case 'printing':
        if (!campaign) return <Skeleton lines={4} />
        return <PrintingStepPanel campaign={campaign} paymentHref={stepHref('payment')} />
      default:
        return (
          <p>
            Этот шаг выполняется в карточке кампании.{' '}
            {campaignId && <Link href={`/campaigns/${campaignId}`}>Открыть карточку</Link>}
          </p>
        )
    }
  })()

  const showPanel = view.current !== 'placements' && ready
  return (
    <Page title={campaign?.name || draft.name || 'Новая кампания'}>
      <LeaveGuard unsaved={draft.unsaved} />
      <Stepper view={view} />
      <div className={showPanel ? layout : ''}>
        <section className={cx(card, body)} aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title">{title}</h2>
          {campaignId && checksVacancy(view, campaignId) && (
            <VacancyNotice
              place={view.place!}
              campaignId={campaignId}
              onDrop={(taken) => {
                if (place && hasForm(place) && input && prices.reference)
                  controller.setCalculation(dropTaken(place, prices.reference, input, taken))
                navigate(stepHref('calculator') ?? '/calculator/step-1')
              }}
            />
          )}
          {content}
          {view.afterConfirmation && view.number === view.steps.length && (
            <p className={waiting} role="note">
              {afterConfirmationNote(view.afterConfirmation)}
            </p>
          )}
          {/* A refused save is said by the button pressed (issue #47 item 3), not above the page. */}
          {saving.error && (
            <SaveFailureNotice
              failure={saving.error}
              onDrop={
                place && hasForm(place) && input && prices.reference
                  ? () =>
                      controller.setCalculation(
                        dropTaken(place, prices.reference!, input, saving.error!.taken),
                      )
                  : undefined
              }
            />
          )}
          {view.current !== 'placements' && (
            <div className={actions}>
              {view.back ? (
                <Button variant="secondary" onPress={() => navigate(view.back!)}>
                  <ArrowLeft aria-hidden />
                  Назад
                </Button>
              ) : (
                <span />
              )}
              {(view.current === 'advertiser' || view.current === 'calculator') && ready ? (
                <Button variant="primary" isPending={saving.loading} onPress={() => void next()}>
                  Далее
                  <ArrowRight aria-hidden />
                </Button>
              ) : campaignId ? (
                <Button variant="primary" onPress={() => navigate(after(campaignId))}>
                  {view.number < view.steps.length ? 'Далее' : 'Готово'}
                  <ArrowRight aria-hidden />
                </Button>
              ) : null}
            </div>
          )}
        </section>
        {showPanel && (
          <PricePanel
            {...(panel ? { view: panel } : {})}
            {...(problems.panel ? { problem: problems.panel } : {})}
          />
        )}
      </div>
    </Page>
  )
}

const Page = ({ title = 'Новая кампания', children }: { title?: string; children: ReactNode }) => (
  <main className={pageColumn}>
    <div className="page-top">
      <h1>{title}</h1>
    </div>
    {children}
  </main>
)
