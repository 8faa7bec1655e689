import { css, cx } from '@linaria/core'
import { ArrowLeft, Download, Send } from 'lucide-react'
import { useEffect, useState } from 'react'
import { MaterialStore } from '../../../core/cabinet/stores/media-library.store'
import { MediaLinksStore } from '../../../core/cabinet/stores/media-links.store'
import { materialBackLink } from '../../../core/cabinet/view/material.view-model'
import { FileDownload } from '../../../core/ports/file-download.port'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { AuthorizedImage } from '../../components/AuthorizedImage'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { color, space } from '../../design/tokens'
import { MaterialDocuments } from './MaterialDocuments'

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  gap: ${space(6)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`
const stage = css`
  background: ${color.subtle};
  display: grid;
  place-items: center;
  min-height: 240px;
  overflow: hidden;
  video,
  img {
    max-width: 100%;
    max-height: 480px;
    display: block;
  }
  /* The stage's width, whether the frame comes from the file or from its poster. */
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    background: ${color.text};
  }
`
const facts = css`
  padding: ${space(4)} ${space(6)};
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(2)} ${space(4)};
    margin: 0 0 ${space(4)};
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`

/**
 * The material view (R-SCREEN-20, /material/{id}/{mediaId}): one file of the account, played or shown, with
 * its format, size, upload day and moderation status, with the moderator's reason while refused (a video shows
 * its poster until it plays); it can be
 * downloaded and sent to moderation; an image's or a video's documents are listed and added below it. `id` is
 * the campaign the file was opened from, or `library` from the media library: the back link leads there.
 */
export const MaterialScreen = ({ params }: ScreenProps) => {
  const material = useService(MaterialStore)
  const files = useService<FileDownload>(FileDownload)
  const state = useReadable(material)
  const [busy, setBusy] = useState(false)
  const mediaId = params['mediaId'] ?? ''
  useEffect(() => {
    void material.load(mediaId)
  }, [material, mediaId])
  const back = materialBackLink(params['id'])
  const row = state.row
  // A video's frame before it plays: its poster, fetched with the session (a <video poster> cannot send it).
  const links = useService(MediaLinksStore)
  const posters = useReadable(links).posters
  const thumb = row?.item.kind === 'video' ? row.thumb : undefined
  useEffect(() => {
    if (thumb) links.poster(thumb)
  }, [links, thumb])
  const poster = thumb ? posters[thumb] : undefined
  return (
    <main className={pageColumn}>
      <Link href={back.href}>
        <ArrowLeft size={16} aria-hidden="true" /> {back.label}
      </Link>
      {state.status === 'error' ? (
        <div className="page-error" role="alert">
          {state.error}
        </div>
      ) : !row ? (
        <Skeleton height={240} lines={1} />
      ) : (
        <>
          <h1>{row.name}</h1>
          <div className={layout}>
            <div className={cx(card, stage)}>
              {row.item.kind === 'video' && state.source ? (
                <video
                  src={state.source}
                  poster={poster?.status === 'ready' ? poster.url : undefined}
                  controls
                  preload="metadata"
                  aria-label={`Ролик ${row.name}`}
                />
              ) : row.item.kind === 'image' && row.item.path ? (
                <AuthorizedImage
                  path={row.item.path}
                  alt={row.name}
                  fallback={<Skeleton height={240} lines={1} />}
                />
              ) : (
                <p>Просмотр недоступен: скачайте файл.</p>
              )}
            </div>
            <section className={cx(card, facts)} aria-label="О файле">
              <dl>
                <dt>Тип</dt>
                <dd>{row.kindLabel}</dd>
                <dt>Формат</dt>
                <dd>{row.facts || '—'}</dd>
                <dt>Размер</dt>
                <dd>{row.sizeLabel}</dd>
                <dt>Загружен</dt>
                <dd>
                  <DateText value={row.item.createdAt.slice(0, 10)} />
                </dd>
                <dt>Модерация</dt>
                <dd>
                  <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
                </dd>
                {row.reason && (
                  <>
                    <dt>Причина отклонения</dt>
                    <dd>{row.reason}</dd>
                  </>
                )}
              </dl>
              <div className="actions">
                {row.canSend && (
                  <Button
                    isPending={busy}
                    onPress={() => {
                      setBusy(true)
                      void material.toModeration().then((r) => {
                        setBusy(false)
                        notify(
                          r.ok
                            ? { title: 'Отправлено на модерацию', tone: 'success' }
                            : { title: r.error, tone: 'error' },
                        )
                      })
                    }}
                  >
                    <Send aria-hidden="true" />
                    Отправить на модерацию
                  </Button>
                )}
                {(row.item.kind === 'image' ? row.item.path : state.source) && (
                  <Button
                    variant="secondary"
                    onPress={() => {
                      const path = row.item.kind === 'image' ? row.item.path : state.source
                      // A failure is said in the downloads region, not again here.
                      if (path) void files.download(path, row.fileName)
                    }}
                  >
                    <Download aria-hidden="true" />
                    Скачать
                  </Button>
                )}
              </div>
            </section>
          </div>
          {row.item.kind !== 'document' && <MaterialDocuments mediaId={row.id} />}
        </>
      )}
    </main>
  )
}
