import { KeyValueStorage } from '../../core/ports/storage.port'
import { ContainerModule } from '../container/di'
import { WebStorage } from './web-storage'

export const webStorageModule = new ContainerModule(({ bind }) => {
  bind<KeyValueStorage>(KeyValueStorage).to(WebStorage).inSingletonScope()
})
