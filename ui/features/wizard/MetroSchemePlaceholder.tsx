import { css } from '@linaria/core'
import { color, radius } from '../../design/tokens'
import { MetroSchemeCaption } from './MetroSchemeCaption'

const frame = css`
  margin: 0;
`

// The box of MetroLineScheme's svg, to the pixel: the full width with its 1 px border, the scheme's proportions inside
// it (the svg keeps its viewBox's proportions in its content box), at most 560 px high border included.
const box = css`
  box-sizing: content-box;
  display: grid;
  place-items: center;
  width: calc(100% - 2px);
  max-height: 558px;
  margin: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  color: ${color.muted};
`

/**
 * What stands where the metro scheme will be while its chunk loads: a box of the scheme's own size (its proportions
 * from the core's metroScheme) and the scheme's caption, so the list below does not jump down when the scheme is drawn (issue #51 item 2:
 * on a slow device the light-box calculator's list moved by the scheme's whole height, CLS 0.031).
 */
export const MetroSchemePlaceholder = ({
  width,
  height,
}: {
  readonly width: number
  readonly height: number
}) => (
  <figure className={frame}>
    <p className={box} style={{ aspectRatio: `${width} / ${height}` }}>
      Рисуем схему метро…
    </p>
    <MetroSchemeCaption />
  </figure>
)
