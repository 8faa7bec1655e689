/** Where the material view's back link leads, and what it says. */
export interface BackLink {
  readonly href: string
  readonly label: string
}

/**
 * R-SCREEN-20: the material view leads back to where the file was opened from: the media library when `from`
 * is 'library' or missing, otherwise the campaign of that id.
 */
export const materialBackLink = (from: string | undefined): BackLink =>
  from === undefined || from === 'library'
    ? { href: '/media', label: 'К медиатеке' }
    : { href: `/campaigns/${from}`, label: 'К кампании' }
