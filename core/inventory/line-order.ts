const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

/**
 * The order of a line's stations (or a route's stops) and the segments that join them. The data gives stations and
 * stops without their order and no line shapes (issue #50 item 4, chosen): the line is drawn as the shortest tree that joins its
 * stations (Prim's minimum spanning tree; a branch such as Filyovskaya's to Mezhdunarodnaya stays a branch), a
 * ring's two loose ends joined; the order walks the tree depth-first from one end of its longest path, so a
 * straight line reads from terminus to terminus, from its north-western end.
 */
export const lineOrder = (
  stations: readonly { readonly id: string; readonly x: number; readonly y: number }[],
  ring = false,
): { order: string[]; edges: [number, number][] } => {
  const n = stations.length
  if (n === 0) return { order: [], edges: [] }
  const inTree = new Array<boolean>(n).fill(false)
  const best = new Array<number>(n).fill(Infinity)
  const from = new Array<number>(n).fill(-1)
  const edges: [number, number][] = []
  best[0] = 0
  for (let step = 0; step < n; step++) {
    let next = -1
    for (let i = 0; i < n; i++) if (!inTree[i] && (next < 0 || best[i]! < best[next]!)) next = i
    inTree[next] = true
    if (from[next]! >= 0) edges.push([from[next]!, next])
    for (let i = 0; i < n; i++) {
      const d = distance(stations[next]!, stations[i]!)
      if (!inTree[i] && d < best[i]!) {
        best[i] = d
        from[i] = next
      }
    }
  }
  const near = Array.from({ length: n }, () => [] as number[])
  for (const [a, b] of edges) {
    near[a]!.push(b)
    near[b]!.push(a)
  }
  // The farthest station (in hops, then in length) from a start, and the depth-first order from it.
  const walk = (start: number): { last: number; order: number[] } => {
    const order: number[] = []
    const seen = new Set<number>()
    const reach = new Map<number, number>([[start, 0]])
    const visit = (i: number) => {
      seen.add(i)
      order.push(i)
      // The shorter branches first, so the trunk is walked last and ends at the far terminus.
      const rest = near[i]!.filter((j) => !seen.has(j))
      for (const j of rest) reach.set(j, reach.get(i)! + distance(stations[i]!, stations[j]!))
      for (const j of rest.sort((a, b) => depth(a, i) - depth(b, i))) visit(j)
    }
    // How far a branch reaches from its parent, in the scheme's length.
    const reached = new Map<string, number>()
    const depth = (i: number, parent: number): number => {
      const key = `${i}<${parent}`
      const known = reached.get(key)
      if (known !== undefined) return known
      const d =
        distance(stations[i]!, stations[parent]!) +
        Math.max(0, ...near[i]!.filter((j) => j !== parent).map((j) => depth(j, i)))
      reached.set(key, d)
      return d
    }
    visit(start)
    const last = [...reach.entries()].sort((a, b) => b[1] - a[1])[0]![0]
    return { last, order }
  }
  const end = walk(0).last
  const { order, last } = walk(end)
  if (ring && n > 2 && !edges.some(([a, b]) => (a === end && b === last) || (a === last && b === end))) {
    edges.push([last, end])
  }
  // Read from the north-western end (the smaller x + y), so a line reads the same way each time.
  const [a, z] = [stations[order[0]!]!, stations[order[order.length - 1]!]!]
  if (a.x + a.y > z.x + z.y) order.reverse()
  return { order: order.map((i) => stations[i]!.id), edges }
}
