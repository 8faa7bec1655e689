import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Ids } from '../../core/ports/ids.port'
import type { TokenDigest } from '../../core/ports/token-digest.port'
import { injectable } from '../container/di'

@injectable()
export class NodeIds implements Ids {
  newId(): string {
    return randomUUID()
  }

  /** 32 random bytes, URL-safe: 256 bits. */
  newSecret(): string {
    return randomBytes(32).toString('base64url')
  }
}

@injectable()
export class Sha256TokenDigest implements TokenDigest {
  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex')
  }
}
