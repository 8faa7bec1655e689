/** A video of the media library as the server's library calls answer it (wireMedia): 1920×1080, 10 s. */
export const aLibraryVideo = (id: string, name: string, status = 'noStatus') => ({
  _id: id,
  kind: 'video',
  status,
  name,
  mimeType: 'video/mp4',
  size: 2_000_000,
  width: 1920,
  height: 1080,
  duration: 10,
  path: null,
  thumb: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
})
