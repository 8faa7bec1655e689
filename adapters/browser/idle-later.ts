import type { Later } from '../../core/ports/later.port'

interface PaintingWindow {
  requestAnimationFrame?: (callback: () => void) => unknown
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown
  setTimeout: (task: () => void, ms: number) => unknown
  addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void
}

/** How long a task asked again waits for the asking to stop (a burst of presses on the shelter list). */
export const QUIET_MS = 1000
/** The longest a task then waits for the browser to be idle. */
export const IDLE_WITHIN_MS = 1000

/**
 * Later in the browser: a task runs once it has not been asked again for a second (a whole-city draft is a
 * megabyte of local storage, ~10–100 ms: written after a burst of presses, not between them), when the browser is
 * idle (within a second more); without an idle callback just after the next frame is painted (a task queued from
 * the frame's callback). So the answer to a click is on screen first, and the next press does not wait for the
 * write. Whatever is still waiting runs at once when the page is hidden or closed.
 */
export class IdleLater implements Later {
  /** Each waiting task and how many times it was asked: only the last asking's turn runs it. */
  private readonly waiting = new Map<() => void, number>()

  constructor(private readonly window: PaintingWindow = globalThis as unknown as PaintingWindow) {
    const runAll = () => {
      for (const task of [...this.waiting.keys()]) this.once(task)
    }
    window.addEventListener('pagehide', runAll)
    window.addEventListener('visibilitychange', runAll)
  }

  run(task: () => void): void {
    const asked = (this.waiting.get(task) ?? 0) + 1
    this.waiting.set(task, asked)
    const go = () => this.once(task, asked)
    // Called on the window itself: the browser's functions refuse any other `this`.
    const win = this.window
    win.setTimeout(() => {
      if (this.waiting.get(task) !== asked) return
      if (win.requestIdleCallback) win.requestIdleCallback(go, { timeout: IDLE_WITHIN_MS })
      else if (win.requestAnimationFrame) win.requestAnimationFrame(() => win.setTimeout(go, 0))
      else go()
    }, QUIET_MS)
  }

  /** Runs a waiting task (with `asked`, only if it was not asked again since). */
  private once(task: () => void, asked?: number): void {
    const now = this.waiting.get(task)
    if (now === undefined || (asked !== undefined && now !== asked)) return
    this.waiting.delete(task)
    task()
  }
}
