import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'
import { STAFF_ROLES } from '../staff/staff-roles'
import { PASSWORD_MAX, PASSWORD_MIN, passwordTooLong, passwordTooShort } from './password'

/**
 * The wire contract of the account calls (cabinet §7), shared by the browser client and the server, so both
 * decode with the same rules (house style 9). Field codes are the spec's vocabulary: 'required',
 * 'wrong format' (R-VAL-07); the server adds 'already in use'.
 */

const filled = Schema.makeFilter((s: string) => s.trim().length > 0, { message: 'required' })
const atMost = (n: number) => Schema.isMaxLength(n, { message: 'wrong format' })
const matches = (re: RegExp) => Schema.isPattern(re, { message: 'wrong format' })

export const EMAIL_MAX = 254
export const FULL_NAME_MAX = 200
/** R-VAL-05: a phone number has at most 15 characters. */
export const PHONE_MAX = 15
export const TOKEN_MAX = 200

export const Email = Schema.String.pipe(
  Schema.check(filled, atMost(EMAIL_MAX), matches(/^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/)),
)
/** A password's bounds travel as codes that name them (core/session/password.ts says them as the hint does). */
export const Password = Schema.String.pipe(
  Schema.check(
    filled,
    Schema.isMinLength(PASSWORD_MIN, { message: passwordTooShort(PASSWORD_MIN) }),
    Schema.isMaxLength(PASSWORD_MAX, { message: passwordTooLong(PASSWORD_MAX) }),
  ),
)
export const FullName = Schema.String.pipe(Schema.check(filled, atMost(FULL_NAME_MAX)))
export const Phone = Schema.String.pipe(
  Schema.check(atMost(PHONE_MAX), matches(/^$|^\+?[0-9][0-9 ()-]{4,14}$/)),
)
export const LinkToken = Schema.String.pipe(
  Schema.check(filled, atMost(TOKEN_MAX), matches(/^[A-Za-z0-9_-]+$/)),
)

/** The captcha answer keeps the spec's field name (issue 5: self-hosted proof of work). */
export const CaptchaResponse = Schema.String.pipe(Schema.check(filled, atMost(4000)))

export const LoginRequest = Schema.Struct({
  email: Email,
  password: Schema.String.pipe(Schema.check(filled, atMost(PASSWORD_MAX))),
  gRecaptchaResponse: Schema.optionalKey(CaptchaResponse),
})
export type LoginRequest = typeof LoginRequest.Type

export const RegisterRequest = Schema.Struct({
  email: Email,
  password: Password,
  fullName: FullName,
  phone: Schema.optionalKey(Phone),
  isAgency: Schema.optionalKey(Schema.Boolean),
})
export type RegisterRequest = typeof RegisterRequest.Type

/** The validate call checks whatever fields the form has so far (R-VAL-08). */
export const RegisterValidateRequest = Schema.Struct({
  email: Schema.optionalKey(Email),
  password: Schema.optionalKey(Password),
  fullName: Schema.optionalKey(FullName),
  phone: Schema.optionalKey(Phone),
  isAgency: Schema.optionalKey(Schema.Boolean),
})

export const ConfirmRequest = Schema.Struct({ token: LinkToken })
export const RecoverRequest = Schema.Struct({ email: Email })
export const RecoverConfirmRequest = Schema.Struct({ token: LinkToken, password: Password })

export const SimpleRegistrationRequest = Schema.Struct({
  email: Email,
  fullName: Schema.optionalKey(FullName),
  phone: Schema.optionalKey(Phone),
})
export const CheckEmailQuery = Schema.Struct({ email: Email })
export const CheckConfirmRequest = Schema.Struct({ token: LinkToken })

export const TokenResponse = Schema.Struct({ token: Schema.String })
export const ValidateResponse = Schema.Struct({ errors: Schema.Record(Schema.String, Schema.String) })
export const EmailResponse = Schema.Struct({ email: Schema.String })
export const DoneResponse = Schema.Struct({ done: Schema.Boolean })
/** GET checkEmail answers `{ findUserByEmail: { isRegistered, isConfirmed } }` (our server's shape). */
export const CheckEmailAnswer = Schema.Struct({
  findUserByEmail: Schema.Struct({ isRegistered: Schema.Boolean, isConfirmed: Schema.Boolean }),
})
export const CheckConfirmAnswer = Schema.Struct({ isValid: Schema.Boolean })

export const ProfileResponse = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  fullName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  isAgency: Schema.Boolean,
  isMSB: Schema.Boolean,
  isObserver: Schema.Boolean,
  /** Staff: any staff role (issue #48); the roles themselves are in staffRoles. */
  isModerator: Schema.Boolean,
  /** The staff roles (core/staff/staff-roles.ts), empty for advertisers; older answers may leave it out. */
  staffRoles: Schema.optionalKey(Schema.mutable(Schema.Array(Schema.Literals(STAFF_ROLES)))),
})
export type ProfileResponse = typeof ProfileResponse.Type

export const decodeLogin = decoderOf(LoginRequest)
export const decodeRegister = decoderOf(RegisterRequest)
export const decodeRegisterValidate = decoderOf(RegisterValidateRequest)
/** The form's email alone, when it is well formed, whatever else the form holds (the validate call checks it). */
export const decodeFormEmail = decoderOf(Schema.Struct({ email: Email }), { allowUnknown: true })
export const decodeConfirm = decoderOf(ConfirmRequest)
export const decodeRecover = decoderOf(RecoverRequest)
export const decodeRecoverConfirm = decoderOf(RecoverConfirmRequest)
/** A new password alone, as the restore form checks it before sending (the same rule as RecoverConfirmRequest). */
export const decodeNewPassword = decoderOf(Schema.Struct({ password: Password }))
export const decodeSimpleRegistration = decoderOf(SimpleRegistrationRequest)
export const decodeCheckEmail = decoderOf(CheckEmailQuery)
export const decodeCheckConfirm = decoderOf(CheckConfirmRequest)
export const decodeToken = decoderOf(TokenResponse, { allowUnknown: true })
export const decodeValidate = decoderOf(ValidateResponse, { allowUnknown: true })
export const decodeEmailResponse = decoderOf(EmailResponse, { allowUnknown: true })
export const decodeDone = decoderOf(DoneResponse, { allowUnknown: true })
export const decodeProfile = decoderOf(ProfileResponse, { allowUnknown: true })
export const decodeCheckEmailAnswer = decoderOf(CheckEmailAnswer, { allowUnknown: true })
export const decodeCheckConfirmAnswer = decoderOf(CheckConfirmAnswer, { allowUnknown: true })
