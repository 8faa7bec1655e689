import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Button, Checkbox, Field, Form, Notice } from '../../components/form'
import { useSession } from './use-session'

/** Login (R-ASYNC-05): the token goes to session storage, or local storage when remembered (R-ENT-12). */
export const LoginForm = () => {
  const session = useSession()
  const state = useReadable(session.login)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void session.login.run({ email, password, remember })
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Вход">
      <h1>Вход в кабинет</h1>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <Field
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={state.error?.fields.email}
        required
      />
      <Field
        label="Пароль"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={state.error?.fields.password}
        required
      />
      <Checkbox label="Запомнить меня" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <Button type="submit" disabled={state.loading}>
        {state.loading ? 'Входим…' : 'Войти'}
      </Button>
      <Link href="/sign-in">Забыли пароль?</Link>
    </Form>
  )
}
