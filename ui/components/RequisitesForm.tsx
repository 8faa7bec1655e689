import { useEffect, useState, type FormEvent } from 'react'
import { AdvertiserStore, type LegalEntityRow } from '../../core/advertiser/advertiser.store'
import {
  EMPTY_REQUISITES,
  REQUISITES_EDIT_NOTE,
  requisitesBody,
  requisitesDraftOf,
  requisitesEditBody,
  requisitesEmail,
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
import { DIALOG_LABELS } from '../../core/cabinet/view/chrome'
import { useService } from '../app/container-context'
import { useReadable } from '../app/use-readable'
import { useSession } from '../features/session/use-session'
import { Button } from '../design/Button'
import { Select } from '../design/Select'
import { TextField } from '../design/TextField'
import { Form, Notice } from './form'
import { Inline, Muted } from './section'

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
 * fields to check by their labels (core requisitesForm). An agency's form carries the client it is for. Given an
 * `entity`, it changes that one instead: it starts from its values, checks the same, and says what becomes of the
 * invoices already issued.
 */
export const RequisitesForm = ({
  label,
  partnerId,
  entity,
  submitLabel = entity ? 'Сохранить' : 'Добавить реквизиты',
  onAdded,
  onCancel,
}: {
  /** The form's accessible name. */
  readonly label: string
  readonly partnerId?: string
  /** The legal entity to change; absent: a new one is added. */
  readonly entity?: LegalEntityRow
  readonly submitLabel?: string
  /** Called with the entity as the server kept it, after it was added or changed. */
  readonly onAdded?: (entity: LegalEntityRow) => void
  readonly onCancel?: () => void
}) => {
  const advertiser = useService(AdvertiserStore)
  const action = entity ? advertiser.updateLegalEntity : advertiser.addLegalEntity
  const sending = useReadable(action)
  const [draft, setDraft] = useState<RequisitesDraft>(() =>
    entity ? requisitesDraftOf(entity) : EMPTY_REQUISITES,
  )
  const [attempted, setAttempted] = useState(false)
  const view = requisitesForm(draft, { attempted, ...(sending.error ? { failure: sending.error } : {}) })
  const { profile } = useReadable(useSession())
  const email = requisitesEmail(draft, entity?.email, profile?.email)
  // The call is the cabinet's one: what another form of it was refused is not this form's.
  useEffect(() => action.reset(), [action])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (!requisitesReady(draft)) return
    const sent = entity
      ? await advertiser.updateLegalEntity.run({
          id: entity._id,
          body: requisitesEditBody(draft, { ...entity, ...(email ? { email: email.value } : {}) }),
        })
      : await advertiser.addLegalEntity.run(
          requisitesBody({ ...draft, ...(partnerId ? { partnerId } : {}) }, email?.value),
        )
    if (!sent.ok) return
    setDraft(EMPTY_REQUISITES)
    setAttempted(false)
    onAdded?.(sent.value)
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      {view.summary && <Notice tone="error">{view.summary}</Notice>}
      {entity && <Muted>{REQUISITES_EDIT_NOTE}</Muted>}
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
        {email && (
          <TextField label={email.label} value={email.value} description={email.description} isReadOnly />
        )}
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
      <Inline>
        <Button type="submit" isPending={sending.loading}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {DIALOG_LABELS.cancel}
          </Button>
        )}
      </Inline>
    </Form>
  )
}
