import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'
import { Email, FullName, Phone } from '../session/session.contract'

/**
 * Wire contract of the profile, legal entities, partners and observers (cabinet §7 "Profile"), shared by the
 * browser and the server. Field codes: 'required', 'wrong format', 'unknown field'; the server adds
 * 'already in use'.
 */
const filled = Schema.makeFilter((s: string) => s.trim().length > 0, { message: 'required' })
const text = (max: number) =>
  Schema.String.pipe(Schema.check(Schema.isMaxLength(max, { message: 'wrong format' })))
const requiredText = (max: number) =>
  Schema.String.pipe(Schema.check(filled, Schema.isMaxLength(max, { message: 'wrong format' })))

export const ProfileUpdate = Schema.Struct({
  fullName: Schema.optionalKey(FullName),
  phone: Schema.optionalKey(Phone),
})
export type ProfileUpdate = typeof ProfileUpdate.Type

/** Every requisites field is text; which are required and how long is decided by validateLegalEntity. */
export const LegalEntityBody = Schema.Struct({
  name: Schema.optionalKey(text(500)),
  inn: Schema.optionalKey(text(32)),
  kpp: Schema.optionalKey(text(32)),
  ogrn: Schema.optionalKey(text(32)),
  registrationSertificateNumber: Schema.optionalKey(text(100)),
  address: Schema.optionalKey(text(1000)),
  bankName: Schema.optionalKey(text(500)),
  bik: Schema.optionalKey(text(32)),
  correspondingAccount: Schema.optionalKey(text(32)),
  checkingAccount: Schema.optionalKey(text(32)),
  signerFullName: Schema.optionalKey(text(300)),
  basisId: Schema.optionalKey(text(32)),
  proxyNumber: Schema.optionalKey(text(100)),
  proxyDate: Schema.optionalKey(text(32)),
  pasport: Schema.optionalKey(text(100)),
  formOfBusiness: Schema.optionalKey(text(32)),
  email: Schema.optionalKey(text(254)),
  phone: Schema.optionalKey(text(32)),
  isAllowedToShow: Schema.optionalKey(Schema.Boolean),
  /** An agency's client (a partner of the account) whose requisites these are (issue #47); absent: its own. */
  partnerId: Schema.optionalKey(Schema.NullOr(text(64))),
})
export type LegalEntityBody = typeof LegalEntityBody.Type

export const PartnerBody = Schema.Struct({ name: requiredText(200), brand: requiredText(200) })
export type PartnerBody = typeof PartnerBody.Type

export const ObserverInvite = Schema.Struct({ email: Email, fullName: FullName })
export type ObserverInvite = typeof ObserverInvite.Type

export const PartnerResponse = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  brand: Schema.String,
})
export const ObserverResponse = Schema.Struct({
  _id: Schema.String,
  email: Schema.String,
  fullName: Schema.String,
  isConfirmed: Schema.Boolean,
})

export const decodeProfileUpdate = decoderOf(ProfileUpdate)
export const decodeLegalEntityBody = decoderOf(LegalEntityBody)
export const decodePartnerBody = decoderOf(PartnerBody)
export const decodeObserverInvite = decoderOf(ObserverInvite)
export const decodePartnerList = decoderOf(Schema.Array(PartnerResponse), { allowUnknown: true })
export const decodeObserverList = decoderOf(Schema.Array(ObserverResponse), { allowUnknown: true })
