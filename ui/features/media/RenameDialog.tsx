import { useState } from 'react'
import type { Result } from '../../../core/shared/result'
import { Button } from '../../design/Button'
import { DialogActions, Modal } from '../../design/Modal'
import { TextField } from '../../design/TextField'
import { notify } from '../../design/Toast'

/** The dialog that renames a file of the library or a document (R-API-21, R-API-24); a refusal is said under the name. */
export const RenameDialog = ({
  title,
  current,
  onRename,
  onClose,
}: {
  readonly title: string
  readonly current: string
  readonly onRename: (name: string) => Promise<Result<void, string>>
  readonly onClose: () => void
}) => {
  const [name, setName] = useState(current)
  const [error, setError] = useState<string | undefined>(undefined)
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()}>
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
