import { useState, type FormEvent } from 'react'
import type { ProfileResponse } from '../../../core/session/session.contract'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { Inline, Section } from '../../components/section'
import { useSession } from '../session/use-session'
import { useAdvertiser } from './use-advertiser'

/** The name and phone of the account (PUT /clients/profile); the e-mail is the login and stays as it is. */
export const ProfileForm = ({ profile }: { profile: ProfileResponse }) => {
  const advertiser = useAdvertiser()
  const session = useSession()
  const state = useReadable(advertiser.saveProfile)
  const [fullName, setFullName] = useState(profile.fullName)
  const [phone, setPhone] = useState(profile.phone ?? '')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await advertiser.saveProfile.run({ fullName, phone })
    if (saved.ok) void session.profile.run()
  }

  return (
    <Section title="Профиль">
      <Form onSubmit={submit} noValidate aria-label="Профиль">
        {state.error && <Notice tone="error">{state.error.message}</Notice>}
        {state.status === 'success' && <Notice tone="success">Профиль сохранён</Notice>}
        <Inline>
          <TextField
            label="ФИО"
            value={fullName}
            onChange={(v) => setFullName(v)}
            errorMessage={state.error?.fields.fullName}
          />
          <TextField
            label="Телефон"
            type="tel"
            value={phone}
            onChange={(v) => setPhone(v)}
            errorMessage={state.error?.fields.phone}
            description="До 15 символов"
          />
          <TextField label="E-mail" value={profile.email} isReadOnly />
        </Inline>
        <div>
          <Button type="submit" isDisabled={state.loading}>
            Сохранить
          </Button>
        </div>
      </Form>
    </Section>
  )
}
