import type { ReactNode } from 'react'
import { I18nProvider, RouterProvider } from 'react-aria-components'
import { useLocation, useRouter } from 'wouter'
import { linkTarget } from '../../core/cabinet/routing/address'

/**
 * What every design-system component needs from the app: the ru-RU locale (dates DD.MM.YYYY, numbers 1 234,5,
 * Monday first, the calendar's months and weekdays) and client-side navigation for react-aria's links through
 * wouter: '/x' inside the router's base (/app in the cabinet), '~/x' the site's own path from either router
 * (the public header and footer), which the browser loads itself when it lies outside the router.
 */
export const AriaProviders = ({ children }: { readonly children: ReactNode }) => {
  const [, navigate] = useLocation()
  const { base } = useRouter()
  return (
    <I18nProvider locale="ru-RU">
      <RouterProvider
        navigate={(link) => {
          const target = linkTarget(link, base)
          if (target.inApp !== undefined) navigate(target.inApp)
          else window.location.assign(target.href)
        }}
        useHref={(link) => linkTarget(link, base).href}
      >
        {children}
      </RouterProvider>
    </I18nProvider>
  )
}
