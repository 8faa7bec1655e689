import { describe, expect, it } from 'vitest'
import { decodeQueueQuery, queueFilterOf, searchOf, waitsOf, type WaitFacts } from './desk-queue'

const facts = (over: Partial<WaitFacts> = {}): WaitFacts => ({
  state: 'draft',
  reservationState: 'notReserved',
  paymentState: 'notPaid',
  creativeStatuses: [],
  invoiced: false,
  ...over,
})

describe('what a campaign waits for from staff (issue #48)', () => {
  it('an application on moderation waits for a decision at any stage; with its undecided creative and hold', () => {
    expect(waitsOf(facts({ state: 'moderation' }))).toEqual(['campaign'])
    expect(
      waitsOf(facts({ state: 'secondaryModeration', creativeStatuses: ['approved', 'moderation'] })),
    ).toEqual(['campaign', 'creative'])
    expect(
      waitsOf(
        facts({
          state: 'primaryModeration',
          reservationState: 'reserved',
          paymentState: 'partiallyPaid',
          invoiced: true,
        }),
      ),
    ).toEqual(['campaign', 'reservation', 'payment'])
  })

  it('a creative waits while the campaign is before staff or runs, not while the advertiser still has it', () => {
    for (const state of ['approved', 'waitingForLaunch', 'active', 'booked'] as const)
      expect(waitsOf(facts({ state, creativeStatuses: ['primaryModeration'] }))).toEqual(['creative'])
    for (const state of ['draft', 'primaryRejected', 'completed', 'canceled'] as const)
      expect(waitsOf(facts({ state, creativeStatuses: ['moderation'] }))).toEqual([])
    expect(
      waitsOf(facts({ state: 'active', creativeStatuses: ['rejected', 'approved', 'noStatus'] })),
    ).toEqual([])
  })

  it('a hold waits for the manager until the campaign runs or ends; a confirmed one does not', () => {
    expect(waitsOf(facts({ state: 'draft', reservationState: 'reserved' }))).toEqual(['reservation'])
    expect(waitsOf(facts({ state: 'approved', reservationState: 'confirmed' }))).toEqual([])
    for (const state of ['waitingForLaunch', 'active', 'completed', 'cancellation', 'techCanceled'] as const)
      expect(waitsOf(facts({ state, reservationState: 'reserved' }))).toEqual([])
  })

  it('an issued, unpaid invoice waits for money while the campaign is approved or on moderation', () => {
    expect(waitsOf(facts({ state: 'approved', invoiced: true }))).toEqual(['payment'])
    expect(waitsOf(facts({ state: 'approved', invoiced: false }))).toEqual([])
    expect(waitsOf(facts({ state: 'approved', invoiced: true, paymentState: 'paid' }))).toEqual([])
    expect(waitsOf(facts({ state: 'draft', invoiced: true }))).toEqual([])
  })
})

describe("the queue's query (GET /staff/queue)", () => {
  it('reads filters, search and page from the query string', () => {
    expect(decodeQueueQuery({})).toEqual({ ok: true, value: { limit: 50, offset: 0 } })
    expect(
      decodeQueueQuery({
        place: 'lightBoxes',
        state: 'moderation,approved',
        waits: 'payment',
        q: ' ООО ',
        limit: '20',
        offset: '40',
      }),
    ).toEqual({
      ok: true,
      value: {
        place: 'lightBoxes',
        states: ['moderation', 'approved'],
        waits: ['payment'],
        q: 'ООО',
        limit: 20,
        offset: 40,
      },
    })
  })

  it('refuses what it cannot read, each field named', () => {
    const bad = decodeQueueQuery({
      place: 'moon',
      state: 'x',
      waits: 'all',
      q: 'я'.repeat(101),
      limit: '0',
      offset: '-1',
      sort: 'a',
    })
    expect(bad.ok ? {} : bad.error.errors).toEqual({
      place: 'wrong format',
      state: 'wrong format',
      waits: 'wrong format',
      q: 'too long',
      limit: 'wrong format',
      offset: 'wrong format',
      sort: 'unknown field',
    })
    expect(decodeQueueQuery({ limit: '201' }).ok).toBe(false)
  })

  it('reads a search for what it can be: an id, a number or an ИНН, or words', () => {
    const id = '22222222-2222-4222-8222-22222222ABCD'
    expect(searchOf(id)).toEqual({ text: id, uuid: id.toLowerCase(), number: null, inn: null, words: null })
    expect(searchOf(' № 1234 ')).toEqual({ text: '1234', uuid: null, number: 1234, inn: null, words: null })
    expect(searchOf('7707083893')).toMatchObject({ number: 7707083893, inn: '7707083893', words: null })
    expect(searchOf('ООО Ромашка')).toMatchObject({ words: 'ООО Ромашка', number: null, uuid: null })
    expect(searchOf('   ')).toBeNull()
    expect(queueFilterOf({ limit: 10, offset: 0 })).toEqual({
      place: null,
      states: [],
      waits: ['campaign', 'creative', 'reservation', 'payment'],
      search: null,
      limit: 10,
      offset: 0,
    })
  })
})
