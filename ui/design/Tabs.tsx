import { css, cx } from '@linaria/core'
import type { ReactNode } from 'react'
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components'
import { color, focusRing, space } from './tokens'

const tabList = css`
  display: flex;
  gap: ${space(6)};
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
  /* Many tabs on a phone scroll sideways inside the list, never widen the page. */
  contain: inline-size;
`
const tab = css`
  padding: ${space(3)} 0;
  border-bottom: 2px solid transparent;
  color: ${color.muted};
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    color: ${color.text};
  }
  &[data-selected] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${color.borderStrong};
    cursor: default;
  }
`
const panel = css`
  padding-top: ${space(4)};
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
`

export interface TabItem {
  readonly id: string
  readonly title: ReactNode
  readonly content: ReactNode
  readonly isDisabled?: boolean
}

export interface TabsProps extends Omit<AriaTabsProps, 'children' | 'selectedKey' | 'onSelectionChange'> {
  readonly label: string
  readonly tabs: readonly TabItem[]
  readonly selected?: string
  readonly onSelect?: (id: string) => void
}

/** Tabs (arrow keys between them): the campaigns' groups, a campaign's parts. */
export const Tabs = ({ label, tabs, selected, onSelect, className, ...props }: TabsProps) => (
  <AriaTabs
    {...props}
    {...(selected !== undefined && { selectedKey: selected })}
    {...(onSelect && { onSelectionChange: (k: Key) => onSelect(String(k)) })}
    disabledKeys={tabs.filter((t) => t.isDisabled).map((t) => t.id)}
    className={className as string}
  >
    <TabList aria-label={label} className={tabList}>
      {tabs.map((t) => (
        <Tab key={t.id} id={t.id} className={tab}>
          {t.title}
        </Tab>
      ))}
    </TabList>
    {tabs.map((t) => (
      <TabPanel key={t.id} id={t.id} className={cx(panel)}>
        {t.content}
      </TabPanel>
    ))}
  </AriaTabs>
)
