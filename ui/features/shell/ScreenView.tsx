import { css } from '@linaria/core'
import { Suspense, type ReactNode } from 'react'
import type { RouteDecision } from '../../../core/cabinet/routing/route.decision'
import { screenScopeOf } from '../../../core/cabinet/routing/screen-scope'
import { SCREEN_TITLES, shellTitle } from '../../../core/cabinet/routing/screen-titles'
import { ScreenScope } from '../../app/ScreenScope'
import { PUBLIC_SCREENS, type ScreenTable } from '../../app/screens'
import { useDocumentTitle } from '../../app/use-document-title'
import { Loading } from '../../design/Loading'
import { Skeleton } from '../../design/Skeleton'
import { space } from '../../design/tokens'
import { ComingSoon } from './ComingSoon'

const skeleton = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${space(8)} ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`

/** Sized like a page's heading and first card, so nothing shifts when the screen's chunk arrives. */
export const PageSkeleton = () => (
  <Loading label="Загрузка" className={skeleton}>
    <Skeleton width={320} height={32} />
    <Skeleton lines={4} />
  </Loading>
)

/**
 * Renders the screen the core's route decision names, from its lazy chunk, in the scope its stores live in (issue
 * #49 item 5), and titles the page as the core names it (R-HEAD-22; a place page titles itself by its place, issue
 * #47). While the chunk loads, `fallback` holds the screen's place in the screen's own frame (a page skeleton by
 * default), so nothing moves when it arrives.
 */
export const ScreenView = ({
  decision,
  fallback = <PageSkeleton />,
  screens = PUBLIC_SCREENS,
}: {
  readonly decision: Extract<RouteDecision, { kind: 'render' }>
  readonly fallback?: ReactNode
  /** Where the screen is looked up: the public ones, or the signed-in shell's (ui/app/cabinet-screens.tsx). */
  readonly screens?: ScreenTable
}) => {
  // A screen titled by its place (a place page, a format's page) titles itself, from its own chunk.
  useDocumentTitle(shellTitle(decision.screen))
  const Screen = screens[decision.screen]
  const shown = Screen ? (
    <Screen params={decision.params} query={decision.query} />
  ) : (
    <ComingSoon title={SCREEN_TITLES[decision.screen]} />
  )
  // Issue #49 item 5: the screen's stores live in its scope, made on entry and disposed on leaving.
  const scope = screenScopeOf(decision.screen, decision.params)
  return (
    <Suspense fallback={fallback}>
      {scope ? (
        <ScreenScope flow={scope.flow} key={scope.key}>
          {shown}
        </ScreenScope>
      ) : (
        shown
      )}
    </Suspense>
  )
}
