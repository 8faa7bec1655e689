/**
 * The bench's figures by name (issue 51 item 4): what each measures and its target, and the reading of
 * `npm run bench -- --help | --only NAME`. Pure: run.ts reads it and measures only what it selects.
 */

/** A group of figures, which is also the first part of their names, and the setup it needs. */
export type BenchGroup = 'pricing' | 'cli' | 'ui' | 'server'

export interface BenchFigure {
  readonly name: string
  readonly group: BenchGroup
  /** What it measures, and beside which floor, in Russian. */
  readonly measures: string
  readonly target: string
}

const figure = (group: BenchGroup, rest: string, measures: string, target: string): BenchFigure => ({
  name: `${group}-${rest}`,
  group,
  measures,
  target,
})

export const FIGURES: readonly BenchFigure[] = [
  figure(
    'pricing',
    'whole-city',
    'пересчёт всех 16 828 сторон остановок за 12 месяцев; пол — голый цикл той же арифметики',
    '≤ 3× пола',
  ),
  figure(
    'pricing',
    'toggle',
    'снять или выбрать одну остановку в выборе всего города и пересчитать итог; пол — голая карта',
    '≤ 1 мс',
  ),
  figure(
    'pricing',
    'metro',
    'один расчёт «Мониторов в метро» в ядре; пол — та же арифметика с проверкой входа и суммами ответа',
    '≤ 10× пола (issue 51), ≤ 0,05 мс',
  ),
  figure(
    'pricing',
    'memory',
    'память выбора всего города с ценами; пол — голый массив ключей сторон',
    'для сравнения',
  ),
  figure('cli', 'call', 'собранный calc: один расчёт от запуска до выхода; пол — node -e 0', '≤ 1,3× пола'),
  figure('cli', 'help', 'собранный calc --help от запуска до выхода; пол — node -e 0', '≤ 1,3× пола'),
  figure(
    'ui',
    'route-sizes',
    'JS кабинета на каждый маршрут, gzip; пол — оболочка (сборка кабинета)',
    'вход ≤ 150 КБ, чужих экранов нет',
  ),
  figure(
    'ui',
    'lazy-parts',
    'тяжёлые библиотеки в своих ленивых кусках, gzip; пол — оболочка',
    'ни один маршрут не грузит их сразу',
  ),
  figure(
    'ui',
    'calculators',
    'каждый калькулятор мастера, загружаемый при открытии шага, gzip; пол — оболочка',
    'без карты',
  ),
  figure('ui', 'public-pages', 'публичные страницы: HTML + JS + CSS, gzip; пол — оболочка', 'для сравнения'),
  figure(
    'ui',
    'web-vitals',
    'LCP и CLS входа, кампаний, главной и страницы места в chromium; пол — страница из одного заголовка',
    'LCP ≤ 1200–1500 мс, CLS ≤ 0,02',
  ),
  figure(
    'ui',
    'calculator-wait',
    'калькуляторы главной и семи публичных страниц мест в chromium при ЦП, замедленном в 4 раза: LCP и время до формы; ' +
      'пол — статическая страница того же сервера с заголовком и формой',
    'LCP ≤ 1,5× пола, форма ≤ 2 500 мс',
  ),
  figure(
    'ui',
    'campaign-table',
    'таблица кампаний с 5 000 кампаний в chromium: первая строка и прокрутка; пол — 10 и 100 кампаний',
    '≤ 2× пола',
  ),
  figure(
    'ui',
    'shelter-map-press',
    'все стороны города выбраны: нажатие стороны в списке → отрисован новый итог, в chromium; пол — нажатие, которое ничего не меняет (кадр туда и обратно)',
    '≤ 16 мс',
  ),
  figure(
    'ui',
    'shelter-map-pan',
    'карта 8 414 остановок: кадры в секунду при скриптовом панорамировании, в chromium; пол — то же движение над пустой страницей',
    '≥ 50 кадров/с',
  ),
  figure(
    'ui',
    'shelter-list-first-rows',
    'шаг калькулятора остановок открыт «Далее» (сервер прогрет): первые строки списка отрисованы, в chromium; пол — тот же шаг с ещё пустым списком',
    '≤ 200 мс',
  ),
  figure(
    'server',
    'staff-queue',
    'очередь стола персонала с 10 000 кампаний по HTTP, на PGlite и PostgreSQL; пол — GET /staff/me',
    '≤ 150 мс',
  ),
  figure(
    'server',
    'healthz',
    'GET /healthz под нагрузкой: стек хуков Tablo; пол — GET голого Fastify',
    'для сравнения',
  ),
  figure(
    'server',
    'calculate-again',
    'POST calculate с тем же телом под нагрузкой; пол — POST голого Fastify, замеры по очереди',
    'для сравнения',
  ),
  figure(
    'server',
    'calculate-new',
    'POST calculate, каждый раз новый расчёт (gzip); пол — POST голого Fastify и честный пол: то же тело, готовый ответ того же размера сериализуется и сжимается на каждый запрос',
    '≥ 0,5 от 1 / (1/пол + время ядра), p99 ≤ 3× пола',
  ),
  figure(
    'server',
    'calculate-plain',
    'то же без сжатия; пол — POST голого Fastify и честный пол (тот же ответ без сжатия)',
    '≥ 0,5 от 1 / (1/пол + время ядра)',
  ),
  figure(
    'server',
    'calculate-mixed',
    'POST calculate, каждое третье тело повторяет недавнее (человек переключает туда и обратно); пол — POST голого Fastify',
    'для решения: держать ли кэш ответов',
  ),
  figure(
    'server',
    'shelters',
    'GraphQL: остановки всего города с тем же запросом; пол — POST голого Fastify',
    'для сравнения',
  ),
  figure(
    'server',
    'shelters-computed',
    'GraphQL: остановки всего города, каждый ответ вычислен; пол — POST голого Fastify',
    '≥ 5× 30 запросов/с (issue 51)',
  ),
  figure(
    'server',
    'memory',
    'память сервера после старта и после нагрузки, PGlite и PostgreSQL; пол — процесс с одним инвентарём Москвы',
    'после старта ≤ ½ от 916 и 430 МБ: 458 МБ на PGlite, 215 МБ на PostgreSQL',
  ),
]

/** The environment switches kept from before `--only`: each set to false leaves its group out. */
const SWITCHES: Readonly<Record<string, BenchGroup>> = {
  BENCH_CLI: 'cli',
  BENCH_UI: 'ui',
  BENCH_SERVER: 'server',
}

export type BenchOptions =
  | { readonly kind: 'help'; readonly text: string }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'run'; readonly selected: ReadonlySet<string> }

const known = (): string =>
  `Известные: ${FIGURES.map((f) => f.name).join(', ')} (или начало имени, например ${[
    ...new Set(FIGURES.map((f) => f.group)),
  ].join(', ')}).`

/** The figures a name selects: itself, or every figure whose name starts with it (a group, say `server`). */
const byName = (name: string): BenchFigure[] => FIGURES.filter((f) => f.name.startsWith(name))

export const helpText = (): string => {
  const width = Math.max(...FIGURES.map((f) => f.name.length))
  return [
    'npm run bench [-- --only ИМЯ[,ИМЯ…]] [--only ИМЯ…] [--help]',
    '',
    'Каждый показатель печатается рядом с полом, измеренным в том же прогоне, с отношением и целью.',
    '  --only ИМЯ  только эти показатели и их полы (повторяется или через запятую; начало имени выбирает группу:',
    '              pricing, cli, ui, server); подготовка остальных (сборка, браузер, сервер) пропускается',
    '  --help      этот текст',
    'Переменные: BENCH_CLI=false, BENCH_UI=false, BENCH_SERVER=false убирают группу; BENCH_SECONDS — секунды',
    'каждой нагрузки сервера (5); BENCH_DATABASE_URL — PostgreSQL для памяти сервера; BENCH_UI_DIR — готовая',
    'сборка кабинета вместо новой; BENCH_CPU_PROFILE — папка, куда сервер Табло, нагруженный бенчем, пишет',
    'профиль ЦП V8 при остановке.',
    '',
    'Показатели (имя — что измеряет — цель):',
    ...FIGURES.map((f) => `  ${f.name.padEnd(width)}  ${f.measures} — цель: ${f.target}`),
  ].join('\n')
}

/**
 * Reads the bench's arguments and environment: `--help`, or the figures to run (all by default; `--only` names,
 * repeatable or comma-separated, each a whole name or its beginning), less the groups an environment switch turns
 * off. An unknown name or option is refused in Russian, naming the known figures.
 */
export const parseBenchArgs = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): BenchOptions => {
  const asked: string[] = []
  let only = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--help' || arg === '-h') return { kind: 'help', text: helpText() }
    let value: string | undefined
    if (arg === '--only') value = args[++i]
    else if (arg.startsWith('--only=')) value = arg.slice('--only='.length)
    else return { kind: 'refused', message: `Неизвестный параметр «${arg}». Параметры: --only ИМЯ, --help.` }
    if (value === undefined || value.startsWith('--'))
      return { kind: 'refused', message: `После --only нужно имя показателя. ${known()}` }
    only = true
    asked.push(...value.split(',').map((n) => n.trim().toLowerCase()))
  }
  const selected = new Set<string>(only ? [] : FIGURES.map((f) => f.name))
  for (const name of asked) {
    const found = name === '' ? [] : byName(name)
    if (found.length === 0)
      return { kind: 'refused', message: `Неизвестный показатель «${name}». ${known()}` }
    for (const f of found) selected.add(f.name)
  }
  for (const [variable, group] of Object.entries(SWITCHES))
    if (env[variable] === 'false') for (const f of FIGURES) if (f.group === group) selected.delete(f.name)
  return { kind: 'run', selected }
}
