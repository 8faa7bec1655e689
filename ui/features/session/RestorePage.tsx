import type { ScreenProps } from '../../app/screen-props'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { AuthLayout } from './AuthLayout'
import { useSession } from './use-session'

/** /sign-in: asks for a restore link (R-ASYNC-06); /sign-in?restore={token}: sets the new password. */
export const RestorePage = ({ restoreToken }: { restoreToken: string | undefined }) => (
  <AuthLayout tab="none">
    {restoreToken ? <NewPasswordForm token={restoreToken} /> : <RequestLinkForm />}
  </AuthLayout>
)

const RequestLinkForm = () => {
  const session = useSession()
  const state = useReadable(session.recover)
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void session.recover.run(email)
  }
  if (state.status === 'success') {
    return <Notice tone="success">Письмо со ссылкой для смены пароля отправлено на {email}.</Notice>
  }
  return (
    <Form onSubmit={submit} noValidate aria-label="Восстановление пароля">
      <h1>Восстановление пароля</h1>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(v) => setEmail(v)}
        errorMessage={state.error?.fields.email}
      />
      <Button type="submit" isDisabled={state.loading}>
        Отправить ссылку
      </Button>
      <Link href="/login">Вернуться ко входу</Link>
    </Form>
  )
}

/** Sets a password by a mailed link's token; `done` is what the success says and where it leads. */
export const NewPasswordForm = ({
  token,
  title = 'Новый пароль',
  label = 'Смена пароля',
  done = (
    <>
      Пароль изменён. <Link href="/login">Войти</Link>
    </>
  ),
}: {
  readonly token: string
  readonly title?: string
  /** The form's accessible name (not the field's 'Новый пароль', so the two never share one). */
  readonly label?: string
  readonly done?: ReactNode
}) => {
  const session = useSession()
  const state = useReadable(session.recoverConfirm)
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void session.recoverConfirm.run({ token, password })
  }
  if (state.status === 'success') return <Notice tone="success">{done}</Notice>
  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      <h1>{title}</h1>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <TextField
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(v) => setPassword(v)}
        errorMessage={state.error?.fields.password}
        description="Не менее 8 символов"
      />
      <Button type="submit" isDisabled={state.loading}>
        Сохранить пароль
      </Button>
    </Form>
  )
}

/** /sign-in as the router renders it: ?restore={token} sets the new password. */
export const RestoreScreen = ({ query }: ScreenProps) => <RestorePage restoreToken={query['restore']} />
