import type { ReactNode } from 'react'
import { Button } from './Button'
import { DialogActions, Modal } from './Modal'

export interface AlertDialogProps {
  readonly isOpen: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: string
  readonly children: ReactNode
  /** The action's word: 'Удалить', 'Ок', 'Подтвердить'. */
  readonly confirmLabel: string
  readonly cancelLabel?: string
  /** A destructive action is red. */
  readonly variant?: 'primary' | 'danger'
  readonly onConfirm: () => void
  /** An error dialog has only its confirm button. */
  readonly hideCancel?: boolean
}

/**
 * The confirm, delete ('Удалить') and error ('Ок' / 'Отмена') dialogs of cabinet §2: role alertdialog, so a
 * click outside does not dismiss it; Escape cancels.
 */
export const AlertDialog = ({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Отмена',
  variant = 'primary',
  onConfirm,
  hideCancel,
}: AlertDialogProps) => (
  <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog" width={440}>
    {(close) => (
      <>
        {children}
        <DialogActions>
          {!hideCancel && (
            <Button variant="secondary" onPress={close}>
              {cancelLabel}
            </Button>
          )}
          <Button
            variant={variant}
            autoFocus
            onPress={() => {
              onConfirm()
              close()
            }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </>
    )}
  </Modal>
)
