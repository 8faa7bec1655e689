import { Send } from 'lucide-react'
import type { SendOffer } from '../../../core/cabinet/view/resubmission.view-model'
import { Notice } from '../../components/form'
import { Button } from '../../design/Button'

/**
 * The materials step's sending to moderation (issue #47; issue #48 item 7): the button once what moderation needs
 * is there — 'Отправить на модерацию повторно' for a rejected campaign changed since — else why not yet; a
 * refusal is said here, where the user is, and so is the campaign being sent.
 */
export const MaterialsSend = ({
  offer,
  sending,
  sendError,
  sent,
  onSend,
}: {
  readonly offer: SendOffer
  readonly sending: boolean
  readonly sendError: string | undefined
  /** What was sent in this visit: a first sending, or a resubmission. */
  readonly sent: 'sent' | 'resent' | undefined
  readonly onSend: () => void
}) => (
  <section className="send" aria-label="Отправка на модерацию">
    {sendError && <Notice tone="error">{sendError}</Notice>}
    {sent && offer.kind === 'none' && (
      <Notice tone="success">
        {sent === 'resent' ? 'Кампания снова отправлена на модерацию' : 'Кампания отправлена на модерацию'}
      </Notice>
    )}
    {offer.kind === 'blocked' && <p className="need">{offer.reason}</p>}
    {offer.kind === 'ready' && (
      <Button variant="primary" isPending={sending} onPress={onSend}>
        <Send aria-hidden="true" />
        {offer.label}
      </Button>
    )}
  </section>
)
