import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { PasswordHasher } from '../../core/ports/password-hasher.port'
import { injectable } from '../container/di'

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  )

const N = 16384
const r = 8
const p = 1
const KEY_LENGTH = 32

/** scrypt with a random 16-byte salt; the hash string carries its parameters: `scrypt$N$r$p$salt$key`. */
@injectable()
export class ScryptPasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16)
    const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p })
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const [scheme, n, rr, pp, salt, key] = hash.split('$')
    if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false
    const expected = Buffer.from(key, 'base64url')
    const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(rr),
      p: Number(pp),
    })
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  }
}
