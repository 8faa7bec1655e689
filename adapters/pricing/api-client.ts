/** One JSON call to a running Tablo server (the CLI's --api mode): a clear sentence when it cannot answer. */
export const apiJson = async (url: string, init: RequestInit = {}): Promise<unknown> => {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(90_000),
    })
  } catch (e) {
    throw new Error(`cannot reach ${url}: ${e instanceof Error ? e.message : String(e)}`)
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json().catch(() => null)
}
