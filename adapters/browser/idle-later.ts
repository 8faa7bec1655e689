import type { Later } from '../../core/ports/later.port'

interface PaintingWindow {
  requestAnimationFrame?: (callback: () => void) => unknown
  setTimeout: (task: () => void, ms: number) => unknown
  addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void
}

/**
 * Later in the browser: a task runs just after the next frame is painted (a task queued from the frame's
 * callback), so the answer to a click is on screen first; whatever is still waiting runs when the page is
 * hidden or closed.
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
    if (win.requestAnimationFrame) win.requestAnimationFrame(() => win.setTimeout(go, 0))
    else win.setTimeout(go, 0)
  }

  private once(task: () => void): void {
    if (!this.waiting.delete(task)) return
    task()
  }
}
