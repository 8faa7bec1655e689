import { useState } from 'react'
import { ConsentRevocationStore } from '../../../core/cabinet/stores/consent-revocation.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { GhostButton, Muted, Section } from '../../components/section'

/**
 * Revoking the consent to personal data (R-ASYNC-13): asked twice, then the name and phone are erased, every
 * session ends and the cabinet goes to its start.
 */
export const ConsentSection = () => {
  const store = useService(ConsentRevocationStore)
  const state = useReadable(store)
  const [asking, setAsking] = useState(false)

  return (
    <Section title="Персональные данные">
      <Muted>
        Отзыв согласия удалит ваше имя и телефон и закроет доступ к кабинету. Кампании и документы сохранятся,
        как требует закон.
      </Muted>
      {state.error && <Notice tone="error">{state.error}</Notice>}
      {asking ? (
        <div
          role="alertdialog"
          aria-label="Подтверждение отзыва согласия"
          style={{ display: 'flex', gap: 12 }}
        >
          <span>Отозвать согласие и выйти?</span>
          <GhostButton type="button" onClick={() => void store.revoke()} disabled={state.loading}>
            Отозвать
          </GhostButton>
          <GhostButton type="button" onClick={() => setAsking(false)}>
            Отмена
          </GhostButton>
        </div>
      ) : (
        <div>
          <GhostButton type="button" onClick={() => setAsking(true)}>
            Отозвать согласие на обработку данных
          </GhostButton>
        </div>
      )}
    </Section>
  )
}
