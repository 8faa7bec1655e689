import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber'

/**
 * One world per scenario. Each area of steps keeps its own state under a key of its own, so step files of
 * different areas never collide: `this.slot('pricing', () => new PricingActor())`.
 */
export class TabloWorld extends World {
  private readonly slots = new Map<string, unknown>()

  constructor(options: IWorldOptions) {
    super(options)
  }

  slot<T>(key: string, create: () => T): T {
    if (!this.slots.has(key)) this.slots.set(key, create())
    return this.slots.get(key) as T
  }
}

setWorldConstructor(TabloWorld)
