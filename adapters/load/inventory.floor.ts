import { buildMoscowInventory } from '../database/inventory-seed'
import { collectGarbage } from '../server/startup-memory'

/**
 * The floor of the server's memory (issue 51 item 3): a process started as the server is (built into one
 * module by the bench and run by node, the same allocator settings) that holds just the whole Moscow inventory
 * and the references, built in memory as the seed builds them, and nothing else: no server, no database.
 */
const inventory = await buildMoscowInventory()
collectGarbage()
console.log(`listening 0 (${inventory.shelters.length} shelters held)`)
process.once('SIGTERM', () => process.exit(0))
setInterval(() => inventory, 60_000)
