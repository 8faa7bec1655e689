import { useState } from 'react'
import { CampaignDeletionStore } from '../../../core/cabinet/stores/campaign-deletion.store'
import { CampaignListStore } from '../../../core/cabinet/stores/campaign-list.store'
import { DELETE_ERROR_MESSAGE } from '../../../core/cabinet/errors/error-catalogue'
import { DIALOG_LABELS } from '../../../core/cabinet/view/chrome'
import { useService } from '../../app/container-context'
import { AlertDialog } from '../../design/AlertDialog'
import { notify } from '../../design/Toast'

export interface DeleteTarget {
  readonly id: string
  readonly name: string
}

/**
 * The delete-confirm of a campaign (R-LIST-09, R-HEAD-19): nothing is deleted until 'Удалить' is pressed; the
 * campaign leaves the list once the server confirms, and a refusal is said in a toast that stays.
 */
export const useDeleteCampaign = (afterDelete?: () => void) => {
  const [target, setTarget] = useState<DeleteTarget | null>(null)
  const deletion = useService(CampaignDeletionStore)
  const list = useService(CampaignListStore)
  const dialog = (
    <AlertDialog
      isOpen={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Удалить рекламную кампанию?"
      confirmLabel={DIALOG_LABELS.delete}
      cancelLabel={DIALOG_LABELS.cancel}
      variant="danger"
      onConfirm={() => {
        if (!target) return
        const { id, name } = target
        void deletion.delete(id).then((outcome) => {
          if (outcome.ok) {
            list.removed(id)
            notify({ title: `Кампания «${name}» удалена`, tone: 'success' })
            afterDelete?.()
          } else notify({ title: outcome.error || DELETE_ERROR_MESSAGE, tone: 'error' })
        })
      }}
    >
      Кампания «{target?.name}» будет удалена. Это действие нельзя отменить.
    </AlertDialog>
  )
  return { ask: setTarget, dialog }
}
