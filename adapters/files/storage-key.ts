/**
 * Storage keys are ours (never a file name from the browser): lower-case segments of letters, digits, dots,
 * dashes and underscores separated by slashes, with no '.' or '..' segment — so a key can never leave the
 * storage root.
 */
const SEGMENT = /^[a-z0-9_][a-z0-9._-]*$/

export const assertStorageKey = (key: string): string => {
  const segments = key.split('/')
  if (key.length > 300 || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..'))
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`)
  return key
}
