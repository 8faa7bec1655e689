import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { format } from 'date-fns'
import { stepNumber } from '../../core/campaign/wizard.steps'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import {
  decodePricingReference,
  type PricingReferenceData,
} from '../../core/pricing/reference/pricing-reference.schema'
import { BUDGET_SHORTFALL } from '../../core/pricing/rules/metro'
import {
  calculatorForm,
  FORM_PLACES,
  initialInput,
  withField,
  type FormPlace,
} from '../../core/pricing/selection/calculator-form'
import type { FormControl } from '../../core/pricing/selection/form-controls'
import type { FormInput } from '../../core/pricing/selection/form-input'
import { formProblems, HITS_KEY, PRICE_STOPPED } from '../../core/pricing/selection/form-problems'
import { chooseAlternative, settle } from '../../core/pricing/selection/form-settle'
import {
  clampNote,
  describeNumber,
  numberProblem,
  plainSpaces,
  said,
  type BoundedRule,
} from '../../core/shared/number-rule'
import { DEMO, DEMO_PASSWORD } from './support/login'
import { startProduct, type RunningProduct } from './support/product'
import { moscowToday } from './support/dates'
import { panelTotal } from './support/price'
import { checkScreen } from './support/screens'
import { draftOf } from './support/draft'

/**
 * The generated calculator suite (issue #47 items 1 and 8). Nothing here is written per place: for every place of
 * the wizard (FORM_PLACES) the core's own declaration of its form says which lists to choose from, which choices
 * change the form (its modes) and which numeric fields it has with their rules; the test opens the calculator as a
 * signed-in advertiser, prices every mode as it stands and types every bound of every field and the value just
 * beyond it, and holds the screen — the message at the field, the price panel — to the server's calculate for the
 * same input. Where the spec fixes a string or a bound, it is read from the rule catalogue (features/RULES.md).
 */

let product: RunningProduct
let token = ''
let reference: PricingReferenceData
test.beforeAll(async ({ request }) => {
  product = await startProduct()
  const signedIn = await request.post(`${product.baseUrl}/api/v1/clients/auth`, {
    data: { email: DEMO.advertiser, password: DEMO_PASSWORD },
  })
  token = ((await signedIn.json()) as { data: { token: string } }).data.token
  const listed = await request.get(`${product.baseUrl}/api/v1/pricing/reference`)
  const decoded = decodePricingReference(((await listed.json()) as { data: unknown }).data)
  if (!decoded.ok) throw new Error(`the price list does not decode: ${JSON.stringify(decoded.error)}`)
  reference = decoded.value
})
test.afterAll(async () => {
  await product?.stop()
})

// --- The rule catalogue, as the product owner reads it ---------------------------------------------------------

const CATALOGUE = readFileSync('features/RULES.md', 'utf8')
/** The text of a rule's row. */
const ruleText = (id: string): string => {
  const row = CATALOGUE.split('\n').find((line) => line.startsWith(`| ${id} |`))
  if (!row) throw new Error(`no row ${id} in features/RULES.md`)
  return row.split('|')[2]!.trim()
}
/** Every figure a row names: '10 000' and '0.001' as numbers. */
const figuresOf = (text: string): number[] =>
  (text.match(/\d[\d ]*(?:\.\d+)?/g) ?? []).map((f) => Number(f.replace(/ /g, '')))
/** R-METRO-05: each mode's budget bounds and the spec's message for each, the first mode first. */
const budgetMessages = (): { min: number; below: string; max: number; above: string }[] =>
  [...ruleText('R-METRO-05').matchAll(/min ([\d ]+) with '([^']+)', max ([\d ]+) with '([^']+)'/g)].map(
    (m) => ({
      min: Number(m[1]!.replace(/ /g, '')),
      below: m[2]!,
      max: Number(m[3]!.replace(/ /g, '')),
      above: m[4]!,
    }),
  )
/** A string of the spec quoted in its row ('You need to increase the budget'). */
const quoted = (id: string): string => /'([^']+)'/.exec(ruleText(id))![1]!

// --- What the core declares --------------------------------------------------------------------------------------

const today = (): string => format(moscowToday(), 'yyyy-MM-dd')
const normal = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** A numeric field of a form: a number control, or a schedule's hits a day. */
interface NumberField {
  readonly key: string
  readonly label: string
  readonly rule: BoundedRule
  readonly fallback: number
  readonly description: string | undefined
  readonly placeholder?: string
}
const numberFields = (controls: readonly FormControl[]): NumberField[] =>
  controls.flatMap((c): NumberField[] =>
    c.kind === 'number'
      ? [
          {
            key: c.field,
            label: c.label,
            rule: c.rule,
            fallback: c.fallback,
            description: c.description,
            ...(c.placeholder ? { placeholder: c.placeholder } : {}),
          },
        ]
      : c.kind === 'schedule'
        ? [
            {
              key: HITS_KEY(c.field),
              label: c.hitsLabel,
              rule: c.rule,
              fallback: c.fallback,
              description: describeNumber(c.rule),
            },
          ]
        : [],
  )

/** The numeric fields' rules a form has for an input: what tells one mode from another. */
const rulesOf = (place: FormPlace, ref: PricingReferenceData, input: FormInput): string =>
  JSON.stringify(numberFields(calculatorForm(place, ref, input)).map((f) => [f.key, f.rule]))

/** The input after choosing an option of a control, as the form does it (core's settle). */
const chosen = (
  place: FormPlace,
  ref: PricingReferenceData,
  input: FormInput,
  c: FormControl,
  id: string,
) => {
  if (c.kind === 'alternative') return settle(place, ref, input, chooseAlternative(c, input, id))
  if (c.kind !== 'choice') return input
  return settle(place, ref, input, withField(input, c.field, c.numeric ? Number(id) : id))
}

/** The choices that change a form's fields (metro monitors' product and its count or budget): its modes. */
const modalControls = (place: FormPlace, ref: PricingReferenceData, input: FormInput) =>
  calculatorForm(place, ref, input).filter(
    (c): c is Extract<FormControl, { kind: 'choice' | 'alternative' }> =>
      c.kind === 'alternative' ||
      (c.kind === 'choice' &&
        new Set(c.options.map((o) => rulesOf(place, ref, chosen(place, ref, input, c, o.id)))).size > 1),
  )

/** A mode: the options to pick on the screen, [control label, option name], and the input they give. */
interface Mode {
  readonly picks: readonly (readonly [string, string])[]
  readonly input: FormInput
}
/** Every combination of the modal choices, from the place's defaults. */
const modesOf = (place: FormPlace, ref: PricingReferenceData): Mode[] => {
  const start = initialInput(place, ref, today())
  const labels = modalControls(place, ref, start).map((c) => c.label)
  const walk = (at: FormInput, i: number): Mode[] => {
    const label = labels[i]
    if (label === undefined) return [{ picks: [], input: at }]
    const c = modalControls(place, ref, at).find((x) => x.label === label)
    if (!c) throw new Error(`${place}: no choice "${label}"`)
    return c.options.flatMap((o) =>
      walk(chosen(place, ref, at, c, o.id), i + 1).map((m) => ({
        picks: [[label, o.name] as const, ...m.picks],
        input: m.input,
      })),
    )
  }
  return walk(start, 0)
}

/** The rule ids a place's calculator proves: its fields' rules in every mode (collected at load, for titles). */
const idsOf = (place: FormPlace): string[] =>
  [
    ...new Set(
      modesOf(place, DEMO_REFERENCE).flatMap((m) =>
        numberFields(calculatorForm(place, DEMO_REFERENCE, m.input)).flatMap((f) => f.rule.ruleIds ?? []),
      ),
    ),
  ].sort()

/** The screens of the catalogue each calculator is (R-SCREEN-03 for those the spec does not name). */
const SCREENS: Partial<Record<FormPlace, string>> = {
  transitShelter: 'R-SCREEN-61',
  navigationSign: 'R-SCREEN-64',
  cityFormat: 'R-SCREEN-65',
  monitorsStandalone: 'R-SCREEN-66',
  lightBoxes: 'R-SCREEN-67',
  groundTransportation: 'R-SCREEN-68',
  metroMonitors: 'R-SCREEN-70',
  cityFormatGroup: 'R-SCREEN-71',
}
/** Rules a place's own checks below prove beyond its fields' bounds. */
const EXTRA_IDS: Partial<Record<FormPlace, readonly string[]>> = {
  metroMonitors: ['R-METRO-06', 'R-METRO-07', 'R-METRO-08', 'R-METRO-10', 'R-METRO-21', 'R-METRO-23'],
}

// --- The page and the server -------------------------------------------------------------------------------------

/** The calculation the page holds (its stored draft's). */
const calculationOf = async (page: Page): Promise<FormInput> => (await draftOf(page)).calculation

interface Answer {
  readonly status: number
  readonly body: {
    readonly data?: {
      readonly quote: {
        readonly totals: { readonly total: number }
        readonly details: Record<string, unknown>
        readonly notes: readonly string[]
      }
    }
    readonly message?: string
    readonly errors?: Record<string, string>
    readonly messages?: Record<string, string>
  }
}
/** The server's calculate for the same input and caller. */
const calculate = async (page: Page, place: string, input: unknown): Promise<Answer> => {
  const response = await page.request.post(
    `${product.baseUrl}/api/v1/commercial-campaigns/${place}/calculate`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: input,
    },
  )
  return { status: response.status(), body: (await response.json()) as Answer['body'] }
}
/** The server's refusal as the form places it (the same core that places the browser's). */
const refusalAt = (controls: readonly FormControl[], answer: Answer) =>
  formProblems(
    controls,
    {
      ok: false,
      error: {
        code: 'invalid input',
        message: answer.body.message ?? '',
        ...(answer.body.errors ? { errors: answer.body.errors } : {}),
        ...(answer.body.messages ? { messages: answer.body.messages } : {}),
      },
    },
    true,
  )

const panelProblem = (page: Page): Locator => page.getByTestId('price-problem')
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Picks an option of a choice the way a person does: the radio's label, or the select's list. */
const pick = async (page: Page, label: string, option: string): Promise<void> => {
  const group = page.getByRole('radiogroup', { name: label })
  const select = page.getByRole('button', { name: label })
  await expect(group.or(select)).toBeVisible()
  if (await group.isVisible()) return group.getByText(option, { exact: true }).click()
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Chooses a list's first row once it is there (a list read from the server may show a row still loading). */
const chooseRow = async (grid: Locator): Promise<void> => {
  const row = grid.getByRole('row').first()
  await expect(async () => {
    if ((await row.getAttribute('aria-selected')) !== 'true') await row.click()
    await expect(row).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
  }).toPass()
}

/** Chooses a first unit of every list a price needs, as a person would (a place whose default selects nothing). */
const chooseFirst = async (page: Page, controls: readonly FormControl[]): Promise<void> => {
  for (const c of controls) {
    if ((c.kind === 'items' && !c.optional) || c.kind === 'shelters')
      await chooseRow(page.getByRole('grid', { name: new RegExp(`^${escaped(c.label)}`) }))
    if (c.kind === 'navigation') {
      // A station with a zone for sale without an additional exit (R-NAV-04, R-NAV-06), found by its name.
      const station = (reference.tariffs.navigationSign.stations ?? []).find((s) =>
        s.zones.some((z) => z.capacity !== null && !z.additional),
      )!
      await page.getByRole('combobox', { name: c.label }).fill(station.name.split(' (')[0]!)
      await page.getByRole('option', { name: station.name, exact: true }).click()
      const card = page.getByRole('region', { name: station.name })
      await card.getByRole('checkbox').first().locator('xpath=ancestor::label[1]').click()
    }
  }
}

/** The panel shows the server's price, or names the field and says what the server says stops it. */
const panelMatches = async (page: Page, controls: readonly FormControl[], answer: Answer): Promise<void> => {
  if (answer.status === 200) {
    await expect(page.getByTestId('price-total')).toBeVisible()
    await expect.poll(() => panelTotal(page)).toBe(answer.body.data!.quote.totals.total)
    return
  }
  await expect(panelProblem(page)).toHaveText(refusalAt(controls, answer).panel!)
}

/** The values a field is tried with: each bound, the value just beyond it, one off the step, one not whole. */
const triesOf = (rule: BoundedRule): number[] => {
  const beyond = rule.step ?? (rule.whole ? 1 : 0.1)
  const tries = [rule.min - beyond, rule.min, rule.max, rule.max + beyond]
  // Off the step: a whole number between two steps, or half a step of a fraction; a fraction of a whole number.
  if (rule.step !== undefined && !(rule.whole && rule.step === 1))
    tries.push(rule.whole ? rule.min + 1 : rule.min + rule.step / 2)
  if (rule.whole) tries.push(rule.min + 0.5)
  return tries.map((n) => Math.round(n * 1e9) / 1e9)
}
/** A value typed as a person types it: a decimal comma. */
const typed = (n: number): string => String(n).replace('.', ',')

/**
 * Types every try into a field and checks the field, the panel and the server agree: a value the rule refuses is
 * refused by the server with the expected sentence (the spec's, where it fixes one), shown under the field and
 * named in the panel; a value it takes is priced as the server prices it, the field saying what the price counted.
 */
const tryField = async (
  page: Page,
  place: FormPlace,
  field: NumberField,
  spec: (n: number) => string | undefined,
): Promise<number> => {
  const box = page.getByRole('textbox', { name: field.label, exact: true })
  let checks = 0
  for (const n of triesOf(field.rule)) {
    await box.fill(typed(n))
    await box.blur()
    const input = await calculationOf(page)
    const controls = calculatorForm(place, reference, input, today())
    const answer = await calculate(page, place, input)
    const expected = spec(n) ?? numberProblem(field.rule, n)
    if (expected !== undefined) {
      expect(answer.status, `${field.label} ${n}`).toBe(400)
      const serverSaid = refusalAt(controls, answer).atField[field.key] ?? ''
      expect(plainSpaces(serverSaid), `${field.label} ${n}`).toBe(plainSpaces(expected))
      await expect(box).toHaveAccessibleDescription(normal(expected))
      await expect(panelProblem(page)).toHaveText(`${PRICE_STOPPED}: «${field.label}» — ${expected}`)
    } else {
      const refused = answer.status !== 200 ? refusalAt(controls, answer).atField[field.key] : undefined
      const noted = answer.status === 200 ? answer.body.data!.quote.details['fieldNotes'] : undefined
      const note = (noted as Record<string, string> | undefined)?.[field.key]
      if (field.rule.clamp) expect(note, `${field.label} ${n}`).toBe(clampNote(field.rule, n).note)
      if (field.rule.roundsDown && answer.status === 200) {
        // R-METRO-10: off the step the count is priced at the step below, over the max at the max, and the field
        // says so; a period that holds fewer prices fewer still and says that instead.
        const rounded = clampNote(field.rule, n)
        const counted = answer.body.data!.quote.details[field.key] as number
        if (counted === rounded.value) expect(note, `${field.label} ${n}`).toBe(rounded.note)
        else expect(counted, `${field.label} ${n}`).toBeLessThan(rounded.value)
      }
      const shown = refused ?? note ?? field.description
      if (shown) await expect(box).toHaveAccessibleDescription(normal(shown))
      await panelMatches(page, controls, answer)
    }
    checks += 1
  }
  await box.fill(typed(field.fallback))
  await box.blur()
  return checks
}

// --- The suite ---------------------------------------------------------------------------------------------------

for (const place of FORM_PLACES) {
  const ids = [SCREENS[place] ?? 'R-SCREEN-03', ...idsOf(place), ...(EXTRA_IDS[place] ?? [])].join(' ')
  test(`${ids} ${place}: every mode prices as the server, every bound speaks at its field`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.addInitScript((t) => sessionStorage.setItem('authToken', t), token)
    const step = stepNumber(place, 'calculator', { fromCalculator: false, isAgency: false })
    if (!step.ok) throw new Error(step.error.message)
    await page.goto(`${product.baseUrl}/app/calculator/step-${step.value}?advertisePlace=${place}`)
    // The calculator's form is a chunk of its own: its first control shows once it has come (a busy machine
    // takes seconds; nothing is waited for beyond that).
    const opened = calculatorForm(place, reference, initialInput(place, reference, today()), today())
    await expect(page.getByText(opened[0]!.label, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
    await chooseFirst(page, opened)
    await expect(page.getByTestId('price-total')).toBeVisible()

    const checked = new Set<string>()
    let checks = 0
    for (const mode of modesOf(place, reference)) {
      for (const [label, option] of mode.picks) await pick(page, label, option)
      // The mode opens with its defaults and is priced as the server prices it.
      const input = await calculationOf(page)
      const controls = calculatorForm(place, reference, input, today())
      const answer = await calculate(page, place, input)
      expect(answer.status, `${place} ${JSON.stringify(mode.picks)}: ${JSON.stringify(answer.body)}`).toBe(
        200,
      )
      await panelMatches(page, controls, answer)
      // The panel says what the price counted in the server's own words, counts declined ('2 полумесяца').
      for (const note of answer.body.data!.quote.notes)
        await expect(page.getByRole('listitem').filter({ hasText: note }).first()).toBeAttached()
      checks += 1

      for (const field of numberFields(controls)) {
        const key = `${field.key} ${JSON.stringify(field.rule)}`
        if (checked.has(key)) continue
        checked.add(key)
        // The bounds declared trace to the catalogue: each is a figure of the rules they cite.
        const figures = (field.rule.ruleIds ?? []).flatMap((id) => figuresOf(ruleText(id)))
        if (field.rule.ruleIds)
          for (const bound of [field.rule.min, field.rule.max, field.rule.step].filter(
            (b) => b !== undefined,
          ))
            expect(figures, `${field.label}: ${bound} in ${field.rule.ruleIds.join(', ')}`).toContain(bound)
        checks += await tryField(page, place, field, specMessages(place, input, field))
        if (field.placeholder !== undefined) await placeholderChecks(page, field)
      }
      checks += await modeChecks(page, place, input)
    }
    expect(checks).toBeGreaterThan(0)
    console.log(`${place}: ${checks} checks`)
  })
}

/** The spec's own sentences for a field where it fixes them (R-METRO-05's budget messages). */
const specMessages =
  (place: FormPlace, input: FormInput, field: NumberField) =>
  (n: number): string | undefined => {
    if (place !== 'metroMonitors' || field.key !== 'budget') return undefined
    const bounds = budgetMessages()[input['mode'] === 'budget' ? 1 : 0]!
    expect([field.rule.min, field.rule.max]).toEqual([bounds.min, bounds.max])
    return n < bounds.min ? bounds.below : n > bounds.max ? bounds.above : undefined
  }

/** R-METRO-23: the budget's placeholder, read from the catalogue; R-METRO-04: digits only in the first mode. */
const placeholderChecks = async (page: Page, field: NumberField): Promise<void> => {
  const box = page.getByRole('textbox', { name: field.label, exact: true })
  const [placeholder] = figuresOf(ruleText('R-METRO-23'))
  await box.fill('')
  await expect(box).toHaveAttribute('placeholder', said(placeholder!))
  await box.fill(typed(field.fallback))
}

/**
 * What a mode fixes beyond its numeric fields, read from the catalogue: the metro frequencies offered
 * (R-METRO-21), and a budget too small asking for a later end date, or for more budget once the end date is
 * locked (R-METRO-06/07/08), in Russian at the field it concerns.
 */
const modeChecks = async (page: Page, place: FormPlace, input: FormInput): Promise<number> => {
  if (place !== 'metroMonitors') return 0
  const video = input['mode'] !== 'budget'
  const frequencies =
    /options are (.+?) in the video-campaign mode, and (\d+) to (\d+) in steps of (\d+)/.exec(
      ruleText('R-METRO-21'),
    )!
  const offered = video
    ? frequencies[1]!.split(/, | and /).map(Number)
    : Array.from(
        { length: (Number(frequencies[3]) - Number(frequencies[2])) / Number(frequencies[4]) + 1 },
        (_, i) => Number(frequencies[2]) + i * Number(frequencies[4]),
      )
  const frequency = calculatorForm(place, reference, input).find(
    (c) => c.kind === 'choice' && c.field === 'frequency',
  )
  expect(frequency?.kind === 'choice' && frequency.options.map((o) => Number(o.id))).toEqual(offered)
  const group = page.getByRole('radiogroup', { name: 'Показов ролика в блоке' })
  const select = page.getByRole('button', { name: 'Показов ролика в блоке' })
  await expect(group.or(select)).toBeVisible()
  if (await group.isVisible()) await expect(group.getByRole('radio')).toHaveCount(offered.length)
  else {
    await select.click()
    await expect(page.getByRole('option')).toHaveText(offered.map(String))
    await page.keyboard.press('Escape')
  }
  const beyond = await calculate(page, place, { ...input, frequency: offered[offered.length - 1]! + 1 })
  expect(beyond.body.messages?.['frequency']).toBe(`Выберите одно из значений: ${offered.join(', ')}`)
  if (!video || input['budget'] === undefined) return 1

  // R-METRO-06/07/08: 2 450 ₽ of 10 s clips buys fewer than the 10 000 showings of the least campaign.
  const clip = page.getByRole('textbox', { name: 'Длительность ролика, с', exact: true })
  const budget = page.getByRole('textbox', { name: 'Бюджет, ₽', exact: true })
  const said06 = BUDGET_SHORTFALL.budget
  const said07 = BUDGET_SHORTFALL.endDate
  expect([said06.spec, said07.spec]).toEqual([quoted('R-METRO-06'), quoted('R-METRO-07')])
  await clip.fill('10')
  await budget.fill('2450')
  await budget.blur()
  await expect(panelProblem(page)).toHaveText(`${PRICE_STOPPED}: «Период размещения» — ${said07.said}`)
  await expect(page.getByText(said07.said, { exact: true })).toBeVisible()
  const unlocked = await calculate(page, place, await calculationOf(page))
  expect(unlocked.body.messages).toEqual({ endDate: said07.said })
  await page.getByText('Не переносить дату окончания', { exact: true }).click()
  await expect(budget).toHaveAccessibleDescription(said06.said)
  await expect(page.getByText(said07.said, { exact: true })).toBeHidden()
  const locked = await calculate(page, place, await calculationOf(page))
  expect(locked.body.messages).toEqual({ budget: said06.said })
  await page.getByText('Не переносить дату окончания', { exact: true }).click()
  await clip.fill('5')
  await budget.fill(String(input['budget']))
  await budget.blur()
  await expect(page.getByTestId('price-total')).toBeVisible()
  return 3
}

test('R-SCREEN-70 R-METRO-05 the price stays in view on a phone: the total at the bottom, the breakdown on demand', async ({
  page,
}) => {
  await page.addInitScript((t) => sessionStorage.setItem('authToken', t), token)
  await page.setViewportSize({ width: 390, height: 800 })
  const step = stepNumber('metroMonitors', 'calculator', { fromCalculator: false, isAgency: false })
  await page.goto(
    `${product.baseUrl}/app/calculator/step-${step.ok ? step.value : 3}?advertisePlace=metroMonitors`,
  )
  const total = page.getByTestId('price-total')
  await expect(total).toBeVisible({ timeout: 30_000 })
  await expect(total).toBeInViewport()
  // Scrolled to the top of the form the total is still at the bottom of the screen, the breakdown folded.
  await page.getByRole('radiogroup', { name: 'Продукт' }).scrollIntoViewIfNeeded()
  await expect(total).toBeInViewport()
  const breakdown = page.getByRole('list', { name: 'Расчёт' })
  await expect(breakdown).toBeHidden()
  await page.getByRole('button', { name: 'Подробнее' }).click()
  await expect(breakdown).toBeVisible()
  await expect(breakdown).toContainText('Базовая стоимость')
  await page.getByRole('button', { name: 'Свернуть' }).click()
  await expect(breakdown).toBeHidden()
  // A refusal is in view too: the field it concerns is named.
  await pick(page, 'Рассчитать', 'По бюджету')
  const budget = page.getByRole('textbox', { name: 'Бюджет, ₽', exact: true })
  await budget.fill('2449')
  await budget.blur()
  const { below } = budgetMessages()[0]!
  await expect(panelProblem(page)).toHaveText(`${PRICE_STOPPED}: «Бюджет, ₽» — ${below}`)
  await expect(panelProblem(page)).toBeInViewport()
  await checkScreen(page, 'R-SCREEN-70-metro-budget-refused')
})
