import { asyncScheduler, Subscription, timer, type SchedulerLike } from 'rxjs'
import { StateStore } from '../../shared/store'

/** R-HEAD-06: the mobile menu closes this long after a choice. */
export const MOBILE_MENU_CLOSE_DELAY_MS = 300
/** R-HEAD-12: the notification dropdown's panel height limit. */
export const DROPDOWN_MAX_HEIGHT_PX = 240
/** R-HEAD-11 */
export const NO_NEW_NOTIFICATIONS = 'Нет новых оповещений'

/** R-HEAD-05, R-HEAD-06: the mobile menu; time through the injected scheduler. */
export class MobileMenuStore extends StateStore<{ readonly open: boolean }> {
  private closing = Subscription.EMPTY

  constructor(private readonly scheduler: SchedulerLike = asyncScheduler) {
    super({ open: false })
  }

  toggle(): void {
    this.closing.unsubscribe()
    this.set({ open: !this.getSnapshot().open })
  }

  /** A choice in the menu: it stays open for 300 ms, then closes. */
  choose(): void {
    this.closing.unsubscribe()
    this.closing = timer(MOBILE_MENU_CLOSE_DELAY_MS, this.scheduler).subscribe(() =>
      this.set({ open: false }),
    )
  }
}

/**
 * R-HEAD-07..09: the bell toggles the dropdown, opening it fetches the notifications (through `onOpen`),
 * a click outside closes it.
 */
export class NotificationDropdownStore extends StateStore<{ readonly open: boolean }> {
  constructor(private readonly onOpen: () => void) {
    super({ open: false })
  }

  bell(): void {
    const open = !this.getSnapshot().open
    this.set({ open })
    if (open) this.onOpen()
  }

  outsideClick(): void {
    this.set({ open: false })
  }
}

/** R-HEAD-10, R-HEAD-11: what the dropdown lists — unread items, or the empty text. */
export const dropdownContent = <N extends { readonly isRead: boolean }>(
  items: readonly N[],
): { readonly items: readonly N[]; readonly emptyText: string | undefined } => {
  const unread = items.filter((n) => !n.isRead)
  return { items: unread, emptyText: unread.length === 0 ? NO_NEW_NOTIFICATIONS : undefined }
}

/**
 * R-HEAD-18: the reusable modal locks body scroll while open; counted, so a modal over a modal does not
 * unlock the page when the upper one closes.
 */
export class ScrollLock extends StateStore<{ readonly holders: number }> {
  constructor() {
    super({ holders: 0 })
  }
  get locked(): boolean {
    return this.getSnapshot().holders > 0
  }
  /** Returns the release function of this holder; releasing twice is harmless. */
  acquire(): () => void {
    this.set({ holders: this.getSnapshot().holders + 1 })
    let released = false
    return () => {
      if (released) return
      released = true
      this.set({ holders: this.getSnapshot().holders - 1 })
    }
  }
}
