import { ContainerModule } from '../container/di'

/** Inventory repositories and reference readers over the database (issue 5 fills the bindings). */
export const inventoryModule = new ContainerModule(() => {})
