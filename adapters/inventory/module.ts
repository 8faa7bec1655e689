import { ContainerModule } from '../container/di'
import { InventoryRepository } from './inventory.repository'

/** Inventory repositories and reference readers over the database. */
export const inventoryModule = new ContainerModule(({ bind }) => {
  bind(InventoryRepository).toSelf().inSingletonScope()
})
