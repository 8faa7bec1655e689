import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'

/** What an upload is for: a library image, a library video, or a document of a media item. */
export type UploadKind = 'image' | 'video' | 'document'

const MB = 1024 * 1024
/**
 * Size limits per kind (choice; the spec names none): images and documents 20 MB, video 500 MB — a 60 s
 * Full HD clip at a high bitrate fits, a raw master does not.
 */
export const MAX_UPLOAD_BYTES: Readonly<Record<UploadKind, number>> = {
  image: 20 * MB,
  video: 500 * MB,
  document: 20 * MB,
}

/** The types each kind accepts, with the extensions their files carry and the name people know them by. */
const TYPES: Readonly<Record<string, { readonly extensions: readonly string[]; readonly label: string }>> = {
  'image/jpeg': { extensions: ['jpg', 'jpeg', 'jfif'], label: 'JPEG' },
  'image/png': { extensions: ['png'], label: 'PNG' },
  'video/mp4': { extensions: ['mp4', 'm4v'], label: 'MP4' },
  'application/pdf': { extensions: ['pdf'], label: 'PDF' },
}
export const ACCEPTED_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png'],
  video: ['video/mp4'],
  document: ['application/pdf', 'image/jpeg', 'image/png'],
}

export type UploadRefusalCode = 'tooLarge' | 'wrongFormat' | 'mislabelled' | 'damaged' | 'empty'
export type UploadRefusal = DomainError<UploadRefusalCode> & { readonly field: 'file' }

const refusal = (code: UploadRefusalCode, message: string): UploadRefusal =>
  domainError(code, message, 'file') as UploadRefusal

const labelOf = (mime: string): string => TYPES[mime]?.label ?? mime
const accepted = (kind: UploadKind): string => {
  const labels = ACCEPTED_TYPES[kind].map(labelOf)
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} или ${labels.at(-1)}`
}

export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / MB)} МБ`

export const tooLarge = (kind: UploadKind): UploadRefusal =>
  refusal('tooLarge', `Файл больше ${formatMegabytes(MAX_UPLOAD_BYTES[kind])}: загрузите файл поменьше`)
export const damaged = (): UploadRefusal =>
  refusal('damaged', 'Файл повреждён или загружен не полностью: загрузите его ещё раз')
export const emptyUpload = (): UploadRefusal => refusal('empty', 'Файл не выбран или пуст')
/** A file that is neither a library image nor a library video, judged by its own first bytes. */
export const notACreative = (sniffed: string | undefined): UploadRefusal =>
  refusal(
    'wrongFormat',
    `${sniffed === undefined ? 'Формат файла не распознан' : `Формат файла (${labelOf(sniffed)}) не подходит`}: нужно изображение (${accepted('image')}) или видео (${accepted('video')})`,
  )

/** Browsers label what they do not know as octet-stream; that says nothing, so it never contradicts. */
const GENERIC_TYPES = ['', 'application/octet-stream', 'binary/octet-stream']

/**
 * Judges a file by its own first bytes (`sniffed`, from the magic numbers), not by its label: unknown or
 * unaccepted content is refused, and so is a file whose declared type or extension says something else.
 */
export const judgeUpload = (input: {
  readonly kind: UploadKind
  readonly fileName: string
  readonly declaredType: string
  readonly sniffed: string | undefined
}): Result<string, UploadRefusal> => {
  const { kind, sniffed } = input
  if (sniffed === undefined || !ACCEPTED_TYPES[kind].includes(sniffed)) {
    const what =
      sniffed === undefined ? 'Формат файла не распознан' : `Формат файла (${labelOf(sniffed)}) не подходит`
    return err(refusal('wrongFormat', `${what}: нужно ${accepted(kind)}`))
  }
  const declared = input.declaredType.toLowerCase().split(';')[0]?.trim() ?? ''
  const extension = /\.([a-z0-9]+)$/i.exec(input.fileName)?.[1]?.toLowerCase()
  const labelLies = !GENERIC_TYPES.includes(declared) && declared !== sniffed
  const extensionLies = extension !== undefined && !(TYPES[sniffed]?.extensions ?? []).includes(extension)
  if (labelLies || extensionLies)
    return err(
      refusal(
        'mislabelled',
        `Файл подписан как ${labelLies ? declared : `.${extension}`}, а на самом деле это ${labelOf(sniffed)}: переименуйте или пересохраните его`,
      ),
    )
  return ok(sniffed)
}
