import { css, cx } from '@linaria/core'
import { useEffect, useState } from 'react'
import { MaterialDocumentsStore } from '../../../core/cabinet/stores/material-documents.store'
import type { MaterialDocumentView } from '../../../core/cabinet/view/material-documents.view-model'
import { FileDownload } from '../../../core/ports/file-download.port'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { card } from '../../components/page.styles'
import { AlertDialog } from '../../design/AlertDialog'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { space } from '../../design/tokens'
import { DocumentForm } from './DocumentForm'
import { DocumentItem } from './DocumentItem'
import { RenameDialog } from './RenameDialog'

const section = css`
  margin-top: ${space(6)};
  padding: ${space(4)} ${space(6)};
  h2 {
    margin: 0 0 ${space(2)};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(4)};
    padding: 0;
  }
`

type Dialog = { readonly kind: 'rename' | 'unlink'; readonly document: MaterialDocumentView } | undefined

/**
 * The material's «Документы» (R-SCREEN-20, R-API-24): each document linked to the image or video with its
 * category and status, downloaded, renamed, taken off, or replaced when it was sent back (R-STATE-14: the
 * material goes back on moderation, which the page above shows); and the form that adds one.
 */
export const MaterialDocuments = ({ mediaId }: { readonly mediaId: string }) => {
  const store = useService(MaterialDocumentsStore)
  const files = useService<FileDownload>(FileDownload)
  const state = useReadable(store)
  const [dialog, setDialog] = useState<Dialog>(undefined)
  useEffect(() => {
    void store.load(mediaId)
  }, [store, mediaId])

  const said = (r: { readonly ok: boolean; readonly error?: string }, success: string) =>
    notify(r.ok ? { title: success, tone: 'success' } : { title: r.error ?? '', tone: 'error' })
  const added = (back: boolean, name: string) =>
    back ? `«${name}» загружен, материал снова на модерации` : `«${name}» загружен`
  const activity = (d: MaterialDocumentView) => ({
    percent: state.upload?.replacing === d.documentId ? state.upload.percent : undefined,
    refusal: state.refusal?.replacing === d.documentId ? state.refusal.message : undefined,
  })

  return (
    <section className={cx(card, section)} aria-labelledby="material-documents">
      <h2 id="material-documents">Документы</h2>
      {state.status === 'error' ? (
        <LoadFailed message={state.error} onRetry={() => void store.load(mediaId)} />
      ) : state.status !== 'ready' && state.documents.length === 0 ? (
        <Skeleton height={40} lines={2} />
      ) : (
        <>
          {state.documents.length === 0 ? (
            <p>
              Документов пока нет. Приложите те, что подтверждают право на рекламу: модератор их проверит.
            </p>
          ) : (
            <ul aria-label="Документы материала">
              {state.documents.map((d) => (
                <DocumentItem
                  key={d.documentId}
                  document={d}
                  activity={activity(d)}
                  onDownload={() => d.path && void files.download(d.path, d.fileName)}
                  onRename={() => setDialog({ kind: 'rename', document: d })}
                  onUnlink={() => setDialog({ kind: 'unlink', document: d })}
                  onReplace={(file) =>
                    void store
                      .replace(d, file)
                      .then((r) => r.ok && said(r, added(r.value.backOnModeration, file.name)))
                  }
                />
              ))}
            </ul>
          )}
          <DocumentForm
            state={state}
            onAdd={(category, file) =>
              store.add(category, file).then((r) => {
                if (r.ok && file) said(r, added(r.value.backOnModeration, file.name))
                return r.ok
              })
            }
          />
        </>
      )}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          title="Переименовать документ"
          current={dialog.document.name}
          onRename={(name) => store.rename(dialog.document, name)}
          onClose={() => setDialog(undefined)}
        />
      )}
      <AlertDialog
        isOpen={dialog?.kind === 'unlink'}
        onOpenChange={(open) => !open && setDialog(undefined)}
        title="Открепить документ?"
        confirmLabel="Открепить"
        variant="danger"
        onConfirm={() => {
          const document = dialog?.document
          if (document) void store.unlink(document).then((r) => said(r, `«${document.name}» откреплён`))
        }}
      >
        Документ перестанет относиться к этому материалу; сам файл останется у вас.
      </AlertDialog>
    </section>
  )
}
