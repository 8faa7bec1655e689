import { Schema } from 'effect'
import { ADVERTISE_PLACES } from '../campaign/advertise-place'
import { decoderOf } from '../shared/decoder'
import { CaptchaResponse, Email, FullName, Phone } from '../session/session.contract'

const filled = Schema.makeFilter((s: string) => s.trim().length > 0, { message: 'required' })
const place = Schema.String.pipe(
  Schema.check(
    filled,
    Schema.makeFilter((s: string) => (ADVERTISE_PLACES as readonly string[]).includes(s), {
      message: 'wrong format',
    }),
  ),
)

/** The fast-order (lead) form (R-VAL-09); the public application sends the same (RULES.md decision 9). */
export const FastOrderRequest = Schema.Struct({
  fullName: FullName,
  phone: Phone.pipe(Schema.check(filled)),
  email: Email,
  advertisePlaceId: place,
  gRecaptchaResponse: CaptchaResponse,
})
export type FastOrderRequest = typeof FastOrderRequest.Type

export const FeedbackRequest = Schema.Struct({
  message: Schema.String.pipe(Schema.check(filled, Schema.isMaxLength(5000, { message: 'wrong format' }))),
  email: Schema.optionalKey(Email),
})
export type FeedbackRequest = typeof FeedbackRequest.Type

/**
 * The landing's ask-a-question form (POST /public/feedback/file, R-API-25): anyone may write, so an e-mail to
 * answer and a solved captcha are required; a file may come with it.
 */
export const PublicFeedbackRequest = Schema.Struct({
  message: FeedbackRequest.fields.message,
  email: Email,
  fullName: Schema.optionalKey(FullName),
  gRecaptchaResponse: CaptchaResponse,
})
export type PublicFeedbackRequest = typeof PublicFeedbackRequest.Type

export const decodeFastOrder = decoderOf(FastOrderRequest)
export const decodePublicFeedback = decoderOf(PublicFeedbackRequest)
export const decodeFeedback = decoderOf(FeedbackRequest)
