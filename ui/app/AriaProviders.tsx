import type { ReactNode } from 'react'
import { I18nProvider, RouterProvider } from 'react-aria-components'
import { useLocation, useRouter } from 'wouter'

/**
 * What every design-system component needs from the app: the ru-RU locale (dates DD.MM.YYYY, numbers 1 234,5,
 * Monday first) and client-side navigation for react-aria's links (through wouter, under its base /app).
 */
export const AriaProviders = ({ children }: { readonly children: ReactNode }) => {
  const [, navigate] = useLocation()
  const { base } = useRouter()
  return (
    <I18nProvider locale="ru-RU">
      <RouterProvider
        navigate={(path) => navigate(path)}
        useHref={(href) => (href.startsWith('/') && !href.startsWith(base + '/') ? `${base}${href}` : href)}
      >
        {children}
      </RouterProvider>
    </I18nProvider>
  )
}
