import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The widths a reviewer looks at (UI.md): a desktop, a small laptop (the mobile switch is below 1024) and a phone. */
export const SCREEN_WIDTHS = [1440, 1024, 390] as const

/**
 * Axe finds no serious or critical violation on the page as it stands. React-aria's live announcer is left out:
 * an off-screen queue of what was just said to a screen reader, whose entries (role=img labelled by the announced
 * element) axe reads as images once that element has gone; it is the library's, and emptied within seconds.
 * A dialog still fading in (150 ms) is waited for: axe measures the contrast of text not yet opaque.
 */
export const expectAccessible = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'))
  const violations = (await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(violations).toEqual([])
}

/**
 * Checks a screen as a person would see it, once its chunk has come: axe at every width, nothing wider than the
 * window (no sideways scroll on a phone), and a full-page screenshot at 1440, 1024 and 390 px kept under
 * reports/screens/<name>-<width>.png so a reviewer can look without running anything.
 */
export const checkScreen = async (page: Page, name: string): Promise<void> => {
  // The screen itself, not the page's placeholder while its chunk loads (a busy machine is slow to bring it).
  await expect(page.getByRole('status', { name: 'Загрузка', exact: true })).toHaveCount(0)
  const original = page.viewportSize()
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectAccessible(page)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `reports/screens/${name}-${width}.png`, fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}
