import { Schema } from 'effect'
import { decoderOf } from '../shared/decoder'

/** The JSON bodies of the media-library and document calls (R-API-21, R-API-24). */
const filled = Schema.makeFilter((s: string) => s.trim().length > 0, { message: 'required' })
const text = (max: number) =>
  Schema.String.pipe(Schema.check(filled, Schema.isMaxLength(max, { message: 'wrong format' })))

export const GetMediaBody = Schema.Struct({
  ids: Schema.Array(text(64)).pipe(Schema.check(Schema.isMaxLength(100, { message: 'wrong format' }))),
})
export const RenameBody = Schema.Struct({ name: text(200) })
export const DocumentCategoryBody = Schema.Struct({
  mediaId: text(64),
  documentId: text(64),
  typeId: text(64),
  typeSubId: Schema.optionalKey(Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(64))))),
})

export const decodeGetMedia = decoderOf(GetMediaBody)
export const decodeRename = decoderOf(RenameBody)
export const decodeDocumentCategory = decoderOf(DocumentCategoryBody)
