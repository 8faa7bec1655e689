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

/** A fresh advertiser of its own (registered, confirmed by the mailed link, signed in), so a test sees only its data. */
export const newAdvertiser = async (
  page: Page,
  product: { readonly baseUrl: string; waitForLink(email: string): Promise<string> },
  prefix: string,
  fullName = 'Ирина Кампаниева',
): Promise<string> => {
  const email = `${prefix}-${Date.now()}@example.ru`
  const password = 'надёжный-пароль-1'
  const api = `${product.baseUrl}/api/v1/clients`
  await page.request.post(`${api}/register`, { data: { email, password, fullName } })
  const link = await product.waitForLink(email)
  await page.request.post(`${api}/register/confirm`, { data: { token: link.split('/').pop() } })
  await signIn(page, product.baseUrl, email, password)
  return email
}
