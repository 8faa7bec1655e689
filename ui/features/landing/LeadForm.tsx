import { PublicLeadStore } from '../../../core/cabinet/stores/manager-request.store'
import type { LandingPlace } from '../../../core/cabinet/view/landing.view-model'
import { PHONE_MAX } from '../../../core/session/session.contract'
import { useService } from '../../app/container-context'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { useSentForm } from './use-sent-form'

/**
 * The landing's fast order (R-SCREEN-72, R-VAL-09..14): a name, a phone, an e-mail and the place; the captcha is
 * solved by the browser. A refusal names the fields and keeps what was typed; a sent order says so.
 */
export const LeadForm = ({
  places,
  initialPlace,
}: {
  readonly places: readonly LandingPlace[]
  readonly initialPlace: string
}) => {
  const { state, form, field, onSubmit } = useSentForm(useService(PublicLeadStore), {
    fullName: '',
    phone: '',
    email: '',
    place: initialPlace,
  })
  if (state.value)
    return (
      <Notice tone="success">
        Заявка принята: менеджер позвонит по номеру {form.phone.trim()} в рабочее время.
      </Notice>
    )
  return (
    <Form aria-label="Быстрый заказ" noValidate onSubmit={onSubmit}>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <TextField label="Имя" autoComplete="name" isRequired {...field('fullName')} />
      <TextField
        label="Телефон"
        type="tel"
        autoComplete="tel"
        isRequired
        maxLength={PHONE_MAX}
        description={`До ${PHONE_MAX} символов, например +79001234567`}
        {...field('phone')}
      />
      <TextField label="E-mail" type="email" autoComplete="email" isRequired {...field('email')} />
      <Select
        label="Рекламоноситель"
        options={places.map((p) => ({ id: p.place, name: p.title }))}
        {...field('place', 'advertisePlaceId')}
      />
      <Button type="submit" variant="primary" isPending={state.loading}>
        Отправить заявку
      </Button>
    </Form>
  )
}
