import { describe, expect, it } from 'vitest'
import { IDLE_WITHIN_MS, IdleLater, QUIET_MS } from './idle-later'

/** A window whose timers, frames, idle time and page events the test makes happen. */
class ScriptedWindow {
  now = 0
  readonly frames: (() => void)[] = []
  readonly timers: { at: number; task: () => void }[] = []
  readonly listeners = new Map<string, (() => void)[]>()
  requestAnimationFrame = (callback: () => void) => this.frames.push(callback)
  setTimeout = (task: () => void, ms: number) => this.timers.push({ at: this.now + ms, task })
  /** Time passes: the timers due run, in their order. */
  pass(ms: number): void {
    this.now += ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= this.now).sort((a, b) => a.at - b.at)[0]
      if (!due) return
      this.timers.splice(this.timers.indexOf(due), 1)
      due.task()
    }
  }
  /** The next frame is painted, then the tasks it queued run. */
  paint(): void {
    this.frames.splice(0).forEach((f) => f())
    this.pass(0)
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  fire(type: string): void {
    for (const l of this.listeners.get(type) ?? []) l()
  }
}

describe('IdleLater', () => {
  it('runs a task a quiet second later, after the next frame is painted, once', () => {
    const win = new ScriptedWindow()
    const later = new IdleLater(win)
    const ran: string[] = []
    later.run(() => ran.push('draft'))
    win.paint()
    win.pass(QUIET_MS - 1)
    expect(ran).toEqual([])
    win.pass(1)
    expect(ran).toEqual([])
    win.paint()
    win.paint()
    expect(ran).toEqual(['draft'])
  })

  it('runs a task asked again and again once, a quiet second after the last asking', () => {
    const win = new ScriptedWindow()
    const later = new IdleLater(win)
    let writes = 0
    const write = () => writes++
    for (let press = 0; press < 10; press++) {
      later.run(write)
      win.pass(QUIET_MS / 4)
      win.paint()
    }
    expect(writes).toBe(0)
    win.pass(QUIET_MS)
    win.paint()
    expect(writes).toBe(1)
    win.pass(QUIET_MS * 3)
    win.paint()
    expect(writes).toBe(1)
  })

  it('runs what is still waiting when the page is hidden, and not again after', () => {
    const win = new ScriptedWindow()
    const later = new IdleLater(win)
    const ran: string[] = []
    later.run(() => ran.push('one'))
    later.run(() => ran.push('two'))
    win.fire('pagehide')
    expect(ran).toEqual(['one', 'two'])
    win.pass(QUIET_MS)
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
    win.pass(QUIET_MS)
    expect(ran).toEqual([])
    expect(idle.map((i) => i.timeout)).toEqual([IDLE_WITHIN_MS])
    idle.splice(0).forEach((i) => i.task())
    expect(ran).toEqual(['draft'])
    later.run(() => ran.push('left'))
    win.fire('pagehide')
    win.pass(QUIET_MS)
    idle.splice(0).forEach((i) => i.task())
    expect(ran).toEqual(['draft', 'left'])
  })
})
