import { css } from '@linaria/core'
import { color, font, space } from '../../design/tokens'

const caption = css`
  margin-top: ${space(2)};
  color: ${color.muted};
  font-size: ${font.caption};
`

/**
 * What the metro scheme says under it: how it is drawn and how to use it. Shown under the scheme and under the box
 * that holds its place while it loads (MetroSchemePlaceholder), so the page below keeps its place when it is drawn.
 */
export const MetroSchemeCaption = () => (
  <figcaption className={caption}>
    Линии нарисованы от станции к станции по их координатам, не по трассе; на пересадках станции разных линий
    немного разведены, чтобы каждую можно было нажать. Число в кружке — места на станции; нажатие выбирает их
    все или снимает выбор. С клавиатуры: Tab — к линии, стрелки — по станциям, Enter — выбрать.
  </figcaption>
)
