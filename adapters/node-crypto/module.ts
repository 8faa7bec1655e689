import { Ids } from '../../core/ports/ids.port'
import { PasswordHasher } from '../../core/ports/password-hasher.port'
import { TokenDigest } from '../../core/ports/token-digest.port'
import { ContainerModule } from '../container/di'
import { NodeIds, Sha256TokenDigest } from './node-ids'
import { ScryptPasswordHasher } from './scrypt-password-hasher'

export const nodeCryptoModule = new ContainerModule(({ bind }) => {
  bind<Ids>(Ids).to(NodeIds).inSingletonScope()
  bind<PasswordHasher>(PasswordHasher).to(ScryptPasswordHasher).inSingletonScope()
  bind<TokenDigest>(TokenDigest).to(Sha256TokenDigest).inSingletonScope()
})
