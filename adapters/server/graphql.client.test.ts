import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../core/cabinet/testing/fake-ports'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { ApiFailure } from '../../core/shared/api-failure'
import { decoderOf } from '../../core/shared/decoder'
import { AuthTokenStore } from '../../core/session/auth-token'
import { FetchGraphQLClient } from '../graphql/fetch-graphql.client'
import { DEMO_PASSWORD } from './seed'
import { signIn, startTestServer, type TestServer } from './testing/test-server'

/** The browser's GraphQL client against the real server (issue 5, item 6): one contract, no drift. */
let server: TestServer
let client: FetchGraphQLClient
let tokens: AuthTokenStore
beforeAll(async () => {
  server = await startTestServer({ inventory: true, demoAccounts: true })
  tokens = new AuthTokenStore(new MemoryStorage())
  client = new FetchGraphQLClient({ baseUrl: server.baseUrl }, tokens)
})
afterAll(async () => {
  await server?.close()
})

const MetroLines = decoderOf(
  Schema.Struct({
    metroLines: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, color: Schema.String })),
  }),
  { allowUnknown: true },
)
const Discounts = decoderOf(
  Schema.Struct({
    seasonalDiscounts: Schema.Array(Schema.Struct({ month: Schema.Number, ratio: Schema.Number })),
    capacityDiscounts: Schema.Array(
      Schema.Struct({
        place: Schema.String,
        value: Schema.Number,
        range: Schema.Number,
        unit: Schema.String,
      }),
    ),
  }),
)

describe('FetchGraphQLClient against the Tablo server', () => {
  it('reads the real metro lines without a token (R-ROLE-01)', async () => {
    const { metroLines } = await firstValueFrom(
      client.query('{ metroLines(limit: 100) { id name color } }', {}, MetroLines),
    )
    expect(metroLines).toHaveLength(19)
    expect(metroLines.find((l) => l.name === 'Сокольническая')?.color).toMatch(/^#?[0-9A-Fa-f]{6}$/)
  })

  it('reads the seasonal and capacity discounts of a tariff document with the token (R-API-33)', async () => {
    const query =
      'query($id: String!) { seasonalDiscounts(documentId: $id) { month ratio } capacityDiscounts(documentId: $id) { place value range unit } }'
    await expect(
      firstValueFrom(client.query(query, { id: 'doc-metroStickers-tariffs' }, Discounts)),
    ).rejects.toMatchObject({ status: 401 })
    tokens.save(await signIn(server, 'demo@tablo.local', DEMO_PASSWORD), false)
    const answer = await firstValueFrom(client.query(query, { id: 'doc-metroStickers-tariffs' }, Discounts))
    expect(answer.seasonalDiscounts).toEqual(DEMO_REFERENCE.seasonalCoefficients)
    expect(answer.capacityDiscounts).toEqual(
      DEMO_REFERENCE.capacityDiscounts.filter((d) => d.place === 'metroStickers'),
    )
    const unknown = await firstValueFrom(client.query(query, { id: 'no-such-document' }, Discounts)).catch(
      (e: unknown) => e,
    )
    expect(unknown).toBeInstanceOf(ApiFailure)
    expect((unknown as ApiFailure).message).toMatch(/documentId/)
  })

  it('turns an answer of the wrong shape into a readable failure', async () => {
    const wrong = decoderOf(
      Schema.Struct({ metroLines: Schema.Array(Schema.Struct({ id: Schema.Number })) }),
      { allowUnknown: true },
    )
    const failure = await firstValueFrom(client.query('{ metroLines(limit: 1) { id } }', {}, wrong)).catch(
      (e: unknown) => e,
    )
    expect(failure).toMatchObject({ message: 'Некорректный ответ сервера' })
  })
})
