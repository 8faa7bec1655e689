import { css } from '@linaria/core'
import { Paperclip, Upload } from 'lucide-react'
import { useState } from 'react'
import { FileTrigger } from 'react-aria-components'
import type { MaterialDocumentsState } from '../../../core/cabinet/stores/material-documents.store'
import { Button } from '../../design/Button'
import { fieldErrorText } from '../../design/field.styles'
import { ProgressBar } from '../../design/ProgressBar'
import { Select } from '../../design/Select'
import { color, space } from '../../design/tokens'

/** What the server takes as a document (R-API-24; core/media/upload.rules.ts). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png']

const form = css`
  display: grid;
  gap: ${space(3)};
  padding-top: ${space(4)};
  border-top: 1px solid ${color.border};
  h3 {
    margin: 0;
  }
  .file {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }
  .chosen {
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
  }
`

/**
 * The form that adds a document to the material (R-API-24): a category from the categories call, a file, then
 * the upload with its progress and the link. The server's refusal is said under its field, or above the form.
 */
export const DocumentForm = ({
  state,
  onAdd,
}: {
  readonly state: MaterialDocumentsState
  readonly onAdd: (categoryId: string | undefined, file: File | undefined) => Promise<boolean>
}) => {
  const [category, setCategory] = useState<string | undefined>(undefined)
  const [file, setFile] = useState<File | undefined>(undefined)
  const refusal = state.refusal?.replacing === undefined ? state.refusal : undefined
  const uploading = state.upload !== undefined && state.upload.replacing === undefined
  const submit = () =>
    void onAdd(category, file).then((done) => {
      if (!done) return
      setCategory(undefined)
      setFile(undefined)
    })
  return (
    <form
      className={form}
      aria-labelledby="document-form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <h3 id="document-form">Добавить документ</h3>
      {refusal?.field === 'form' && (
        <div className="page-error" role="alert">
          {refusal.message}
        </div>
      )}
      <Select
        label="Категория документа"
        options={state.categories}
        value={category ?? null}
        onChange={setCategory}
        placeholder="Выберите категорию"
        errorMessage={refusal?.field === 'category' ? refusal.message : undefined}
      />
      <div className="file">
        <FileTrigger
          acceptedFileTypes={DOCUMENT_TYPES}
          onSelect={(files) => setFile(files?.[0] ?? undefined)}
        >
          <Button variant="secondary">
            <Paperclip aria-hidden="true" />
            Выбрать файл
          </Button>
        </FileTrigger>
        <span className="chosen">{file ? file.name : 'PDF, JPEG или PNG до 20 МБ'}</span>
      </div>
      {refusal?.field === 'file' && (
        <p className={fieldErrorText} role="alert">
          «{file?.name ?? 'Файл'}» не загружен: {refusal.message}
        </p>
      )}
      {uploading && state.upload && (
        <ProgressBar label={`Загрузка «${state.upload.name}»`} value={state.upload.percent} />
      )}
      <div className="actions">
        <Button type="submit" isPending={uploading}>
          <Upload aria-hidden="true" />
          Загрузить документ
        </Button>
      </div>
    </form>
  )
}
