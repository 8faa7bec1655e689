import { expect, type Page } from '@playwright/test'

/** The demo accounts `npm start` seeds (README). */
export const DEMO_PASSWORD = 'tablo-demo-2026'
export const DEMO = {
  advertiser: 'demo@tablo.local',
  agency: 'agency@tablo.local',
  observer: 'observer@tablo.local',
} as const

/** Signs in through the login form as a person would, and waits for the cabinet's header. */
export const signIn = async (
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> => {
  await page.goto(`${baseUrl}/app/login`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Пароль').fill(password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(
    page.getByRole('button', { name: 'Выйти' }).or(page.getByRole('button', { name: 'Меню' })),
  ).toBeVisible()
}
