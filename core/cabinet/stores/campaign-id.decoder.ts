import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'

/** `data` of a campaign answer: the campaign's id is all the stores need (R-API-11). */
export const campaignIdDecoder = decoderOf(
  Schema.Struct({ advertisingCampaign: Schema.Struct({ _id: Schema.String }) }),
  { allowUnknown: true },
)
