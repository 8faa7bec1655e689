import { of, Subject, throwError, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { HttpClient, HttpRequest } from '../ports/http.port'
import { ApiFailure } from '../shared/api-failure'
import type { Decoder } from '../shared/decoder'
import { AdvertiserStore } from './advertiser.store'

/** A server double that keeps partners in a list; anything else fails loudly. */
class PartnersServer implements HttpClient {
  readonly unauthorized$ = new Subject<void>()
  partners = [{ _id: 'p1', name: 'ООО «Ромашка»', brand: 'Ромашка' }]
  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A> {
    const answer = (value: unknown): Observable<A> => {
      const decoded = decoder(value)
      if (!decoded.ok) throw new Error(`answer to ${request.path} does not decode`)
      return of(decoded.value)
    }
    const key = `${request.method} ${request.path}`
    if (key === 'GET /api/v1/clients/partners') return answer(this.partners)
    if (key === 'GET /api/v1/clients/legal-entities' || key === 'GET /api/v1/clients/observers')
      return answer([])
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

describe('AdvertiserStore', () => {
  it('loads the lists and refreshes them after a change', async () => {
    const server = new PartnersServer()
    const store = new AdvertiserStore(server)
    await store.load()
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
