import { cx } from '@linaria/core'
import type { ReactNode } from 'react'
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type Key,
  type MenuItemProps,
} from 'react-aria-components'
import { optionItem, popoverBox } from './field.styles'

export interface MenuAction {
  readonly id: string
  readonly label: string
  readonly icon?: ReactNode
  readonly isDisabled?: boolean
  /** A destructive action reads red. */
  readonly danger?: boolean
}

export interface MenuProps {
  /** The button that opens the menu (a design-system Button). */
  readonly trigger: ReactNode
  readonly label: string
  readonly actions: readonly MenuAction[]
  readonly onAction: (id: string) => void
}

const MenuItem = ({ className, ...props }: MenuItemProps) => (
  <AriaMenuItem {...props} className={cx(optionItem, className as string)} />
)

/** A list of actions behind a button (a campaign's ⋯): arrow keys, typeahead, Escape. */
export const Menu = ({ trigger, label, actions, onAction }: MenuProps) => (
  <MenuTrigger>
    {trigger}
    <Popover className={popoverBox}>
      <AriaMenu
        aria-label={label}
        onAction={(key: Key) => onAction(String(key))}
        disabledKeys={actions.filter((a) => a.isDisabled).map((a) => a.id)}
      >
        {actions.map((a) => (
          <MenuItem
            key={a.id}
            id={a.id}
            textValue={a.label}
            style={a.danger ? { color: '#b3261e' } : undefined}
          >
            {a.icon}
            {a.label}
          </MenuItem>
        ))}
      </AriaMenu>
    </Popover>
  </MenuTrigger>
)
