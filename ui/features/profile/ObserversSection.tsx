import { DeleteButton } from '../../components/DeleteButton'
import { useState, type FormEvent } from 'react'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { ButtonCell, Inline, Muted, Rows, Section } from '../../components/section'
import { useAdvertiser } from './use-advertiser'

/** Observers see the account's campaigns and notifications only (cabinet §6); they set a password by the invitation. */
export const ObserversSection = () => {
  const advertiser = useAdvertiser()
  const { observers } = useReadable(advertiser)
  const inviting = useReadable(advertiser.inviteObserver)
  const [email, setEmail] = useState('')
  const [fullName, setFullName] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await advertiser.inviteObserver.run({ email, fullName })).ok) {
      setEmail('')
      setFullName('')
    }
  }

  return (
    <Section title="Наблюдатели">
      {observers.length > 0 && (
        <Rows aria-label="Наблюдатели">
          {observers.map((o) => (
            <li key={o._id}>
              <span>
                {o.fullName}{' '}
                <Muted>
                  {o.email} · {o.isConfirmed ? 'вход выполнен' : 'приглашение отправлено'}
                </Muted>
              </span>
              <DeleteButton
                what={o.fullName}
                title="Удалить наблюдателя?"
                onDelete={() => void advertiser.removeObserver.run(o._id)}
              />
            </li>
          ))}
        </Rows>
      )}
      <Form onSubmit={submit} noValidate aria-label="Пригласить наблюдателя">
        {inviting.error && <Notice tone="error">{inviting.error.message}</Notice>}
        {inviting.status === 'success' && (
          <Notice tone="success">Приглашение отправлено на {inviting.value?.email}</Notice>
        )}
        <Inline>
          <TextField
            label="ФИО наблюдателя"
            value={fullName}
            onChange={(v) => setFullName(v)}
            errorMessage={inviting.error?.fields.fullName}
          />
          <TextField
            label="E-mail наблюдателя"
            type="email"
            value={email}
            onChange={(v) => setEmail(v)}
            errorMessage={inviting.error?.fields.email}
          />
          <ButtonCell>
            <Button type="submit" isDisabled={inviting.loading}>
              Пригласить
            </Button>
          </ButtonCell>
        </Inline>
      </Form>
    </Section>
  )
}
