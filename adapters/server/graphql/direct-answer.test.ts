import fc from 'fast-check'
import { execute, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import type { ShelterNode } from '../../../core/inventory/shelter-reads.port'
import { DirectAnswers } from './direct-answer'
import { inventoryResolvers } from './inventory.resolvers'
import { inventorySchema } from './inventory.schema'
import type { InventoryContext } from './resolver-kit'

/**
 * The shelter reads written straight as JSON answer byte for byte what graphql-js answers, whatever the query
 * selects (fields in any order, aliases, fragments, __typename, the nested platform) and whatever the sides hold
 * (held sides, Cyrillic, quotes, missing optional fields); what they do not take is left to graphql-js.
 */
const SHELTER_READS = new Set(['getTransitShelterSpacesByPeriod', 'transitShelterSpaces'])

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('ОСТ-000007-A', 'ул. "Тверская", д. 1', 'Щ\\ё\n', '\u2028'),
)
const side: fc.Arbitrary<ShelterNode> = fc.record({
  inventoryNumber: text,
  oldInventoryNumber: text,
  stopId: fc.integer({ min: 1, max: 1e6 }),
  side: fc.constantFrom('a' as const, 'b' as const),
  format: text,
  basePrice: fc.oneof(fc.integer({ min: 0, max: 1e6 }), fc.double({ min: 0, max: 1e6, noNaN: true })),
  isAvailableInBooking: fc.boolean(),
  bookingError: fc.boolean(),
  files: fc.array(text, { maxLength: 2 }),
  advertisingPlatform: fc.record({
    name: text,
    address: text,
    street: text,
    direction: text,
    latitude: fc.double({ min: 55, max: 56, noNaN: true }),
    longitude: fc.double({ min: 37, max: 38, noNaN: true }),
    platformNumber: text,
    region: fc.record({ code: text, name: text, parent: fc.record({ code: text }) }),
  }),
}) as fc.Arbitrary<ShelterNode>

/** The repository's answer for any query: the sides generated (the shared objects a real read returns). */
const contextOf = (nodes: readonly ShelterNode[]): InventoryContext =>
  ({
    shelters: {
      shelters: async (_q: unknown, page: { limit: number; offset: number }, withNodes = true) => ({
        totalCount: nodes.length,
        nodes: withNodes ? nodes.slice(page.offset, page.offset + page.limit) : [],
      }),
    },
    anonymous: false,
  }) as unknown as InventoryContext

const LEAVES = [
  'inventoryNumber',
  'oldInventoryNumber',
  'side',
  'format',
  'basePrice',
  'isAvailableInBooking',
  'bookingError',
  'files',
  'panoramaUrl',
  'technicalRequirementsUrl',
  '__typename',
]
const PLATFORM =
  'advertisingPlatform { name latitude longitude region { __typename code name parent { code } } street }'

/** A selection of a side: some fields in some order, some aliased, some through a fragment. */
const selection = fc
  .tuple(
    fc.shuffledSubarray([...LEAVES, PLATFORM], { minLength: 1 }),
    fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    fc.boolean(),
  )
  .map(([fields, aliased, viaFragment]) => {
    const inline = fields.map((f, i) => (aliased[i] && !f.includes('{') ? `a${i}: ${f}` : f)).join(' ')
    return viaFragment
      ? { nodes: `...side`, fragment: `fragment side on TransitShelterSpace { ${inline} }` }
      : { nodes: inline, fragment: '' }
  })

const query = fc
  .tuple(selection, fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 4 }))
  .map(([s, byPeriod, countFirst, offset]) =>
    byPeriod
      ? `query($p: PeriodInput!) { page: getTransitShelterSpacesByPeriod(period: $p, offset: ${offset}) {
          ${countFirst ? 'totalCount nodes' : 'nodes'} { ${s.nodes} } ${countFirst ? '' : 'totalCount'} } } ${s.fragment}`
      : `{ transitShelterSpaces(offset: ${offset}) { ${s.nodes} } } ${s.fragment}`,
  )

const VARIABLES = { p: { startDate: '2027-01-01', endDate: '2027-01-31' } }

const graphqlJs = async (text: string, context: InventoryContext): Promise<string> => {
  const result = await execute({
    schema: inventorySchema,
    document: parse(text),
    rootValue: inventoryResolvers,
    contextValue: context,
    variableValues: VARIABLES,
  })
  expect(result.errors, text).toBeUndefined()
  return JSON.stringify({ data: result.data })
}

/** The written answer as text (it is UTF-8 bytes once it holds a side). */
const direct = () => {
  const answers = new DirectAnswers(inventorySchema, inventoryResolvers, SHELTER_READS)
  return {
    answer: async (...args: Parameters<DirectAnswers['answer']>): Promise<string | undefined> =>
      (await answers.answer(...args))?.toString(),
  }
}

describe('shelter reads written straight as JSON', () => {
  it('answer byte for byte what graphql-js answers, asked once and again', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.array(side, { maxLength: 6 }), async (text, nodes) => {
        const context = contextOf(nodes)
        const answers = direct()
        const expected = await graphqlJs(text, context)
        const first = await answers.answer(text, parse(text), undefined, VARIABLES, context)
        expect(first, text).toBe(expected)
        // Again: the sides' JSON kept from the first answer gives the same.
        expect(await answers.answer(text, parse(text), undefined, VARIABLES, context), text).toBe(expected)
      }),
    )
  })

  it('write a side taken by a campaign anew: a held side is a new object, its JSON is not the free one', async () => {
    const [free] = fc.sample(side, { numRuns: 1, seed: 7 })
    const sideFree = { ...free!, isAvailableInBooking: true, bookingError: false }
    const text = '{ transitShelterSpaces { inventoryNumber isAvailableInBooking bookingError } }'
    const answers = direct()
    const before = await answers.answer(text, parse(text), undefined, {}, contextOf([sideFree]))
    expect(before).toContain('"isAvailableInBooking":true,"bookingError":false')
    const held = { ...sideFree, isAvailableInBooking: false, bookingError: true }
    const after = await answers.answer(text, parse(text), undefined, {}, contextOf([held]))
    expect(after).toBe(await graphqlJs(text, contextOf([held])))
    expect(after).toContain('"isAvailableInBooking":false,"bookingError":true')
  })

  it('write the same sides in another order, or fewer of them, anew (a list is the last one only if every side is)', async () => {
    const [a, b] = fc.sample(side, { numRuns: 2, seed: 11 })
    const text = '{ transitShelterSpaces { inventoryNumber side basePrice } }'
    const answers = direct()
    for (const nodes of [[a!, b!], [a!, b!], [b!, a!], [a!], [a!, b!], []]) {
      const context = contextOf(nodes)
      expect(await answers.answer(text, parse(text), undefined, {}, context)).toBe(
        await graphqlJs(text, context),
      )
    }
  })

  it('leave to graphql-js what they do not take, so that its errors answer', async () => {
    const answers = direct()
    const context = contextOf(fc.sample(side, { numRuns: 2, seed: 3 }))
    const cases: [string, Record<string, unknown>][] = [
      // A directive.
      ['{ transitShelterSpaces { inventoryNumber @include(if: true) } }', {}],
      // Another root field beside a shelter read.
      ['{ transitShelterSpaces { side } regions { code } }', {}],
      // A variable the schema refuses.
      ['query($p: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $p) { totalCount } }', { p: 1 }],
      // The resolver's refusal: the period is not a period.
      [
        'query($p: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $p) { totalCount } }',
        { p: { startDate: '2027-02-30', endDate: '2027-01-01' } },
      ],
      // A mutation-like operation name that is not there.
      ['query A { transitShelterSpaces { side } } query B { transitShelterSpaces { format } }', {}],
    ]
    for (const [text, variables] of cases)
      expect(await answers.answer(text, parse(text), undefined, variables, context), text).toBeUndefined()
  })

  it('leave a null where the schema allows none to graphql-js (it answers with its error)', async () => {
    const [one] = fc.sample(side, { numRuns: 1, seed: 5 })
    const broken = { ...one!, format: null } as unknown as ShelterNode
    const text = '{ transitShelterSpaces { inventoryNumber format } }'
    expect(await direct().answer(text, parse(text), undefined, {}, contextOf([broken]))).toBeUndefined()
  })
})
