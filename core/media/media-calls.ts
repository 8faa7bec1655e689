/**
 * The media-library, image, thumbnail and document calls the server answers (cabinet §7 "Media and
 * documents"; R-API-21..24, R-API-17 replace, R-API-18 download-url). Where the spec names a call but not its
 * path (image POST/DELETE, toModeration, rename, listForAttach, documents by id) the path here is our choice,
 * following the spec's `media-library/...` and `documents/{id}/...` patterns.
 */
const LIBRARY = '/api/v1/clients/media-library'
const DOCUMENTS = '/api/v1/clients/documents'

export interface MediaCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly path: string
}
const call = (method: MediaCall['method'], path: string): MediaCall => ({ method, path })

export const MEDIA_CALLS = {
  // R-API-21
  list: call('GET', LIBRARY),
  getMedia: call('POST', `${LIBRARY}/getMedia`),
  upload: call('POST', `${LIBRARY}/:kind`),
  remove: call('DELETE', `${LIBRARY}/:kind/:id`),
  toModeration: call('PUT', `${LIBRARY}/:id/toModeration`),
  rename: call('PUT', `${LIBRARY}/:id/rename`),
  listForAttach: call('GET', `${LIBRARY}/listForAttach`),
  // R-API-17
  replace: call('PATCH', `${LIBRARY}/:kind/:mediaId/replace`),
  // R-API-22, R-API-23
  imageFile: call('GET', '/api/v1/media-images/:id'),
  imageThumb: call('GET', '/api/v1/media-images/:id/thumb'),
  cityFormatThumb: call('GET', '/api/v1/clients/video/:id/thumb'),
  standaloneThumb: call('GET', '/api/v1/advertisers/video/:id/thumb'),
  // R-API-18
  videoDownloadUrl: call('GET', '/api/v1/advertisers/video/:id/download-url'),
  videoFile: call('GET', '/api/v1/advertisers/video/:id/file'),
  // R-API-15
  attach: call('PATCH', '/api/v1/clients/commercial-campaigns/:campaignId/attach'),
  // R-API-24
  documentUpload: call('POST', DOCUMENTS),
  documentCategories: call('GET', `${DOCUMENTS}/categories`),
  linkDocument: call('POST', `${DOCUMENTS}/:mediaId/category`),
  unlinkDocument: call('DELETE', `${DOCUMENTS}/:mediaId/category`),
  renameDocument: call('PUT', `${DOCUMENTS}/:id`),
  removeDocument: call('DELETE', `${DOCUMENTS}/:id`),
  downloadDocument: call('GET', `${DOCUMENTS}/:id/download`),
} as const satisfies Record<string, MediaCall>

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
}

/** R-API-22: a file is saved under its library name, with its type's extension when the name lacks it. */
export const downloadFileName = (name: string, mimeType: string): string => {
  const extension = EXTENSIONS[mimeType]
  return extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name
}
