import { ContainerModule } from '../../container/di'
import { AccountRoutes } from './account.routes'
import { AddressProgramRoutes } from './address-program.routes'
import { AdvertiserRoutes } from './advertiser.routes'
import { CampaignMediaRoutes } from './campaign-media.routes'
import { CampaignOrderRoutes } from './campaign-orders.routes'
import { CampaignPurchaseRoutes } from './campaign-purchase.routes'
import { CampaignRoutes } from './campaign.routes'
import { DocumentRoutes } from './documents.routes'
import { FeedbackRoutes } from './feedback.routes'
import { GroundRouteRoutes } from './ground-routes.routes'
import { HealthRoutes } from './health.routes'
import { InventoryRoutes } from './inventory.routes'
import { InvoiceRoutes } from './invoices.routes'
import { MediaPlanRoutes } from './media-plans.routes'
import { MediaRoutes } from './media.routes'
import { MetricsRoutes } from './metrics.routes'
import { NotificationRoutes } from './notifications.routes'
import { PlaceReferenceRoutes } from './place-reference.routes'
import { PlanningRoutes } from './planning.routes'
import { PricingRoutes } from './pricing.routes'
import { PublicRoutes } from './public.routes'
import { RouteContribution } from './route-contribution'
import { SiteIndexRoutes } from './site-index.routes'
import { StaffAgencyRoutes } from './staff-agencies.routes'
import { StaffMediaRoutes } from './staff-media.routes'
import { StaffRoutes } from './staff.routes'
import { StaffStatementRoutes } from './staff-statements.routes'
import { StatisticsRoutes } from './statistics.routes'

/**
 * Every family of the server's routes on the one route token, in the order buildApp registers them (the health
 * and metrics hooks first, so they see every answer). The documents share the media library's multipart scope,
 * so MediaRoutes registers them and they are bound by themselves.
 */
export const routesModule = new ContainerModule(({ bind }) => {
  for (const routes of [
    HealthRoutes,
    MetricsRoutes,
    AccountRoutes,
    AdvertiserRoutes,
    PublicRoutes,
    PricingRoutes,
    PlaceReferenceRoutes,
    PlanningRoutes,
    InventoryRoutes,
    GroundRouteRoutes,
    CampaignRoutes,
    CampaignPurchaseRoutes,
    StaffRoutes,
    CampaignOrderRoutes,
    NotificationRoutes,
    InvoiceRoutes,
    MediaPlanRoutes,
    AddressProgramRoutes,
    StatisticsRoutes,
    MediaRoutes,
    CampaignMediaRoutes,
    StaffMediaRoutes,
    StaffStatementRoutes,
    StaffAgencyRoutes,
    FeedbackRoutes,
    SiteIndexRoutes,
  ])
    bind(RouteContribution).to(routes).inSingletonScope()
  bind(DocumentRoutes).toSelf().inSingletonScope()
})
