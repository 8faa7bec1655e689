/**
 * A video's card poster shows its name, length and frame size, so it is drawn again after an upload, a
 * replacement or a rename. An adapter draws it later, off the request (a background job); until it is there the
 * poster is drawn when asked for.
 */
export interface PosterRequests {
  requestPoster(video: { readonly ownerId: string; readonly id: string }): Promise<void>
}
export const PosterRequests = Symbol.for('tablo.PosterRequests')
