import { DeleteButton } from '../../components/DeleteButton'
import { useState, type FormEvent } from 'react'
import {
  visibleFields,
  type Basis,
  type FormOfBusiness,
  type LegalEntityField,
} from '../../../core/cabinet/validation/legal-entity.validation'
import { useReadable } from '../../app/use-readable'
import { Button, Field, Form, Notice } from '../../components/form'
import { Inline, Muted, Rows, Section } from '../../components/section'
import { BASIS_LABELS, FORM_OF_BUSINESS_LABELS, LEGAL_ENTITY_LABELS } from './legal-entity-fields'
import { useAdvertiser } from './use-advertiser'

const Choice = <T extends string>(props: {
  label: string
  value: T
  options: Record<T, string>
  onChange: (v: T) => void
}) => (
  <label style={{ display: 'flex', flexDirection: 'column', gap: 4, fontWeight: 500 }}>
    {props.label}
    <select
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      style={{ height: 40, font: 'inherit' }}
    >
      {(Object.keys(props.options) as T[]).map((k) => (
        <option key={k} value={k}>
          {props.options[k]}
        </option>
      ))}
    </select>
  </label>
)

/** Payment requisites: the fields follow the form of business and the basis (R-VAL-04..06); the server checks them. */
export const LegalEntitiesSection = () => {
  const advertiser = useAdvertiser()
  const { legalEntities } = useReadable(advertiser)
  const adding = useReadable(advertiser.addLegalEntity)
  const [form, setForm] = useState<FormOfBusiness>('legalEntityOrg')
  const [basis, setBasis] = useState<Basis>('charter')
  const [values, setValues] = useState<Partial<Record<LegalEntityField, string>>>({})
  const fields = visibleFields(form, basis).filter(
    (f) => f !== 'formOfBusiness' && f !== 'basisId' && f !== 'email',
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = Object.fromEntries(fields.map((f) => [f, values[f] ?? '']))
    if ((await advertiser.addLegalEntity.run({ ...body, formOfBusiness: form, basisId: basis })).ok)
      setValues({})
  }

  return (
    <Section title="Реквизиты">
      {legalEntities.length > 0 && (
        <Rows aria-label="Организации">
          {legalEntities.map((e) => (
            <li key={e._id}>
              <span>
                {e.name} <Muted>ИНН {e.inn}</Muted>
              </span>
              <DeleteButton
                what={e.name ?? 'Организация'}
                title="Удалить реквизиты?"
                onDelete={() => void advertiser.removeLegalEntity.run(e._id)}
              />
            </li>
          ))}
        </Rows>
      )}
      <Form onSubmit={submit} noValidate aria-label="Новые реквизиты">
        {adding.error && <Notice tone="error">{adding.error.message}</Notice>}
        <Inline>
          <Choice
            label="Форма собственности"
            value={form}
            options={FORM_OF_BUSINESS_LABELS}
            onChange={setForm}
          />
          {form !== 'individual' && (
            <Choice label="Основание подписи" value={basis} options={BASIS_LABELS} onChange={setBasis} />
          )}
        </Inline>
        <Inline>
          {fields.map((f) => (
            <Field
              key={f}
              label={LEGAL_ENTITY_LABELS[f]}
              value={values[f] ?? ''}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
              error={adding.error?.fields[f]}
            />
          ))}
        </Inline>
        <div>
          <Button type="submit" disabled={adding.loading}>
            Добавить реквизиты
          </Button>
        </div>
      </Form>
    </Section>
  )
}
