import { useState, type FormEvent } from 'react'
import { PASSWORD_HINT } from '../../../core/session/password'
import type { RegisterRequest } from '../../../core/session/session.contract'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { TextField } from '../../design/TextField'
import { useSession } from './use-session'

type Fields = Required<Omit<RegisterRequest, 'isAgency'>>

/**
 * Registration: each field is checked as it is left by the validate call (R-VAL-08), with the messages of
 * R-VAL-07 (a password's length as its hint says it); on success the user is told to follow the link in the mail.
 */
export const RegisterForm = () => {
  const session = useSession()
  const state = useReadable(session.register)
  const [fields, setFields] = useState<Fields>({ fullName: '', email: '', phone: '', password: '' })
  const [isAgency, setIsAgency] = useState(false)
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({})

  const set = (name: keyof Fields) => (value: string) => setFields({ ...fields, [name]: value })
  const check = (name: keyof Fields) => async () => {
    if (fields[name] === '' && name === 'phone') return setChecked({ ...checked, phone: '' })
    const errors = await session.validate({ [name]: fields[name] })
    setChecked((prev) => ({ ...prev, [name]: errors[name] ?? '' }))
  }
  const errorOf = (name: keyof Fields) => checked[name] || state.error?.fields[name]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { phone, ...rest } = fields
    void session.register.run({ ...rest, ...(phone.trim() ? { phone } : {}), isAgency })
  }

  if (state.status === 'success') {
    return (
      <Notice tone="success">
        Мы отправили письмо на {state.value}. Перейдите по ссылке из письма, чтобы подтвердить регистрацию.
      </Notice>
    )
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Регистрация">
      <h1>Регистрация</h1>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <TextField
        label="ФИО"
        autoComplete="name"
        value={fields.fullName}
        onChange={set('fullName')}
        onBlur={check('fullName')}
        errorMessage={errorOf('fullName')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        onBlur={check('email')}
        errorMessage={errorOf('email')}
      />
      <TextField
        label="Телефон"
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        onChange={set('phone')}
        onBlur={check('phone')}
        errorMessage={errorOf('phone')}
        description="Необязательно, до 15 символов"
      />
      <TextField
        label="Пароль"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={set('password')}
        onBlur={check('password')}
        errorMessage={errorOf('password')}
        description={PASSWORD_HINT}
      />
      <Checkbox isSelected={isAgency} onChange={setIsAgency}>
        Я представляю рекламное агентство
      </Checkbox>
      <Button type="submit" isDisabled={state.loading}>
        {state.loading ? 'Отправляем…' : 'Зарегистрироваться'}
      </Button>
    </Form>
  )
}
