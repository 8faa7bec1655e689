/** Where the session's calls live: sign-in, registration, recovery, the profile and logout (cabinet §4). */
export const CLIENTS_API = '/api/v1/clients'
