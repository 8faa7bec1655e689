import { css, cx } from '@linaria/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { movedRow, queueRow, type QueueRowView } from '../../../core/staff/staff-queue.view-model'
import type { QueueItemWire } from '../../../core/contract/staff.answer'
import { Skeleton } from '../../design/Skeleton'
import { color, font, mobile, radius } from '../../design/tokens'
import { QUEUE_COLUMNS, QueueRow, queueRowClass } from './QueueRow'

const ROW_ESTIMATE = 72

const box = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  overflow: hidden;
  .scroll {
    /* As tall as its rows, at most what the window leaves (at least 360 px): no empty box under a short queue. */
    height: min(var(--rows-height), max(360px, calc(100vh - 340px)));
    overflow: auto;
    overscroll-behavior: contain;
  }
  .head {
    height: 40px;
    background: ${color.subtle};
    border-bottom: 1px solid ${color.border};
    color: ${color.muted};
    font-size: ${font.caption};
    font-weight: 600;
  }
  .money-head {
    text-align: right;
  }
  ${mobile} {
    .head {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`

export interface QueueGridProps {
  readonly count: number
  readonly itemAt: (index: number) => QueueItemWire | undefined
  readonly now: Date
  readonly onRange: (first: number, last: number) => void
  readonly onOpen: (row: QueueRowView) => void
}

/** A plain click opens in place; a click meant for a new tab or window is the link's own. */
const inPlace = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * The queue's rows (issue #48 item 2), virtualised with @tanstack/react-virtual: only the rows in view are in the
 * page, and the rows coming into view are asked of the server a page at a time (onRange). A grid the keyboard
 * walks row by row (arrows, Page Up/Down, Home/End; the core decides where), Enter opening the campaign's review.
 */
export const QueueGrid = ({ count, itemAt, now, onRange, onOpen }: QueueGridProps) => {
  const scroller = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const [keyboard, setKeyboard] = useState(false)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    // Before the box is measured (its first paint), a screenful of rows: never all of them.
    initialRect: { width: 1200, height: 600 },
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (count > 0) onRange(first, last)
  }, [first, last, count, onRange])
  // The focused row follows the keyboard, once it is laid out.
  useEffect(() => {
    if (!keyboard) return
    scroller.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.focus({ preventScroll: true })
  }, [active, keyboard, first, last])

  const shown = Math.min(active, Math.max(0, count - 1))
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      const item = itemAt(shown)
      if (item) onOpen(queueRow(item, now))
      return
    }
    const perScreen = Math.max(1, last - first - 1)
    const next = movedRow(e.key, shown, count, perScreen)
    if (next === undefined) return
    e.preventDefault()
    setKeyboard(true)
    setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  return (
    <div className={box}>
      <div
        role="grid"
        aria-label="Очередь на проверку"
        aria-rowcount={count + 1}
        aria-colcount={6}
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={cx(QUEUE_COLUMNS, 'head')}>
            <div role="columnheader">Ждёт</div>
            <div role="columnheader">Кампания</div>
            <div role="columnheader">Рекламодатель</div>
            <div role="columnheader">Период</div>
            <div role="columnheader" className="money-head">
              Сумма с НДС
            </div>
            <div role="columnheader">Состояние и что ждёт</div>
          </div>
        </div>
        <div
          ref={scroller}
          className="scroll"
          role="rowgroup"
          style={{ '--rows-height': `${Math.max(virtualizer.getTotalSize(), ROW_ESTIMATE)}px` } as object}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((v) => {
              const item = itemAt(v.index)
              const view = item && queueRow(item, now)
              return (
                <div
                  key={v.key}
                  ref={virtualizer.measureElement}
                  data-index={v.index}
                  role="row"
                  aria-rowindex={v.index + 2}
                  aria-busy={view ? undefined : true}
                  tabIndex={v.index === shown ? 0 : -1}
                  className={cx(QUEUE_COLUMNS, queueRowClass)}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${v.start}px)`,
                  }}
                  onFocus={() => setActive(v.index)}
                  onClick={(e) => {
                    if (!view || !inPlace(e)) return
                    e.preventDefault()
                    onOpen(view)
                  }}
                >
                  {view ? (
                    <QueueRow view={view} />
                  ) : (
                    <div role="gridcell" style={{ gridColumn: '1 / -1' }}>
                      <Skeleton height={16} />
                    </div>
                  )}
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </div>
  )
}
