import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'

/** `data` of a campaign answer: the campaign's id is all the stores need (R-API-11). */
export const campaignIdDecoder = decoderOf(
  Schema.Struct({ advertisingCampaign: Schema.Struct({ _id: Schema.String }) }),
  { allowUnknown: true },
)

/** Any `data`, passed on as it is (file answers, login data of the OAuth return). */
export const anyDecoder = decoderOf(Schema.Unknown)

/** Calls whose answer carries nothing the cabinet reads. */
export const ignoreDecoder = (_: unknown) => ({ ok: true as const, value: true as const })
