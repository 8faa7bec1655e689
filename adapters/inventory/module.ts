import { ProgramInventory } from '../../core/documents/address-programs'
import { ShelterSides } from '../../core/ports/shelter-sides.port'
import { HeldUnits, TakenUnitsService } from '../../core/booking/taken-units'
import { InventoryReads } from '../../core/inventory/inventory-reads.port'
import { References } from '../../core/inventory/references.service'
import { ShelterReads } from '../../core/inventory/shelter-reads.port'
import { Planning } from '../../core/planning/planning.service'
import { PlanningReads } from '../../core/planning/planning.port'
import { Clock } from '../../core/ports/clock.port'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import { ContainerModule } from '../container/di'
import { SqlHeldUnits } from '../database/held-units'
import { InventoryRepository } from '../database/inventory.repository'
import { PlanningRepository } from '../database/planning.repository'
import { ShelterRepository } from '../database/shelter.repository'
import { GroundRouteLines } from './ground-route-lines'

/** Inventory repositories behind their ports, the planning reads, reference readers and the units taken. */
export const inventoryModule = new ContainerModule(({ bind }) => {
  bind(InventoryRepository).toSelf().inSingletonScope()
  bind(ShelterRepository).toSelf().inSingletonScope()
  bind(GroundRouteLines).toSelf().inSingletonScope()
  bind<ShelterSides>(ShelterSides).toService(ShelterRepository)
  bind<ShelterReads>(ShelterReads).toService(ShelterRepository)
  bind<InventoryReads>(InventoryReads).toService(InventoryRepository)
  bind(References)
    .toDynamicValue((ctx) => new References(ctx.get<InventoryReads>(InventoryReads)))
    .inSingletonScope()
  bind(PlanningRepository).toSelf().inSingletonScope()
  bind<PlanningReads>(PlanningReads).toService(PlanningRepository)
  bind(Planning)
    .toDynamicValue(
      (ctx) =>
        new Planning({
          reads: ctx.get<PlanningReads>(PlanningReads),
          inventory: ctx.get<InventoryReads>(InventoryReads),
          reference: ctx.get<PricingReference>(PricingReference),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    .inSingletonScope()
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
