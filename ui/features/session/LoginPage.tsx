import type { ScreenProps } from '../../app/screen-props'
import { AuthLayout } from './AuthLayout'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'

/** /login: the login form, or registration with ?tab=register. */
export const LoginPage = ({ tab }: { tab: 'login' | 'register' }) => (
  <AuthLayout tab={tab}>{tab === 'register' ? <RegisterForm /> : <LoginForm />}</AuthLayout>
)

/** The login screen as the router renders it: ?tab=register shows registration. */
export const LoginScreen = ({ query }: ScreenProps) => (
  <LoginPage tab={query['tab'] === 'register' ? 'register' : 'login'} />
)
