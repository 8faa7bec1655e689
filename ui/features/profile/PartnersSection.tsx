import { DeleteButton } from '../../components/DeleteButton'
import { EditButton } from '../../components/EditButton'
import { useState, type FormEvent } from 'react'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { ButtonCell, Inline, Muted, RowActions, Rows, Section } from '../../components/section'
import { Link } from '../../design/Link'
import { PartnerEditForm } from './PartnerEditForm'
import { useAdvertiser } from './use-advertiser'

/**
 * The advertisers (partner name and brand) the account books campaigns for (cabinet §3 "Partner"); on the
 * advertisers screen each name leads to its page and shows how many campaigns it has. «Изменить» turns a row into
 * its form.
 */
export const PartnersSection = ({
  linkTo,
  campaignsOf,
}: {
  readonly linkTo?: (id: string) => string
  readonly campaignsOf?: (id: string) => number
} = {}) => {
  const advertiser = useAdvertiser()
  const { partners } = useReadable(advertiser)
  const adding = useReadable(advertiser.addPartner)
  const [name, setName] = useState('')
  const [brand, setBrand] = useState('')
  const [editing, setEditing] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await advertiser.addPartner.run({ name, brand })).ok) {
      setName('')
      setBrand('')
    }
  }

  return (
    <Section title="Рекламодатели">
      {partners.length === 0 ? (
        <Muted>Добавьте рекламодателя, чтобы выбрать его при создании кампании.</Muted>
      ) : (
        <Rows aria-label="Рекламодатели">
          {partners.map((p) =>
            editing === p._id ? (
              <li key={p._id}>
                <PartnerEditForm partner={p} onDone={() => setEditing(undefined)} />
              </li>
            ) : (
              <li key={p._id}>
                <span>
                  {linkTo ? <Link href={linkTo(p._id)}>{p.name}</Link> : p.name} <Muted>/ {p.brand}</Muted>
                  {campaignsOf && <Muted> · кампаний: {campaignsOf(p._id)}</Muted>}
                </span>
                <RowActions>
                  <EditButton what={p.name} onPress={() => setEditing(p._id)} />
                  <DeleteButton
                    what={p.name}
                    title="Удалить рекламодателя?"
                    onDelete={() => void advertiser.removePartner.run(p._id)}
                  />
                </RowActions>
              </li>
            ),
          )}
        </Rows>
      )}
      <Form onSubmit={submit} noValidate aria-label="Новый рекламодатель">
        {adding.error && <Notice tone="error">{adding.error.message}</Notice>}
        <Inline>
          <TextField
            label="Название рекламодателя"
            value={name}
            onChange={(v) => setName(v)}
            errorMessage={adding.error?.fields.name}
          />
          <TextField
            label="Бренд"
            value={brand}
            onChange={(v) => setBrand(v)}
            errorMessage={adding.error?.fields.brand}
          />
          <ButtonCell>
            <Button type="submit" isDisabled={adding.loading}>
              Добавить
            </Button>
          </ButtonCell>
        </Inline>
      </Form>
    </Section>
  )
}
