import { prerenderedClass, prerenderedPage } from '../../core/cabinet/routing/site-index'

/**
 * A listed page's text as the server sent it (site-index prerenderedBody), kept by React while the page's code
 * loads: React's first render replaces the server's copy with this same one, not with a blank, and the page
 * then replaces it with its own heading and paragraph in the same type (issue #16: LCP and CLS). `path` is the
 * browser's full path; a page without server text shows nothing.
 */
export const PrerenderedPage = ({ path }: { readonly path: string }) => {
  const page = prerenderedPage(path)
  if (!page) return null
  return (
    <main className={prerenderedClass(page)}>
      <h1>{page.heading}</h1>
      <p>
        {page.login ? `${page.intro} ` : page.intro}
        {page.login && <a href={`/app${page.login.href}`}>{page.login.text}</a>}
      </p>
      {page.links.length > 0 && (
        <ul>
          {page.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.title}</a>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
