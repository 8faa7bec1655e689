import { css, cx } from '@linaria/core'
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components'
import { color, font, radius } from './tokens'

const root = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 8px;
  font-size: ${font.caption};
  .value {
    font-variant-numeric: tabular-nums;
    color: ${color.muted};
  }
  .track {
    grid-column: 1 / -1;
    height: 6px;
    border-radius: ${radius.pill};
    background: ${color.subtle};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${color.accent};
    transition: width 200ms;
  }
  &:not([aria-valuenow]) .fill {
    width: 40% !important;
    animation: slide 1s ease-in-out infinite alternate;
  }
  @keyframes slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
`

export interface ProgressBarProps extends AriaProgressBarProps {
  readonly label: string
}

/** The progress of an upload or a long export, in per cent (ru-RU); without a value it is indeterminate. */
export const ProgressBar = ({ label, className, ...props }: ProgressBarProps) => (
  <AriaProgressBar {...props} className={cx(root, className as string)}>
    {({ percentage, valueText, isIndeterminate }) => (
      <>
        <Label>{label}</Label>
        <span className="value">{isIndeterminate ? '' : valueText}</span>
        <div className="track">
          <div className="fill" style={{ width: `${percentage ?? 0}%` }} />
        </div>
      </>
    )}
  </AriaProgressBar>
)
