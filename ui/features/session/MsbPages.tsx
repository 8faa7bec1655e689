import { X } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { OAuthReturnStore } from '../../../core/cabinet/stores/oauth-return.store'
import { MsbAuthorizationStore } from '../../../core/session/msb.store'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { AuthLayout } from './AuthLayout'
import { NewPasswordForm } from './NewPasswordForm'
import { useSession } from './use-session'

/** The query string to carry on (calculatorAutoFlow and its data, R-ROUTE-11), with its '?', or ''. */
const carried = (query: Readonly<Record<string, string>>, extra: Record<string, string> = {}): string => {
  const all = new URLSearchParams({ ...query, ...extra })
  all.delete('email')
  for (const [k, v] of Object.entries(extra)) all.set(k, v)
  const text = all.toString()
  return text ? `?${text}` : ''
}

/**
 * /msb-authorization (R-SCREEN-44): the small-business entrance. The e-mail first; a confirmed account then
 * signs in with its password, a new one is registered (name and phone optional) and told to check its mail.
 * The calculatorAutoFlow query stays on every step, so the campaign being planned waits for the user.
 */
export const MsbAuthorizationScreen = ({ query }: ScreenProps) => {
  const msb = useService(MsbAuthorizationStore)
  const session = useSession()
  const start = useReadable(msb.start)
  const login = useReadable(session.login)
  const [, navigate] = useLocation()
  const [email, setEmail] = useState(query['email'] ?? '')
  const [fullName, setFullName] = useState('')
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  // The account's e-mail once the server said it only needs a password.
  const known = start.status === 'success' && start.value?.step === 'password' ? start.value.email : undefined
  const askPassword = known !== undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (known !== undefined) {
      void session.login.run({ email: known, password, remember: false })
      return
    }
    void msb.start.run({ email, fullName, phone }).then((next) => {
      if (next.ok && next.value.step === 'checkMail')
        navigate(`/msb-confirm${carried(query, { email: next.value.email })}`)
    })
  }
  const failure = askPassword ? login.error : start.error
  return (
    <AuthLayout tab="none">
      <Form onSubmit={submit} noValidate aria-label="Вход для малого бизнеса">
        <h1>Вход для малого бизнеса</h1>
        <p>
          Укажите e-mail: если вы уже с нами, спросим пароль; если нет — создадим кабинет и пришлём ссылку для
          входа.
        </p>
        {failure && <Notice tone="error">{failure.message}</Notice>}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={known ?? email}
          onChange={setEmail}
          isReadOnly={askPassword}
          errorMessage={start.error?.fields['email']}
          isRequired
          validationBehavior="aria"
        />
        {askPassword ? (
          <TextField
            label="Пароль"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            errorMessage={login.error?.fields['password']}
            autoFocus
          />
        ) : (
          <>
            <TextField
              label="Название компании или ваше имя"
              value={fullName}
              onChange={setFullName}
              errorMessage={start.error?.fields['fullName']}
              description="Необязательно: для новых кабинетов"
            />
            <TextField
              label="Телефон"
              type="tel"
              value={phone}
              onChange={setPhone}
              errorMessage={start.error?.fields['phone']}
              description="Необязательно"
            />
          </>
        )}
        <Button type="submit" isDisabled={start.loading || login.loading}>
          {askPassword ? 'Войти' : 'Продолжить'}
        </Button>
        <Link href="/login">Вход для агентств и рекламодателей</Link>
      </Form>
    </AuthLayout>
  )
}

/** /msb-confirm (R-SCREEN-45): the link is on its way; where it went, and the way back. */
export const MsbConfirmScreen = ({ query }: ScreenProps) => (
  <AuthLayout tab="none">
    <h1>Проверьте почту</h1>
    <p>
      {query['email'] ? (
        <>
          Мы отправили письмо на <strong>{query['email']}</strong>.
        </>
      ) : (
        'Мы отправили вам письмо.'
      )}{' '}
      Перейдите по ссылке из него, чтобы задать пароль и войти. Ссылка действует сутки.
    </p>
    <Link href={`/msb-authorization${carried(query)}`}>Указать другой e-mail</Link>
  </AuthLayout>
)

/** /sign-in/confirm/{token}/msb (R-SCREEN-46): the mailed link, checked first, then the first password. */
export const SignInConfirmMsbScreen = ({ params }: ScreenProps) => {
  const msb = useService(MsbAuthorizationStore)
  const check = useReadable(msb.checkLink)
  const token = params['token'] ?? ''
  useEffect(() => {
    void msb.checkLink.run(token)
  }, [msb, token])
  return (
    <AuthLayout tab="none">
      {check.loading || check.status === 'idle' ? (
        <p aria-busy="true">Проверяем ссылку…</p>
      ) : check.status === 'success' && check.value ? (
        <NewPasswordForm
          token={token}
          title="Пароль для входа"
          label="Пароль для входа"
          done={
            <>
              Пароль задан. <Link href="/msb-authorization">Войти</Link>
            </>
          }
        />
      ) : (
        <Notice tone="error">
          Ссылка недействительна или устарела. <Link href="/msb-authorization">Получить новую</Link>
        </Notice>
      )}
    </AuthLayout>
  )
}

/**
 * /auth/{service}?code=… (R-SCREEN-50, R-ROUTE-12): the OAuth return. The code goes to the server; its session
 * opens the cabinet. A failure is the closable red bar of R-ERR-16 with the way to the authorization page.
 */
export const OAuthReturnScreen = ({ params, query }: ScreenProps) => {
  const oauth = useService(OAuthReturnStore)
  const session = useSession()
  const state = useReadable(oauth)
  const [closed, setClosed] = useState(false)
  const service = params['service'] ?? ''
  const code = query['code'] ?? ''
  useEffect(() => {
    void oauth.run({ service, code }).then((answer) => {
      const token =
        answer.ok && typeof answer.value === 'object' && answer.value !== null
          ? (answer.value as { token?: unknown }).token
          : undefined
      if (typeof token === 'string') session.signedInWith(token)
    })
  }, [oauth, session, service, code])
  return (
    <AuthLayout tab="none">
      <h1>Вход через внешний сервис</h1>
      {state.error && !closed ? (
        <div className="page-error" role="alert">
          <span>
            {state.error.message}{' '}
            <Link href={state.error.link.href.replace(/^\/app/, '')}>{state.error.link.label}</Link>
          </span>
          <Button variant="quiet" size="small" aria-label="Закрыть" onPress={() => setClosed(true)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : state.error ? (
        <Link href="/msb-authorization">Перейти на страницу авторизации</Link>
      ) : (
        <p aria-busy="true">Входим…</p>
      )}
    </AuthLayout>
  )
}
