import { useEffect, useState, type FormEvent } from 'react'
import type { PartnerRow } from '../../../core/advertiser/advertiser.store'
import { DIALOG_LABELS } from '../../../core/cabinet/view/chrome'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { ButtonCell, Inline } from '../../components/section'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { useAdvertiser } from './use-advertiser'

/**
 * An advertiser's row turned into its form (R-SCREEN-57): its name and brand as kept, changed together. As the
 * add form, it leaves the checks to the server and says its refusal above the form and at each field; a refused
 * change keeps what was typed, a kept one closes the form and the row reads as the server has it.
 */
export const PartnerEditForm = ({
  partner,
  onDone,
}: {
  readonly partner: PartnerRow
  readonly onDone: () => void
}) => {
  const advertiser = useAdvertiser()
  const saving = useReadable(advertiser.updatePartner)
  const [name, setName] = useState(partner.name)
  const [brand, setBrand] = useState(partner.brand)
  // The change call is the cabinet's one: what another row's form was refused is not this one's.
  useEffect(() => advertiser.updatePartner.reset(), [advertiser])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await advertiser.updatePartner.run({ id: partner._id, body: { name, brand } })).ok) onDone()
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={`Изменить рекламодателя ${partner.name}`}>
      {saving.error && <Notice tone="error">{saving.error.message}</Notice>}
      <Inline>
        <TextField
          label="Название рекламодателя"
          value={name}
          onChange={setName}
          errorMessage={saving.error?.fields.name}
        />
        <TextField
          label="Бренд"
          value={brand}
          onChange={setBrand}
          errorMessage={saving.error?.fields.brand}
        />
        <ButtonCell>
          <Inline>
            <Button type="submit" isPending={saving.loading}>
              Сохранить
            </Button>
            <Button variant="secondary" onPress={onDone}>
              {DIALOG_LABELS.cancel}
            </Button>
          </Inline>
        </ButtonCell>
      </Inline>
    </Form>
  )
}
