/** `k=v&…` of the defined entries, keys and values URI-encoded (the cabinet's addresses, the staff desk's calls). */
export const buildQuery = (query: Readonly<Record<string, string | number | undefined>>): string =>
  Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
