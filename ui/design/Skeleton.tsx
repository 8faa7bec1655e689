import { css } from '@linaria/core'
import { color, radius } from './tokens'

const skeleton = css`
  display: block;
  border-radius: ${radius.control};
  background: linear-gradient(90deg, ${color.subtle} 25%, ${color.border} 50%, ${color.subtle} 75%);
  background-size: 200% 100%;
  animation: shimmer 1.2s linear infinite;
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

export interface SkeletonProps {
  readonly width?: number | string
  readonly height?: number | string
  /** Several lines of text. */
  readonly lines?: number
}

/**
 * A placeholder sized like the content it stands for, so nothing shifts when the data arrives; marked
 * `data-skeleton` so a test can tell that a page came without one (issue #47: the landing's calculator).
 */
export const Skeleton = ({ width = '100%', height = 14, lines = 1 }: SkeletonProps) => (
  <span
    aria-hidden="true"
    data-skeleton=""
    style={{ display: 'flex', flexDirection: 'column', gap: 8, width }}
  >
    {Array.from({ length: lines }, (_, i) => (
      <span
        key={i}
        className={skeleton}
        style={{ height, width: i === lines - 1 && lines > 1 ? '60%' : '100%' }}
      />
    ))}
  </span>
)
