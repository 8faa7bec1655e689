import { Schema } from 'effect'
import { concatMap, from, map, type Observable } from 'rxjs'
import type { HttpClient, HttpRequest } from '../ports/http.port'
import { toApiFailure } from '../shared/api-failure'
import { AsyncAction } from '../shared/async-action'
import { decoderOf, type Decoder } from '../shared/decoder'
import { StateStore } from '../shared/store'
import { authMessage, fieldMessages } from '../session/auth.errors'
import type { FormFailure } from '../session/session.store'
import type { LegalEntityBody, ObserverInvite, PartnerBody, ProfileUpdate } from './advertiser.contract'

const API = '/api/v1/clients'

/** A requisites text field as the server keeps it; the edit form starts from these values. */
const kept = Schema.optionalKey(Schema.String)
const LegalEntityWire = Schema.Struct({
  _id: Schema.String,
  name: kept,
  inn: kept,
  kpp: kept,
  ogrn: kept,
  registrationSertificateNumber: kept,
  address: kept,
  bankName: kept,
  bik: kept,
  correspondingAccount: kept,
  checkingAccount: kept,
  signerFullName: kept,
  proxyNumber: kept,
  proxyDate: kept,
  pasport: kept,
  email: kept,
  phone: kept,
  formOfBusiness: Schema.String,
  basisId: Schema.String,
  isAllowedToShow: Schema.Boolean,
  /** The agency's client these requisites are kept for (issue #47); null or absent: the account's own. */
  partnerId: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type LegalEntityRow = typeof LegalEntityWire.Type
const PartnerWire = Schema.Struct({ _id: Schema.String, name: Schema.String, brand: Schema.String })
export type PartnerRow = typeof PartnerWire.Type
const ObserverWire = Schema.Struct({
  _id: Schema.String,
  email: Schema.String,
  fullName: Schema.String,
  isConfirmed: Schema.Boolean,
})
export type ObserverRow = typeof ObserverWire.Type

const decodeEntities = decoderOf(Schema.Array(LegalEntityWire), { allowUnknown: true })
const decodeEntity = decoderOf(LegalEntityWire, { allowUnknown: true })
const decodePartners = decoderOf(Schema.Array(PartnerWire), { allowUnknown: true })
const decodePartner = decoderOf(PartnerWire, { allowUnknown: true })
const decodeObservers = decoderOf(Schema.Array(ObserverWire), { allowUnknown: true })
const decodeObserver = decoderOf(ObserverWire, { allowUnknown: true })
const decodeAny = decoderOf(Schema.Unknown)

/** A change to a row the account has: which row, and what it becomes. */
export interface RowChange<B> {
  readonly id: string
  readonly body: B
}

export interface AdvertiserState {
  readonly legalEntities: readonly LegalEntityRow[]
  readonly partners: readonly PartnerRow[]
  readonly observers: readonly ObserverRow[]
  /** A list that could not be read, said in Russian. */
  readonly loadError: string | undefined
  /** True once the lists were read: before, an empty list means only that nothing came yet. */
  readonly loaded: boolean
}

/** A failed form: the server's sentence (or the catalogue's) and a message per field (R-VAL-07). */
const formFailure = (cause: unknown): FormFailure => {
  const failure = toApiFailure(cause)
  return {
    message:
      failure.status === 0
        ? authMessage('')
        : /[А-Яа-яЁё]/.test(failure.message)
          ? failure.message
          : authMessage(failure.message),
    fields: fieldMessages(failure.errors),
  }
}

/**
 * The personal cabinet's own data in the browser (cabinet §7 "Profile"): the profile, legal entities,
 * partners and observers, each change an AsyncAction (R-ASYNC-01) that refreshes its list on success.
 */
export class AdvertiserStore extends StateStore<AdvertiserState> {
  readonly saveProfile: AsyncAction<ProfileUpdate, unknown, FormFailure>
  readonly addLegalEntity: AsyncAction<LegalEntityBody, LegalEntityRow, FormFailure>
  readonly updateLegalEntity: AsyncAction<RowChange<LegalEntityBody>, LegalEntityRow, FormFailure>
  readonly removeLegalEntity: AsyncAction<string, unknown, FormFailure>
  readonly addPartner: AsyncAction<PartnerBody, PartnerRow, FormFailure>
  readonly updatePartner: AsyncAction<RowChange<PartnerBody>, PartnerRow, FormFailure>
  readonly removePartner: AsyncAction<string, unknown, FormFailure>
  readonly inviteObserver: AsyncAction<ObserverInvite, ObserverRow, FormFailure>
  readonly removeObserver: AsyncAction<string, unknown, FormFailure>

  constructor(private readonly http: HttpClient) {
    super({ legalEntities: [], partners: [], observers: [], loadError: undefined, loaded: false })
    // A change succeeds once its list is read again, so the form and the list never disagree.
    const call = <I, A>(
      request: (input: I) => HttpRequest,
      decoder: Decoder<A>,
      after: () => Promise<void>,
    ) =>
      new AsyncAction<I, A, FormFailure>(
        (input) =>
          this.http
            .json(request(input), decoder)
            .pipe(concatMap((value) => from(after()).pipe(map(() => value)))),
        formFailure,
      )
    const reload = () => this.load()
    const nothing = () => Promise.resolve()
    this.saveProfile = call(
      (body: ProfileUpdate) => ({ method: 'PUT', path: `${API}/profile`, body }),
      decodeAny,
      nothing,
    )
    this.addLegalEntity = call(
      (body: LegalEntityBody) => ({ method: 'POST', path: `${API}/legal-entities`, body }),
      decodeEntity,
      reload,
    )
    this.updateLegalEntity = call(
      ({ id, body }: RowChange<LegalEntityBody>) => ({
        method: 'PUT',
        path: `${API}/legal-entities/${id}`,
        body,
      }),
      decodeEntity,
      reload,
    )
    this.removeLegalEntity = call(
      (id: string) => ({ method: 'DELETE', path: `${API}/legal-entities/${id}` }),
      decodeAny,
      reload,
    )
    this.addPartner = call(
      (body: PartnerBody) => ({ method: 'POST', path: `${API}/partners`, body }),
      decodePartner,
      reload,
    )
    this.updatePartner = call(
      ({ id, body }: RowChange<PartnerBody>) => ({ method: 'PUT', path: `${API}/partners/${id}`, body }),
      decodePartner,
      reload,
    )
    this.removePartner = call(
      (id: string) => ({ method: 'DELETE', path: `${API}/partners/${id}` }),
      decodeAny,
      reload,
    )
    this.inviteObserver = call(
      (body: ObserverInvite) => ({ method: 'POST', path: `${API}/observers`, body }),
      decodeObserver,
      reload,
    )
    this.removeObserver = call(
      (id: string) => ({ method: 'DELETE', path: `${API}/observers/${id}` }),
      decodeAny,
      reload,
    )
  }

  /** Reads the three lists; a failure keeps what was shown and says why. */
  async load(): Promise<void> {
    const read = <A>(path: string, decoder: Decoder<A>): Promise<A> =>
      new Promise((resolve, reject) => {
        const source: Observable<A> = this.http.json({ method: 'GET', path: `${API}${path}` }, decoder)
        source.subscribe({ next: resolve, error: reject })
      })
    try {
      const [legalEntities, partners, observers] = await Promise.all([
        read('/legal-entities', decodeEntities),
        read('/partners', decodePartners),
        read('/observers', decodeObservers),
      ])
      this.set({ legalEntities, partners, observers, loadError: undefined, loaded: true })
    } catch (cause) {
      // The server's own Russian sentence says why; a browser's (Failed to fetch) or a bare status is not shown.
      const said = toApiFailure(cause).message
      this.update((s) => {
        s.loadError = /[А-Яа-яЁё]/.test(said)
          ? `Не удалось загрузить данные кабинета: ${said}`
          : 'Не удалось загрузить данные кабинета. Проверьте соединение и обновите страницу'
      })
    }
  }
}
