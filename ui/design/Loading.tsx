import type { ReactNode } from 'react'
import { Skeleton } from './Skeleton'

export interface LoadingProps {
  /** What is loading, as a screen reader names the region («Загрузка очереди»). */
  readonly label: string
  readonly className?: string
  /** The placeholder, sized like what it stands for; four lines of text by default. */
  readonly children?: ReactNode
}

/**
 * A part of the page still loading: a status region named by what it waits for, busy until its content comes, its
 * skeleton hidden from assistive technology. A named element needs a role that may be named: a bare div with an
 * aria-label is prohibited ARIA (axe: aria-prohibited-attr), and an empty one is a serious violation.
 */
export const Loading = ({ label, className, children = <Skeleton lines={4} /> }: LoadingProps) => (
  <div role="status" aria-busy="true" aria-label={label} className={className}>
    {children}
  </div>
)
