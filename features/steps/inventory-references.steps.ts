import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { DOCUMENTS } from '../../core/inventory/content.catalogue'
import { FORMATS } from '../../core/inventory/formats.catalogue'
import { pageOf } from '../../core/inventory/inventory.contract'
import {
  callNeedsToken,
  filterDocuments,
  GRAPHQL_LISTS,
  queryNeedsToken,
  REFERENCE_CALLS,
  type GraphQLListName,
  type ListRule,
} from '../../core/inventory/inventory-calls'
import { capLimit } from '../../core/format/list-limits.constants'
import type { TabloWorld } from '../support/world'
import { referenceList } from './call-glossary'
import { listOf } from './inventory-actor'

interface Asked {
  served: number
  documents: number
}
const asked = (world: TabloWorld): Asked =>
  world.slot('inventory-references', () => ({ served: 0, documents: 0 }))

/** R-API-27, R-ROLE-01: the named list is served, and needs a token unless the reader may be a visitor. */
const assertServed = (name: string, visitorMayRead: boolean): void => {
  const call = referenceList(name)
  assert.ok(call in REFERENCE_CALLS, `${name} (${call}) is not served`)
  assert.equal(callNeedsToken(call), !visitorMayRead)
}
Then(
  'the reference list {string} is served and {word} {word} may read it',
  function (this: TabloWorld, name: string, _a: string, who: string) {
    assertServed(name, who === 'visitor')
  },
)
Then(
  'the reference list {string} is served and {word} {word} {word} may read it',
  function (this: TabloWorld, name: string, _a: string, _signed: string, who: string) {
    assertServed(name, who !== 'user')
  },
)

When(
  'a user asks the list {string} for {word} entries',
  function (this: TabloWorld, name: string, count: string) {
    const call = referenceList(name)
    const rule: ListRule | undefined = REFERENCE_CALLS[call]
    assert.ok(rule, `${name} (${call}) is not served`)
    asked(this).served = pageOf(count === 'nothing' ? {} : { limit: count }, rule.limit, rule.cap).limit
  },
)
When(
  'a user asks the query {string} for {word} entries',
  function (this: TabloWorld, list: string, count: string) {
    const rule = GRAPHQL_LISTS[list as GraphQLListName]
    assert.ok(rule, `${list} is not a list`)
    asked(this).served = count === 'nothing' ? rule.limit : capLimit(Number(count), rule.cap)
  },
)
Then('a page of at most {int} entries is served', function (this: TabloWorld, served: number) {
  assert.equal(asked(this).served, served)
})

Then('a query of {string} {word} a token', function (this: TabloWorld, fields: string, needs: string) {
  assert.equal(queryNeedsToken(listOf(fields)), needs === 'needs')
})
Then('a query of {string} does not need a token', function (this: TabloWorld, fields: string) {
  assert.equal(queryNeedsToken(listOf(fields)), false)
})

const anyOr = (text: string): string | undefined => (text === 'any' ? undefined : text)
When(
  'I ask for the documents of product {string}, type {string} and active {string}',
  function (this: TabloWorld, product: string, type: string, active: string) {
    const p = anyOr(product)
    const t = anyOr(type)
    const a = anyOr(active)
    asked(this).documents = filterDocuments(DOCUMENTS, {
      ...(p === undefined ? {} : { product: p }),
      ...(t === undefined ? {} : { documentType: t }),
      ...(a === undefined ? {} : { isActive: a === 'yes' }),
    }).length
  },
)
Then('{int} documents are listed', function (this: TabloWorld, count: number) {
  assert.equal(asked(this).documents, count)
})

Then(
  'the format {string} is {int}×{int} at {word}',
  function (this: TabloWorld, id: string, width: number, height: number, ratio: string) {
    const format = FORMATS.find((f) => f.id === id)
    assert.deepEqual([format?.width, format?.height, format?.screenRatio], [width, height, ratio])
  },
)
