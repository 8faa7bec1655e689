import { DeleteButton } from '../../components/DeleteButton'
import { useState, type FormEvent } from 'react'
import {
  visibleFields,
  type Basis,
  type FormOfBusiness,
  type LegalEntityField,
} from '../../../core/cabinet/validation/legal-entity.validation'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { Inline, Muted, Rows, Section } from '../../components/section'
import { BASIS_LABELS, FORM_OF_BUSINESS_LABELS, LEGAL_ENTITY_LABELS } from './legal-entity-fields'
import { useAdvertiser } from './use-advertiser'

/** A choice among labelled keys, on the design system's Select. */
const Choice = <T extends string>(props: {
  label: string
  value: T
  options: Record<T, string>
  onChange: (v: T) => void
}) => (
  <Select
    label={props.label}
    value={props.value}
    options={(Object.keys(props.options) as T[]).map((id) => ({ id, name: props.options[id] }))}
    onChange={(id) => props.onChange(id as T)}
  />
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
            <TextField
              key={f}
              label={LEGAL_ENTITY_LABELS[f]}
              value={values[f] ?? ''}
              onChange={(v) => setValues({ ...values, [f]: v })}
              errorMessage={adding.error?.fields[f]}
            />
          ))}
        </Inline>
        <div>
          <Button type="submit" isDisabled={adding.loading}>
            Добавить реквизиты
          </Button>
        </div>
      </Form>
    </Section>
  )
}
