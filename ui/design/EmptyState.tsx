import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import { color, font, space } from './tokens'

const root = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(12)} ${space(4)};
  text-align: center;
  color: ${color.muted};
  svg {
    width: 40px;
    height: 40px;
    color: ${color.borderStrong};
  }
  h3 {
    margin: 0;
    color: ${color.text};
    font-size: ${font.h3};
  }
  p {
    margin: 0;
    max-width: 420px;
  }
`

export interface EmptyStateProps {
  readonly icon?: ReactNode
  readonly title: string
  readonly children?: ReactNode
  /** The next step: a Button or Link ('Создать кампанию'). */
  readonly action?: ReactNode
}

/** What an empty list says, and what to do next. */
export const EmptyState = ({ icon, title, children, action }: EmptyStateProps) => (
  <div className={root}>
    {icon}
    <h3>{title}</h3>
    {children && <p>{children}</p>}
    {action}
  </div>
)
