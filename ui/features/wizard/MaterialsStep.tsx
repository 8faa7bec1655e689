import { css } from '@linaria/core'
import { CircleAlert, CircleCheck, Upload } from 'lucide-react'
import { FileTrigger } from 'react-aria-components'
import type { AttachedMaterial, MaterialsState } from '../../../core/cabinet/stores/campaign-materials.store'
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
`

/**
 * 'Загрузка материалов' (issue #15 item 5): what the place needs, the file with its progress, and each file's
 * technical check from the server; another file replaces the material.
 */
export const MaterialsStep = ({
  requirement,
  state,
  attached,
  onFile,
}: {
  readonly requirement: { readonly accept: readonly string[]; readonly text: string }
  readonly state: MaterialsState
  /** What the campaign already has, from earlier visits. */
  readonly attached: readonly AttachedMaterial[]
  readonly onFile: (file: File) => void
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
  </div>
)
