import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { TextField } from '../../design/TextField'
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
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(v) => setEmail(v)}
        errorMessage={state.error?.fields.email}
        isRequired
        validationBehavior="aria"
      />
      <TextField
        label="Пароль"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => setPassword(v)}
        errorMessage={state.error?.fields.password}
        isRequired
        validationBehavior="aria"
      />
      <Checkbox isSelected={remember} onChange={setRemember}>
        Запомнить меня
      </Checkbox>
      <Button type="submit" isDisabled={state.loading}>
        {state.loading ? 'Входим…' : 'Войти'}
      </Button>
      <Link href="/sign-in">Забыли пароль?</Link>
    </Form>
  )
}
