import { describe, expect, it } from 'vitest'
import { IDLE_WITHIN_MS, IdleLater } from './idle-later'

/** A window whose frames, timers and page events the test makes happen. */
class ScriptedWindow {
  readonly frames: (() => void)[] = []
  readonly timers: (() => void)[] = []
  readonly listeners = new Map<string, (() => void)[]>()
  requestAnimationFrame = (callback: () => void) => this.frames.push(callback)
  setTimeout = (task: () => void) => this.timers.push(task)
  /** The next frame is painted, then the tasks it queued run. */
  paint(): void {
    this.frames.splice(0).forEach((f) => f())
    this.timers.splice(0).forEach((t) => t())
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  fire(type: string): void {
    for (const l of this.listeners.get(type) ?? []) l()
  }
}

describe('IdleLater', () => {
  it('runs a task after the next frame is painted, once', () => {
    const win = new ScriptedWindow()
    const later = new IdleLater(win)
    const ran: string[] = []
    later.run(() => ran.push('draft'))
    expect(ran).toEqual([])
    win.frames.splice(0).forEach((f) => f())
    expect(ran).toEqual([])
    win.timers.splice(0).forEach((t) => t())
    win.paint()
    expect(ran).toEqual(['draft'])
  })

  it('runs what is still waiting when the page is hidden, and not again after the paint', () => {
    const win = new ScriptedWindow()
    const later = new IdleLater(win)
    const ran: string[] = []
    later.run(() => ran.push('one'))
    later.run(() => ran.push('two'))
    win.fire('pagehide')
    win.paint()
    win.fire('visibilitychange')
    expect(ran).toEqual(['one', 'two'])
  })

  it('waits for the browser to be idle where it can say so, within a second, and for a hidden page not at all', () => {
    const idle: { task: () => void; timeout: number }[] = []
    const win = Object.assign(new ScriptedWindow(), {
      requestIdleCallback: (task: () => void, options: { timeout: number }) =>
        idle.push({ task, timeout: options.timeout }),
    })
    const later = new IdleLater(win)
    const ran: string[] = []
    later.run(() => ran.push('draft'))
    win.paint()
    expect(ran).toEqual([])
    expect(idle.map((i) => i.timeout)).toEqual([IDLE_WITHIN_MS])
    idle.splice(0).forEach((i) => i.task())
    expect(ran).toEqual(['draft'])
    later.run(() => ran.push('left'))
    win.fire('pagehide')
    idle.splice(0).forEach((i) => i.task())
    expect(ran).toEqual(['draft', 'left'])
  })
})
