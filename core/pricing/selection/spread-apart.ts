/** A point of a drawing, in the drawing's own units. */
export interface Placed {
  readonly x: number
  readonly y: number
}

/** The box the points stay inside. */
export interface Bounds {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/** How many passes over the pairs are made at most; the real metro's hubs settle in a few dozen. */
const MAX_PASSES = 400
/** Pushed a hair further than asked, so that the arithmetic's rounding leaves every pair at least `gap` apart. */
const SLACK = 0.01
/** A grid row's length in cells: more than any drawing here is wide, so two cells never share a key. */
const CELLS = 1 << 20
/** The golden angle: coincident points leave in directions that never repeat. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

/**
 * The points moved apart until no two are closer than `gap` (the metro scheme's hubs, R-SCREEN-59: the stations of
 * several lines at one interchange lay over each other, and a pointer could reach only the top one). Each pass
 * pushes every pair that is too close apart along the line between them, each by half of what is missing; a point
 * no other comes near stays exactly where it was. Coincident points leave in directions set by their order, so the
 * result is the same for the same input. Kept inside `bounds`. A crowd with no room to spread in (more points than
 * the bounds hold at that gap) stops after MAX_PASSES, as close as it got.
 */
export const spreadApart = <P extends Placed>(points: readonly P[], gap: number, bounds: Bounds): P[] => {
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const wanted = gap + SLACK
  const moved = new Set<number>()
  const clampX = (x: number) => Math.min(bounds.maxX, Math.max(bounds.minX, x))
  const clampY = (y: number) => Math.min(bounds.maxY, Math.max(bounds.minY, y))
  const push = (i: number, j: number): boolean => {
    let dx = xs[j]! - xs[i]!
    let dy = ys[j]! - ys[i]!
    const distance = Math.hypot(dx, dy)
    if (distance >= gap) return false
    if (distance < 1e-9) {
      const angle = (i + j) * GOLDEN_ANGLE
      ;[dx, dy] = [Math.cos(angle), Math.sin(angle)]
    } else [dx, dy] = [dx / distance, dy / distance]
    const half = (wanted - distance) / 2
    xs[i] = clampX(xs[i]! - dx * half)
    ys[i] = clampY(ys[i]! - dy * half)
    xs[j] = clampX(xs[j]! + dx * half)
    ys[j] = clampY(ys[j]! + dy * half)
    moved.add(i).add(j)
    return true
  }
  // Each pass looks only at the pairs in neighbouring cells of a grid as wide as the gap: a pair further apart
  // than a cell's width is not crowded. The grid is made again each pass, after the points have moved.
  const cellOf = (cx: number, cy: number) => cx * CELLS + cy
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const cells = new Map<number, number[]>()
    xs.forEach((x, i) => {
      const key = cellOf(Math.floor(x / gap), Math.floor(ys[i]! / gap))
      const cell = cells.get(key)
      if (cell) cell.push(i)
      else cells.set(key, [i])
    })
    let crowded = false
    for (let i = 0; i < xs.length; i++) {
      const [cx, cy] = [Math.floor(xs[i]! / gap), Math.floor(ys[i]! / gap)]
      for (let ox = -1; ox <= 1; ox++)
        for (let oy = -1; oy <= 1; oy++)
          for (const j of cells.get(cellOf(cx + ox, cy + oy)) ?? []) if (j > i && push(i, j)) crowded = true
    }
    if (!crowded) break
  }
  return points.map((p, i) => (moved.has(i) ? { ...p, x: xs[i]!, y: ys[i]! } : p))
}
