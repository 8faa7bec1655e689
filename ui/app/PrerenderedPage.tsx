import { css } from '@linaria/core'

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
