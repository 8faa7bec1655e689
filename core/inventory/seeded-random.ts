/**
 * A tiny seeded PRNG (mulberry32): the generated inventory is the same on every start and in every test,
 * so counts and inventory numbers can be asserted. Core never calls Math.random (house style 6).
 */
export type Random = () => number

export const mulberry32 = (seed: number): Random => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An integer in [min, max], both included. */
export const intBetween = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1))

/** The seed the demo inventory is generated from. */
export const INVENTORY_SEED = 20_260_501
