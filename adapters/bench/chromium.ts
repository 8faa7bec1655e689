import { chromium, type Browser, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../server/seed'

/** Debian's chromium as every browser figure of the bench runs it (no download: the machine's own binary). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })

/**
 * Chromium for a figure whose server is started already: a browser that fails to start stops that server first (it
 * was left running, some 550 MB and its data folder, when the launch failed).
 */
export const launchChromiumBeside = (stopServer: () => Promise<void>): Promise<Browser> =>
  launchChromium().catch(async (error: unknown) => {
    await stopServer()
    throw error
  })

/** Signs the page in as the demo advertiser through the login form, and waits for the signed-in shell. */
export const signInAsDemo = async (page: Page, baseUrl: string): Promise<void> => {
  await page.goto(`${baseUrl}/app/login`)
  await page.getByLabel('E-mail').fill('demo@tablo.local')
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Войти' }).click()
  await page.getByRole('button', { name: 'Выйти' }).waitFor()
}
