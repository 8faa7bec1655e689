import { css } from '@linaria/core'
import { useState } from 'react'
import {
  chosenReason,
  OTHER_REASON,
  REASON_CHOICES,
  REASON_MAX,
  reasonProblem,
} from '../../../core/staff/staff-decision.view-model'
import { Button } from '../../design/Button'
import { DialogActions, Modal } from '../../design/Modal'
import { RadioGroup } from '../../design/RadioGroup'
import { TextField } from '../../design/TextField'
import { space } from '../../design/tokens'

const form = css`
  display: grid;
  gap: ${space(4)};
  p {
    margin: 0;
  }
`

export interface ReasonDialogProps {
  readonly title: string
  /** What is decided on: 'Кампания № 7 «Весна»', 'Материал «макет.png»'. */
  readonly subject: string
  readonly confirm: string
  /** A rejection needs a reason; a release or a cancellation may go without. */
  readonly required: boolean
  readonly onDecide: (reason: string) => void
  readonly onClose: () => void
}

/**
 * The reason of a decision (issue #48 item 4): one of the templates, or another typed; the advertiser reads it.
 * A react-aria Modal: focus moves in and stays, Escape closes it. Nothing is sent until the reason is one.
 */
export const ReasonDialog = ({ title, subject, confirm, required, onDecide, onClose }: ReasonDialogProps) => {
  const [choice, setChoice] = useState<string | undefined>(undefined)
  const [typed, setTyped] = useState('')
  const [tried, setTried] = useState(false)
  const reason = chosenReason(choice, typed)
  const problem = reasonProblem(reason, required)
  const typing = choice === OTHER_REASON || !required
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()} width={640}>
      {(close) => (
        <form
          className={form}
          onSubmit={(e) => {
            e.preventDefault()
            setTried(true)
            if (problem !== undefined) return
            onDecide(reason)
            close()
          }}
        >
          <p>{subject}</p>
          {required && (
            <RadioGroup
              label="Причина"
              options={REASON_CHOICES}
              value={choice ?? null}
              onChange={setChoice}
              errorMessage={tried && choice === undefined ? problem : undefined}
            />
          )}
          {typing && (
            <TextField
              label={required ? 'Своя причина' : 'Причина (не обязательно)'}
              multiline
              autoFocus={choice === OTHER_REASON}
              value={typed}
              onChange={setTyped}
              maxLength={REASON_MAX + 1}
              description={`До ${REASON_MAX} символов; её прочтёт рекламодатель`}
              errorMessage={tried && (choice !== undefined || !required) ? problem : undefined}
            />
          )}
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              Отмена
            </Button>
            <Button variant="danger" type="submit">
              {confirm}
            </Button>
          </DialogActions>
        </form>
      )}
    </Modal>
  )
}
