import { useState } from 'react'
import { legalEntityTitle } from '../../../core/cabinet/validation/legal-entity.labels'
import { useReadable } from '../../app/use-readable'
import { DeleteButton } from '../../components/DeleteButton'
import { RequisitesForm } from '../../components/RequisitesForm'
import { EditButton } from '../../components/EditButton'
import { Muted, RowActions, Rows, Section } from '../../components/section'
import { Select } from '../../design/Select'
import { useSession } from '../session/use-session'
import { useAdvertiser } from './use-advertiser'

/**
 * Payment requisites (R-SCREEN-58): the legal entities invoices are made out to, and the form to add one. An
 * agency keeps requisites for each of its client advertisers (issue #47), so it says whose they are. «Изменить»
 * turns a row into the same form, filled with its values; the row comes back as the server kept it.
 */
export const LegalEntitiesSection = () => {
  const advertiser = useAdvertiser()
  const { legalEntities, partners } = useReadable(advertiser)
  const isAgency = useReadable(useSession()).profile?.isAgency === true
  const [client, setClient] = useState<string | undefined>()
  const [editing, setEditing] = useState<string | undefined>()
  const chosen = partners.some((p) => p._id === client) ? client : partners[0]?._id
  const clientOf = (id: string | null | undefined) => partners.find((p) => p._id === id)?.name

  return (
    <Section title="Реквизиты">
      {legalEntities.length > 0 && (
        <Rows aria-label="Организации">
          {legalEntities.map((e) =>
            editing === e._id ? (
              <li key={e._id}>
                <RequisitesForm
                  label={`Изменить реквизиты ${e.name ?? ''}`.trim()}
                  entity={e}
                  onAdded={() => setEditing(undefined)}
                  onCancel={() => setEditing(undefined)}
                />
              </li>
            ) : (
              <li key={e._id}>
                <span>
                  {legalEntityTitle({ formOfBusiness: e.formOfBusiness, name: e.name })}{' '}
                  <Muted>
                    {e.inn ? `ИНН ${e.inn}` : ''}
                    {isAgency &&
                      ` · ${clientOf(e.partnerId) ? `рекламодатель ${clientOf(e.partnerId)}` : 'агентство'}`}
                  </Muted>
                </span>
                <RowActions>
                  <EditButton what={e.name ?? 'Организация'} onPress={() => setEditing(e._id)} />
                  <DeleteButton
                    what={e.name ?? 'Организация'}
                    title="Удалить реквизиты?"
                    onDelete={() => void advertiser.removeLegalEntity.run(e._id)}
                  />
                </RowActions>
              </li>
            ),
          )}
        </Rows>
      )}
      {isAgency && partners.length > 0 && (
        <Select
          label="Чьи реквизиты"
          description="Счёт кампании выставляется на юридическое лицо её рекламодателя"
          options={partners.map((p) => ({ id: p._id, name: `${p.name} — ${p.brand}` }))}
          value={chosen ?? null}
          onChange={setClient}
        />
      )}
      <RequisitesForm label="Новые реквизиты" {...(isAgency && chosen ? { partnerId: chosen } : {})} />
    </Section>
  )
}
