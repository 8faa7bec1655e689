import type { ScreenProps } from '../../app/screen-props'
import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { AuthLayout } from './AuthLayout'
import { NewPasswordForm } from './NewPasswordForm'
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

/** /sign-in as the router renders it: ?restore={token} sets the new password. */
export const RestoreScreen = ({ query }: ScreenProps) => <RestorePage restoreToken={query['restore']} />
