import type { Page } from '@playwright/test'

/** The signed-in user's token, as the cabinet keeps it (session storage by default, R-ENT-12). */
export const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken') ?? '')

/** A call to the real API as the signed-in user of the page, as a second browser tab would make it. */
export const apiCall = async (
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> => {
  const token = await tokenOf(page)
  const response = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  })
  const json = (await response.json().catch(() => ({}))) as { data?: unknown }
  return { status: response.status(), data: json.data }
}

/**
 * A call of the staff API (the staff desk's back end, which `npm run admin` drives too), signed in as the demo
 * moderator beside the page's own user; answers the status.
 */
export const staffCall = async (page: Page, baseUrl: string, path: string, body: unknown = {}) => {
  const auth = await page.request.post(`${baseUrl}/api/v1/clients/auth`, {
    data: { email: 'moderator@tablo.local', password: 'tablo-demo-2026' },
  })
  const { token } = ((await auth.json()) as { data: { token: string } }).data
  const answer = await page.request.post(`${baseUrl}/api/v1/staff${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  })
  return answer.status()
}

/** A metro-monitors campaign the server prices and keeps as a draft; answers its id. */
export const createMetroCampaign = async (
  page: Page,
  baseUrl: string,
  name: string,
  startDate: string,
  partners: readonly string[] = [],
): Promise<string> => {
  const end = new Date(`${startDate}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + 10)
  const created = await apiCall(page, baseUrl, 'POST', '/api/v1/clients/commercial-campaigns/metroMonitors', {
    name,
    calculation: {
      mode: 'video',
      startDate,
      endDate: end.toISOString().slice(0, 10),
      clipDuration: 10,
      frequency: 2,
      presentationCount: 200000,
    },
    ...(partners.length > 0 ? { partners } : {}),
  })
  if (created.status !== 201)
    throw new Error(`the campaign was not created: ${created.status} ${JSON.stringify(created.data)}`)
  return (created.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}

/** The requisites of an organisation that the server's checks accept. */
export const ORGANISATION = {
  formOfBusiness: 'legalEntityOrg',
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1027700132195',
  address: 'Москва, Тверская, 1',
  signerFullName: 'Иванова Анна Сергеевна',
  basisId: 'charter',
  bankName: 'ПАО Банк',
  bik: '044525225',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810938000000001',
} as const

/** An invoice for a campaign, to the signed-in user's organisation (created first); answers its number. */
export const invoiceCampaign = async (page: Page, baseUrl: string, campaignId: string): Promise<string> => {
  const entity = await apiCall(page, baseUrl, 'POST', '/api/v1/clients/legal-entities', ORGANISATION)
  const legalEntityId = (entity.data as { _id: string })._id
  const invoice = await apiCall(
    page,
    baseUrl,
    'POST',
    `/api/v1/clients/commercial-campaigns/metroMonitors/${campaignId}/invoice`,
    { legalEntityId },
  )
  if (invoice.status !== 201) throw new Error(`no invoice: ${invoice.status} ${JSON.stringify(invoice.data)}`)
  return (invoice.data as { number: string }).number
}
