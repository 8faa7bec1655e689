import type { Later } from '../../core/ports/later.port'

interface PaintingWindow {
  requestAnimationFrame?: (callback: () => void) => unknown
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown
  setTimeout: (task: () => void, ms: number) => unknown
  addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void
}

/** The longest a task waits for the browser to be idle (a whole-city draft waits out a burst of presses). */
export const IDLE_WITHIN_MS = 1000

/**
 * Later in the browser: a task runs when the browser is idle (after the frames and the work a press set going,
 * such as the shelter list's deferred render; within a second), or where there is no idle callback just after
 * the next frame is painted (a task queued from the frame's callback), so the answer to a click is on screen
 * first; whatever is still waiting runs when the page is hidden or closed.
 */
export class IdleLater implements Later {
  private readonly waiting = new Set<() => void>()

  constructor(private readonly window: PaintingWindow = globalThis as unknown as PaintingWindow) {
    const runAll = () => {
      for (const task of [...this.waiting]) this.once(task)
    }
    window.addEventListener('pagehide', runAll)
    window.addEventListener('visibilitychange', runAll)
  }

  run(task: () => void): void {
    this.waiting.add(task)
    const go = () => this.once(task)
    // Called on the window itself: the browser's functions refuse any other `this`.
    const win = this.window
    if (win.requestIdleCallback) win.requestIdleCallback(go, { timeout: IDLE_WITHIN_MS })
    else if (win.requestAnimationFrame) win.requestAnimationFrame(() => win.setTimeout(go, 0))
    else win.setTimeout(go, 0)
  }

  private once(task: () => void): void {
    if (!this.waiting.delete(task)) return
    task()
  }
}
