import { Image as ImageIcon } from 'lucide-react'
import { useEffect } from 'react'
import { MediaLinksStore } from '../../../core/cabinet/stores/media-links.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'

/**
 * A card's layout thumbnail (R-LIST-23, R-API-23): fetched with the session like the video poster (an <img src>
 * cannot send it), the placeholder icon while it loads; a failure is reported so that the card's view-model
 * puts the placeholder in its place.
 */
export const CardThumbnail = ({
  path,
  title,
  onFailed,
}: {
  readonly path: string
  readonly title: string
  readonly onFailed: () => void
}) => {
  const links = useService(MediaLinksStore)
  const state = useReadable(links)
  useEffect(() => links.poster(path), [links, path])
  const image = state.posters[path]
  const failed = image?.status === 'failed'
  useEffect(() => {
    if (failed) onFailed()
  }, [failed, onFailed])
  return image?.status === 'ready' ? (
    <img src={image.url} alt={`Макет кампании ${title}`} onError={onFailed} />
  ) : (
    <ImageIcon size={40} aria-hidden="true" />
  )
}
