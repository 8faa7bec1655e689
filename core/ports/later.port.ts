/**
 * Work that may wait until the screen has been painted (writing a draft to local storage), so that a click is
 * answered first. An adapter runs each task soon — when the browser is idle — and every task still waiting
 * when the page is hidden or closed, so nothing is lost. The same task asked again while it waits runs once,
 * after the last asking (a burst of presses is one write). Without one, tasks run at once.
 */
export interface Later {
  run(task: () => void): void
}
export const Later = Symbol.for('tablo.Later')

/** Runs each task at once: tests, the CLI, and anything with no screen to paint. */
export const AT_ONCE: Later = { run: (task) => task() }
