import { color } from '../../design/tokens'

/**
 * Our own drawing of a shelter's face (issue #50 item 2: a drawing of the format): the pavilion's roof and
 * posts, the lit poster in its frame at the face's proportions, and its size written under it.
 */
export const FaceDrawing = ({
  size,
  chosen,
}: {
  readonly size: { readonly width: number; readonly height: number } | undefined
  readonly chosen: boolean
}) => {
  const { width, height } = size ?? { width: 1.2, height: 1.8 }
  // The poster fits a 40×60 box, kept at its own proportions.
  const scale = Math.min(40 / width, 60 / height)
  const w = width * scale
  const h = height * scale
  const x = 50 - w / 2
  const y = 16 + (60 - h) / 2
  return (
    <svg viewBox="0 0 100 92" width="64" height="59" aria-hidden focusable="false">
      <rect x="8" y="6" width="84" height="6" rx="2" fill={color.borderStrong} />
      <rect x="12" y="12" width="3" height="70" fill={color.borderStrong} />
      <rect x="85" y="12" width="3" height="70" fill={color.borderStrong} />
      <rect x="8" y="82" width="84" height="3" rx="1.5" fill={color.border} />
      <rect x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx="2" fill={color.text} />
      <rect x={x} y={y} width={w} height={h} fill={chosen ? color.accentBg : color.infoBg} />
      <path
        d={`M${x + 4} ${y + h - 6} l${w / 3} ${-h / 3} l${w / 4} ${h / 6} l${w / 3 - 8} ${-h / 4}`}
        stroke={chosen ? color.accent : color.info}
        strokeWidth="2"
        fill="none"
      />
    </svg>
  )
}
