import { ContainerModule } from '../container/di'

/** Campaign repositories, booking and the lifecycle services over the database (issue 6 fills the bindings). */
export const campaignsModule = new ContainerModule(() => {})
