import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'wouter'
import { PASSWORD_HINT } from '../../../core/session/password'
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
  // The browser's refusal, by the server's rule, as the field is left or sent (issue #47); the server's if it
  // still refuses.
  const [refusal, setRefusal] = useState<string | undefined>()
  const check = async () => {
    const problem = await session.checkNewPassword(password)
    setRefusal(problem)
    return problem
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await check()) === undefined) void session.recoverConfirm.run({ token, password })
  }
  if (state.status === 'success') return <Notice tone="success">{done}</Notice>
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <h1>{title}</h1>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <TextField
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(v) => setPassword(v)}
        onBlur={() => void check()}
        errorMessage={refusal ?? state.error?.fields['password']}
        description={PASSWORD_HINT}
      />
      <Button type="submit" isDisabled={state.loading}>
        Сохранить пароль
      </Button>
    </Form>
  )
}
