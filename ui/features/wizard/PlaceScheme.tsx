import { css } from '@linaria/core'
import type { Surface } from '../../../core/cabinet/view/place-info.catalogue'
import { placeScheme } from '../../../core/cabinet/view/place-scheme.view-model'
import { color, font, space } from '../../design/tokens'

const figure = css`
  margin: ${space(5)} 0 0;
  svg {
    display: block;
    width: 100%;
    max-width: 640px;
    height: auto;
    background: ${color.subtle};
    border-radius: 8px;
  }
  .ground {
    stroke: ${color.borderStrong};
    stroke-width: 2;
  }
  .person {
    fill: ${color.borderStrong};
  }
  .surface {
    fill: ${color.accentBg};
    stroke: ${color.accent};
    stroke-width: 1.5;
  }
  .number {
    fill: ${color.text};
    font-size: 13px;
    font-weight: 600;
  }
  figcaption ol {
    margin: ${space(2)} 0 0;
    padding-left: ${space(5)};
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

/**
 * A place's surfaces drawn to scale beside a person (R-SCREEN-21..35, "a scheme"): the layout is the core's
 * (placeScheme); each box is numbered for its line in the legend under it.
 */
export const PlaceScheme = ({ surfaces }: { readonly surfaces: readonly Surface[] }) => {
  const scheme = placeScheme(surfaces)
  const { person } = scheme
  const head = person.width / 2
  return (
    <figure className={figure}>
      <svg viewBox={`0 0 ${scheme.width} ${scheme.height}`} role="img" aria-label={scheme.description}>
        <line className="ground" x1={0} x2={scheme.width} y1={scheme.groundY} y2={scheme.groundY} />
        <g className="person">
          <circle cx={person.x + head} cy={person.y + head * 0.55} r={head * 0.55} />
          <rect
            x={person.x}
            y={person.y + head * 1.2}
            width={person.width}
            height={person.height - head * 1.2}
            rx={head * 0.4}
          />
        </g>
        {scheme.boxes.map((box) => (
          <g key={box.number}>
            <rect className="surface" x={box.x} y={box.y} width={box.width} height={box.height} />
            <text className="number" x={box.x + box.width / 2} y={box.y - 4} textAnchor="middle">
              {box.number}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ol>
          {scheme.boxes.map((box) => (
            <li key={box.number}>{box.legend}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  )
}
