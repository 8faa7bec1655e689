import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { MetroMonitorsCalculator } from '../../core/places/metro-monitors/metro-monitors.calculator'
import { METRO_MODES } from '../../core/pricing/rules/metro'
import { StopsPricer, type StopSpace } from '../../core/pricing/calculators/stops-pricer'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { FIGURES, parseBenchArgs } from './figures'
import { readShelterSpaces } from './moscow-stops'

/**
 * Pricing benchmark (not a test: nothing is asserted). Each figure is printed with a floor measured in the same
 * run — a bare loop over the same data doing only the arithmetic — and the ratio of the two.
 */
/** The repository's own copy of the open data (adapters/inventory/data/SOURCES.md): nothing is read outside it. */
const CSV = new URL('../inventory/data/ground-stops.csv', import.meta.url).pathname
const context = { today: '2026-11-22' }
const months = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-01`)

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}
/** Median milliseconds of `work`, each sample timing `batch` calls (for sub-microsecond work). */
const measure = (runs: number, batch: number, work: () => unknown): number => {
  let sink = 0
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    for (let j = 0; j < batch; j++) sink += work() === undefined ? 0 : 1
    samples.push((performance.now() - t) / batch)
  }
  if (sink < 0) console.log(sink)
  return median(samples)
}

/**
 * Medians of `work` and of its `floor`, their samples taken in turn, so that a busy moment of a shared machine
 * slows both and the ratio keeps to the code (timed apart, a run's ratio ranged over 1.6–4.4×).
 */
const measurePair = (
  runs: number,
  floor: () => unknown,
  work: () => unknown,
  /** Calls a sample times, for work of a few microseconds (the clock's own cost is ~0.1 µs). */
  batch = 1,
): { value: number; floor: number } => {
  let sink = 0
  const values: number[] = []
  const floors: number[] = []
  for (let i = 0; i < runs; i++) {
    let t = performance.now()
    for (let j = 0; j < batch; j++) sink += floor() === undefined ? 0 : 1
    floors.push((performance.now() - t) / batch)
    t = performance.now()
    for (let j = 0; j < batch; j++) sink += work() === undefined ? 0 : 1
    values.push((performance.now() - t) / batch)
  }
  if (sink < 0) console.log(sink)
  return { value: median(values), floor: median(floors) }
}

// `--help` and `--only NAME` (issue 51 item 4): only the figures asked are measured, with their floors and the
// setup they need (the stops file, the cabinet's build, a browser, a server).
const options = parseBenchArgs(process.argv.slice(2), process.env)
if (options.kind === 'help') {
  console.log(options.text)
  process.exit(0)
}
if (options.kind === 'refused') {
  console.error(options.message)
  process.exit(2)
}
const asked = (name: string): boolean => options.selected.has(name)
const askedAny = (prefix: string): boolean => [...options.selected].some((n) => n.startsWith(prefix))
const targetOf = (name: string): string => FIGURES.find((f) => f.name === name)?.target ?? ''

const needsStops = ['pricing-whole-city', 'pricing-toggle', 'pricing-memory'].some(asked)
const spaces: StopSpace[] = needsStops ? readShelterSpaces(CSV) : []
const tariff = DEMO_REFERENCE.tariffs.transitShelter
const ratios = months.map((m) => DEMO_REFERENCE.seasonalCoefficients[Number(m.slice(5, 7)) - 1]?.ratio ?? 1)
const rows: { figure: string; value: string; floor: string; ratio: string; target: string }[] = []
const ms = (x: number): string => (x >= 1 ? `${x.toFixed(2)} ms` : `${(x * 1000).toFixed(2)} µs`)
const add = (figure: string, value: number, floor: number, target: string): void => {
  rows.push({ figure, value: ms(value), floor: ms(floor), ratio: `${(value / floor).toFixed(1)}×`, target })
}

// pricing-whole-city. Re-pricing every space over 12 months: a fresh selection of all spaces, then the quote (what
// the transit-shelter calculator does with a whole-city campaign). Ten runs, each the median of 30, beside the
// floor measured in turn with it; the spread of the ratio shows how noisy the machine was.
const priceAll = () => {
  const pricer = new StopsPricer(DEMO_REFERENCE, context, months)
  pricer.selectAll(spaces)
  return pricer.quote()
}
const full = needsStops ? priceAll() : undefined
if (asked('pricing-whole-city')) {
  const bareLoop = () => {
    let total = 0
    for (const s of spaces) {
      const price = tariff.byRegion[s.region] ?? tariff.monthlyPrice
      for (const r of ratios) total += Math.round(price * r * 100)
    }
    return total
  }
  const wholeCity = Array.from({ length: 10 }, () => {
    const { value, floor } = measurePair(30, bareLoop, priceAll)
    return { value, floor, ratio: value / floor }
  })
  const byRatio = [...wholeCity].sort((a, b) => a.ratio - b.ratio)
  const mid = byRatio[Math.floor(byRatio.length / 2)] ?? { value: 0, floor: 1, ratio: 0 }
  rows.push({
    figure: `pricing-whole-city: re-price ${spaces.length} shelter sides × 12 months`,
    value: ms(mid.value),
    floor: ms(mid.floor),
    ratio: `${mid.ratio.toFixed(1)}× (10 runs: ${byRatio[0]?.ratio.toFixed(1)}–${byRatio.at(-1)?.ratio.toFixed(1)}×)`,
    target: targetOf('pricing-whole-city'),
  })
}

// pricing-toggle. Toggling one stop incrementally in that full selection.
if (asked('pricing-toggle')) {
  const live = new StopsPricer(DEMO_REFERENCE, context, months)
  for (const s of spaces) live.toggle(s)
  let k = 0
  const toggleMs = measure(200, 5, () => {
    const s = spaces[k++ % spaces.length]
    if (s) live.toggle(s)
    return live.quote()
  })
  const bare = new Map<string, number>()
  for (const s of spaces)
    bare.set(`${s.inventoryNumber}:${s.side}`, tariff.byRegion[s.region] ?? tariff.monthlyPrice)
  let total = 0
  for (const v of bare.values()) total += v
  const toggleFloor = measure(200, 5, () => {
    const s = spaces[k++ % spaces.length]
    if (!s) return 0
    const key = `${s.inventoryNumber}:${s.side}`
    const had = bare.get(key)
    if (had === undefined) bare.set(key, tariff.monthlyPrice)
    else bare.delete(key)
    total += had === undefined ? tariff.monthlyPrice : -had
    let sum = 0
    for (const r of ratios) sum += Math.round(total * r * 100)
    return sum
  })
  add('pricing-toggle: toggle one stop and re-quote', toggleMs, toggleFloor, targetOf('pricing-toggle'))
}

// pricing-metro. One metroMonitors calculation from its wire input, as the server's calculate call runs it: the
// decoder, the rules, the pipeline and the quote with its notes (issue 51: the server's core time).
if (asked('pricing-metro')) {
  const metro = new MetroMonitorsCalculator('Мониторы в метро')
  const wire = {
    mode: 'video',
    startDate: '2027-03-30',
    endDate: '2027-04-02',
    clipDuration: 10,
    frequency: 2,
    presentationCount: 200_000,
    dayParts: [2, 3],
  }
  // The count moves on its step a call, so that neither side is folded away by V8 on constant inputs.
  let call = 0
  const count = (): number => 200_000 + 10_000 * (call++ & 7)
  const metroCalc = (): unknown => {
    const decoded = metro.decode({ ...wire, presentationCount: count() })
    return decoded.ok ? metro.price(decoded.value, DEMO_REFERENCE, context) : decoded
  }
  // The floor: the arithmetic the rules ask of this calculation, on bare numbers and with the reference read
  // beforehand — both days read digit by digit, the period split by calendar month (R-PER-08), the stop value
  // and the count on its step (R-METRO-11/17), the count spread over the months by days, each month's base,
  // seasonal ratio and two surcharges rounded to kopecks in turn (decision 10), the volume discount chosen by the
  // total base, VAT. (Until issue 51 it was two multiplications, 0.02 µs: no split, no rounding, no discount.)
  const tariffM = DEMO_REFERENCE.tariffs.metroMonitors
  const option = tariffM.video
  const seasonal = Array.from(
    { length: 13 },
    (_, m) => DEMO_REFERENCE.seasonalCoefficients.find((s) => s.month === m)?.ratio ?? 1,
  )
  const shares = [(option.ration.primeTime ?? 1) - 1, (option.ration.primeFrequency ?? 1) - 1]
  const vat = DEMO_REFERENCE.vatRates.reduce((r, v) => (v.from <= wire.startDate ? v.rate : r), 0)
  const volume = DEMO_REFERENCE.volumeDiscounts
  const step = METRO_MODES.video.presentation
  const half = wire.clipDuration * 2 <= option.videoOptions.blockDuration ? 0.5 : 1
  const monthDays = new Float64Array(2 * 40)
  const digits = (s: string, from: number, n: number): number => {
    let v = 0
    for (let i = from; i < from + n; i++) v = v * 10 + s.charCodeAt(i) - 48
    return v
  }
  const lengthOf = (y: number, m: number): number =>
    m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : 30 + ((m + (m >> 3)) & 1)
  /** The days from y-m-d to ey-em-ed month by month into monthDays (month, days): the months and the days. */
  const splitMonths = (y: number, m: number, d: number, ey: number, em: number, ed: number) => {
    let months = 0
    let days = 0
    for (;;) {
      const last = y === ey && m === em
      const n = (last ? ed : lengthOf(y, m)) - d + 1
      monthDays[2 * months] = m
      monthDays[2 * months + 1] = n
      months++
      days += n
      if (last) break
      m = m === 12 ? 1 : m + 1
      if (m === 1) y++
      d = 1
    }
    return { months, days }
  }
  /** The presentations given of those asked over `days`: on the mode's step, within its maximum and the capacity. */
  const givenOf = (asked: number, days: number): number => {
    const stop = Math.floor((tariffM.dailyCapacity * days * 1) / half)
    return Math.min(
      Math.floor(asked / step.step) * step.step,
      step.max,
      Math.floor(stop / step.step) * step.step,
    )
  }
  const counts = new Float64Array(40)
  /** The n presentations spread over the months by their days into counts (the last month takes what is left). */
  const spread = (n: number, months: number, days: number): void => {
    let given = 0
    for (let i = 0; i < months; i++) {
      const c = i === months - 1 ? n - given : Math.round((n * (monthDays[2 * i + 1] ?? 0)) / days)
      counts[i] = c
      given += c
    }
  }
  /** The price of one presentation-second: price2 above a million presentations. */
  const priceOf = (n: number): number =>
    option.price2 !== undefined && n > 1_000_000 ? option.price2 : option.price
  /** The sum before discount after the volume discount its base earns (the largest rule it falls in). */
  const netOf = (base: number, before: number): number => {
    let percent = 0
    for (const rule of volume)
      if (rule.priceFrom <= base / 100 && base / 100 < rule.priceTo)
        percent = Math.max(percent, rule.discountSize)
    return percent > 0 ? Math.round(before * (1 - percent / 100)) : before
  }
  const bareMetro = (): number => {
    const asked = count()
    const s = wire.startDate
    const e = wire.endDate
    const y = digits(s, 0, 4)
    const m = digits(s, 5, 2)
    const d = digits(s, 8, 2)
    const ey = digits(e, 0, 4)
    const em = digits(e, 5, 2)
    const ed = digits(e, 8, 2)
    const { months, days } = splitMonths(y, m, d, ey, em, ed)
    const n = givenOf(asked, days)
    if (n < step.min) return 0
    const price = priceOf(n)
    spread(n, months, days)
    let base = 0
    let before = 0
    for (let i = 0; i < months; i++) {
      const unit = (counts[i] ?? 0) * wire.clipDuration * price
      base += Math.round(unit * 100)
      const withSeason = unit * (seasonal[monthDays[2 * i] ?? 0] ?? 1)
      let value = Math.round(withSeason * 100)
      let share = 0
      for (const sh of shares) {
        share += sh
        value = Math.round(withSeason * (1 + share) * 100)
      }
      before += value
    }
    const net = netOf(base, before)
    return net + Math.round(net * vat)
  }
  // The fair floor (issue 51 item 1, x5): the core answers a wire input, so its floor does what any answer to
  // one must besides the arithmetic above — it gets the same freshly built wire object, checks it as the rules
  // ask (known fields, a mode, whole numbers, days that exist, the clip and count on their steps and within their
  // bounds, a frequency of the mode's) and returns the figures the rules require of an answer rather than one
  // sum: each month's base, seasonal, surcharge, discount and net amounts in kopecks, and the totals with VAT
  // (decision 10, R-PRICE-04). What it still leaves out is what the product's answer adds for people: period
  // labels, item names, step labels and the note.
  const FIELDS = new Set(['mode', 'startDate', 'endDate', 'clipDuration', 'frequency', 'presentationCount'])
  FIELDS.add('dayParts').add('budget').add('fillFactor').add('days').add('endDateLocked')
  const clipRule = METRO_MODES.video.clip
  const frequencies: readonly number[] = METRO_MODES.video.frequencies
  const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
  const dayOf = (v: unknown): number => {
    if (typeof v !== 'string' || v.length !== 10 || v.charCodeAt(4) !== 45 || v.charCodeAt(7) !== 45)
      return -1
    for (let i = 0; i < 10; i++) {
      const c = v.charCodeAt(i)
      if (i !== 4 && i !== 7 && (c < 48 || c > 57)) return -1
    }
    const y = digits(v, 0, 4)
    const m = digits(v, 5, 2)
    const d = digits(v, 8, 2)
    return m >= 1 && m <= 12 && d >= 1 && d <= lengthOf(y, m) ? y * 10_000 + m * 100 + d : -1
  }
  const fairMetro = (): unknown => {
    const input: Record<string, unknown> = { ...wire, presentationCount: count() }
    for (const key in input) if (!FIELDS.has(key)) return undefined
    const { mode, startDate, endDate, clipDuration, frequency, presentationCount, dayParts } = input
    if (mode !== 'video' || !whole(clipDuration) || !whole(frequency) || !whole(presentationCount))
      return undefined
    if (!Array.isArray(dayParts)) return undefined
    for (const part of dayParts as unknown[]) if (!whole(part) || part < 1 || part > 5) return undefined
    const start = dayOf(startDate)
    const end = dayOf(endDate)
    if (start < 0 || end < start) return undefined
    if (clipDuration % clipRule.step !== 0 || clipDuration < clipRule.min || clipDuration > clipRule.max)
      return undefined
    if (!frequencies.includes(frequency)) return undefined
    if (presentationCount < step.min || presentationCount > step.max) return undefined
    const y = Math.floor(start / 10_000)
    const m = Math.floor(start / 100) % 100
    const d = start % 100
    const ey = Math.floor(end / 10_000)
    const em = Math.floor(end / 100) % 100
    const ed = end % 100
    const { months, days } = splitMonths(y, m, d, ey, em, ed)
    const n = givenOf(presentationCount, days)
    if (n < step.min) return undefined
    const price = priceOf(n)
    spread(n, months, days)
    const lines: { base: number; seasonal: number; surcharges: number[]; net: number }[] = []
    let base = 0
    let before = 0
    for (let i = 0; i < months; i++) {
      const unit = (counts[i] ?? 0) * clipDuration * price
      const lineBase = Math.round(unit * 100)
      base += lineBase
      const withSeason = unit * (seasonal[monthDays[2 * i] ?? 0] ?? 1)
      let value = Math.round(withSeason * 100)
      const seasonalStep = value - lineBase
      const amounts: number[] = []
      let share = 0
      for (const sh of shares) {
        share += sh
        const next = Math.round(withSeason * (1 + share) * 100)
        amounts.push(next - value)
        value = next
      }
      before += value
      lines.push({ base: lineBase, seasonal: seasonalStep, surcharges: amounts, net: value })
    }
    const net = netOf(base, before)
    const taxes = Math.round(net * vat)
    return { lines, base, before, net, taxes, total: net + taxes }
  }
  // The floor before issue 51 item 1's x5 (the arithmetic alone: no input read or checked, one sum returned),
  // kept beside it for comparison.
  const { value: bareMs, floor: bareFloor } = measurePair(400, bareMetro, metroCalc, 50)
  // The floor answers what the core answers (the same total to the kopeck), or it measures something else.
  const coreAnswer = metroCalc() as { ok: boolean; value?: { totals: { total: number } } }
  call--
  const floorAnswer = fairMetro() as { total: number } | undefined
  call--
  if (!coreAnswer.ok || floorAnswer?.total !== coreAnswer.value?.totals.total)
    console.log(`pricing-metro: the floor's total ${floorAnswer?.total} is not the core's`)
  const { value: metroMs, floor: metroFloor } = measurePair(400, fairMetro, metroCalc, 50)
  add(
    'pricing-metro: one metroMonitors calculation from its wire input',
    metroMs,
    metroFloor,
    targetOf('pricing-metro'),
  )
  add('pricing-metro beside the bare arithmetic (no input, one sum)', bareMs, bareFloor, 'для сравнения')
}

// pricing-memory. Memory of the priced selection.
// A garbage collection before each heap reading, without asking for a node flag on the command line.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as (() => void) | undefined
const heap = (): number => {
  gc?.()
  return process.memoryUsage().heapUsed
}
const memory = (() => {
  if (!asked('pricing-memory')) return undefined
  const before = heap()
  const kept = new StopsPricer(DEMO_REFERENCE, context, months)
  for (const s of spaces) kept.toggle(s)
  const keptQuote = kept.quote()
  const selectionBytes = heap() - before
  const beforeBare = heap()
  const bareKeys = spaces.map((s) => `${s.inventoryNumber}:${s.side}`)
  const bareBytes = heap() - beforeBare
  if (keptQuote.totals.total !== full?.totals.total || bareKeys.length !== spaces.length)
    console.log('inconsistent run')
  return { selectionBytes, bareBytes }
})()

if (needsStops)
  console.log(
    `Tablo pricing benchmark — ${spaces.length} transit-shelter sides (${spaces.length / 2} stops with a pavilion)`,
  )
// The built calc CLI (issue 52 item 4): one call and --help, spawn to exit, beside node starting and doing nothing.
if (askedAny('cli-')) {
  const { measureCliStart } = await import('./cli-start')
  const start = await measureCliStart()
  if (asked('cli-call'))
    rows.push({
      figure: 'cli-call: one metroMonitors call',
      value: `${start.value.toFixed(0)} ms`,
      floor: `${start.floor.toFixed(0)} ms (node -e 0)`,
      ratio: `${start.ratio.toFixed(2)}×`,
      target: targetOf('cli-call'),
    })
  if (asked('cli-help'))
    rows.push({
      figure: 'cli-help: --help',
      value: `${start.help.toFixed(0)} ms`,
      floor: `${start.floor.toFixed(0)} ms (node -e 0)`,
      ratio: `${start.helpRatio.toFixed(2)}×`,
      target: targetOf('cli-help'),
    })
}

if (full)
  console.log(
    `Full selection, 12 months of 2027: ${full.lines.length} lines, total ${(full.totals.total / 100).toFixed(2)} ₽`,
  )
if (rows.length > 0) console.table(rows)
const kb = (b: number): string => `${(b / 1024).toFixed(0)} KiB`
if (memory)
  console.log(
    `pricing-memory: memory of the priced selection: ${kb(memory.selectionBytes)} ` +
      `(${(memory.selectionBytes / spaces.length).toFixed(0)} B a side); ` +
      `floor, the bare array of the side keys: ${kb(memory.bareBytes)}; ` +
      `ratio ${(memory.selectionBytes / Math.max(1, memory.bareBytes)).toFixed(1)}×` +
      `${gc ? '' : ' (approximate: run with node --expose-gc for exact figures)'}`,
  )

// The cabinet (issue 14), from a production build of the current source: gzipped JS per route, then LCP and
// CLS in chromium.
if (askedAny('ui-')) {
  const { buildCabinet, measureRouteSizes } = await import('./route-sizes')
  const { rmSync } = await import('node:fs')
  // BENCH_UI_DIR: a build made already (vite build --outDir …), measured as it is and kept.
  const uiDir = process.env.BENCH_UI_DIR ?? buildCabinet()
  try {
    const { floorKb, routes, parts, calculators, publicPages } = measureRouteSizes(uiDir)
    /** A size's columns in the tables below: gzipped KB beside the shell every route loads. */
    const beside = (gzipKb: number) => ({
      'gzip KB': gzipKb.toFixed(1),
      floor: floorKb.toFixed(1),
      ratio: `${(gzipKb / floorKb).toFixed(2)}×`,
    })
    if (asked('ui-route-sizes')) {
      console.log(
        '\nui-route-sizes: cabinet JavaScript per route, gzipped (floor: the shell every route loads)',
      )
      console.table(
        routes.map((r) => ({
          route: r.route,
          ...beside(r.gzipKb),
          target: r.route === 'login' ? '≤ 150 KB' : '',
          'pulls in another screen': r.pullsIn.join(', ') || 'no',
        })),
      )
    }
    if (asked('ui-lazy-parts')) {
      console.log(
        '\nui-lazy-parts: heavy libraries, each in its own lazy chunk (gzipped, with its worker; floor: the shell)',
      )
      console.table(
        parts.map((p) => ({
          part: p.part,
          ...beside(p.gzipKb),
          'routes that load it up front': p.loadedUpFrontBy.join(', ') || 'none',
          target: 'ни один',
        })),
      )
    }
    if (asked('ui-calculators')) {
      console.log(
        '\nui-calculators: each calculator, loaded when its step opens: the shared form and its own control, gzipped (floor: the shell)',
      )
      console.table(
        calculators.map((c) => ({
          calculator: c.place,
          ...beside(c.gzipKb),
          'own control KB': c.ownKb.toFixed(1),
          'carries the map': c.carriesMap ? 'yes' : 'no',
          target: targetOf('ui-calculators'),
        })),
      )
    }
    if (asked('ui-public-pages')) {
      console.log(
        '\nui-public-pages: the public pages a visitor meets first: HTML + JS (up to the priced calculator) + CSS, gzipped (floor: the shell)',
      )
      console.table(
        publicPages.map((p) => ({
          page: p.page,
          'HTML KB': p.htmlKb.toFixed(1),
          'JS KB': p.jsKb.toFixed(1),
          'CSS KB': p.cssKb.toFixed(1),
          'total KB': p.totalKb.toFixed(1),
          floor: floorKb.toFixed(1),
          ratio: `${(p.totalKb / floorKb).toFixed(2)}×`,
          target: targetOf('ui-public-pages'),
        })),
      )
    }
    if (asked('ui-web-vitals')) {
      const { measureWebVitals } = await import('./web-vitals')
      const v = await measureWebVitals(uiDir)
      console.log(
        '\nui-web-vitals: LCP and CLS in chromium, median of 5 cold loads (floor: a one-heading page of the same server)',
      )
      console.table(
        (
          [
            ['/app/login', v.login, 'LCP ≤ 1500 ms, CLS ≤ 0.02'],
            ['/app/campaigns', v.campaigns, 'LCP ≤ 1500 ms, CLS ≤ 0.02'],
            ['/ (the landing)', v.landing, 'LCP ≤ 1200 ms, CLS ≤ 0.02'],
            ['/app/monitory-metro (signed out)', v.placePage, 'LCP ≤ 1200 ms, CLS ≤ 0.02'],
          ] as const
        ).map(([page, m, target]) => ({
          page,
          'LCP ms': m.lcpMs.toFixed(0),
          'floor LCP ms': v.floor.lcpMs.toFixed(0),
          ratio: `${(m.lcpMs / Math.max(1, v.floor.lcpMs)).toFixed(1)}×`,
          CLS: m.cls.toFixed(3),
          target,
        })),
      )
    }
    if (asked('ui-calculator-wait')) {
      const { measureCalculatorWaits, CPU_SLOWDOWN } = await import('./web-vitals')
      const { PUBLIC_CALCULATOR_PAGES } = await import('../../core/cabinet/routing/route.table')
      const { PREVIEW_PAGE } = await import('../../core/cabinet/routing/place-pages')
      // The landing and the public pages that price a place, signed out (R-ROUTE-07); the preview prices nothing.
      const pages = PUBLIC_CALCULATOR_PAGES.filter((p) => p !== PREVIEW_PAGE).map((p) => `/app/${p}`)
      const w = await measureCalculatorWaits(uiDir, ['/', ...pages])
      console.log(
        `\nui-calculator-wait: the public calculators in chromium, CPU ${CPU_SLOWDOWN}× slower, signed out; the floor and ` +
          `each page loaded in turn, 7 cold loads each (was 3, the floor once): the ms are medians, each ratio the ` +
          `median of its 7 pairs' ratios (floor: a static page of the same server with a heading and a one-input form, ` +
          `no JavaScript)`,
      )
      console.table(
        w.pages.map((p) => ({
          page: p.page,
          'LCP ms': p.lcpMs.toFixed(0),
          'floor LCP ms': p.floor.lcpMs.toFixed(0),
          'LCP ratio': `${p.lcpRatio.toFixed(2)}×`,
          'form ms': p.formMs.toFixed(0),
          'floor form ms': p.floor.formMs.toFixed(0),
          'form ratio': `${p.formRatio.toFixed(1)}×`,
          'first paint ms': p.fcpMs.toFixed(0),
          CLS: p.cls.toFixed(3),
          target: targetOf('ui-calculator-wait'),
        })),
      )
      // What paints last and largest on each page (the last run's LCP element), to say what is left.
      console.table(w.pages.map((p) => ({ page: p.page, 'LCP element': p.lcpElement })))
    }
    if (asked('ui-campaign-table')) {
      const { measureCampaignTable } = await import('./campaign-table')
      const t = await measureCampaignTable(uiDir)
      console.log(
        '\nui-campaign-table: the campaign table in chromium, median of 5 cold loads (floor: the same table with 10 campaigns; for ' +
          'the scroll, 100: ten rows fit the table and nothing scrolls)',
      )
      console.table(
        (
          [
            ['first row on screen (from navigation start)', t.many.renderMs, t.ten.renderMs, '10'],
            ['scroll to the last row', t.many.scrollMs, t.hundred.scrollMs, '100'],
          ] as const
        ).map(([figure, many, floor, floorRows]) => ({
          figure,
          '5,000 campaigns ms': many.toFixed(0),
          'floor ms': floor.toFixed(1),
          'floor rows': floorRows,
          ratio: `${(many / Math.max(1, floor)).toFixed(2)}×`,
          target: '≤ 2×',
        })),
      )
    }
    if (asked('ui-shelter-list-first-rows')) {
      const { measureShelterList } = await import('./shelter-list')
      const m = await measureShelterList(uiDir)
      console.log(
        `\nui-shelter-list-first-rows: the transit-shelter step opened by «Далее», page loaded afresh, server warm (median of ${m.rounds})`,
      )
      console.table([
        {
          figure: 'ui-shelter-list-first-rows: «Далее» → first rows painted, ms',
          value: m.firstRowsMs.toFixed(1),
          floor: `${m.emptyListMs.toFixed(1)} (the same step, its list still empty)`,
          ratio: `${(m.firstRowsMs / m.emptyListMs).toFixed(2)}×`,
          target: targetOf('ui-shelter-list-first-rows'),
        },
      ])
    }
    if (askedAny('ui-shelter-map')) {
      const { measureShelterMap } = await import('./shelter-map')
      const press = asked('ui-shelter-map-press')
      const pan = asked('ui-shelter-map-pan')
      const m = await measureShelterMap(uiDir, { press, pan })
      const ms = (x: number) => x.toFixed(1)
      console.log(
        '\nui-shelter-map: the transit-shelter calculator in chromium (software WebGL here), driven by its labels: ' +
          (press
            ? `a side pressed in the list with ${m.chosen.toLocaleString('ru-RU')} sides chosen; `
            : '') +
          (pan ? 'the map of 8,414 stops panned and zoomed by a scripted drag' : ''),
      )
      console.table([
        ...(press
          ? [
              {
                figure: 'ui-shelter-map-press: press → new total painted, ms (median of 10)',
                value: ms(m.pressMs),
                floor: `${ms(m.pressFloorMs)} (a press that changes nothing)`,
                ratio: `${(m.pressMs / m.pressFloorMs).toFixed(2)}×`,
                target: targetOf('ui-shelter-map-press'),
              },
              {
                figure: '  the same with one side chosen',
                value: ms(m.pressOneMs),
                floor: ms(m.pressFloorMs),
                ratio: `${(m.pressOneMs / m.pressFloorMs).toFixed(2)}×`,
                target: 'для сравнения',
              },
              {
                figure: '  press → its row painted, whole city, ms',
                value: ms(m.rowMs),
                floor: ms(m.pressFloorMs),
                ratio: `${(m.rowMs / m.pressFloorMs).toFixed(2)}×`,
                target: 'для сравнения (список следует за ценой)',
              },
            ]
          : []),
        ...(pan
          ? [
              {
                figure: 'ui-shelter-map-pan: pan and zoom, frames a second',
                value: m.panFps.toFixed(1),
                floor: `${m.panFloorFps.toFixed(1)} (the same drag over an empty page)`,
                ratio: `${(m.panFps / m.panFloorFps).toFixed(2)}×`,
                target: targetOf('ui-shelter-map-pan'),
              },
              {
                figure: '  the map at rest, frames a second',
                value: m.idleFps.toFixed(1),
                floor: m.panFloorFps.toFixed(1),
                ratio: `${(m.idleFps / m.panFloorFps).toFixed(2)}×`,
                target: 'для сравнения',
              },
            ]
          : []),
      ])
    }
  } finally {
    if (!process.env.BENCH_UI_DIR) rmSync(uiDir, { recursive: true, force: true })
  }
}

// The server's figures (issue 5): calculate and the whole-city shelter query under load, beside a bare
// Fastify hello-world measured the same way. BENCH_SERVER=false skips them.
if (asked('server-staff-queue')) {
  // Issue #48: the staff desk's queue with 10,000 campaigns, a page as the desk asks it.
  const { measureStaffQueue } = await import('./staff-queue')
  // PGlite always; PostgreSQL too when one is given (BENCH_DATABASE_URL, or .ci/pg.sh's TEST_DATABASE_URL).
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  const queue = [
    ...(await measureStaffQueue(undefined)),
    ...(postgres ? await measureStaffQueue(postgres) : []),
  ]
  console.log(
    "\nserver-staff-queue: the staff desk's queue with 10,000 campaigns over HTTP, median of 15 (floor: GET /staff/me, one row read, in turn)",
  )
  if (!postgres)
    console.log(
      'PostgreSQL not measured: set BENCH_DATABASE_URL (source .ci/pg.sh start sets TEST_DATABASE_URL)',
    )
  console.table(
    queue.map((q) => ({
      database: q.database,
      page: q.figure,
      campaigns: q.count,
      ms: q.valueMs.toFixed(1),
      'floor ms': q.floorMs.toFixed(1),
      ratio: `${(q.valueMs / Math.max(0.1, q.floorMs)).toFixed(1)}×`,
      target: targetOf('server-staff-queue'),
    })),
  )
}
const loadFigures = [...options.selected].filter((n) => n.startsWith('server-') && n !== 'server-staff-queue')
if (loadFigures.length > 0) {
  const { runServerLoad } = await import('../load/server-load')
  await runServerLoad(new Set(loadFigures))
}
