import { css } from '@linaria/core'
import { CircleAlert, CircleCheck, Send, Upload } from 'lucide-react'
import { FileTrigger } from 'react-aria-components'
import type { ApplicationOffer } from '../../../core/cabinet/stores/application.store'
import type { AttachedMaterial, MaterialsState } from '../../../core/cabinet/stores/campaign-materials.store'
import { Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { ProgressBar } from '../../design/ProgressBar'
import { color, font, space } from '../../design/tokens'

const step = css`
  display: grid;
  gap: ${space(4)};
  max-width: 640px;
  > button {
    justify-self: start;
  }
  .need {
    margin: 0;
    color: ${color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(2)};
  }
  li {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
  }
  li svg {
    width: 18px;
    height: 18px;
    flex: none;
    margin-top: 1px;
  }
  li.ok svg {
    color: ${color.success};
  }
  li.refused svg {
    color: ${color.danger};
  }
  .facts {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .send {
    display: grid;
    gap: ${space(2)};
    padding-top: ${space(4)};
    border-top: 1px solid ${color.border};
  }
  .send > button {
    justify-self: start;
  }
`

/**
 * 'Загрузка материалов' (issue #15 item 5): what the place needs, the file with its progress, and each file's
 * technical check from the server; another file replaces the material. Sending to moderation is offered once
 * the creative moderation needs is there, and a refusal is said here, where the user is (issue #47).
 */
export const MaterialsStep = ({
  requirement,
  state,
  attached,
  onFile,
  offer,
  sending,
  sendError,
  sent,
  onSend,
}: {
  readonly requirement: { readonly accept: readonly string[]; readonly text: string }
  readonly state: MaterialsState
  /** What the campaign already has, from earlier visits. */
  readonly attached: readonly AttachedMaterial[]
  readonly onFile: (file: File) => void
  readonly offer: ApplicationOffer
  readonly sending: boolean
  readonly sendError: string | undefined
  readonly sent: boolean
  readonly onSend: () => void
}) => (
  <div className={step}>
    <p className="need">Нужен файл: {requirement.text}.</p>
    {attached.length > 0 && (
      <ul aria-label="Уже в кампании">
        {attached.map((m) => (
          <li key={m.id} className="ok">
            <CircleCheck aria-hidden />
            <span>
              «{m.name}» уже в кампании
              <br />
              <span className="facts">{m.status}</span>
            </span>
          </li>
        ))}
      </ul>
    )}
    <FileTrigger
      acceptedFileTypes={[...requirement.accept]}
      onSelect={(files) => files?.[0] && onFile(files[0])}
    >
      <Button
        variant={state.checks.some((c) => c.ok) || attached.length > 0 ? 'secondary' : 'primary'}
        isDisabled={state.uploading !== undefined}
      >
        <Upload aria-hidden="true" />
        {state.checks.some((c) => c.ok) || attached.length > 0 ? 'Заменить файл' : 'Выбрать файл'}
      </Button>
    </FileTrigger>
    {state.uploading && (
      <ProgressBar label={`Загрузка «${state.uploading.name}»`} value={state.uploading.percent} />
    )}
    {state.checks.length > 0 && (
      <ul aria-label="Проверка файлов" aria-live="polite">
        {state.checks.map((c) => (
          <li key={c.name} className={c.ok ? 'ok' : 'refused'}>
            {c.ok ? <CircleCheck aria-hidden /> : <CircleAlert aria-hidden />}
            <span>
              «{c.name}» {c.ok ? 'принят' : 'не принят'}
              <br />
              <span className="facts">{c.text}</span>
            </span>
          </li>
        ))}
      </ul>
    )}
    <section className="send" aria-label="Отправка на модерацию">
      {sendError && <Notice tone="error">{sendError}</Notice>}
      {sent && offer.kind === 'none' && <Notice tone="success">Кампания отправлена на модерацию</Notice>}
      {offer.kind === 'missing' && <p className="need">{offer.reason}</p>}
      {offer.kind === 'ready' && (
        <Button variant="primary" isPending={sending} onPress={onSend}>
          <Send aria-hidden="true" />
          Отправить на модерацию
        </Button>
      )}
    </section>
  </div>
)
