import { cx } from '@linaria/core'
import type { ReactNode } from 'react'
import { Dialog, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components'
import { popoverBox } from './field.styles'

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** What a screen reader calls the popover. */
  readonly label: string
  readonly children: ReactNode
}

/** A panel anchored to its trigger (a DialogTrigger around a Button): the notifications, a filter. */
export const Popover = ({ label, children, className, ...props }: PopoverProps) => (
  <AriaPopover
    {...props}
    className={cx(popoverBox, className as string)}
    style={{ maxHeight: '70vh', padding: 12 }}
  >
    <Dialog aria-label={label} style={{ outline: 'none' }}>
      {children}
    </Dialog>
  </AriaPopover>
)
