import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { useSession } from './use-session'

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
