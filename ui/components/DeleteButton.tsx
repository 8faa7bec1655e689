import { useState } from 'react'
import { DIALOG_LABELS } from '../../core/cabinet/view/chrome'
import { AlertDialog } from '../design/AlertDialog'
import { Button } from '../design/Button'

export interface DeleteButtonProps {
  /** What is deleted, as the question names it: «ООО "Ромашка"». */
  readonly what: string
  /** The question's title: 'Удалить реквизиты?'. */
  readonly title: string
  readonly onDelete: () => void
}

/**
 * 'Удалить' that asks first (R-HEAD-19, R-HEAD-21): the delete-confirm dialog with 'Удалить' and 'Отмена';
 * nothing is deleted until it is confirmed.
 */
export const DeleteButton = ({ what, title, onDelete }: DeleteButtonProps) => {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={`${DIALOG_LABELS.delete} ${what}`}
        onPress={() => setAsking(true)}
      >
        {DIALOG_LABELS.delete}
      </Button>
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={title}
        confirmLabel={DIALOG_LABELS.delete}
        cancelLabel={DIALOG_LABELS.cancel}
        variant="danger"
        onConfirm={onDelete}
      >
        Удаляем «{what}». Это действие нельзя отменить.
      </AlertDialog>
    </>
  )
}
