import { of, Subject, throwError, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { HttpClient, HttpRequest } from '../ports/http.port'
import { ApiFailure } from '../shared/api-failure'
import type { Decoder } from '../shared/decoder'
import { AdvertiserStore } from './advertiser.store'

const ROMASHKA = {
  _id: 'e1',
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: '770101001',
  formOfBusiness: 'legalEntityOrg',
  basisId: 'charter',
  isAllowedToShow: false,
  partnerId: 'p1',
}

/** A server double that keeps partners and legal entities in lists; anything else fails loudly. */
class PartnersServer implements HttpClient {
  readonly unauthorized$ = new Subject<void>()
  readonly asked: string[] = []
  partners = [{ _id: 'p1', name: 'ООО «Ромашка»', brand: 'Ромашка' }]
  entities: Record<string, unknown>[] = [ROMASHKA]
  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A> {
    const answer = (value: unknown): Observable<A> => {
      const decoded = decoder(value)
      if (!decoded.ok) throw new Error(`answer to ${request.path} does not decode`)
      return of(decoded.value)
    }
    const key = `${request.method} ${request.path}`
    this.asked.push(key)
    if (key === 'GET /api/v1/clients/partners') return answer(this.partners)
    if (key === 'GET /api/v1/clients/legal-entities') return answer(this.entities)
    if (key === 'GET /api/v1/clients/observers') return answer([])
    if (key === 'PUT /api/v1/clients/legal-entities/e1') {
      const changed = { ...(request.body as object), _id: 'e1' }
      this.entities = [changed]
      return answer(changed)
    }
    if (key === 'PUT /api/v1/clients/partners/p2') {
      const body = request.body as { name: string; brand: string }
      if (this.partners.some((p) => p._id !== 'p2' && p.name === body.name && p.brand === body.brand))
        return throwError(
          () =>
            new ApiFailure(409, 'Такое значение уже используется', {
              name: 'already in use',
              brand: 'already in use',
            }),
        )
      const partner = { _id: 'p2', ...body }
      this.partners = this.partners.map((p) => (p._id === 'p2' ? partner : p))
      return answer(partner)
    }
    if (key === 'POST /api/v1/clients/partners') {
      const body = request.body as { name: string; brand: string }
      if (this.partners.some((p) => p.name === body.name)) {
        return throwError(
          () => new ApiFailure(409, 'Такое значение уже используется', { name: 'already in use' }),
        )
      }
      const partner = { _id: `p${this.partners.length + 1}`, ...body }
      this.partners = [...this.partners, partner]
      return answer(partner)
    }
    throw new Error(`PartnersServer: no answer for ${key}`)
  }
  multipart(): never {
    throw new Error('PartnersServer.multipart was not given')
  }
}

/** A store that has read two advertisers, and a server that has heard nothing since. */
const twoPartnersLoaded = async () => {
  const server = new PartnersServer()
  server.partners = [...server.partners, { _id: 'p2', name: 'ИП Васильев', brand: 'Василёк' }]
  const store = new AdvertiserStore(server)
  await store.load()
  server.asked.length = 0
  return { server, store }
}

describe('AdvertiserStore', () => {
  it('loads the lists and refreshes them after a change', async () => {
    const server = new PartnersServer()
    const store = new AdvertiserStore(server)
    expect(store.getSnapshot().loaded).toBe(false)
    await store.load()
    expect(store.getSnapshot().loaded).toBe(true)
    expect(store.getSnapshot().partners.map((p) => p.brand)).toEqual(['Ромашка'])
    expect(await store.addPartner.run({ name: 'ООО «Василёк»', brand: 'Василёк' })).toMatchObject({
      ok: true,
    })
    expect(store.getSnapshot().partners.map((p) => p.brand)).toEqual(['Ромашка', 'Василёк'])
  })

  it('a refused change keeps the list and says what is wrong per field (R-VAL-07)', async () => {
    const store = new AdvertiserStore(new PartnersServer())
    const outcome = await store.addPartner.run({ name: 'ООО «Ромашка»', brand: 'Другой' })
    expect(outcome).toEqual({
      ok: false,
      error: {
        message: 'Такое значение уже используется',
        fields: { name: 'Данное значение уже используется в системе' },
      },
    })
  })

  it('an advertiser changed is put at its own address and the list read again shows it', async () => {
    const { server, store } = await twoPartnersLoaded()
    const outcome = await store.updatePartner.run({
      id: 'p2',
      body: { name: 'ИП Васильева', brand: 'Васильки' },
    })
    expect(outcome).toMatchObject({ ok: true, value: { _id: 'p2', brand: 'Васильки' } })
    expect(server.asked[0]).toBe('PUT /api/v1/clients/partners/p2')
    expect(store.getSnapshot().partners.map((p) => `${p.name} / ${p.brand}`)).toEqual([
      'ООО «Ромашка» / Ромашка',
      'ИП Васильева / Васильки',
    ])
  })

  it('a change the server refuses says so at its fields, and the list is not read again (R-VAL-07)', async () => {
    const { server, store } = await twoPartnersLoaded()
    const outcome = await store.updatePartner.run({
      id: 'p2',
      body: { name: 'ООО «Ромашка»', brand: 'Ромашка' },
    })
    expect(outcome).toEqual({
      ok: false,
      error: {
        message: 'Такое значение уже используется',
        fields: {
          name: 'Данное значение уже используется в системе',
          brand: 'Данное значение уже используется в системе',
        },
      },
    })
    expect(server.asked).toEqual(['PUT /api/v1/clients/partners/p2'])
    expect(store.getSnapshot().partners.map((p) => p.brand)).toEqual(['Ромашка', 'Василёк'])
  })

  it('requisites changed are put with their row’s id, and read again with every field the form edits', async () => {
    const server = new PartnersServer()
    const store = new AdvertiserStore(server)
    await store.load()
    expect(store.getSnapshot().legalEntities[0]).toMatchObject({ kpp: '770101001', partnerId: 'p1' })
    const outcome = await store.updateLegalEntity.run({
      id: 'e1',
      body: { ...ROMASHKA, name: 'ООО «Ромашка и партнёры»' },
    })
    expect(outcome.ok).toBe(true)
    expect(store.getSnapshot().legalEntities.map((e) => e.name)).toEqual(['ООО «Ромашка и партнёры»'])
  })

  it('a list that cannot be read says so in Russian: the server’s sentence, never the browser’s', async () => {
    const failing = (failure: ApiFailure): HttpClient => {
      const server = new PartnersServer()
      return {
        unauthorized$: server.unauthorized$,
        multipart: () => server.multipart(),
        json: (request, decoder) =>
          request.path === '/api/v1/clients/partners'
            ? throwError(() => failure)
            : server.json(request, decoder),
      }
    }
    const offline = new AdvertiserStore(failing(new ApiFailure(0, 'Failed to fetch')))
    await offline.load()
    expect(offline.getSnapshot().loaded).toBe(false)
    expect(offline.getSnapshot().loadError).toBe(
      'Не удалось загрузить данные кабинета. Проверьте соединение и обновите страницу',
    )
    const down = new AdvertiserStore(failing(new ApiFailure(503, 'Сервис временно недоступен')))
    await down.load()
    expect(down.getSnapshot().loadError).toBe(
      'Не удалось загрузить данные кабинета: Сервис временно недоступен',
    )
  })
})
