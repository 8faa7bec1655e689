import { css, cx } from '@linaria/core'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { color, controlHeight, focusRing, radius, space } from './tokens'

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  height: ${controlHeight};
  padding: 0 ${space(5)};
  border: 1px solid transparent;
  border-radius: ${radius.control};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms;
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-pending] {
    cursor: progress;
  }
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`
const variants = {
  primary: css`
    background: ${color.accent};
    color: #fff;
    &[data-hovered],
    &[data-pressed] {
      background: ${color.accentDark};
    }
  `,
  secondary: css`
    background: ${color.surface};
    color: ${color.text};
    border-color: ${color.borderStrong};
    &[data-hovered],
    &[data-pressed] {
      background: ${color.subtle};
    }
  `,
  quiet: css`
    background: transparent;
    color: ${color.text};
    &[data-hovered],
    &[data-pressed] {
      background: ${color.subtle};
    }
  `,
  danger: css`
    background: ${color.danger};
    color: #fff;
    &[data-hovered],
    &[data-pressed] {
      background: #8c1d17;
    }
  `,
}
const small = css`
  height: 32px;
  padding: 0 ${space(3)};
`
const iconOnly = css`
  width: ${controlHeight};
  padding: 0;
`

export interface ButtonProps extends AriaButtonProps {
  readonly variant?: keyof typeof variants
  readonly size?: 'small' | 'medium'
  /** A button with only an icon: square, and it must have an aria-label. */
  readonly iconOnly?: boolean
}

/** react-aria's Button in Tablo's look: primary (the accent), secondary, quiet and danger. */
export const Button = ({
  variant = 'primary',
  size = 'medium',
  iconOnly: square,
  className,
  ...props
}: ButtonProps) => (
  <AriaButton
    {...props}
    className={cx(
      base,
      variants[variant],
      size === 'small' && small,
      square && iconOnly,
      className as string,
    )}
  />
)
