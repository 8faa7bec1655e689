import { describe, expect, it } from 'vitest'
import { NodeIds, Sha256TokenDigest } from './node-ids'
import { ScryptPasswordHasher } from './scrypt-password-hasher'

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher()

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('пароль-123')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(hash).not.toContain('пароль')
    expect(await hasher.verify('пароль-123', hash)).toBe(true)
    expect(await hasher.verify('пароль-124', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'))
  })

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('x', 'not-a-hash')).toBe(false)
  })
})

describe('NodeIds and Sha256TokenDigest', () => {
  it('makes unique URL-safe secrets of 256 bits', () => {
    const ids = new NodeIds()
    const secrets = new Set(Array.from({ length: 100 }, () => ids.newSecret()))
    expect(secrets.size).toBe(100)
    for (const s of secrets) expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('digests deterministically', () => {
    const d = new Sha256TokenDigest()
    expect(d.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
