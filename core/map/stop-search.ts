/**
 * Finding a stop as a person types (issue #50 item 3): by its name or its street, Russian-aware — case, ё and е,
 * quotes «» and punctuation do not matter, the city's abbreviations match their words (ул. and улица, пр-т and
 * проспект…), the words come in any order and each may be the start of a word. The index is built once over the
 * city's stops, so a keystroke looks up word ranges in a sorted list instead of reading every stop.
 */

export interface SearchableStop {
  readonly id: string
  /** The stop's own name, 'Дербеневская наб.'. */
  readonly name: string
  /** Its address: the street it stands on, '3-й Дербеневский переулок'. */
  readonly address: string
}

/**
 * The abbreviations of Moscow's addresses and stop names and the words they stand for. 'пр.' is both проспект and
 * проезд in the city's files, so it stands for either.
 */
const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  ул: ['улица'],
  'пр-т': ['проспект'],
  просп: ['проспект'],
  пр: ['проспект', 'проезд'],
  'пр-д': ['проезд'],
  пл: ['площадь'],
  ш: ['шоссе'],
  наб: ['набережная'],
  'б-р': ['бульвар'],
  бул: ['бульвар'],
  бульв: ['бульвар'],
  пер: ['переулок'],
  туп: ['тупик'],
  м: ['метро'],
  ст: ['станция'],
  мкр: ['микрорайон'],
  платф: ['платформа'],
  акад: ['академика'],
  им: ['имени'],
  марш: ['маршала'],
  ген: ['генерала'],
  пос: ['поселок'],
  кв: ['квартал'],
  'з-д': ['завод'],
  'б-ца': ['больница'],
  'п-ка': ['поликлиника'],
  'ин-т': ['институт'],
  'м-н': ['магазин'],
  'ф-ка': ['фабрика'],
  кладб: ['кладбище'],
}

/**
 * A text's words as a search compares them: lower case, ё as е, split at anything but letters, digits and
 * hyphens; an abbreviation gives its words; other hyphenated words give their parts ('3-й' → '3', 'й').
 * Each entry is the alternatives one written word may stand for.
 */
export const searchWords = (text: string): string[][] =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((token): string[][] => {
      const expanded = ABBREVIATIONS[token]
      if (expanded) return [[token, ...expanded]]
      return token
        .split('-')
        .filter((part) => part !== '')
        .map((part) => [part])
    })

export interface StopIndex<S extends SearchableStop> {
  readonly stops: readonly S[]
  /** Every distinct word, sorted by code unit, so the words starting with a prefix are one range. */
  readonly words: readonly string[]
  /** For each word, the stops (by position) that have it. */
  readonly postings: readonly (readonly number[])[]
  /** Each stop's words, for ranking. */
  readonly stopWords: readonly ReadonlySet<string>[]
  /** Each stop's name's first word's alternatives, for ranking start-of-name matches first. */
  readonly firstNameWord: readonly (readonly string[])[]
  readonly nameWords: readonly (readonly string[])[]
  /** Each stop's place among equally good matches: shorter name first, then by name (Russian order), then id. */
  readonly order: readonly number[]
}

const tieOrder = (stops: readonly SearchableStop[]): number[] => {
  const collator = new Intl.Collator('ru')
  const sorted = stops
    .map((stop, i) => ({ stop, i }))
    .sort(
      (a, b) =>
        a.stop.name.length - b.stop.name.length ||
        collator.compare(a.stop.name, b.stop.name) ||
        (a.stop.id < b.stop.id ? -1 : a.stop.id > b.stop.id ? 1 : 0),
    )
  const order = new Array<number>(stops.length)
  sorted.forEach(({ i }, place) => (order[i] = place))
  return order
}

export const buildStopIndex = <S extends SearchableStop>(stops: readonly S[]): StopIndex<S> => {
  const byWord = new Map<string, number[]>()
  const stopWords = stops.map((stop, i) => {
    // A hyphenated abbreviation also gives its parts, so 'п-к' typed on the way to 'п-ка' still finds it.
    const words = new Set(
      [...searchWords(stop.name), ...searchWords(stop.address)]
        .flat()
        .flatMap((w) => [w, ...w.split('-').filter((part) => part !== '' && part !== w)]),
    )
    for (const word of words) {
      const list = byWord.get(word)
      if (list) list.push(i)
      else byWord.set(word, [i])
    }
    return words
  })
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    stops,
    words,
    postings: words.map((w) => byWord.get(w) ?? []),
    stopWords,
    firstNameWord: stops.map((s) => searchWords(s.name)[0] ?? []),
    nameWords: stops.map((s) => [...new Set(searchWords(s.name).flat())]),
    order: tieOrder(stops),
  }
}

/** The position of the first word not below `prefix`. */
const lowerBound = (words: readonly string[], prefix: string): number => {
  let lo = 0
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((words[mid] ?? '') < prefix) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The stops having a word that starts with one of the alternatives. */
const stopsMatching = <S extends SearchableStop>(
  index: StopIndex<S>,
  alternatives: readonly string[],
): Set<number> => {
  const found = new Set<number>()
  for (const prefix of alternatives)
    for (
      let i = lowerBound(index.words, prefix);
      (index.words[i] ?? '').startsWith(prefix) && i < index.words.length;
      i++
    )
      for (const stop of index.postings[i] ?? []) found.add(stop)
  return found
}

/** The most results a search gives (a list a person reads under the search field). */
export const SEARCH_LIMIT = 10

/**
 * The stops whose name or address has, for every word typed, a word starting with it (or with what its
 * abbreviation stands for), best first: whole words before beginnings, a name starting with the first word typed
 * before one containing it, a match in the name before one in the address only, then the shorter name, then by
 * name and id. At most `limit` results; nothing typed finds nothing.
 */
export const searchStops = <S extends SearchableStop>(
  index: StopIndex<S>,
  query: string,
  limit = SEARCH_LIMIT,
): S[] => {
  const typed = searchWords(query)
  if (typed.length === 0 || limit <= 0) return []
  const sets = typed.map((alternatives) => stopsMatching(index, alternatives)).sort((a, b) => a.size - b.size)
  const [smallest, ...rest] = sets
  const found = [...(smallest ?? [])].filter((i) => rest.every((set) => set.has(i)))
  const score = (i: number): number => {
    const words = index.stopWords[i] ?? new Set<string>()
    const name = index.nameWords[i] ?? []
    const first = index.firstNameWord[i] ?? []
    let points = 0
    for (const alternatives of typed) if (alternatives.some((a) => words.has(a))) points += 4
    if (typed[0]?.some((a) => first.some((w) => w.startsWith(a)))) points += 3
    if (typed.every((alternatives) => alternatives.some((a) => name.some((w) => w.startsWith(a)))))
      points += 1
    return points
  }
  const scored = found.map((i) => ({ i, points: score(i), order: index.order[i] ?? 0 }))
  scored.sort((a, b) => b.points - a.points || a.order - b.order)
  return scored.slice(0, limit).map((s) => index.stops[s.i] as S)
}
