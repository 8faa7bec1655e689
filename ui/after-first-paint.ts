/**
 * A public calculator page's start (issue #51 item 2), the only script its HTML names: the server's page (its
 * heading, its text, the calculator's defaults and price) paints first, and the app's code is asked for only
 * after that paint (site-index.routes listedPage writes this script in place of the app's entry and its preloads,
 * and names them on it). Fetched and run before the first paint, the app's modules held the paint back for as
 * long as the browser took to read them (a slow phone: most of a second).
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]')

/** A space-separated list of addresses the server wrote on this script. */
const hrefs = (list: string | undefined): string[] => (list ?? '').split(' ').filter(Boolean)

/** Preloads one of the app's parts: a module (with its CORS mode, as its import asks) or a lazy chunk's style. */
const preload = (href: string, module: boolean): void => {
  const link = document.createElement('link')
  link.rel = module ? 'modulepreload' : 'preload'
  if (module) link.crossOrigin = ''
  else link.as = 'style'
  link.href = href
  document.head.append(link)
}

/** Asks for the app's modules and styles at once (each preloaded beside the others), then runs its entry. */
const start = (): void => {
  if (!boot?.dataset['appEntry']) return
  for (const href of hrefs(boot.dataset['appModules'])) preload(href, true)
  for (const href of hrefs(boot.dataset['appStyles'])) preload(href, false)
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.crossOrigin = ''
  entry.src = boot.dataset['appEntry']
  document.head.append(entry)
}

// A frame's callback runs just before the first paint; a task it posts runs after it. A page opened in the
// background paints no frame until it is shown: it starts at once.
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start))
