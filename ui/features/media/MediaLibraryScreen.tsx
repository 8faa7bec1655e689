import { css } from '@linaria/core'
import { Film, Image as ImageIcon, MoreHorizontal, Upload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { FileTrigger } from 'react-aria-components'
import {
  LIBRARY_FILTERS,
  MediaLibraryStore,
  type LibraryFilter,
  type MediaRowView,
} from '../../../core/cabinet/stores/media-library.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { AuthorizedImage } from '../../components/AuthorizedImage'
import { pageColumn } from '../../components/page.styles'
import { AlertDialog } from '../../design/AlertDialog'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Menu } from '../../design/Menu'
import { DialogActions, Modal } from '../../design/Modal'
import { Pagination } from '../../design/Pagination'
import { ProgressBar } from '../../design/ProgressBar'
import { Skeleton } from '../../design/Skeleton'
import { Table } from '../../design/Table'
import { Tabs } from '../../design/Tabs'
import { notify } from '../../design/Toast'
import { color, radius, space } from '../../design/tokens'
import { RenameDialog } from './RenameDialog'

const ACCEPT = ['video/mp4', 'image/jpeg', 'image/png']

const preview = css`
  width: 64px;
  height: 40px;
  border-radius: ${radius.control};
  object-fit: cover;
  background: ${color.subtle};
  display: grid;
  place-items: center;
  color: ${color.muted};
`
const uploadBox = css`
  margin-bottom: ${space(4)};
  display: grid;
  gap: ${space(2)};
`

/** The file's thumbnail, or its kind's icon until (or unless) the thumbnail comes. */
export const Preview = ({ row }: { readonly row: MediaRowView }) => {
  const icon = (
    <span className={preview} aria-hidden="true">
      {row.item.kind === 'video' ? <Film size={18} /> : <ImageIcon size={18} />}
    </span>
  )
  return row.thumb ? <AuthorizedImage path={row.thumb} alt="" className={preview} fallback={icon} /> : icon
}

const COLUMNS = [
  { id: 'preview', name: 'Превью', width: 88 },
  { id: 'name', name: 'Название', isRowHeader: true, width: '1fr' as const },
  { id: 'kind', name: 'Тип', width: 130 },
  { id: 'facts', name: 'Формат', width: 170 },
  { id: 'size', name: 'Размер', align: 'end' as const, width: 110 },
  { id: 'status', name: 'Модерация', width: 200 },
  { id: 'actions', name: 'Действия', width: 96 },
]

type Dialog = { readonly kind: 'rename' | 'remove'; readonly row: MediaRowView } | undefined

/**
 * The media library (R-SCREEN-51, at /media; the spec names the screen, not its route): the account's videos
 * and images by kind, each with its preview, format, size and moderation state; upload with progress, and per
 * file replace, rename, send to moderation and delete (asking first). Opening a file shows its material view.
 */
export const MediaLibraryScreen = () => {
  const library = useService(MediaLibraryStore)
  const state = useReadable(library)
  const [dialog, setDialog] = useState<Dialog>(undefined)
  const [replacing, setReplacing] = useState<MediaRowView | undefined>(undefined)
  useEffect(() => {
    void library.load(1, 'all')
  }, [library])

  const said = (done: { ok: boolean; error?: string }, success: string) =>
    notify(done.ok ? { title: success, tone: 'success' } : { title: done.error ?? '', tone: 'error' })

  const act = (row: MediaRowView, action: string) => {
    if (action === 'rename' || action === 'remove') setDialog({ kind: action, row })
    else if (action === 'replace') setReplacing(row)
    else if (action === 'moderation')
      void library.toModeration(row).then((r) => said(r, `«${row.name}» отправлен на модерацию`))
  }

  const cell = (row: MediaRowView, column: string) => {
    switch (column) {
      case 'preview':
        return <Preview row={row} />
      case 'name':
        return <Link href={`/material/library/${row.id}`}>{row.name}</Link>
      case 'kind':
        return row.kindLabel
      case 'facts':
        return row.facts || '—'
      case 'size':
        return row.sizeLabel
      case 'status':
        return <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
      case 'actions':
        return (
          <Menu
            label={`Действия с файлом ${row.name}`}
            trigger={
              <Button variant="quiet" size="small" aria-label={`Действия: ${row.name}`}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            }
            actions={[
              { id: 'moderation', label: 'Отправить на модерацию', isDisabled: !row.canSend },
              { id: 'replace', label: 'Заменить файл' },
              { id: 'rename', label: 'Переименовать' },
              { id: 'remove', label: 'Удалить', danger: true },
            ]}
            onAction={(id) => act(row, id)}
          />
        )
      default:
        return null
    }
  }

  const chooseFile = (files: FileList | null, then: (file: File) => void) => {
    const file = files?.[0]
    if (file) then(file)
  }

  const table = (
    <>
      {state.status === 'error' && <LoadFailed message={state.error} onRetry={() => void library.load()} />}
      {state.status === 'loading' && state.rows.length === 0 ? (
        <Skeleton height={56} lines={4} />
      ) : state.status === 'ready' && state.rows.length === 0 ? (
        <EmptyState icon={<Upload aria-hidden="true" />} title="Файлов пока нет">
          Загрузите ролик MP4 (H.264) или изображение JPEG и PNG: их можно прикрепить к кампаниям.
        </EmptyState>
      ) : (
        <>
          <Table
            label="Медиатека"
            columns={COLUMNS}
            rows={state.rows}
            cell={cell}
            height={560}
            rowHeight={56}
          />
          <Pagination
            page={state.page}
            pageCount={state.pageCount}
            onChange={(p) => void library.load(p)}
            label="Страницы медиатеки"
          />
        </>
      )}
    </>
  )

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Медиатека{state.status === 'ready' && <span className="page-count">{state.total}</span>}</h1>
        <FileTrigger
          acceptedFileTypes={ACCEPT}
          onSelect={(files) =>
            chooseFile(
              files,
              (file) =>
                void library
                  .upload(file)
                  .then((r) => r.ok && notify({ title: `«${file.name}» загружен`, tone: 'success' })),
            )
          }
        >
          <Button isDisabled={state.upload !== undefined && state.upload.error === undefined}>
            <Upload aria-hidden="true" />
            Загрузить файл
          </Button>
        </FileTrigger>
      </div>
      {state.upload && (
        <div className={uploadBox}>
          {state.upload.error === undefined ? (
            <ProgressBar label={`Загрузка «${state.upload.name}»`} value={state.upload.percent} />
          ) : (
            <div className="page-error" role="alert">
              «{state.upload.name}» не загружен: {state.upload.error}
              <Button variant="secondary" size="small" onPress={() => library.dismissUpload()}>
                Понятно
              </Button>
            </div>
          )}
        </div>
      )}
      <Tabs
        label="Тип файлов"
        selected={state.filter}
        onSelect={(id) => void library.load(1, id as LibraryFilter)}
        tabs={LIBRARY_FILTERS.map((f) => ({
          id: f.id,
          title: f.label,
          content: f.id === state.filter ? table : null,
        }))}
      />

      {replacing && (
        <Modal
          title={`Заменить «${replacing.name}»`}
          isOpen
          onOpenChange={(open) => !open && setReplacing(undefined)}
        >
          {(close) => (
            <>
              <p>Новый файл займёт место старого; название останется, модерацию нужно будет пройти снова.</p>
              <DialogActions>
                <Button variant="secondary" onPress={close}>
                  Отмена
                </Button>
                <FileTrigger
                  acceptedFileTypes={
                    replacing.item.kind === 'video' ? ['video/mp4'] : ['image/jpeg', 'image/png']
                  }
                  onSelect={(files) =>
                    chooseFile(files, (file) => {
                      const row = replacing
                      close()
                      void library.replace(row, file).then((r) => said(r, `Файл «${row.name}» заменён`))
                    })
                  }
                >
                  <Button>Выбрать файл</Button>
                </FileTrigger>
              </DialogActions>
            </>
          )}
        </Modal>
      )}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          title="Переименовать файл"
          current={dialog.row.name}
          onRename={(name) => library.rename(dialog.row, name)}
          onClose={() => setDialog(undefined)}
        />
      )}
      <AlertDialog
        isOpen={dialog?.kind === 'remove'}
        onOpenChange={(open) => !open && setDialog(undefined)}
        title="Удалить файл?"
        confirmLabel="Удалить"
        variant="danger"
        onConfirm={() => {
          const row = dialog?.row
          setDialog(undefined)
          if (row) void library.remove(row).then((r) => said(r, `«${row.name}» удалён`))
        }}
      >
        Файл «{dialog?.row.name}» исчезнет из медиатеки. Кампании, к которым он прикреплён, останутся без
        него.
      </AlertDialog>
    </main>
  )
}
