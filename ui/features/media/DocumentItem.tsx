import { css } from '@linaria/core'
import { Download, Pencil, RefreshCw, Unlink } from 'lucide-react'
import { FileTrigger } from 'react-aria-components'
import type { MaterialDocumentView } from '../../../core/cabinet/view/material-documents.view-model'
import { MUST_REPLACE } from '../../../core/cabinet/view/material-documents.view-model'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { fieldErrorText } from '../../design/field.styles'
import { ProgressBar } from '../../design/ProgressBar'
import { color, font, space } from '../../design/tokens'
import { DOCUMENT_TYPES } from './DocumentForm'

const item = css`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)} 0;
  & + & {
    border-top: 1px solid ${color.border};
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)} ${space(3)};
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .category {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .replace {
    margin: 0;
    color: ${color.danger};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`

/** What the row shows of an upload or a refusal that is its own (a replacement). */
export interface ItemActivity {
  readonly percent: number | undefined
  readonly refusal: string | undefined
}

/**
 * One document of the material: its name, category and status (R-STATE-12); one sent back says it must be
 * replaced and takes a new file; each can be downloaded, renamed and taken off the material.
 */
export const DocumentItem = ({
  document: d,
  activity,
  onDownload,
  onRename,
  onUnlink,
  onReplace,
}: {
  readonly document: MaterialDocumentView
  readonly activity: ItemActivity
  readonly onDownload: () => void
  readonly onRename: () => void
  readonly onUnlink: () => void
  readonly onReplace: (file: File) => void
}) => (
  <li className={item} aria-label={`Документ «${d.name}»`}>
    <div className="top">
      <span className="name">{d.name}</span>
      <Badge tone={d.tone}>{d.statusLabel}</Badge>
    </div>
    <span className="category">{d.category}</span>
    {d.mustReplace && <p className="replace">{MUST_REPLACE}</p>}
    {activity.percent !== undefined && <ProgressBar label="Загрузка нового файла" value={activity.percent} />}
    {activity.refusal && (
      <p className={fieldErrorText} role="alert">
        Новый файл не загружен: {activity.refusal}
      </p>
    )}
    <div className="actions">
      {d.mustReplace && (
        <FileTrigger
          acceptedFileTypes={DOCUMENT_TYPES}
          onSelect={(files) => files?.[0] && onReplace(files[0])}
        >
          <Button size="small" isPending={activity.percent !== undefined}>
            <RefreshCw aria-hidden="true" />
            Заменить файл
          </Button>
        </FileTrigger>
      )}
      {d.path && (
        <Button size="small" variant="secondary" onPress={onDownload}>
          <Download aria-hidden="true" />
          Скачать
        </Button>
      )}
      <Button size="small" variant="quiet" onPress={onRename}>
        <Pencil aria-hidden="true" />
        Переименовать
      </Button>
      <Button size="small" variant="quiet" onPress={onUnlink}>
        <Unlink aria-hidden="true" />
        Открепить
      </Button>
    </div>
  </li>
)
