import type { AccountRepository } from '../ports/account-repository.port'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { LegalEntityRepository } from '../ports/legal-entity-repository.port'
import type { ObserverRepository } from '../ports/observer-repository.port'
import type { PartnerRepository } from '../ports/partner-repository.port'
import type { SessionRepository } from '../ports/session-repository.port'
import { REQUIRED_MESSAGE } from '../shared/field-messages'
import { validateLegalEntity, type LegalEntityField } from './legal-entity.validation'
import { alreadyInUse, forbidden, invalidInput, notFound, type CommonError } from '../shared/common-errors'
import { err, ok, type Result } from '../shared/result'
import { profileOf, type Account, type Profile } from '../session/account'
import type { LegalEntityBody, PartnerBody, ProfileUpdate } from './advertiser.contract'
import type { Observer, Partner, StoredLegalEntity } from './advertiser.entities'
import { may, type AdvertiserAction } from './advertiser.policy'

export interface AdvertiserServiceDeps {
  readonly accounts: AccountRepository
  readonly sessions: SessionRepository
  readonly legalEntities: LegalEntityRepository
  readonly partners: PartnerRepository
  readonly observers: ObserverRepository
  readonly ids: Ids
  readonly clock: Clock
}

type Outcome<A> = Promise<Result<A, CommonError>>

/** The advertiser's own data: profile, consent, legal entities, partners and observers (cabinet §7 "Profile"). */
export class AdvertiserService {
  constructor(private readonly d: AdvertiserServiceDeps) {}

  async updateProfile(actor: Account, changes: ProfileUpdate): Outcome<Profile> {
    if (!may(actor, 'profile.update')) return err(forbidden())
    await this.d.accounts.updateProfile(actor.id, {
      ...(changes.fullName !== undefined ? { fullName: changes.fullName.trim() } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone.trim() || undefined } : {}),
    })
    const updated = await this.d.accounts.findById(actor.id)
    return updated ? ok(profileOf(updated)) : err(notFound('Учётная запись'))
  }

  /** R-ASYNC-13: personal data erased, every session ended; the browser then clears its session. */
  async revokeConsent(actor: Account): Outcome<{ done: true }> {
    const now = this.d.clock.now()
    await this.d.accounts.revokeConsent(actor.id, now)
    await this.d.sessions.revokeAll(actor.id, now)
    return ok({ done: true })
  }

  listLegalEntities(actor: Account): Outcome<StoredLegalEntity[]> {
    return this.guard(actor, 'legalEntities.manage', () => this.d.legalEntities.list(actor.id).then(ok))
  }

  createLegalEntity(actor: Account, body: LegalEntityBody): Outcome<StoredLegalEntity> {
    return this.guard(actor, 'legalEntities.manage', async () => {
      const entity = await this.clientChecked(actor, this.toEntity(actor, this.d.ids.newId(), body))
      if (!entity.ok) return entity
      return (await this.d.legalEntities.insert(entity.value))
        ? ok(entity.value)
        : err(alreadyInUse({ inn: 'already in use' }))
    })
  }

  updateLegalEntity(actor: Account, id: string, body: LegalEntityBody): Outcome<StoredLegalEntity> {
    return this.guard(actor, 'legalEntities.manage', async () => {
      const entity = await this.clientChecked(actor, this.toEntity(actor, id, body))
      if (!entity.ok) return entity
      const outcome = await this.d.legalEntities.update(entity.value)
      if (outcome === 'missing') return err(notFound('Организация'))
      if (outcome === 'duplicate') return err(alreadyInUse({ inn: 'already in use' }))
      return ok(entity.value)
    })
  }

  removeLegalEntity(actor: Account, id: string): Outcome<{ done: true }> {
    return this.guard(actor, 'legalEntities.manage', async () =>
      (await this.d.legalEntities.remove(actor.id, id))
        ? ok({ done: true as const })
        : err(notFound('Организация')),
    )
  }

  listPartners(actor: Account): Outcome<Partner[]> {
    return this.guard(actor, 'partners.manage', () => this.d.partners.list(actor.id).then(ok))
  }

  createPartner(actor: Account, body: PartnerBody): Outcome<Partner> {
    return this.guard(actor, 'partners.manage', async () => {
      const partner = { id: this.d.ids.newId(), name: body.name.trim(), brand: body.brand.trim() }
      return (await this.d.partners.insert(actor.id, partner))
        ? ok(partner)
        : err(alreadyInUse({ name: 'already in use', brand: 'already in use' }))
    })
  }

  updatePartner(actor: Account, id: string, body: PartnerBody): Outcome<Partner> {
    return this.guard(actor, 'partners.manage', async () => {
      const partner = { id, name: body.name.trim(), brand: body.brand.trim() }
      const outcome = await this.d.partners.update(actor.id, partner)
      if (outcome === 'missing') return err(notFound('Рекламодатель'))
      if (outcome === 'duplicate')
        return err(alreadyInUse({ name: 'already in use', brand: 'already in use' }))
      return ok(partner)
    })
  }

  removePartner(actor: Account, id: string): Outcome<{ done: true }> {
    return this.guard(actor, 'partners.manage', async () =>
      (await this.d.partners.remove(actor.id, id))
        ? ok({ done: true as const })
        : err(notFound('Рекламодатель')),
    )
  }

  listObservers(actor: Account): Outcome<Observer[]> {
    return this.guard(actor, 'observers.manage', () => this.d.observers.list(actor.id).then(ok))
  }

  removeObserver(actor: Account, id: string): Outcome<{ done: true }> {
    return this.guard(actor, 'observers.manage', async () => {
      if (!(await this.d.observers.remove(actor.id, id))) return err(notFound('Наблюдатель'))
      await this.d.sessions.revokeAll(id, this.d.clock.now())
      return ok({ done: true as const })
    })
  }

  private async guard<A>(actor: Account, action: AdvertiserAction, work: () => Outcome<A>): Outcome<A> {
    return may(actor, action) ? work() : err(forbidden())
  }

  /** The client the requisites are kept for must be one of the account's partners (issue #47). */
  private async clientChecked(
    actor: Account,
    entity: Result<StoredLegalEntity, CommonError>,
  ): Promise<Result<StoredLegalEntity, CommonError>> {
    if (!entity.ok || entity.value.partnerId === null) return entity
    return (await this.d.partners.find(actor.id, entity.value.partnerId))
      ? entity
      : err(invalidInput({ partnerId: 'not found' }))
  }

  /** The core's requisites rules (R-VAL-01..06) decide; their messages become the wire's codes. */
  private toEntity(
    actor: Account,
    id: string,
    body: LegalEntityBody,
  ): Result<StoredLegalEntity, CommonError> {
    const { isAllowedToShow, partnerId, ...fields } = body
    const checked = validateLegalEntity(fields as Partial<Record<LegalEntityField, string>>)
    if (!checked.ok) {
      const errors = Object.fromEntries(
        Object.entries(checked.error).map(([f, m]) => [
          f,
          m === REQUIRED_MESSAGE ? 'required' : 'wrong format',
        ]),
      )
      return err(invalidInput(errors))
    }
    return ok({
      id,
      ownerId: actor.id,
      formOfBusiness: checked.value.formOfBusiness,
      basisId: checked.value.basisId,
      isAllowedToShow: isAllowedToShow ?? true,
      fields: checked.value.fields,
      partnerId: partnerId ?? null,
    })
  }
}
