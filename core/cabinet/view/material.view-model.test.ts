import { describe, expect, it } from 'vitest'
import { materialBackLink } from './material.view-model'

describe('the material view (R-SCREEN-20)', () => {
  it('leads back to the media library when opened from it, or from nowhere said', () => {
    expect(materialBackLink('library')).toEqual({ href: '/media', label: 'К медиатеке' })
    expect(materialBackLink(undefined)).toEqual({ href: '/media', label: 'К медиатеке' })
  })
  it('leads back to the campaign it was opened from', () => {
    expect(materialBackLink('c-7')).toEqual({ href: '/campaigns/c-7', label: 'К кампании' })
  })
})
