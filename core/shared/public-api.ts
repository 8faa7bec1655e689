/**
 * R-ROLE-01: public calls need no token — the /api/v1/public/ family (data places, media plans, documents,
 * metro lines and stations, districts, turns tiles). Read by the server's routes and the cabinet's calls alike.
 */
export const PUBLIC_API_PREFIX = '/api/v1/public/'
export const needsToken = (apiPath: string): boolean => !apiPath.startsWith(PUBLIC_API_PREFIX)
