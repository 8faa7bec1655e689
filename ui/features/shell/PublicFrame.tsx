import { css } from '@linaria/core'
import { Suspense, type ReactNode } from 'react'
import { lazyNamed } from '../../app/lazy-named'
import { PublicHeader } from './PublicHeader'

// Below the fold (the page fills the window above it): its links come in a chunk of their own, so the pages a
// visitor opens first — the login above all — carry none of them (issue #14: the login page's bytes).
const PublicFooter = lazyNamed(() => import('./PublicFooter'), 'PublicFooter')

// The page fills the window under the 64 px header, so the footer starts below the fold: a page whose content
// arrives later (the landing after the server's text) never moves what the visitor already sees (CLS).
const frame = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main,
  & > [aria-busy='true'] {
    flex: 1 0 auto;
    min-height: calc(100vh - 64px);
  }
`

/**
 * The public site's frame (issue #47: the public site as one site): the landing's header and footer around every
 * page a visitor meets — the landing, the public place pages, sign-in and registration, the choice of entrance and
 * the page that is not there. The page itself is the `main` inside.
 */
export const PublicFrame = ({ children }: { readonly children: ReactNode }) => (
  <div className={frame}>
    <PublicHeader />
    {children}
    <Suspense fallback={null}>
      <PublicFooter />
    </Suspense>
  </div>
)
