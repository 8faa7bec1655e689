import { css } from '@linaria/core'
import type { ReactElement, ReactNode } from 'react'
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components'
import { color, font, radius } from './tokens'

const tip = css`
  max-width: 280px;
  padding: 6px 10px;
  border-radius: ${radius.control};
  background: ${color.text};
  color: #fff;
  font-size: ${font.caption};
  line-height: 1.4;
`

export interface TooltipProps {
  /** A focusable element (a design-system Button or Link): the tip shows on hover and on keyboard focus. */
  readonly children: ReactElement
  readonly content: ReactNode
}

/** A short explanation on hover or focus; never the only place a piece of information lives. */
export const Tooltip = ({ children, content }: TooltipProps) => (
  <TooltipTrigger delay={400}>
    {children}
    <AriaTooltip className={tip} offset={6}>
      {content}
    </AriaTooltip>
  </TooltipTrigger>
)
