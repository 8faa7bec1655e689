import { CircleAlert, CircleCheck, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { FileTrigger } from 'react-aria-components'
import type { MaterialsState } from '../../../core/cabinet/stores/campaign-materials.store'
import type {
  MaterialOnCampaign,
  RejectionNotice,
  SendOffer,
} from '../../../core/cabinet/view/resubmission.view-model'
import { Button } from '../../design/Button'
import { ProgressBar } from '../../design/ProgressBar'
import { MaterialsSend } from './MaterialsSend'
import { materialsStep } from './MaterialsStep.styles'

/**
 * 'Загрузка материалов' (issue #15 item 5): what the place needs, the file with its progress, and each file's
 * technical check from the server; another file replaces the material. A rejected campaign opens here (R-LINK-04)
 * with the moderator's reason, each file with the reason beside it, and is sent again once something changed
 * (issue #48 item 7); sending is offered once the creative moderation needs is there (issue #47).
 */
export const MaterialsStep = ({
  requirement,
  state,
  rejection,
  attached,
  onFile,
  picker,
  ...send
}: {
  readonly requirement: { readonly accept: readonly string[]; readonly text: string }
  readonly state: MaterialsState
  /** Why the campaign was rejected and what to do now, when it was. */
  readonly rejection: RejectionNotice | undefined
  /** What the campaign already has, from earlier visits. */
  readonly attached: readonly MaterialOnCampaign[]
  readonly onFile: (file: File) => void
  /** The other way to a file: one already in the media library (LibraryPick). */
  readonly picker?: ReactNode
  readonly offer: SendOffer
  readonly sending: boolean
  readonly sendError: string | undefined
  readonly sent: 'sent' | 'resent' | undefined
  readonly onSend: () => void
}) => {
  const has = state.checks.some((c) => c.ok) || attached.length > 0
  return (
    <div className={materialsStep}>
      {rejection && (
        <section className="rejection" aria-labelledby="rejection-title">
          <h3 id="rejection-title">Кампания отклонена модератором</h3>
          {rejection.reason && <p>Причина: {rejection.reason}</p>}
          <p>{rejection.next}</p>
        </section>
      )}
      <p className="need">Нужен файл: {requirement.text}.</p>
      {attached.length > 0 && (
        <ul aria-label="Уже в кампании">
          {attached.map((m) => (
            <li key={m.id} className={m.rejected ? 'refused' : 'ok'}>
              {m.rejected ? <CircleAlert aria-hidden /> : <CircleCheck aria-hidden />}
              <span>
                «{m.name}» уже в кампании
                <br />
                <span className="facts">{m.status}</span>
                {m.reason && (
                  <>
                    <br />
                    <span className="reason">Причина отклонения: {m.reason}</span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="sources">
        <FileTrigger
          acceptedFileTypes={[...requirement.accept]}
          onSelect={(files) => files?.[0] && onFile(files[0])}
        >
          <Button variant={has ? 'secondary' : 'primary'} isDisabled={state.uploading !== undefined}>
            <Upload aria-hidden="true" />
            {has ? 'Заменить файл' : 'Выбрать файл'}
          </Button>
        </FileTrigger>
        {picker}
      </div>
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
      <MaterialsSend {...send} />
    </div>
  )
}
