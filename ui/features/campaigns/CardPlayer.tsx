import { css } from '@linaria/core'
import { Play, PlayCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { MediaLinksStore } from '../../../core/cabinet/stores/media-links.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { space } from '../../design/tokens'

const stage = css`
  position: relative;
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  .play {
    position: absolute;
    right: ${space(1)};
    bottom: ${space(1)};
  }
`

/**
 * A video card's media (R-LIST-19, R-LIST-22): the campaign's poster, fetched with the session (a <video poster>
 * cannot send it: the card showed a black box), and a button that plays the video from its signed one-hour link
 * once that is in. Without a link (an observer's card) the poster stands alone; without a poster, the player
 * icon.
 */
export const CardPlayer = ({
  poster,
  videoId,
  title,
  onFailed,
}: {
  readonly poster: string
  readonly videoId: string | undefined
  readonly title: string
  readonly onFailed: () => void
}) => {
  const links = useService(MediaLinksStore)
  const state = useReadable(links)
  const [playing, setPlaying] = useState(false)
  useEffect(() => {
    links.poster(poster)
    if (videoId) links.video(videoId)
  }, [links, poster, videoId])
  const image = state.posters[poster]
  const video = videoId ? state.videos[videoId] : undefined
  // A video whose link cannot be had is a video that failed to load, as one the element cannot play (R-LIST-22).
  const linkFailed = video?.status === 'failed'
  useEffect(() => {
    if (linkFailed) onFailed()
  }, [linkFailed, onFailed])
  const posterUrl = image?.status === 'ready' ? image.url : undefined
  if (playing && video?.status === 'ready')
    return (
      <video
        src={video.url}
        poster={posterUrl}
        controls
        autoPlay
        aria-label={`Ролик кампании ${title}`}
        onError={onFailed}
      />
    )
  return (
    <div className={stage}>
      {posterUrl ? (
        <img src={posterUrl} alt={`Кадр ролика кампании ${title}`} />
      ) : (
        <PlayCircle size={40} aria-hidden="true" />
      )}
      {video?.status === 'ready' && (
        <Button
          className="play"
          variant="secondary"
          size="small"
          iconOnly
          aria-label={`Смотреть ролик кампании ${title}`}
          onPress={() => setPlaying(true)}
        >
          <Play aria-hidden="true" />
        </Button>
      )}
    </div>
  )
}
