import { css } from '@linaria/core'
import { X } from 'lucide-react'
import { DownloadsStore, downloadLineView } from '../../core/cabinet/stores/downloads.store'
import { useLazyModule, useService } from '../app/container-context'
import { useReadable } from '../app/use-readable'
import { Button } from '../design/Button'
import { ProgressBar } from '../design/ProgressBar'
import { color, radius, space } from '../design/tokens'

const region = css`
  position: fixed;
  left: ${space(4)};
  bottom: ${space(4)};
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: min(360px, calc(100vw - 32px));
  &:empty {
    display: none;
  }
  .line {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: start;
    gap: ${space(1)} ${space(2)};
    padding: ${space(3)} ${space(4)};
    border-radius: ${radius.card};
    background: ${color.surface};
    border: 1px solid ${color.border};
    box-shadow: 0 8px 24px rgb(29 35 48 / 16%);
  }
  .line > :first-child {
    grid-column: 1 / -1;
  }
  .line[data-failed] {
    border-left: 4px solid ${color.danger};
  }
  .text {
    font-size: 13px;
    color: ${color.muted};
  }
  .line[data-failed] .text {
    color: ${color.danger};
  }
`

/**
 * The files being downloaded (issue #51 item 2), bottom left, beside the toasts: each with its progress (per cent
 * and sizes, or "Файл готовится…" while the server prepares it), on every screen of the cabinet, so a person
 * can start a long download and move on. A failed one stays with its reason until closed. Its store comes with
 * the first working screen's bindings (adapters/browser/workspace.ts), which it waits for.
 */
export const DownloadsRegion = () => {
  useLazyModule('workspace')
  const downloads = useService(DownloadsStore)
  const { lines } = useReadable(downloads)
  return (
    <div role="region" aria-label="Скачивание файлов" className={region}>
      {lines.map(downloadLineView).map((line) => (
        <div key={line.id} className="line" {...(line.failed ? { 'data-failed': '' } : {})}>
          {line.failed ? (
            <strong>{line.name}</strong>
          ) : (
            <ProgressBar
              label={line.name}
              {...(line.percent === undefined ? { isIndeterminate: true } : { value: line.percent })}
            />
          )}
          <span className="text">{line.text}</span>
          {line.failed && (
            <Button
              variant="quiet"
              size="small"
              aria-label={`Закрыть: ${line.name}`}
              onPress={() => downloads.dismiss(line.id)}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
    </div>
  )
}
