import { css } from '@linaria/core'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Check } from 'lucide-react'
import type { Key, Selection } from 'react-aria-components'
import { GridList, GridListItem, ListLayout, Virtualizer } from 'react-aria-components'
import { checkBoxStyles } from './Checkbox'
import { color, focusRing, font, mobile, radius, space } from './tokens'

// Its width comes from its container, never from its longest row (contain: inline-size).
const scroller = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  overflow: hidden;
  contain: inline-size;
`
// The list scrolls itself: the virtualizer draws the rows inside the list's own box, so a page of 20 rows draws the
// seven or eight a person sees, not all 20 (a press re-renders every drawn row; issue #50 item 6).
const list = css`
  height: 100%;
  overflow: auto;
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
  .empty {
    padding: ${space(4)};
    color: ${color.muted};
  }
`
const row = css`
  min-height: 44px;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid ${color.subtle};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${color.subtle};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${color.muted};
  }
  ${checkBoxStyles}
  /* The check is always there, shown by the row's state: a press changes an attribute, not the row's children
     (a tab panel around the list walks its content on every added or removed node; issue #50 item 6). */
  &:not([data-selected]) .box svg {
    visibility: hidden;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .note {
    flex: 0 1 auto;
    max-width: 40%;
    color: ${color.muted};
    font-size: ${font.caption};
    text-align: right;
  }
  ${mobile} {
    flex-wrap: wrap;
    .name {
      flex-basis: calc(100% - 40px);
    }
    .note {
      max-width: none;
      margin-left: 32px;
      text-align: left;
    }
  }
`

export interface SelectionItem {
  readonly id: string
  readonly name: string
  readonly note?: string
}

export interface SelectionListProps {
  readonly label: string
  readonly items: readonly SelectionItem[]
  readonly selected: ReadonlySet<string>
  readonly onToggle: (id: string) => void
  /** Rows shown but not choosable (a side another campaign holds). */
  readonly disabled?: ReadonlySet<string>
  readonly height?: number
  readonly emptyText?: string
}

/**
 * A long list to choose several from (thousands of units): react-aria's GridList with multiple selection — arrow
 * keys move, Space chooses, a screen reader hears each row's state — virtualised, so only visible rows exist.
 */
export const SelectionList = ({
  label,
  items,
  selected,
  onToggle,
  disabled,
  height = 360,
  emptyText = 'Ничего не найдено',
}: SelectionListProps) => {
  // The list is told only which of its own rows are chosen: react-aria copies the selection on every press, and a
  // whole city's choice is 16,000 keys (issue 15: a press repaints the price within a frame).
  const shown = useMemo(
    () => new Set<Key>(items.filter((i) => selected.has(i.id)).map((i) => i.id)),
    [items, selected],
  )
  // A press shows on its row at once, though the owner may pass the new choice back a render later (the shelter
  // list defers it behind the price): kept until `selected` changes, then the owner's word is the row's state.
  const [pressed, setPressed] = useState<{ readonly of: ReadonlySet<string>; readonly keys: Set<Key> }>()
  const keys = pressed?.of === selected ? pressed.keys : shown
  const change = (next: Selection) => {
    if (next === 'all') return
    const toggled = [...next].find((id) => !keys.has(id)) ?? [...keys].find((id) => !next.has(id))
    if (toggled === undefined) return
    setPressed({ of: selected, keys: new Set(next) })
    onToggle(String(toggled))
  }
  // Rows that change while the focus is elsewhere (a search typed, a search cleared) can leave react-aria's
  // remembered row out of the rows drawn, and then nothing in the list takes the Tab key (axe:
  // scrollable-region-focusable). A list whose rows changed so starts afresh, its first row the tab stop.
  const box = useRef<HTMLDivElement>(null)
  const ids = useMemo(() => items.map((i) => i.id).join('\n'), [items])
  const [drawn, setDrawn] = useState({ ids, generation: 0 })
  useLayoutEffect(() => {
    if (drawn.ids === ids) return
    const focusedInside = box.current?.contains(document.activeElement) ?? false
    setDrawn({ ids, generation: drawn.generation + (focusedInside ? 0 : 1) })
  }, [ids, drawn])
  return (
    <div className={scroller} style={{ height }} ref={box}>
      {/* Rows as tall as their text: a whole address wraps rather than being cut, each row measured as it shows. */}
      <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: 44 }}>
        <GridList
          key={drawn.generation}
          aria-label={label}
          className={list}
          items={items}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={keys}
          {...(disabled ? { disabledKeys: disabled as ReadonlySet<Key> as Set<Key> } : {})}
          onSelectionChange={change}
          renderEmptyState={() => <div className="empty">{emptyText}</div>}
        >
          {(item) => (
            // The row's look follows its own selection state (its data-selected, by CSS): react-aria keeps each
            // row's element per item, so a check drawn from the props' set would show the row's first render.
            <GridListItem id={item.id} textValue={item.name} className={row}>
              <span className="box" aria-hidden>
                <Check />
              </span>
              <span className="name">{item.name}</span>
              {item.note && <span className="note">{item.note}</span>}
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    </div>
  )
}
