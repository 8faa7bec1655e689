import { describe, expect, it } from 'vitest'
import { isUuid, NIL_UUID, uuidOr } from './uuid'

describe('uuid', () => {
  it('takes a UUID of any version in either case, and nothing else', () => {
    expect(
      [
        '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
        '3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B',
        NIL_UUID,
        '3f2b8c1e9a4d4e6f8b2a1c3d5e7f9a0b',
        '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0',
        ' 3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
        '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0g',
        42,
        undefined,
      ].map(isUuid),
    ).toEqual([true, true, true, false, false, false, false, false, false])
  })

  it('turns what cannot be an id into the nil UUID', () => {
    expect(uuidOr('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b')).toBe('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b')
    expect(uuidOr("1' or '1'='1")).toBe(NIL_UUID)
  })
})
