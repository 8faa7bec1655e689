import { ContainerModule } from '../container/di'
import { CampaignOrders } from './campaign-orders.service'
import { CampaignPayments } from './campaign-payments.service'

/** A campaign's orders: payment orders, typography, vacancy checks, schedules and the transit-shelter stops. */
export const ordersModule = new ContainerModule(({ bind }) => {
  bind(CampaignPayments).toSelf().inSingletonScope()
  bind(CampaignOrders).toSelf().inSingletonScope()
})
