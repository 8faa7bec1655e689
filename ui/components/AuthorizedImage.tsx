import { useEffect, useState, type ReactNode } from 'react'
import { FileDownload } from '../../core/ports/file-download.port'
import { useService } from '../app/container-context'

/**
 * An image the API serves only to the signed-in user (a thumbnail, a library image): fetched with the session's
 * token into an object URL, revoked when the image goes. Until it is in, or when it cannot be read, the
 * fallback shows.
 */
export const AuthorizedImage = ({
  path,
  alt,
  className,
  fallback,
}: {
  readonly path: string
  readonly alt: string
  readonly className?: string
  readonly fallback: ReactNode
}) => {
  const files = useService<FileDownload>(FileDownload)
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    let live = true
    let made: string | undefined
    void files.objectUrl(path).then((answer) => {
      if (!answer.ok) return
      if (live) {
        made = answer.value
        setUrl(answer.value)
      } else URL.revokeObjectURL(answer.value)
    })
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
      setUrl(undefined)
    }
  }, [files, path])
  return url ? <img className={className} src={url} alt={alt} /> : <>{fallback}</>
}
