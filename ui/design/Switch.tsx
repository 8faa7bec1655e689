import { css, cx } from '@linaria/core'
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components'
import { color, focusRing } from './tokens'

const root = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  .track {
    width: 36px;
    height: 20px;
    flex: none;
    padding: 2px;
    border-radius: 10px;
    background: ${color.borderStrong};
    transition: background-color 150ms;
  }
  .thumb {
    display: block;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform 150ms;
  }
  &[data-selected] .track {
    background: ${color.accent};
  }
  &[data-selected] .thumb {
    transform: translateX(16px);
  }
  &[data-focus-visible] .track {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${color.muted};
    cursor: not-allowed;
  }
`

export type SwitchProps = AriaSwitchProps

/** An on/off setting that applies at once (notifications, a flag of the calculator). */
export const Switch = ({ children, className, ...props }: SwitchProps) => (
  <AriaSwitch {...props} className={cx(root, className as string)}>
    {(state) => (
      <>
        <span className="track" aria-hidden>
          <span className="thumb" />
        </span>
        {typeof children === 'function' ? children(state) : children}
      </>
    )}
  </AriaSwitch>
)
