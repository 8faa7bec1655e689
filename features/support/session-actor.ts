import { Observable, Subject, of, throwError } from 'rxjs'
import type { HttpClient, HttpRequest } from '../../core/ports/http.port'
import { MemoryStorage } from '../../core/cabinet/testing/fake-ports'
import { ApiFailure } from '../../core/shared/api-failure'
import type { Decoder } from '../../core/shared/decoder'
import { AuthTokenStore } from '../../core/session/auth-token'
import { SessionStore, type FormFailure } from '../../core/session/session.store'

/** What the server answers in a scenario, by call; anything not scripted fails the scenario. */
class ScenarioServer implements HttpClient {
  readonly answers = new Map<string, unknown>()
  readonly unauthorizedSubject = new Subject<void>()
  readonly unauthorized$ = this.unauthorizedSubject.asObservable()

  readonly calls: HttpRequest[] = []

  json<A>(request: HttpRequest, decoder: Decoder<A>): Observable<A> {
    this.calls.push(request)
    const key = `${request.method} ${request.path}`
    if (!this.answers.has(key)) throw new Error(`the scenario gave no answer for ${key}`)
    const answer = this.answers.get(key)
    if (answer instanceof ApiFailure) return throwError(() => answer)
    const decoded = decoder(answer)
    return decoded.ok ? of(decoded.value) : throwError(() => new Error(`answer for ${key} does not decode`))
  }

  multipart(): never {
    throw new Error('multipart is not part of the session scenarios')
  }
}

/** The advertiser at the browser, driving the core's SessionStore (steps are one-liners over this). */
export class SessionActor {
  readonly storage = new MemoryStorage()
  readonly server = new ScenarioServer()
  readonly session = new SessionStore(this.server, new AuthTokenStore(this.storage))
  lastFailure: FormFailure | undefined
  sentToStart = false

  constructor() {
    this.session.events$.subscribe((e) => {
      if (e.type === 'signedOut') this.sentToStart = true
    })
  }

  answer(method: string, path: string, body: unknown): void {
    this.server.answers.set(`${method} /api/v1/clients${path}`, body)
  }

  refuse(method: string, path: string, message: string, status = 400): void {
    this.answer(method, path, new ApiFailure(status, message))
  }

  async signIn(email: string, remember = false): Promise<void> {
    const outcome = await this.session.login.run({ email, password: 'пароль-анны', remember })
    this.lastFailure = outcome.ok ? undefined : outcome.error
  }

  async restore(email: string): Promise<boolean> {
    const outcome = await this.session.recover.run(email)
    this.lastFailure = outcome.ok ? undefined : outcome.error
    return outcome.ok
  }
}
