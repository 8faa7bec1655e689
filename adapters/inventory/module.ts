import { ProgramInventory } from '../../core/documents/address-programs'
import { ShelterSides } from '../../core/ports/shelter-sides.port'
import { HeldUnits, TakenUnitsService } from '../../core/booking/taken-units'
import { ContainerModule } from '../container/di'
import { SqlHeldUnits } from '../database/held-units'
import { InventoryRepository } from '../database/inventory.repository'
import { PlanningRepository } from '../database/planning.repository'
import { ShelterRepository } from '../database/shelter.repository'

/** Inventory repositories, reference readers and the units taken, over the database. */
export const inventoryModule = new ContainerModule(({ bind }) => {
  bind(InventoryRepository).toSelf().inSingletonScope()
  bind(ShelterRepository).toSelf().inSingletonScope()
  bind<ShelterSides>(ShelterSides).toService(ShelterRepository)
  bind(PlanningRepository).toSelf().inSingletonScope()
  bind<HeldUnits>(HeldUnits).to(SqlHeldUnits).inSingletonScope()
  bind(TakenUnitsService)
    .toDynamicValue((ctx) => new TakenUnitsService(ctx.get<HeldUnits>(HeldUnits)))
    .inSingletonScope()
  bind<ProgramInventory>(ProgramInventory).toDynamicValue((ctx) => {
    const shelters = ctx.get(ShelterRepository)
    const inventory = ctx.get(InventoryRepository)
    return {
      sides: (numbers) => shelters.sheltersByNumbers(numbers),
      okrugs: () => inventory.regions(1, { limit: 100, offset: 0 }),
    }
  })
})
