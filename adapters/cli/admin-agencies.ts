import type { AgencyWire } from '../../core/staff/agency-terms'
import { AGENCIES_PATH, agencyTermsPath } from '../../core/staff/agency-terms'
import { printRefusal, type Answer } from './admin-answer'

/**
 * The agency commands of the back-office CLI (adapters/cli/admin.ts), over the staff API of
 * adapters/server/routes/staff-agencies.routes.ts: the server checks the role and the terms, as it does the desk's.
 */
export const AGENCY_USAGE = `Agencies (a superuser's):
  agencies                                                           the agencies with their personal discount
  set-discount <agencyId> --percent N [--places P,P] [--until YYYY-MM-DD] [--ignore-global-factors]
                                                                     set an agency's discount (no --places: every place)
  remove-discount <agencyId>                                         remove it: the agency pays as any advertiser`

export const AGENCY_COMMANDS = ['agencies', 'set-discount', 'remove-discount'] as const

export interface AgencyOptions {
  readonly percent?: string | undefined
  readonly places?: string | undefined
  readonly until?: string | undefined
  readonly 'ignore-global-factors'?: boolean | undefined
}
export type AgencyRequest = readonly [method: string, path: string, body?: unknown]

/** The call of an agency command; a usage problem as `{error}`; undefined for a command that is not one of these. */
export const agencyRequest = (
  command: string,
  id: string | undefined,
  o: AgencyOptions,
): { readonly request: AgencyRequest } | { readonly error: string } | undefined => {
  if (!(AGENCY_COMMANDS as readonly string[]).includes(command)) return undefined
  if (command === 'agencies') return { request: ['GET', AGENCIES_PATH] }
  if (!id) return { error: `${command} needs an agency id` }
  if (command === 'remove-discount') return { request: ['DELETE', agencyTermsPath(id)] }
  // The bounds and the step are the server's to check (its Russian sentence is printed); only a number is sent.
  const percent = o.percent === undefined || o.percent.trim() === '' ? Number.NaN : Number(o.percent)
  if (!Number.isFinite(percent)) return { error: 'set-discount needs --percent N (e.g. 12.5)' }
  return {
    request: [
      'PUT',
      agencyTermsPath(id),
      {
        discountPercent: percent,
        ...(o.places
          ? {
              advertisePlaces: o.places
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean),
            }
          : {}),
        ...(o.until ? { expirationDate: o.until } : {}),
        ...(o['ignore-global-factors'] ? { ignoreGlobalDiscountFactors: true } : {}),
      },
    ],
  }
}

const termsText = (a: AgencyWire): string => {
  const t = a.terms
  if (!t) return 'без скидки'.padEnd(44)
  return [
    `${String(t.discountPercent).replace('.', ',')} %`.padEnd(8),
    (t.advertisePlaces.length > 0 ? t.advertisePlaces.join(',') : 'все места').padEnd(16),
    (t.expirationDate ? `до ${t.expirationDate}` : 'бессрочно').padEnd(13),
    t.ignoreGlobalDiscountFactors ? 'без общих' : '',
  ].join('  ')
}
const agencyLine = (a: AgencyWire): string =>
  [a._id, termsText(a).padEnd(44), a.email.padEnd(28), a.name].join('  ')

/** Runs an agency command: the list as lines, a change as the agency's line after it; answers the exit code. */
export const runAgencies = async (
  [method, path, body]: AgencyRequest,
  send: (method: string, path: string, body?: unknown) => Promise<Answer>,
  json: boolean,
  out: (text: string) => void,
  fail: (text: string) => void,
): Promise<number> => {
  const answer = await send(method, path, body)
  if (answer.status >= 400) return printRefusal(answer, fail)
  const data = (answer.body.data ?? {}) as { agencies?: AgencyWire[] } | AgencyWire
  if (json) out(`${JSON.stringify(data, null, 2)}\n`)
  else if ('agencies' in data && data.agencies) {
    for (const a of data.agencies) out(`${agencyLine(a)}\n`)
    out(`Всего: ${String(data.agencies.length)}\n`)
  } else out(`${agencyLine(data as AgencyWire)}\n`)
  return 0
}
