import { AuthLayout } from './AuthLayout'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'

/** /login: the login form, or registration with ?tab=register. */
export const LoginPage = ({ tab }: { tab: 'login' | 'register' }) => (
  <AuthLayout tab={tab}>{tab === 'register' ? <RegisterForm /> : <LoginForm />}</AuthLayout>
)
