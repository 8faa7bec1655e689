import type { LegalEntityRow } from '../../../core/advertiser/advertiser.store'
import { RequisitesForm } from '../../components/RequisitesForm'
import { Modal } from '../../design/Modal'

/**
 * A legal entity added without leaving the wizard (issue #47): the profile's requisites form in a dialog; once
 * the server has it, the dialog closes and the step goes on with it chosen. An agency's is for its client.
 */
export const LegalEntityDialog = ({
  isOpen,
  onOpenChange,
  client,
  onAdded,
}: {
  readonly isOpen: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly client?: { readonly id: string; readonly name: string }
  readonly onAdded: (entity: LegalEntityRow) => void
}) => (
  <Modal
    title={client ? `Реквизиты рекламодателя ${client.name}` : 'Новое юридическое лицо'}
    isOpen={isOpen}
    onOpenChange={onOpenChange}
    width={760}
  >
    <RequisitesForm
      label="Реквизиты для счёта"
      submitLabel="Сохранить и выбрать"
      {...(client ? { partnerId: client.id } : {})}
      onAdded={(entity) => {
        onAdded(entity)
        onOpenChange(false)
      }}
    />
  </Modal>
)
