import { css } from '@linaria/core'
import { FileUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { DropZone, FileTrigger, Text } from 'react-aria-components'
import { CreativePreviewStore } from '../../../core/cabinet/stores/creative-preview.store'
import type { PreviewFrame } from '../../../core/cabinet/view/creative-preview.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { dropZone as drop } from '../../components/drop-zone.styles'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { ProgressBar } from '../../design/ProgressBar'
import { color, font, radius, space } from '../../design/tokens'

/** The tallest a format's frame is drawn; wide formats are as wide as their card. */
const FRAME_HEIGHT = 180
const ACCEPT = ['image/jpeg', 'image/png', 'video/mp4']

const result = css`
  margin-top: ${space(6)};
  .facts {
    color: ${color.muted};
    margin: 0 0 ${space(2)};
  }
  h2 {
    font-size: ${font.h2};
    margin: 0 0 ${space(5)};
  }
  .refusal {
    padding: ${space(4)};
    border-radius: ${radius.card};
    background: ${color.dangerBg};
    color: ${color.danger};
  }
`

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${space(4)};
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    padding: ${space(4)};
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
  }
  .room {
    height: ${FRAME_HEIGHT}px;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${color.subtle};
    border-radius: ${radius.control};
  }
  .frame {
    max-width: 100%;
    background: #111;
    border: 4px solid #2b2f36;
    border-radius: 4px;
    overflow: hidden;
  }
  .frame img,
  .frame video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .title {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    font-weight: 600;
  }
  ul.notes {
    margin: 0;
    padding-left: ${space(5)};
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

/** The visitor's file as the page shows it: an address of its bytes, made when chosen and freed when replaced. */
const useObjectUrl = (file: File | undefined): string | undefined => {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file) return setUrl(undefined)
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url
}

const Frame = ({
  frame,
  url,
  kind,
  fileName,
}: {
  readonly frame: PreviewFrame
  readonly url: string | undefined
  readonly kind: 'image' | 'video'
  readonly fileName: string
}) => {
  const label = `«${fileName}» в формате «${frame.title}»`
  return (
    <li className={card}>
      <div className="room">
        <div
          className="frame"
          style={{ aspectRatio: String(frame.aspect), width: `min(100%, ${FRAME_HEIGHT * frame.aspect}px)` }}
        >
          {url &&
            (kind === 'video' ? (
              <video src={`${url}#t=0.5`} muted playsInline preload="metadata" aria-label={label} />
            ) : (
              <img src={url} alt={label} />
            ))}
        </div>
      </div>
      <div className="title">
        <span>{frame.title}</span>
        <Badge tone={frame.fits ? 'current' : 'rejected'}>{frame.fits ? 'Подходит' : 'Не подходит'}</Badge>
      </div>
      {frame.notes.length > 0 && (
        <ul className="notes">
          {frame.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * `/preview-minio` (R-SCREEN-43), public: the visitor chooses or drops a clip or a layout; the core reads it here,
 * in the browser, as the media library would on upload, and the page draws it in the frame of every format with
 * the library's verdict. Nothing is sent: the file stays on the visitor's computer.
 */
export const CreativePreviewPage = () => {
  const store = useService(CreativePreviewStore)
  const state = useReadable(store)
  const [file, setFile] = useState<File>()
  const url = useObjectUrl(state.status === 'ready' ? file : undefined)

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    setFile(chosen)
    void store.inspect(chosen)
  }

  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Предпросмотр материалов</h1>
      </div>
      <DropZone
        className={drop}
        aria-label="Перетащите сюда ролик или макет"
        getDropOperation={(types) => (ACCEPT.some((t) => types.has(t)) ? 'copy' : 'cancel')}
        onDrop={(event) => {
          const item = event.items.find((i) => i.kind === 'file')
          if (item?.kind === 'file') void item.getFile().then(choose)
        }}
      >
        <FileTrigger acceptedFileTypes={ACCEPT} onSelect={(files) => choose(files?.[0] ?? undefined)}>
          <Button>
            <FileUp aria-hidden="true" />
            Выбрать файл
          </Button>
        </FileTrigger>
        <Text slot="label" className="hint">
          Или перетащите сюда ролик MP4 или макет JPEG/PNG. Покажем его в каждом формате Табло и сразу скажем,
          примет ли его медиатека: тип, разрешение, длительность, кодек. Файл не покидает ваш компьютер.
        </Text>
      </DropZone>
      <section className={result} aria-live="polite">
        {state.status === 'reading' && <ProgressBar label={`Читаем «${state.fileName}»`} isIndeterminate />}
        {state.status === 'refused' && (
          <p className="refusal" role="alert">
            «{state.fileName}»: {state.message}
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <p className="facts">
              {state.preview.kindLabel} «{state.fileName}»: {state.preview.facts}
            </p>
            <h2>{state.preview.summary}</h2>
            <ul className={grid}>
              {state.preview.frames.map((frame) => (
                <Frame
                  key={frame.place}
                  frame={frame}
                  url={url}
                  kind={state.kind}
                  fileName={state.fileName}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  )
}
