import { useEffect, useState } from 'react'
import { useLocation, useRouter } from 'wouter'
import { asksBeforeLeaving } from '../../../core/cabinet/view/wizard.view-model'
import { AlertDialog } from '../../design/AlertDialog'

/** The cabinet path a link click would open (under the router's base, same site, same tab), or undefined. */
const cabinetPathOf = (event: MouseEvent, base: string): string | undefined => {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.download)
    return undefined
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${base}/`)) return undefined
  return url.pathname.slice(base.length) + url.search
}

/**
 * Issue #15 item 1: a link out of the wizard while it holds changes the server has not been told asks first
 * (the rule is the core's `asksBeforeLeaving`); leaving the site is the browser's own prompt. The draft stays in
 * this browser either way, so the question is only whether to go now.
 */
export const LeaveGuard = ({ unsaved }: { readonly unsaved: boolean }) => {
  const [, navigate] = useLocation()
  const { base } = useRouter()
  const [leaving, setLeaving] = useState<string>()
  useEffect(() => {
    if (!unsaved) return
    const onClick = (event: MouseEvent) => {
      const to = cabinetPathOf(event, base)
      if (to === undefined || !asksBeforeLeaving({ unsaved }, to)) return
      // Ahead of the router's own handler (document capture runs before React's root listeners).
      event.preventDefault()
      event.stopPropagation()
      setLeaving(to)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [unsaved, base])
  return (
    <AlertDialog
      isOpen={leaving !== undefined}
      onOpenChange={(open) => !open && setLeaving(undefined)}
      title="Уйти без сохранения?"
      confirmLabel="Уйти"
      cancelLabel="Остаться"
      onConfirm={() => {
        const to = leaving
        setLeaving(undefined)
        if (to !== undefined) navigate(to)
      }}
    >
      Последние изменения ещё не сохранены в кампании. Черновик останется в этом браузере: к нему можно
      вернуться из мастера.
    </AlertDialog>
  )
}
