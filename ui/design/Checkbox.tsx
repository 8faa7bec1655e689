import { css, cx } from '@linaria/core'
import { Check, Minus } from 'lucide-react'
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import { color, focusRing } from './tokens'

/**
 * The square a choice shows (a `.box` inside an element with data-selected): the checkbox's own, and the rows of
 * a selection list.
 */
export const checkBoxStyles = `
  .box {
    width: 18px;
    height: 18px;
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1.5px solid ${color.borderStrong};
    border-radius: 4px;
    background: ${color.surface};
    color: #fff;
  }
  &[data-selected] .box,
  &[data-indeterminate] .box {
    background: ${color.accent};
    border-color: ${color.accent};
  }
  .box svg {
    width: 14px;
    height: 14px;
  }
`

const root = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  ${checkBoxStyles}
  &[data-focus-visible] .box {
    ${focusRing}
  }
  &[data-invalid] .box {
    border-color: ${color.danger};
  }
  &[data-disabled] {
    color: ${color.muted};
    cursor: not-allowed;
  }
`

export type CheckboxProps = AriaCheckboxProps

/** A checkbox with its label; indeterminate shows a dash (a partly selected district). */
export const Checkbox = ({ children, className, ...props }: CheckboxProps) => (
  <AriaCheckbox {...props} className={cx(root, className as string)}>
    {(state) => (
      <>
        <span className="box" aria-hidden>
          {state.isIndeterminate ? <Minus /> : state.isSelected ? <Check /> : null}
        </span>
        {typeof children === 'function' ? children(state) : children}
      </>
    )}
  </AriaCheckbox>
)
