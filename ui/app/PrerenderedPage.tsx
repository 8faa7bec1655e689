import { css } from '@linaria/core'
import type { ReactNode } from 'react'

/**
 * The server's copy of the page first opened (site-index prerenderedBody: its heading and first paragraph in the
 * page's own type), read from the app's root when this module loads, before React's first render replaces it.
 * Only its `main`: the site's header and footer around it are React's own (PublicFrame), drawn in the same box.
 * Read, not rebuilt: the shell carries none of the public pages' texts (issue #14: the login page's bytes).
 */
const first =
  typeof document === 'undefined'
    ? undefined
    : {
        path: window.location.pathname.replace(/(.)\/$/, '$1'),
        html: document.querySelector('#root > main.prerendered')?.outerHTML ?? '',
      }

const contents = css`
  display: contents;
`

/**
 * The server's text, kept by React while the page's code loads: React's first render replaces the server's copy
 * with this same one, not with a blank, and the page then replaces it with its own heading and paragraph in the
 * same type (issue #16: LCP and CLS). Only for the page the browser opened (`path`, its full path); any other
 * shows nothing while it loads.
 */
export const PrerenderedPage = ({ path }: { readonly path: string }) =>
  first && first.html && first.path === path ? (
    // Our own server's markup, built from escaped catalogue texts (site-index.ts), never a visitor's input.
    <div className={contents} dangerouslySetInnerHTML={{ __html: first.html }} />
  ) : null

/** The server's calculator of the page first opened (site-index.routes calculatorPreviewHtml), read like `first`. */
const firstCalculator =
  typeof document === 'undefined'
    ? undefined
    : {
        path: window.location.pathname.replace(/(.)\/$/, '$1'),
        place: document.querySelector('#root .prerendered-calculator')?.getAttribute('data-place') ?? '',
        html: document.querySelector('#root .prerendered-calculator .columns')?.outerHTML ?? '',
      }

/**
 * The server's defaults and price of `place`'s calculator, kept while the interactive form is not ready (its code,
 * the price list): the visitor reads the same fields and the same price as before any script, instead of grey bars
 * (issue #51 item 2). Only on the page the browser opened (its address unchanged), else `fallback`.
 */
export const PrerenderedCalculator = ({
  place,
  fallback,
}: {
  readonly place: string
  readonly fallback: ReactNode
}) =>
  firstCalculator &&
  firstCalculator.html &&
  firstCalculator.place === place &&
  firstCalculator.path === window.location.pathname.replace(/(.)\/$/, '$1') ? (
    // Our own server's markup, built from escaped catalogue texts and core's figures, never a visitor's input.
    <div
      className={`prerendered-calculator ${contents}`}
      dangerouslySetInnerHTML={{ __html: firstCalculator.html }}
    />
  ) : (
    fallback
  )
