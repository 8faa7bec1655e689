import { css, cx } from '@linaria/core'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import { color, controlHeight, focusRing, radius, space } from './tokens'

const link = css`
  color: ${color.info};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: 2px;
  &[data-hovered] {
    color: ${color.text};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-current] {
    color: ${color.accent};
    font-weight: 600;
    text-decoration: none;
  }
  &[data-disabled] {
    color: ${color.muted};
    cursor: default;
    text-decoration: none;
  }
`
const quiet = css`
  color: ${color.text};
  text-decoration: none;
  &[data-hovered] {
    color: ${color.accent};
  }
`

/** A link that leads somewhere as a button would (an entrance, a next step): the secondary button's box. */
const button = css`
  display: inline-flex;
  align-items: center;
  height: ${controlHeight};
  padding: 0 ${space(5)};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &[data-hovered] {
    border-color: ${color.text};
    color: ${color.text};
  }
`

export interface LinkProps extends AriaLinkProps {
  readonly variant?: 'inline' | 'quiet' | 'button'
}

/**
 * react-aria's Link: an href inside the cabinet navigates client-side through the RouterProvider the app sets up
 * (wouter), an outside one is an ordinary link.
 */
export const Link = ({ variant = 'inline', className, ...props }: LinkProps) => (
  <AriaLink
    {...props}
    className={cx(link, variant === 'quiet' && quiet, variant === 'button' && button, className as string)}
  />
)
