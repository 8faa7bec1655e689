import { expect, type Page } from '@playwright/test'
import { apiCall } from './api'

/** 'Итоговая стоимость' as the price panel prints it, back in kopecks. */
export const panelTotal = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('price-total').textContent()) ?? ''
  const match = /([\d\s\u00a0]+),(\d\d)/.exec(text)
  if (!match) throw new Error(`no total in "${text}"`)
  return Number(match[1]!.replace(/\D/g, '')) * 100 + Number(match[2])
}

/** The total of the campaign the page shows (its id ends the address), as the server saved it, in kopecks. */
export const savedTotal = async (page: Page, baseUrl: string): Promise<number> => {
  const id = page.url().split('/').pop()!
  const saved = await apiCall(page, baseUrl, 'GET', `/api/v1/clients/commercial-campaigns/${id}`)
  expect(saved.status).toBe(200)
  const c = (saved.data as { advertisingCampaign: { taxesSum: number; totalSumWithoutTaxes: number } })
    .advertisingCampaign
  return Math.round((c.taxesSum + c.totalSumWithoutTaxes) * 100)
}

/** The server's calculate answer for the same input and caller, in kopecks. */
export const serverTotalAt = async (
  page: Page,
  baseUrl: string,
  place: string,
  input: unknown,
): Promise<number> => {
  const answer = await apiCall(
    page,
    baseUrl,
    'POST',
    `/api/v1/commercial-campaigns/${place}/calculate`,
    input,
  )
  expect(answer.status).toBe(200)
  return (answer.data as { quote: { totals: { total: number } } }).quote.totals.total
}
