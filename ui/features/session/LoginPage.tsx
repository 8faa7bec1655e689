import { Suspense } from 'react'
import type { ScreenProps } from '../../app/screen-props'
import { Skeleton } from '../../design/Skeleton'
import { AuthLayout } from './AuthLayout'
import { LoginForm } from './LoginForm'
import { lazyNamed } from '../../app/lazy-named'

/** Registration is its own chunk: the login form, the page most visitors open, paints without it (issue 14). */
const RegisterForm = lazyNamed(() => import('./RegisterForm'), 'RegisterForm')

/** /login: the login form, or registration with ?tab=register. */
export const LoginPage = ({ tab }: { tab: 'login' | 'register' }) => (
  <AuthLayout tab={tab}>
    {tab === 'register' ? (
      <Suspense fallback={<Skeleton lines={6} />}>
        <RegisterForm />
      </Suspense>
    ) : (
      <LoginForm />
    )}
  </AuthLayout>
)

/** The login screen as the router renders it: ?tab=register shows registration. */
export const LoginScreen = ({ query }: ScreenProps) => (
  <LoginPage tab={query['tab'] === 'register' ? 'register' : 'login'} />
)
