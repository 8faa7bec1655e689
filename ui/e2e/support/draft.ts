import type { Page } from '@playwright/test'

/**
 * The wizard's stored draft, as the page keeps it. The page writes it when idle after painting, and at once
 * when it is hidden: the test says the page is hidden, so it reads what the page has, not what it had.
 */
export const draftOf = async (
  page: Page,
): Promise<{ calculation: Readonly<Record<string, unknown>>; campaignId?: string }> =>
  JSON.parse(
    (await page.evaluate(() => {
      dispatchEvent(new Event('pagehide'))
      return localStorage.getItem('tablo.wizardDraft')
    })) ?? '{}',
  ) as { calculation: Readonly<Record<string, unknown>> }
