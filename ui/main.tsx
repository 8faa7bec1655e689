import './fonts.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { captureAutoFlow } from '../core/cabinet/routing/auto-flow'
import type { ScreenFlow } from '../core/cabinet/routing/screen-scope'
import { KeyValueStorage } from '../core/ports/storage.port'
import { createBrowserContainer } from '../adapters/browser/browser.root'
import type { ContainerModule } from '../adapters/container/di'
import { screenScope, type ScreenScopeContainer } from '../adapters/container/screen-scope'
import { msbScreenModule } from '../adapters/core-wiring/client.module'
import { App } from './app/App'
import { ContainerProvider } from './app/container-context'
import { globals } from './app/theme'

/** The browser's entry: the composition root builds the container; React only renders. */
const container = createBrowserContainer()
// R-ROUTE-13: a public calculator's link brings its token and the place; both are kept before anything reads them.
captureAutoFlow(
  Object.fromEntries(new URLSearchParams(window.location.search)),
  container.get<KeyValueStorage>(KeyValueStorage),
)
/** Loads a module's bindings once, however many lazy screens ask for it. */
const once = (load: () => Promise<void>) => {
  let loaded: Promise<void> | undefined
  return () => (loaded ??= load())
}
const captcha = once(() =>
  import('../adapters/captcha/client.module').then((m) => container.load(m.captchaClientModule)),
)
/** The Moscow clock and the downloads: loaded with the first working screen, not with a public page. */
const workspace = once(() =>
  import('../adapters/browser/workspace').then((m) => container.load(...m.workspaceModules)),
)
const campaignScreen = () => import('../adapters/core-wiring/campaign-screen.module')
/** Bindings a lazy screen loads when first shown, so their code stays in that screen's chunk. */
const lazyModules = {
  // Each with its screens' scope bindings, so a screen's scope is made without a further round trip.
  cabinet: () =>
    Promise.all([import('../adapters/core-wiring/cabinet.module'), campaignScreen(), workspace()]).then(
      ([m]) => container.load(m.cabinetModule),
    ),
  wizard: () =>
    Promise.all([
      import('../adapters/core-wiring/wizard.module'),
      captcha(),
      campaignScreen(),
      workspace(),
    ]).then(([w]) => container.load(w.wizardModule)),
  staff: () =>
    Promise.all([import('../adapters/core-wiring/staff.module'), workspace()]).then(([m]) =>
      container.load(m.staffModule),
    ),
  // The downloads' region of the signed-in shell, whichever screen opens first.
  workspace,
}
/**
 * The flows whose stores live as long as their screen (issue #49 item 5): a flow's code loaded, each entry makes
 * a fresh child of the container with the flow's screen bindings (ui/app/ScreenScope disposes it on leaving).
 * A scope is entered inside a screen that waited for its flow's lazy module (the root's bindings it uses).
 */
const scoped = (load: () => Promise<readonly ContainerModule[]>) => (): Promise<() => ScreenScopeContainer> =>
  load().then((modules) => () => screenScope(container, ...modules))
const scopes = {
  wizard: scoped(() =>
    Promise.all([import('../adapters/core-wiring/wizard.module'), campaignScreen()]).then(([w, c]) => [
      c.campaignScreenModule,
      w.wizardScreenModule,
    ]),
  ),
  cabinet: scoped(() =>
    Promise.all([import('../adapters/core-wiring/cabinet.module'), campaignScreen()]).then(([m, c]) => [
      c.campaignScreenModule,
      m.cabinetScreenModule,
    ]),
  ),
  staff: scoped(() => import('../adapters/core-wiring/staff.module').then((m) => [m.staffScreenModule])),
  landing: scoped(() =>
    Promise.all([import('../adapters/core-wiring/landing.module'), captcha()]).then(([m]) => [
      m.landingScreenModule,
    ]),
  ),
  preview: scoped(() =>
    import('../adapters/core-wiring/preview.module').then((m) => [m.previewScreenModule]),
  ),
  oauth: scoped(() => import('../adapters/core-wiring/oauth.module').then((m) => [m.oauthScreenModule])),
  // In the page's first chunk (with the session): its scopes are made at once, with no turn waited.
  msb: () => () => screenScope(container, msbScreenModule),
} satisfies Record<ScreenFlow, () => Promise<() => ScreenScopeContainer> | (() => ScreenScopeContainer)>
document.body.classList.add(globals)
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContainerProvider container={container} lazyModules={lazyModules} scopes={scopes}>
      <App />
    </ContainerProvider>
  </StrictMode>,
)
