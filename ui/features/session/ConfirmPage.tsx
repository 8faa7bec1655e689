import type { ScreenProps } from '../../app/screen-props'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { AuthLayout } from './AuthLayout'
import { useSession } from './use-session'

/** /sign-in/confirm/{token}: confirms the registration by the mailed link; without a token, says to check mail. */
export const ConfirmPage = ({ token }: { token: string | undefined }) => {
  const session = useSession()
  const state = useReadable(session.confirm)

  useEffect(() => {
    if (token) void session.confirm.run(token)
  }, [session, token])

  return (
    <AuthLayout tab="none">
      <h1>Подтверждение регистрации</h1>
      {!token && <p>Мы отправили вам письмо со ссылкой. Перейдите по ней, чтобы подтвердить регистрацию.</p>}
      {state.loading && <p aria-busy="true">Подтверждаем…</p>}
      {state.status === 'success' && (
        <Notice tone="success">
          Аккаунт {state.value} подтверждён. <Link href="/login">Войти</Link>
        </Notice>
      )}
      {state.error && (
        <Notice tone="error">
          {state.error.message}. <Link href="/login?tab=register">Зарегистрироваться снова</Link>
        </Notice>
      )}
    </AuthLayout>
  )
}

/** /sign-in/confirm/{token} as the router renders it. */
export const ConfirmScreen = ({ params }: ScreenProps) => <ConfirmPage token={params['token']} />
