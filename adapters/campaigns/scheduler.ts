import type { Container } from '../container/di'
import { StaffService } from './staff.service'

/** One run of the job: lets holds lapse, launches and completes campaigns (idempotent). */
export const settleCampaigns = (container: Container) => container.get(StaffService).settle()
