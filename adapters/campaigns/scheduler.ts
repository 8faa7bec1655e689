import { StaffDesk } from '../../core/campaign/staff-desk'
import type { Container } from '../container/di'

/** One run of the job: lets holds lapse, launches and completes campaigns (idempotent). */
export const settleCampaigns = (container: Container) => container.get(StaffDesk).settle()
