import { useEffect, useState, type FormEvent } from 'react'
import { AdvertiserStore, type LegalEntityRow } from '../../core/advertiser/advertiser.store'
import {
  EMPTY_REQUISITES,
  requisitesBody,
  requisitesForm,
  requisitesReady,
  type RequisitesDraft,
} from '../../core/cabinet/view/requisites-form.view-model'
import {
  BASIS_LABELS,
  FORM_OF_BUSINESS_LABELS,
  LEGAL_ENTITY_LABELS,
} from '../../core/cabinet/validation/legal-entity.labels'
import type { Basis, FormOfBusiness } from '../../core/advertiser/legal-entity.validation'
import { useService } from '../app/container-context'
import { useReadable } from '../app/use-readable'
import { Button } from '../design/Button'
import { Select } from '../design/Select'
import { TextField } from '../design/TextField'
import { Form, Notice } from './form'
import { Inline } from './section'

/** A choice among labelled keys, on the design system's Select. */
const Choice = <T extends string>(props: {
  label: string
  value: T
  options: Readonly<Record<T, string>>
  onChange: (v: T) => void
}) => (
  <Select
    label={props.label}
    value={props.value}
    options={(Object.keys(props.options) as T[]).map((id) => ({ id, name: props.options[id] }))}
    onChange={(id) => props.onChange(id as T)}
  />
)

/**
 * The requisites form (R-SCREEN-58), the same in the profile and in the wizard's dialog: the fields follow the
 * form of business and the basis (R-VAL-04..06), each says its own message at its field, and above them the
 * fields to check by their labels (core requisitesForm). An agency's form carries the client it is for.
 */
export const RequisitesForm = ({
  label,
  partnerId,
  submitLabel = 'Добавить реквизиты',
  onAdded,
}: {
  /** The form's accessible name. */
  readonly label: string
  readonly partnerId?: string
  readonly submitLabel?: string
  readonly onAdded?: (entity: LegalEntityRow) => void
}) => {
  const advertiser = useService(AdvertiserStore)
  const adding = useReadable(advertiser.addLegalEntity)
  const [draft, setDraft] = useState<RequisitesDraft>(EMPTY_REQUISITES)
  const [attempted, setAttempted] = useState(false)
  const view = requisitesForm(draft, { attempted, ...(adding.error ? { failure: adding.error } : {}) })
  // The add call is the cabinet's one: what another form of it was refused is not this form's.
  useEffect(() => advertiser.addLegalEntity.reset(), [advertiser])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (!requisitesReady(draft)) return
    const added = await advertiser.addLegalEntity.run(
      requisitesBody({ ...draft, ...(partnerId ? { partnerId } : {}) }),
    )
    if (!added.ok) return
    setDraft(EMPTY_REQUISITES)
    setAttempted(false)
    onAdded?.(added.value)
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      {view.summary && <Notice tone="error">{view.summary}</Notice>}
      <Inline>
        <Choice
          label={LEGAL_ENTITY_LABELS.formOfBusiness}
          value={draft.formOfBusiness}
          options={FORM_OF_BUSINESS_LABELS}
          onChange={(formOfBusiness: FormOfBusiness) => setDraft({ ...draft, formOfBusiness })}
        />
        {draft.formOfBusiness !== 'individual' && (
          <Choice
            label={LEGAL_ENTITY_LABELS.basisId}
            value={draft.basisId}
            options={BASIS_LABELS}
            onChange={(basisId: Basis) => setDraft({ ...draft, basisId })}
          />
        )}
      </Inline>
      <Inline>
        {view.fields.map((f) => (
          <TextField
            key={f.id}
            label={f.label}
            value={f.value}
            onChange={(v) => setDraft({ ...draft, values: { ...draft.values, [f.id]: v } })}
            {...(f.description ? { description: f.description } : {})}
            {...(f.error ? { errorMessage: f.error } : {})}
          />
        ))}
      </Inline>
      <div>
        <Button type="submit" isPending={adding.loading}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  )
}
