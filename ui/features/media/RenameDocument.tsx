import { useState } from 'react'
import type { MaterialDocumentView } from '../../../core/cabinet/view/material-documents.view-model'
import type { Result } from '../../../core/shared/result'
import { Button } from '../../design/Button'
import { DialogActions, Modal } from '../../design/Modal'
import { TextField } from '../../design/TextField'
import { notify } from '../../design/Toast'

/** The dialog that renames a document's file (R-API-24 PUT by id); a refusal is said under the name. */
export const RenameDocument = ({
  document,
  onRename,
  onClose,
}: {
  readonly document: MaterialDocumentView
  readonly onRename: (name: string) => Promise<Result<void, string>>
  readonly onClose: () => void
}) => {
  const [name, setName] = useState(document.name)
  const [error, setError] = useState<string | undefined>(undefined)
  return (
    <Modal title="Переименовать документ" isOpen onOpenChange={(open) => !open && onClose()}>
      {(close) => (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void onRename(name).then((r) => {
              if (!r.ok) return setError(r.error)
              close()
              notify({ title: 'Название сохранено', tone: 'success' })
            })
          }}
        >
          <TextField label="Название" value={name} onChange={setName} errorMessage={error} autoFocus />
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              Отмена
            </Button>
            <Button type="submit">Сохранить</Button>
          </DialogActions>
        </form>
      )}
    </Modal>
  )
}
